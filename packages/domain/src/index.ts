export * from './errors';
export * from './format';
export * from './nav';
export * from './roles';
export * from './session';
export * from './shell';
export * from './statuses';
export * from './tenants';

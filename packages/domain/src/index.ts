export * from './errors';
export * from './roles';
export * from './session';
export * from './shell';
export * from './statuses';
export * from './tenants';
export * from './nav';

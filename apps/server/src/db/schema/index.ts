// The database schema, one file per area; drizzle-kit reads this folder (drizzle.config.ts).
export * from './auth';
export * from './charge-intents';
export * from './disputes';
export * from './enrolment-codes';
export * from './guarantee';
export * from './member-list';
export * from './members';
export * from './money';
export * from './payments';
export * from './payouts';
export * from './plans';
export * from './platform';
export * from './practices';
export * from './requests';
export * from './signup';
export * from './sim-processor';
export * from './tiers';

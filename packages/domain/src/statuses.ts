/** Subscription status values (spec 01 and 02 section 4). Their derived flags come with the rules issue. */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'cancellation_requested',
  'inactive',
  'canceled',
  'pending_cash',
  'active_cash',
  'active_transferred',
  'inactive_transferred',
  'past_due',
  'delinquent',
  'delinquent_gpp',
  'disputed',
  'permanently_disabled',
] as const;

export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

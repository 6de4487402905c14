import type { BillingPeriod, EnrolmentLanguage } from '@mhq/domain';
import type { billingAttempts } from '../db/schema';
import type { ChargeItem } from '../modules/money/charges';

// The billing run's shapes, shared by its steps (claim, open, credit, ask), so none of them imports another for a type.

/** A household's billing attempt as stored (billing_attempts). */
export type Attempt = typeof billingAttempts.$inferSelect;

/** What a billing attempt asks of the processor and what it pays for (billing_attempts.request). */
export type BillingRequest = {
  /** A null one means the try fails without asking the processor: no card or bank account, or no payout account. */
  customerId: string | null;
  processorPaymentMethodId: string | null;
  memberPaymentMethodId: number | null;
  method: { kind: string; brand: string; last4: string } | null;
  destinationAccountId: string | null;
  description: string;
  language: EnrolmentLanguage;
  items: ChargeItem[];
  paidFor: { subscriptionId: number; name: string; plan: string; until: string }[];
  /** The household's account credit this attempt uses (jobs/billing-credit.ts); its lines are less by it. */
  creditCents?: number;
  /** The employer paying, on its own card, for a household it pays for (members.paid_by_business_id). */
  businessId?: number | null;
};

/** Where a billing run stands: the business day it bills, and the platform's settings it bills with. */
export type BillingDay = {
  day: string;
  now: Date;
  /** The platform's fee per member and month; an office with its own (office_fee_overrides) pays that instead. */
  perMemberMonthCents: number;
  /** Only this household (a new card retries at once); every due household when absent. */
  only?: { organizationId: number; ownerMemberId: number };
};

export type DueRow = {
  id: number;
  organization_id: number;
  member_id: number;
  owner_id: number;
  office_id: number;
  status: string;
  term: BillingPeriod;
  price_cents: number;
  next_renewal_on: string;
  pending_price_cents: number | null;
  pending_price_from: string | null;
  pending_plan_id: number | null;
  pending_plan_from: string | null;
  first_name: string;
  last_name: string;
  plan_name: string;
  spanish_name: string | null;
};

export type PayerRow = {
  organization_id: number;
  id: number;
  spanish: boolean;
  processor_customer_id: string | null;
  method_id: number | null;
  processor_payment_method_id: string | null;
  kind: string | null;
  brand: string | null;
  last4: string | null;
  office_name: string;
  destination: string | null;
  /** The office's own platform fee per member and month (/admin/fees), null where it pays the platform's. */
  fee_per_member_month_cents: number | null;
  /** The employer whose card pays, when one pays for the household (then the customer and method are the employer's). */
  business_id: number | null;
};

/** An attempt priced and ready to open, with the plans it marks. */
export type Opening = {
  attempt: Omit<Attempt, 'id'>;
  plans: { organization_id: number; id: number; owner_id: number; new_price_cents: number | null }[];
};

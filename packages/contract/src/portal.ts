import { HOUSEHOLD_ATTENTION_KINDS, RELATIONSHIPS, SUBSCRIPTION_STATUSES, WEEKDAY_VALUES } from '@mhq/domain';
import { z } from 'zod';
import { PaymentMethodOnFile } from './billing';
import { Id } from './common';

// The patient's own household as the portal shows it (issue 22): the dashboard, membership info with the member card,
// and the 'Your dentist' page. One read, so the three pages agree on every figure.

export const HouseholdQuery = z.object({ dentistInfoId: Id });
export type HouseholdQuery = z.infer<typeof HouseholdQuery>;

/** A procedure the plan includes, so many times a year (its price codes). */
export const CoveredProcedure = z.object({ code: z.string(), name: z.string(), quantity: z.number().int() });

/** A member's plan: what it is, what it costs, when it is paid next, what changes, what it covers. */
export const HouseholdPlan = z
  .object({
    subscriptionId: z.number().int(),
    planId: z.number().int(),
    planName: z.string(),
    spanishPlanName: z.string(),
    description: z.string(),
    spanishDescription: z.string(),
    status: z.enum(SUBSCRIPTION_STATUSES),
    /** The status in the spec's words ('Late' for past_due...). */
    statusLabel: z.string(),
    /** Still covered: the Active flag or cancellation_requested (spec 01 section 4, it counts as active). */
    covered: z.boolean(),
    term: z.enum(['monthly', 'annual']),
    priceCents: z.number().int(),
    /** Who pays it: the household or the office. */
    payor: z.enum(['member', 'office']),
    autoRenew: z.boolean(),
    /** The next payment (the renewal's day and its price then, a pending price counted); null when none is due. */
    nextPayment: z.object({ on: z.string(), amountCents: z.number().int() }).nullable(),
    pendingPrice: z.object({ priceCents: z.number().int(), from: z.string() }).nullable(),
    pendingPlan: z.object({ planName: z.string(), spanishPlanName: z.string(), from: z.string() }).nullable(),
    /** The day the plan ends (a requested cancellation or a plan not renewing), when it is set. */
    endsOn: z.string().nullable(),
    startedOn: z.string(),
    includes: z.array(CoveredProcedure),
    /** The discount on other treatment the plan's description states; null when it does not say. */
    treatmentDiscountPercent: z.number().nullable(),
  })
  .meta({ id: 'HouseholdPlan' });
export type HouseholdPlan = z.infer<typeof HouseholdPlan>;

export const HouseholdMember = z
  .object({
    memberId: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    relationship: z.enum(RELATIONSHIPS.map((r) => r.value) as [string, ...string[]]),
    isAccountOwner: z.boolean(),
    age: z.number().int().nullable(),
    /** The spec's summary status across the member's plans: late, active, canceled or other. */
    summaryStatus: z.enum(['late', 'active', 'canceled', 'other']),
    memberSince: z.string(),
    /** The member's plans, the one in force first. */
    plans: z.array(HouseholdPlan),
  })
  .meta({ id: 'HouseholdMember' });
export type HouseholdMember = z.infer<typeof HouseholdMember>;

const DayHours = z.object({ open: z.boolean(), from: z.string(), to: z.string() });

/** What the household's practice publishes: how to reach it and when it is open. */
export const HouseholdOffice = z.object({
  id: z.number().int(),
  officeName: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.object({
    line1: z.string(),
    line2: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
  }),
  /** Monday first; null when the office has not said. */
  hours: z.record(z.enum(WEEKDAY_VALUES), DayHours).nullable(),
  bookingUrl: z.string().nullable(),
  /** A map search of the address; null without an address. */
  mapUrl: z.string().nullable(),
});
export type HouseholdOffice = z.infer<typeof HouseholdOffice>;

/** How the household agreed to its membership: its enrolment, when there is one on record. */
export const HouseholdAgreement = z.object({
  /** 'external': online on the practice's page; 'internal': at the front desk. */
  channel: z.enum(['external', 'internal']),
  enrolledOn: z.string(),
  term: z.enum(['monthly', 'annual']),
  language: z.enum(['en', 'es']),
});

export const HouseholdResponse = z
  .object({
    today: z.string(),
    office: HouseholdOffice,
    accountOwnerId: z.number().int(),
    members: z.array(HouseholdMember),
    paymentMethod: PaymentMethodOnFile.nullable(),
    /**
     * The employer the household came through (BusinessConnect), shown beside the practice; `pays`: its card pays for
     * the household's membership now.
     */
    employer: z.object({ name: z.string(), logo: z.string().nullable(), pays: z.boolean() }).nullable(),
    /** The enrolment's agreements (terms, automatic renewal, plan confirmation); null for a household imported. */
    agreement: HouseholdAgreement.nullable(),
    /** What to act on first, most urgent first. */
    attention: z.array(z.object({ kind: z.enum(HOUSEHOLD_ATTENTION_KINDS), memberIds: z.array(z.number().int()) })),
  })
  .meta({ id: 'HouseholdResponse' });
export type HouseholdResponse = z.infer<typeof HouseholdResponse>;

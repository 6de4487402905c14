import { z } from 'zod';

// The practice dashboard (/account/dashboard, spec 01 section 2 'analytics'): the office's members and money at a
// glance. Counts are the members list's own filters, so every figure opens a list of exactly that many members.

/** The office of the path, or every office of its organization the caller works in ('All Locations'). */
export const DashboardLocations = z.enum(['office', 'all']);
export type DashboardLocations = z.infer<typeof DashboardLocations>;

/** `GET /dentists/{id}/dashboard?locations=`. */
export const DashboardQuery = z.object({ locations: DashboardLocations.default('office') });
export type DashboardQuery = z.infer<typeof DashboardQuery>;

/** A calendar month (UTC), 'YYYY-MM'. */
const Month = z.string().regex(/^\d{4}-\d{2}$/);
const Cents = z.number().int();
const Count = z.number().int().nonnegative();

/**
 * Money recorded in a month: what households paid (card, bank and cash alike) and what the guarantee paid for those
 * who stopped, the platform's fee, what is left.
 */
export const DashboardRevenue = z.object({
  month: Month,
  /** Charges recorded that month (less refunds and lost disputes), before the platform fee; guarantee claims paid. */
  grossCents: Cents,
  platformFeeCents: Cents,
  /** grossCents less platformFeeCents: what the practice keeps. */
  netCents: Cents,
  charges: Count,
});
export type DashboardRevenue = z.infer<typeof DashboardRevenue>;

/** One month of the chart: members whose current plan began that month, and the month's revenue. */
export const DashboardMonth = DashboardRevenue.extend({ enrolled: Count });
export type DashboardMonth = z.infer<typeof DashboardMonth>;

export const DashboardResponse = z
  .object({
    officeId: z.number().int(),
    locations: DashboardLocations,
    /** The offices the figures cover (one, or every office of the organization the caller works in). */
    officeIds: z.array(z.number().int()),
    /** The moment the figures were read (ISO 8601): 'this month' and the 30-day windows count from here. */
    asOf: z.string(),
    /**
     * Members by the members list's filters (its `searchFilter` values): total is 'all', pastDue is 'past_due'
     * (Late). Each equals the list's count for that filter at the same moment.
     */
    members: z.object({
      total: Count,
      active: Count,
      new: Count,
      renewal: Count,
      pastDue: Count,
      delinquent: Count,
    }),
    /** The current calendar month so far. */
    thisMonth: DashboardRevenue,
    /** The last 12 calendar months, oldest first; the last one is this month. */
    months: z.array(DashboardMonth),
    /** Whether the office's enrolment page can take payments (it has a payout account); false: patients cannot enrol online. */
    enrolmentTakesPayments: z.boolean(),
  })
  .meta({ id: 'DashboardResponse' });
export type DashboardResponse = z.infer<typeof DashboardResponse>;

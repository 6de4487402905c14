import { utcDayOf } from '@mhq/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { queryRows } from '../db/rows';
import { billingAttempts } from '../db/schema';
import { platformFees } from '../modules/enrolment/platform-fees';
import type { Attempt } from './billing-ask';
import { settleAttempts } from './billing-batches';
import { type BillingDay, claimDue } from './billing-claim';
import type { BillingDeps } from './billing-deps';
import { endPlans } from './billing-ends';
import { dunningSchedule } from './dunning-schedule';

// One household's payment taken now rather than on the schedule's next day (dunning: 'a new card retries at once'; the
// desk's 'charge now'), through the billing run's own attempts: the same charge, receipt and history line, and a try
// that counts. Tries of one household go one after the other (its account owner's row is their lock): twenty at once
// charge once, and the others are told the payment is underway or was just taken.

/** What trying a household's payment now came to. */
export type HouseholdTry =
  /** This request's try: paid, refused, not answered by the processor, or paid meanwhile at the desk (refunded). */
  | {
      outcome: 'paid' | 'refused' | 'unanswered' | 'paidMeanwhile';
      amountCents: number;
      failureMessage: string | null;
    }
  /** Another request, or the billing run, is taking this household's payment right now. */
  | { outcome: 'underway' }
  /** Nothing was due (late, or delinquent); `justPaid` when a payment of the household was taken moments ago. */
  | { outcome: 'nothing'; justPaid: { amountCents: number } | null };

/** How long ago a payment may have been taken for a request that found nothing due to be told it was just taken. */
const JUST_PAID_MS = 5 * 60_000;

/**
 * Makes the household's late plans due today (or, `reinstate`, its delinquent plans late again with their unpaid
 * period starting today, so one period from today is charged: STATES.md 'charge a delinquency'). Only plans that would
 * renew are taken back (paid by the member, automatic renewal on, no end set, member not deleted). Their ids.
 */
async function dueNow(tx: Db, at: BillingDay, household: NonNullable<BillingDay['only']>, reinstate: boolean) {
  return queryRows<{ id: number }>(
    tx,
    reinstate
      ? sql`update subscriptions s set status = 'past_due', next_renewal_on = ${at.day}::date, next_retry_on = ${at.day}::date
          from members m
          where m.organization_id = s.organization_id and m.id = s.member_id and m.deleted_at is null
            and s.status in ('delinquent', 'delinquent_gpp') and s.payor = 'member' and s.auto_renew
            and s.ends_on is null and s.billing_attempt_id is null and s.organization_id = ${household.organizationId}
            and coalesce(m.account_owner_id, m.id) = ${household.ownerMemberId}
          returning s.id`
      : sql`update subscriptions s set next_retry_on = ${at.day}::date
          from members m
          where m.organization_id = s.organization_id and m.id = s.member_id and s.status = 'past_due'
            and s.billing_attempt_id is null and s.organization_id = ${household.organizationId}
            and coalesce(m.account_owner_id, m.id) = ${household.ownerMemberId}
          returning s.id`,
  );
}

/**
 * Tries the household's late plans now (or, `reinstate`, its delinquent ones). An attempt of the household still open
 * is left to whoever holds it, or, its lease passed (its request died), finished by this request with its own key.
 */
export async function retryHouseholdNow(
  deps: BillingDeps,
  household: { organizationId: number; ownerMemberId: number },
  opts: { reinstate?: boolean } = {},
): Promise<HouseholdTry> {
  const now = deps.clock.now();
  const fees = await platformFees(deps.db);
  const at: BillingDay = { day: utcDayOf(now), now, perMemberMonthCents: fees.perMemberMonthCents, only: household };
  const schedule = await dunningSchedule(deps.db);
  const leaseUntil = new Date(Date.now() + deps.config.requestLeaseMs);
  const ofHousehold = and(
    eq(billingAttempts.organizationId, household.organizationId),
    eq(billingAttempts.ownerMemberId, household.ownerMemberId),
  );

  const taken = await deps.db.transaction(async (tx): Promise<Attempt[] | 'underway'> => {
    await tx.execute(
      sql`select id from members where organization_id = ${household.organizationId}
        and id = ${household.ownerMemberId} for update`,
    );
    const [open] = await tx
      .select()
      .from(billingAttempts)
      .where(and(ofHousehold, eq(billingAttempts.status, 'open')))
      .orderBy(billingAttempts.id)
      .limit(1);
    if (open) {
      if (open.leaseUntil.getTime() > Date.now()) return 'underway';
      return tx.update(billingAttempts).set({ leaseUntil }).where(eq(billingAttempts.id, open.id)).returning();
    }
    await endPlans(tx, at);
    if ((await dueNow(tx, at, household, Boolean(opts.reinstate))).length === 0) return [];
    return claimDue(tx, at, 1, leaseUntil);
  });
  if (taken === 'underway') return { outcome: 'underway' };
  const [attempt] = taken;
  if (!attempt) {
    const [last] = await deps.db
      .select()
      .from(billingAttempts)
      .where(ofHousehold)
      .orderBy(desc(billingAttempts.id))
      .limit(1);
    const justPaid =
      last?.status === 'succeeded' && last.settledAt && now.getTime() - last.settledAt.getTime() < JUST_PAID_MS
        ? { amountCents: last.amountCents }
        : null;
    return { outcome: 'nothing', justPaid };
  }
  await settleAttempts(deps, [attempt], at, schedule);
  const [settled] = await deps.db.select().from(billingAttempts).where(eq(billingAttempts.id, attempt.id));
  const status = settled?.status ?? 'open';
  return {
    outcome:
      status === 'succeeded'
        ? 'paid'
        : status === 'failed'
          ? 'refused'
          : status === 'open'
            ? 'unanswered'
            : 'paidMeanwhile',
    amountCents: attempt.amountCents,
    failureMessage: settled?.failureMessage ?? null,
  };
}

import { ANNUAL_REMINDER_DAYS, addDays, priceForPeriod, utcDayOf } from '@mhq/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { queryRows } from '../db/rows';
import { resumeRefunds } from '../modules/billing/refund-settle';
import { syncDisputes } from '../modules/disputes/dispute-sync';
import { platformFees } from '../modules/enrolment/platform-fees';
import { settleGuarantees } from '../modules/guarantee/guarantee-run';
import { runPayouts } from '../modules/payouts/payout-run';
import { type BatchOptions, billDue } from './billing-batches';
import type { BillingDay } from './billing-claim';
import type { BillingDeps } from './billing-deps';
import { endPlans } from './billing-ends';
import { renewalReminderMail, renewalReminderText } from './billing-run.mail';
import { applyCashLateness } from './cash-lateness';
import { recoverChargeIntents } from './charge-intent-recovery';
import { dunningSchedule } from './dunning-schedule';
import { billTiers } from './tier-billing';

// The billing run (ARCHITECTURE.md 'src/jobs'): everything money does by itself on a day. Plans whose end has come
// end; plans the office pays move on; annual members hear of their renewal 30 days ahead; every plan due is charged
// for its next period and every late one tried again on its schedule. Idempotent and safe to run concurrently or
// again after a crash: due plans are claimed with SKIP LOCKED, each payment is an attempt written before the
// processor is asked (with one idempotency key), and a period is paid once (charge_items_period_once). Disputes are
// read first; on a payout day, each practice's balance is paid out last.

/**
 * Households per batch by default: a batch's statements cost about the same whatever its size, so a thousand make
 * them a small share of each household's cost (a batch of 200 was a third slower), while a batch holds a few
 * megabytes and its locks for a fraction of a second.
 */
const HOUSEHOLDS_PER_BATCH = 1000;

/** A run's batches: households per batch, the lease, a test's crash. */
export type BillingOptions = Partial<BatchOptions>;

export type BillingSummary = {
  day: string;
  ended: number;
  officePaid: number;
  reminded: number;
  resumed: number;
  paid: number;
  refused: number;
  refundedDuplicates: number;
  /** Attempts the processor could not answer (unreachable): left open for the next run. */
  unanswered: number;
  /** Disputes the processor reported that were recorded (the amount held), and disputes the bank decided. */
  disputesOpened: number;
  disputesDecided: number;
  /** Payouts made to practices' banks (on a payout day), and what they carried. */
  payoutsPaid: number;
  payoutsCents: number;
  /** Payments whose request died (charge intents) found charged: recorded, or refunded when that could not be. */
  interruptedRecorded: number;
  interruptedRefunded: number;
  /** Practices' platform tier periods paid, and tries refused (jobs/tier-billing.ts). */
  tiersPaid?: number;
  tiersRefused?: number;
  /** Plans paid in the office whose period went unpaid: late past the grace, delinquent after the late period. */
  lateInOffice: number;
  delinquentInOffice: number;
};

/**
 * Plans the office pays (payor 'office') renew without a charge: the next period starts. Repeated while a plan is
 * still behind (a clock moved several periods at once).
 */
async function renewOfficePaid(db: Db, at: BillingDay): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`update subscriptions s set current_period_start = s.next_renewal_on,
          next_renewal_on = (s.next_renewal_on + case when s.term = 'annual' then interval '1 year' else interval '1 month' end)::date
        where s.payor = 'office' and s.billing_attempt_id is null and s.auto_renew and s.ends_on is null
          and s.status in ('active', 'active_transferred') and s.next_renewal_on <= ${at.day}::date
        returning s.id`,
    );
    total += rows.length;
    if (rows.length === 0) return total;
  }
}

type ReminderRow = {
  organization_id: number;
  owner_id: number;
  next_renewal_on: string;
  price_cents: number;
  pending_price_cents: number | null;
  pending_price_from: string | null;
  /** The owner's portal account, when they have one (the SMS report's link). */
  owner_user_id: number | null;
  email: string | null;
  phone: string | null;
  first_name: string;
  spanish: boolean;
  /** The household's contact preferences (everything on when it never set them). */
  reminder_mail: boolean;
  reminder_texts: boolean;
  office_name: string;
  office_phone: string | null;
};

/**
 * Annual members whose plan renews within 30 days hear of it once per renewal (one mail per household, and a text
 * where a mobile is on file), unless the household turned reminder mails or texts off in its settings.
 */
async function remindAnnual(deps: BillingDeps, at: BillingDay): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const rows = await queryRows<ReminderRow>(
      tx,
      sql`with reminded as (
        update subscriptions s set reminded_for_renewal = s.next_renewal_on
        from members m
        where m.organization_id = s.organization_id and m.id = s.member_id and m.deleted_at is null
          and s.term = 'annual' and s.payor = 'member' and s.auto_renew and s.ends_on is null
          and s.status in ('active', 'active_transferred')
          and s.next_renewal_on > ${at.day}::date
          and s.next_renewal_on <= ${addDays(at.day, ANNUAL_REMINDER_DAYS)}::date
          and s.reminded_for_renewal is distinct from s.next_renewal_on
        returning s.organization_id, coalesce(m.account_owner_id, m.id) as owner_id, s.next_renewal_on,
          s.price_cents, s.pending_price_cents, s.pending_price_from)
      select r.organization_id, r.owner_id, r.next_renewal_on::text as next_renewal_on,
        r.price_cents::float8 as price_cents, r.pending_price_cents::float8 as pending_price_cents,
        r.pending_price_from::text as pending_price_from, o.email, o.phone, o.first_name, o.spanish, o.user_id as owner_user_id,
        coalesce(p.reminder_mail, true) as reminder_mail, coalesce(p.reminder_texts, true) as reminder_texts,
        f.office_name, f.phone as office_phone
      from reminded r
      join members o on o.organization_id = r.organization_id and o.id = r.owner_id
      join offices f on f.organization_id = o.organization_id and f.id = o.office_id
      left join household_contact_preferences p on p.organization_id = o.organization_id and p.member_id = o.id`,
    );
    const households = new Map<string, ReminderRow[]>();
    for (const r of rows) {
      const key = `${r.organization_id}:${r.owner_id}:${r.next_renewal_on}`;
      households.set(key, [...(households.get(key) ?? []), r]);
    }
    for (const plans of households.values()) {
      const first = plans[0] as ReminderRow;
      const byMail = first.reminder_mail && first.email;
      const byText = first.reminder_texts && first.phone;
      if (!byMail && !byText) continue;
      const amountCents = plans.reduce(
        (sum, p) =>
          sum +
          priceForPeriod(
            {
              priceCents: p.price_cents,
              pendingPriceCents: p.pending_price_cents,
              pendingPriceFrom: p.pending_price_from,
            },
            p.next_renewal_on,
          ).priceCents,
        0,
      );
      const language = first.spanish ? 'es' : 'en';
      if (byMail) {
        await deps.mail.enqueue(tx, {
          to: byMail,
          organizationId: first.organization_id,
          ...renewalReminderMail({
            language,
            tenant: deps.tenant,
            officeName: first.office_name,
            officePhone: first.office_phone,
            ownerFirstName: first.first_name,
            renewsOn: first.next_renewal_on,
            amountCents,
          }),
        });
      }
      if (byText) {
        await deps.sms.enqueue(tx, {
          to: byText,
          organizationId: first.organization_id,
          patientUserId: first.owner_user_id,
          text: renewalReminderText({
            language,
            officeName: first.office_name,
            renewsOn: first.next_renewal_on,
            amountCents,
          }),
        });
      }
    }
    return households.size;
  });
}

/** One billing run at the clock's present day. */
export async function runBilling(deps: BillingDeps, opts: BillingOptions = {}): Promise<BillingSummary> {
  const now = deps.clock.now();
  const fees = await platformFees(deps.db);
  const at: BillingDay = { day: utcDayOf(now), now, perMemberMonthCents: fees.perMemberMonthCents };
  const schedule = await dunningSchedule(deps.db);
  const summary: BillingSummary = {
    day: at.day,
    ended: await endPlans(deps.db, at),
    officePaid: await renewOfficePaid(deps.db, at),
    reminded: await remindAnnual(deps, at),
    resumed: 0,
    paid: 0,
    refused: 0,
    refundedDuplicates: 0,
    unanswered: 0,
    disputesOpened: 0,
    disputesDecided: 0,
    payoutsPaid: 0,
    payoutsCents: 0,
    interruptedRecorded: 0,
    interruptedRefunded: 0,
    lateInOffice: 0,
    delinquentInOffice: 0,
  };
  // Plans paid in the office whose period went unpaid go late, then delinquent (STATES.md 'Cash lateness').
  const cashLate = await applyCashLateness(deps, at);
  summary.lateInOffice = cashLate.late;
  summary.delinquentInOffice = cashLate.delinquent;
  // Refunds an interruption left pending are asked again (same key) before anything new is charged.
  await resumeRefunds(deps, deps.gateway);
  // The steps beside the renewals (payments whose request died, disputes, the guarantee's claims, payouts) never stop
  // them: what one throws is thrown again once the renewals are done, so the run still fails loudly.
  const problems: unknown[] = [];
  const beside = async (step: () => Promise<unknown>) => {
    await step().catch((err: unknown) => {
      problems.push(err);
    });
  };
  // Payments whose request died (an enrolment, plans paid by card) are recorded, or refunded, before new ones.
  await beside(async () => {
    const recovered = await recoverChargeIntents(deps);
    summary.interruptedRecorded = recovered.recorded;
    summary.interruptedRefunded = recovered.refunded;
  });
  // New disputes are held and the banks' decisions recorded before renewals: a plan a won dispute released today
  // renews in this run.
  await beside(async () => {
    const disputes = await syncDisputes(deps);
    summary.disputesOpened = disputes.opened;
    summary.disputesDecided = disputes.decided;
  });
  Object.assign(
    summary,
    await billDue(deps, at, schedule, {
      households: opts.households ?? HOUSEHOLDS_PER_BATCH,
      leaseMs: opts.leaseMs ?? 5 * 60_000,
      crashAfterClaim: opts.crashAfterClaim,
    }),
  );
  // Practices pay the platform for their tier, each on its own schedule (after the members' renewals, apart from them).
  if (!opts.crashAfterClaim) {
    await beside(async () => {
      const tiers = await billTiers(deps, at.day, schedule);
      summary.tiersPaid = tiers.paid;
      summary.tiersRefused = tiers.refused;
    });
  }
  // Guaranteed plans whose payments stopped are claimed where the office asked for it, interrupted claims finished.
  await beside(() => settleGuarantees(deps));
  // Last, on a payout day: each practice's balance, today's payments settling first, goes to its bank.
  if (!opts.crashAfterClaim) {
    await beside(async () => {
      const paidOut = await runPayouts(deps);
      summary.payoutsPaid = paidOut.paid;
      summary.payoutsCents = paidOut.paidCents;
    });
  }
  if (problems.length === 1) throw problems[0];
  if (problems.length > 1) throw new AggregateError(problems, 'The billing run finished its renewals with errors');
  return summary;
}

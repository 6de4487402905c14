import type {
  BillingRunSummary,
  BillingSettings,
  BillingSettingsResponse,
  BillingSettingsUpdate,
  BillingStatusResponse,
  MoveClockResponse,
} from '@mhq/contract';
import { formatMoney, formatUsDay, payoutScheduleWords, utcDayOf } from '@mhq/domain';
import { sql } from 'drizzle-orm';
import { isMovable } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/rows';
import { saveSetting } from '../../db/settings';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { dueCondition } from '../../jobs/billing-claim';
import type { BillingDeps } from '../../jobs/billing-deps';
import { type BillingSummary, runBilling } from '../../jobs/billing-run';
import { CASH_LATENESS_KEY, cashLatenessSettings } from '../../jobs/cash-lateness-settings';
import { DUNNING_SCHEDULE_KEY, dunningSchedule } from '../../jobs/dunning-schedule';
import { recordAudit } from '../audit/audit.queries';
import { PLATFORM_FEES_KEY, platformFees } from '../enrolment/platform-fees';
import { PAYOUT_SCHEDULE_KEY, payoutSchedule } from '../payouts/payout-schedule';

// The billing run as the platform's admins see and drive it: what is due, a run now, and the demo's clock.

/** Where the demo's clock offset is kept, so a restart keeps the time an admin moved it to. */
export const CLOCK_OFFSET_KEY = 'clock_offset_ms';

const DAY_MS = 86_400_000;

/** Only a demo installation (DEMO=true) on the simulated processor lets its clock move: never real money. */
export const clockMayMove = (config: Config): boolean => config.demo && !config.stripeSecretKey;

export async function billingStatus(deps: BillingDeps): Promise<BillingStatusResponse> {
  const now = deps.clock.now();
  const day = utcDayOf(now);
  const [counts] = await queryRows<Record<string, number>>(
    deps.db,
    sql`select
      (select count(*) filter (where s.status <> 'past_due') from subscriptions s
        join members m on m.organization_id = s.organization_id and m.id = s.member_id where ${dueCondition(day)})::int as renewals,
      (select count(*) filter (where s.status = 'past_due') from subscriptions s
        join members m on m.organization_id = s.organization_id and m.id = s.member_id where ${dueCondition(day)})::int as retries,
      (select count(*) from billing_attempts where status = 'open')::int as open_attempts,
      (select count(*) from subscriptions where status = 'past_due')::int as past_due,
      (select count(*) from subscriptions where status in ('delinquent', 'delinquent_gpp'))::int as delinquent`,
  );
  return {
    now: now.toISOString(),
    day,
    canMoveClock: clockMayMove(deps.config) && isMovable(deps.clock),
    retryDays: [...(await dunningSchedule(deps.db))],
    settings: await billingSettings(deps.db),
    due: { renewals: counts?.renewals ?? 0, retries: counts?.retries ?? 0 },
    openAttempts: counts?.open_attempts ?? 0,
    pastDue: counts?.past_due ?? 0,
    delinquent: counts?.delinquent ?? 0,
  };
}

/** The billing settings in force: the platform's fees, the retry schedule and the payout schedule, as stored or by default. */
async function billingSettings(db: Db): Promise<BillingSettings> {
  const fees = await platformFees(db);
  const payouts = await payoutSchedule(db);
  const cash = await cashLatenessSettings(db);
  return {
    ...fees,
    retryDays: [...(await dunningSchedule(db))],
    payoutWeekday: payouts.weekday,
    payoutDelayDays: payouts.delayDays,
    cashGraceDays: cash.graceDays,
    cashDelinquentAfterDays: cash.delinquentAfterDays,
  };
}

/**
 * Stores the billing settings (PUT /admin/billing/settings), all of them in one transaction with an audit line of
 * what they were (the payout schedule kept when left out). They apply from the next payment on: what was charged stays as it was.
 */
export async function updateBillingSettings(
  deps: BillingDeps,
  settings: BillingSettingsUpdate,
  auth: AuthContext,
  ip: string,
): Promise<BillingSettingsResponse> {
  const before = await billingSettings(deps.db);
  await deps.db.transaction(async (tx) => {
    await saveSetting(tx, PLATFORM_FEES_KEY, {
      perMemberMonthCents: settings.perMemberMonthCents,
      setupFeePercent: settings.setupFeePercent,
    });
    await saveSetting(tx, DUNNING_SCHEDULE_KEY, settings.retryDays);
    await saveSetting(tx, PAYOUT_SCHEDULE_KEY, {
      weekday: settings.payoutWeekday ?? before.payoutWeekday,
      delayDays: settings.payoutDelayDays ?? before.payoutDelayDays,
    });
    await saveSetting(tx, CASH_LATENESS_KEY, {
      graceDays: settings.cashGraceDays ?? before.cashGraceDays,
      delinquentAfterDays: settings.cashDelinquentAfterDays ?? before.cashDelinquentAfterDays,
    });
    await recordAudit(tx, {
      actorUserId: auth.userId,
      ip,
      action: 'billing.settings',
      targetType: 'system_settings',
      detail: { before, after: settings },
    });
  });
  const fee = formatMoney(settings.perMemberMonthCents, { decimals: 2 });
  const saved = await billingSettings(deps.db);
  const payouts = payoutScheduleWords({ weekday: saved.payoutWeekday, delayDays: saved.payoutDelayDays });
  return {
    _message: `Billing settings saved: ${fee} per member and month, a ${settings.setupFeePercent}% setup fee, retries ${settings.retryDays.join(', ')} days after a failure, payouts ${payouts.charAt(0).toLowerCase()}${payouts.slice(1)}, plans paid in the office late ${saved.cashGraceDays} days after their due day and delinquent ${saved.cashDelinquentAfterDays} days later. They apply from the next payment on.`,
    settings: saved,
  };
}

const words = (s: BillingSummary) =>
  `${s.paid} paid, ${s.refused} declined, ${s.ended} ended, ${s.reminded} reminded` +
  (s.disputesOpened > 0 ? `, ${s.disputesOpened} disputed` : '') +
  (s.disputesDecided > 0 ? `, ${s.disputesDecided} disputes decided` : '') +
  (s.payoutsPaid > 0
    ? `, ${s.payoutsPaid} ${s.payoutsPaid === 1 ? 'payout' : 'payouts'} (${formatMoney(s.payoutsCents, { decimals: 2 })})`
    : '') +
  (s.unanswered > 0 ? `, ${s.unanswered} waiting for the processor` : '') +
  (s.interruptedRecorded > 0 ? `, ${s.interruptedRecorded} interrupted payments recorded` : '') +
  (s.interruptedRefunded > 0 ? `, ${s.interruptedRefunded} interrupted payments refunded` : '') +
  (s.lateInOffice > 0 ? `, ${s.lateInOffice} late in the office` : '') +
  (s.delinquentInOffice > 0 ? `, ${s.delinquentInOffice} delinquent in the office` : '');

export async function runBillingNow(deps: BillingDeps, auth: AuthContext, ip: string) {
  const summary = await runBilling(deps);
  await recordAudit(deps.db, { actorUserId: auth.userId, ip, action: 'billing.run', detail: summary });
  return { _message: `Billing run for ${formatUsDay(summary.day)}: ${words(summary)}.`, summary };
}

const totalOf = (days: BillingSummary[], last: string): BillingRunSummary => {
  const total: BillingRunSummary = {
    day: last,
    ended: 0,
    officePaid: 0,
    reminded: 0,
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
  for (const d of days) {
    for (const k of Object.keys(total) as (keyof BillingRunSummary)[]) {
      if (k !== 'day') total[k] += d[k];
    }
  }
  return total;
};

/**
 * Moves the demo's clock forward a day at a time, running the billing run on each day as the scheduler would have,
 * and keeps the new offset. Refused (409) where the clock may not move.
 */
export async function moveClock(
  deps: BillingDeps,
  days: number,
  auth: AuthContext,
  ip: string,
): Promise<MoveClockResponse> {
  const { clock } = deps;
  if (!clockMayMove(deps.config) || !isMovable(clock)) {
    throw new AppError('CONFLICT', "This installation's clock cannot be moved: it takes real payments.");
  }
  const runs: BillingSummary[] = [];
  for (let i = 0; i < days; i++) {
    clock.advance(DAY_MS);
    runs.push(await runBilling(deps));
  }
  const offset = clock.offsetMs();
  await saveSetting(deps.db, CLOCK_OFFSET_KEY, offset);
  const now = clock.now();
  const totals = totalOf(runs, utcDayOf(now));
  await recordAudit(deps.db, {
    actorUserId: auth.userId,
    ip,
    action: 'billing.clock',
    detail: { days, offset, totals },
  });
  return {
    _message: `The clock moved ${days} ${days === 1 ? 'day' : 'days'} to ${formatUsDay(utcDayOf(now))}: ${words(totals)}.`,
    now: now.toISOString(),
    day: utcDayOf(now),
    totals,
  };
}

import {
  addDays,
  addMonths,
  isPayoutDay,
  PAYOUT_SCHEDULE_DEFAULT,
  PLATFORM_FEE_DEFAULTS,
  payoutCutoff,
  platformFeeCents,
  priceForTerm,
  type SubscriptionTerm,
  type TenantConfig,
  utcDayOf,
} from '@mhq/domain';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { simulatedGateway } from '../adapters/payments/simulated';
import { manualClock } from '../clock';
import type { Db } from '../db/connection';
import { memberPaymentMethods, members, offices, officeUsers, plans, subscriptions } from '../db/schema';
import type { MailLinkConfig } from '../modules/auth/auth.service';
import type { ChargeItem } from '../modules/money/charges';
import { payOffice } from '../modules/payouts/payout-make';
import { historyMail, type SeedPayment, seedPayments } from './demo-payments';

// The demo's money history: the periods its households paid before today (by card through the processor, or in the
// office), recorded as the billing run and the front desk record them, then the weekly payouts those payments made.
// The members' payment histories, the dashboard's revenue, the payment ledger, the payouts and the monthly statements
// then show a practice that has been running, and agree with each other to the cent.

/** How far back the history goes: a little over a year, so every monthly statement of the last year has money. */
const HISTORY_MONTHS = 13;
/** Statuses whose periods were paid until their renewal day (the last paid period ends on it). */
const PAID_UNTIL_RENEWAL = ['active', 'active_transferred', 'cancellation_requested', 'past_due', 'delinquent'];
/** Statuses that ended: paid from their start until they were canceled. */
const ENDED = ['canceled', 'inactive'];

type Sub = typeof subscriptions.$inferSelect;

/**
 * The periods a subscription paid before `now`: a chain of terms ending where its renewal (or its unpaid period)
 * starts, or, for one that ended, from its start until it was canceled; at most the last 13 months.
 */
function paidPeriods(sub: Sub, now: Date): { start: string; end: string }[] {
  const months = sub.term === 'annual' ? 12 : 1;
  const started = utcDayOf(sub.createdAt);
  const earliest = [started, addMonths(utcDayOf(now), -HISTORY_MONTHS)].sort().at(-1) ?? started;
  const periods: { start: string; end: string }[] = [];
  if (PAID_UNTIL_RENEWAL.includes(sub.status) && sub.nextRenewalOn) {
    for (let end = sub.nextRenewalOn; ; ) {
      const start = addMonths(end, -months);
      if (start < earliest || start > utcDayOf(now)) break;
      periods.unshift({ start, end });
      end = start;
    }
  } else if (ENDED.includes(sub.status) && sub.canceledAt) {
    const until = utcDayOf(sub.canceledAt);
    for (let start = started; start < until; start = addMonths(start, months)) {
      if (start >= earliest) periods.push({ start, end: addMonths(start, months) });
    }
  } else if (sub.status === 'active_cash' && sub.nextRenewalOn) {
    for (let end = sub.nextRenewalOn; ; ) {
      const start = addMonths(end, -months);
      if (start < earliest) break;
      periods.unshift({ start, end });
      end = start;
    }
  }
  return periods;
}

/** The payments of the demo's households before today, a charge per household and period. */
async function seedPaidPeriods(tx: Db, now: Date): Promise<void> {
  const rows = await tx
    .select({ sub: subscriptions, member: members, office: offices, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, and(eq(plans.organizationId, subscriptions.organizationId), eq(plans.id, subscriptions.planId)))
    .innerJoin(
      members,
      and(eq(members.organizationId, subscriptions.organizationId), eq(members.id, subscriptions.memberId)),
    )
    .innerJoin(offices, and(eq(offices.organizationId, members.organizationId), eq(offices.id, members.officeId)))
    .where(
      and(
        eq(subscriptions.payor, 'member'),
        inArray(subscriptions.status, [...PAID_UNTIL_RENEWAL, ...ENDED, 'active_cash']),
      ),
    )
    .orderBy(subscriptions.id);
  const methods = await tx.select().from(memberPaymentMethods).where(isNull(memberPaymentMethods.removedAt));
  const methodOf = new Map(methods.map((m) => [`${m.organizationId}:${m.ownerMemberId}`, m]));
  const deskUsers = await tx.select().from(officeUsers).where(eq(officeUsers.isOwner, true));
  const deskOf = new Map(deskUsers.map((u) => [`${u.organizationId}:${u.officeId}`, u.userId]));
  const time = now.toISOString().slice(11);

  // A household's plans renew together (they were enrolled together): one payment per household and period.
  // Each period's end as paidPeriods chained it (a chain built back from a renewal on the 30th ends February's period on
  // the 28th and starts March's on the 28th too), never recomputed from its start.
  const byPayment = new Map<string, { rows: typeof rows; start: string; cash: boolean; endOf: Map<number, string> }>();
  for (const r of rows) {
    const owner = r.member.accountOwnerId ?? r.member.id;
    const cash = r.sub.status === 'active_cash';
    if (!cash && !methodOf.has(`${r.sub.organizationId}:${owner}`)) continue;
    for (const period of paidPeriods(r.sub, now)) {
      const key = `${r.sub.organizationId}:${owner}:${period.start}:${cash}`;
      const entry = byPayment.get(key) ?? {
        rows: [] as typeof rows,
        start: period.start,
        cash,
        endOf: new Map<number, string>(),
      };
      entry.rows.push(r);
      entry.endOf.set(r.sub.id, period.end);
      byPayment.set(key, entry);
    }
  }
  const payments: SeedPayment[] = [];
  const lastPaid = new Map<number, string>();
  for (const [key, { rows: plansPaid, start, cash, endOf }] of byPayment) {
    const first = plansPaid[0];
    if (!first) continue;
    const owner = first.member.accountOwnerId ?? first.member.id;
    const items: ChargeItem[] = plansPaid.map(({ sub, plan }) => {
      const term = sub.term as SubscriptionTerm;
      // The plan's price, less the family discount the household's price carries (demo-households.ts).
      const listCents = Math.max(
        sub.priceCents,
        priceForTerm({ monthly: plan.priceCents, annually: plan.annualPriceCents }, term),
      );
      lastPaid.set(sub.id, [lastPaid.get(sub.id) ?? start, start].sort().at(-1) ?? start);
      return {
        subscriptionId: sub.id,
        memberId: sub.memberId,
        kind: 'membership',
        periodStart: start,
        periodEnd: endOf.get(sub.id) ?? addMonths(start, term === 'annual' ? 12 : 1),
        listCents,
        discountCents: listCents - sub.priceCents,
        amountCents: sub.priceCents,
        platformFeeCents: platformFeeCents(sub.priceCents, term, PLATFORM_FEE_DEFAULTS.perMemberMonthCents),
      };
    });
    const method = cash ? undefined : methodOf.get(`${first.sub.organizationId}:${owner}`);
    const description = `${first.office.officeName} membership`;
    payments.push({
      organizationId: first.sub.organizationId,
      officeId: first.office.id,
      ownerMemberId: owner,
      method: method?.kind ?? 'cash',
      processorChargeId: method ? `ch_sim_history_${key.replace(/[^0-9a-z]/gi, '_')}` : null,
      paymentMethodId: method?.id ?? null,
      amountCents: items.reduce((sum, i) => sum + i.amountCents, 0),
      platformFeeCents: items.reduce((sum, i) => sum + i.platformFeeCents, 0),
      description: method ? description : `${description}, paid in the office`,
      enrolmentId: null,
      recordedByUserId: method ? null : (deskOf.get(`${first.sub.organizationId}:${first.office.id}`) ?? null),
      at: new Date(`${start}T${time}`),
      items,
      processor: method
        ? {
            customerId: first.member.processorCustomerId ?? `cus_demo_${owner}`,
            paymentMethodId: method.processorPaymentMethodId,
            destinationAccountId: first.office.stripeAccountId ?? '',
          }
        : null,
    });
  }
  await seedPayments(
    tx,
    payments.sort((a, b) => a.at.getTime() - b.at.getTime()),
  );
  // Each plan's last paid period is its current one.
  for (const [id, start] of lastPaid) {
    await tx.update(subscriptions).set({ currentPeriodStart: start }).where(eq(subscriptions.id, id));
  }
}

/** The weekly payouts the history's payments made, on each payout day before today, as the billing run makes them. */
async function seedPayouts(tx: Db, tenant: TenantConfig, now: Date, links: MailLinkConfig): Promise<void> {
  const paying = await tx.select().from(offices).where(isNotNull(offices.stripeAccountId)).orderBy(offices.id);
  const clock = manualClock(now);
  const deps = { db: tx, clock, mail: historyMail(clock), tenant, config: links, gateway: simulatedGateway(tx, clock) };
  const today = utcDayOf(now);
  for (let day = addMonths(today, -HISTORY_MONTHS); day < today; day = addDays(day, 1)) {
    if (!isPayoutDay(day, PAYOUT_SCHEDULE_DEFAULT)) continue;
    clock.set(new Date(`${day}T14:00:00Z`));
    for (const office of paying) {
      await payOffice(
        deps,
        { organizationId: office.organizationId, id: office.id, accountId: office.stripeAccountId },
        day,
        payoutCutoff(day, PAYOUT_SCHEDULE_DEFAULT),
      );
    }
  }
}

/** The demo's payments before today and the payouts they made (after the payout accounts and the disputes exist). */
export async function seedDemoHistory(tx: Db, tenant: TenantConfig, now: Date, links: MailLinkConfig): Promise<void> {
  await seedPaidPeriods(tx, now);
  await seedPayouts(tx, tenant, now, links);
}

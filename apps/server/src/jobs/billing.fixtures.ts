import type { BillingRunResponse, MoveClockResponse, PaymentSourceResponse } from '@mhq/contract';
import { daysBetween, utcDayOf } from '@mhq/domain';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../db/rows';
import { billingAttempts, mailOutbox, memberEvents } from '../db/schema';
import { cardToken, officePage, planNamed } from '../modules/enrolment/enrolment.fixtures';
import { enrolByCard, subscriptionRow } from '../modules/subscriptions/subscription-cash.fixtures';
import type { TestApp } from '../test/harness';
import { type BillingDeps, billingDepsOf } from './billing-deps';

/** The billing run's tests: households of Downtown, the clock moved through the admin calls, what they left behind. */
export async function billingFixtures(t: TestApp) {
  const page = await officePage(t, 'demo-downtown');
  const downtown = page.office.id;
  const staffId = await t.userIdOf(await t.login('staff@demo.test'));
  // Sessions end with the time they were opened for: moving the clock days ahead ends them, so each call signs in anew.
  const admin = () => t.login('platform@demo.test');
  const staff = () => t.login('staff@demo.test');
  const perio = planNamed(page, 'Perio Maintenance');

  const today = () => utcDayOf(t.clock.now());

  async function moveDays(days: number): Promise<MoveClockResponse> {
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/admin/billing/clock',
      payload: { days },
      token: await admin(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as MoveClockResponse;
  }

  /** Moves the clock (running billing each day) until `day`; nothing when it is already there. */
  async function moveTo(day: string): Promise<void> {
    const days = daysBetween(today(), day);
    if (days > 0) await moveDays(days);
  }

  async function runNow(): Promise<BillingRunResponse> {
    const res = await t.call({ method: 'POST', url: '/api/v1/admin/billing/run', token: await admin() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as BillingRunResponse;
  }

  /** Replaces the household's card at the front desk (the 0341 test card attaches, then fails every charge). */
  async function replaceCard(memberId: number, number: string): Promise<PaymentSourceResponse> {
    const res = await t.call({
      method: 'POST',
      url: `/api/v1/users/${staffId}/update-account/payment/sources`,
      payload: { dentistInfoId: downtown, memberId, payment: { method: 'card', token: await cardToken(t, number) } },
      token: await staff(),
      remoteAddress: t.newIp(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as PaymentSourceResponse;
  }

  const mailsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.id);
  const attemptsOf = (ownerId: number) =>
    t.db.select().from(billingAttempts).where(eq(billingAttempts.ownerMemberId, ownerId)).orderBy(billingAttempts.id);
  const eventsOf = async (memberId: number) =>
    (await t.db.select().from(memberEvents).where(eq(memberEvents.memberId, memberId)).orderBy(memberEvents.id)).map(
      (e) => e.kind,
    );

  /** A household enrolled today by card: the owner, and a child when asked, with the day its plans renew. */
  async function household(opts: { child?: boolean } = {}) {
    const e = await enrolByCard(t, page, opts);
    const ownerId = e.members[0]?.memberId ?? 0;
    const first = await subscriptionRow(t, e.subscriptionIds[0] ?? 0);
    const [owner] = await queryRows<{ email: string; phone: string }>(
      t.db,
      sql`select email, phone from members where id = ${ownerId}`,
    );
    return { ...e, ownerId, renewsOn: first.nextRenewalOn ?? '', email: owner?.email ?? '', phone: owner?.phone ?? '' };
  }

  /** The billing run as the scheduler calls it, for the tests that stop it halfway or swap the processor. */
  const deps = (over: Partial<BillingDeps> = {}): BillingDeps => ({ ...billingDepsOf(t.deps), ...over });

  return {
    page,
    downtown,
    staffId,
    admin,
    staff,
    perio,
    today,
    moveDays,
    moveTo,
    runNow,
    replaceCard,
    mailsTo,
    attemptsOf,
    eventsOf,
    household,
    deps,
  };
}

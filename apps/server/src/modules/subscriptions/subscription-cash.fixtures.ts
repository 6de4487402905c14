import type { EnrolmentResponse, PublicOfficeResponse } from '@mhq/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { charges, memberEvents, memberList, subscriptions } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { bornYearsAgo, cardToken, type Household, household, planNamed, priced } from '../enrolment/enrolment.fixtures';

/** Households in the states the cash and transfer calls act on, and what their money and history look like. */

export type Enrolled = EnrolmentResponse & { subscriptionIds: number[] };

let families = 0;

/** A household the patient enrolled online, paying by card (4242 unless another test card is named): an adult, and a
 * child when asked. */
export async function enrolByCard(
  t: TestApp,
  page: PublicOfficeResponse,
  opts: { child?: boolean; card?: string; term?: 'monthly' | 'annual'; language?: 'en' | 'es' } = {},
) {
  const h = household(t, page, {
    adultPlan: planNamed(page, 'Adult Wellness'),
    payment: { method: 'card', token: await cardToken(t, opts.card) },
    ...(opts.term ? { term: opts.term } : {}),
    ...(opts.language ? { language: opts.language } : {}),
    family: opts.child
      ? [
          {
            firstName: 'Tomas',
            lastName: `Reyes${++families}`,
            birthDate: bornYearsAgo(t, 8),
            planId: planNamed(page, 'Child Wellness'),
            insured: false,
            relationship: 'son',
          },
        ]
      : [],
  });
  const res = await t.call({
    method: 'POST',
    url: `/api/v1/dentists/${page.office.id}/members/enroll`,
    payload: h,
    remoteAddress: t.newIp(),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return withSubscriptions(res.body as EnrolmentResponse);
}

/** A household the front desk enrolled to pay in the office (pending_cash), an adult. */
export async function enrolToPayInOffice(t: TestApp, page: PublicOfficeResponse, token: string) {
  const h = household(t, page, { adultPlan: planNamed(page, 'Adult Wellness'), payment: { method: 'cash' } });
  const body: Household = priced(page, h);
  const res = await t.call({
    method: 'POST',
    url: `/api/v1/users/${await t.userIdOf(token)}/members/add`,
    payload: { ...body, dentistInfoId: page.office.id },
    token,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return withSubscriptions(res.body as EnrolmentResponse);
}

function withSubscriptions(r: EnrolmentResponse): Enrolled {
  return { ...r, subscriptionIds: r.members.map((m) => m.subscriptionId ?? 0) };
}

export async function subscriptionRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  if (!row) throw new Error(`no subscription ${id}`);
  return row;
}

/** Sets a subscription's state directly: for states no call makes yet (past_due comes from the billing engine). */
export async function setSubscription(t: TestApp, id: number, set: Partial<typeof subscriptions.$inferInsert>) {
  await t.db.update(subscriptions).set(set).where(eq(subscriptions.id, id));
}

export async function listRow(t: TestApp, memberId: number) {
  const [row] = await t.db.select().from(memberList).where(eq(memberList.memberId, memberId));
  return row;
}

/** The member's latest history line. */
export async function lastEvent(t: TestApp, memberId: number) {
  const [row] = await t.db
    .select()
    .from(memberEvents)
    .where(eq(memberEvents.memberId, memberId))
    .orderBy(desc(memberEvents.id))
    .limit(1);
  return row;
}

export const chargesOf = (t: TestApp, ownerMemberId: number) =>
  t.db.select().from(charges).where(eq(charges.ownerMemberId, ownerMemberId)).orderBy(charges.id);

/** A charge's lines and its ledger: each account's sum, and the whole (which must be zero). */
export async function moneyOf(t: TestApp, chargeId: number) {
  const items = (await t.db.execute(
    sql`select subscription_id, kind, period_start::text, period_end::text, amount_cents::int, platform_fee_cents::int
        from charge_items where charge_id = ${chargeId} order by id`,
  )) as unknown as {
    rows: {
      subscription_id: number;
      kind: string;
      period_start: string;
      period_end: string;
      amount_cents: number;
      platform_fee_cents: number;
    }[];
  };
  const ledger = (await t.db.execute(
    sql`select e.account, sum(e.amount_cents)::int as total from ledger_entries e
        join ledger_transactions x on x.id = e.transaction_id and x.organization_id = e.organization_id
        where x.charge_id = ${chargeId} group by e.account order by e.account`,
  )) as unknown as { rows: { account: string; total: number }[] };
  const accounts = Object.fromEntries(ledger.rows.map((r) => [r.account, r.total]));
  const total = ledger.rows.reduce((sum, r) => sum + r.total, 0);
  return { items: items.rows, accounts, total };
}

/** How many rows a member's history and the charges hold: what a refused call must leave as it was. */
export async function footprint(t: TestApp, memberId: number) {
  const [events] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberEvents)
    .where(eq(memberEvents.memberId, memberId));
  const [money] = await t.db.select({ n: sql<number>`count(*)::int` }).from(charges);
  const subs = await t.db
    .select({ id: subscriptions.id, status: subscriptions.status, next: subscriptions.nextRenewalOn })
    .from(subscriptions)
    .where(and(eq(subscriptions.memberId, memberId)))
    .orderBy(subscriptions.id);
  return { events: events?.n, charges: money?.n, subs };
}

/** The test clock's day. */
export const todayOf = (t: TestApp) => t.clock.now().toISOString().slice(0, 10);

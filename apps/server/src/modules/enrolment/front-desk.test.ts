import type { EnrolmentResponse } from '@mhq/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members, subscriptions } from '../../db/schema';
import { countRows, createTestApp } from '../../test/harness';
import {
  bornYearsAgo,
  cardToken,
  type Household,
  household,
  officePage,
  planNamed,
  priced,
} from './enrolment.fixtures';

const t = await createTestApp();
const page = await officePage(t, 'demo-downtown');
const lakesidePage = await officePage(t, 'second-lakeside');
const adult = planNamed(page, 'Adult Wellness');
const child = planNamed(page, 'Child Wellness');
const downtown = page.office.id;
const owner = await t.login('owner@demo.test');
const staff = await t.login('staff@demo.test');
const lakesideOwner = await t.login('owner2@demo.test');
const patient = await t.login('patient@demo.test');

const me = t.userIdOf;

const add = async (token: string, body: Household, dentistInfoId = downtown, key?: string) =>
  t.call({
    method: 'POST',
    url: `/api/v1/users/${await me(token)}/members/add`,
    payload: { ...body, dentistInfoId },
    token,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

const activate = (token: string, memberId: number, planId: number, officeId = downtown) =>
  t.call({
    method: 'POST',
    url: `/api/v1/dentists/${officeId}/subscription/members/${memberId}/activate_cash`,
    payload: { membershipId: planId },
    token,
  });

/** The household priced for the front desk's channel (the same plans at Downtown). */
const cashHousehold = (extra: Partial<Household['owner']> = {}) => {
  const h = household(t, page, { adultPlan: adult, payment: { method: 'cash' } });
  return priced(page, { ...h, owner: { ...h.owner, chartId: 'CH-2041', ...extra } });
};

describe('the front desk enrols a patient who pays in the office', () => {
  it('creates pending_cash members, and activate_cash makes them active_cash with the payment in the ledger', async () => {
    const body = cashHousehold();
    const res = await add(owner, body);
    expect(res.status).toBe(200);
    const r = res.body as EnrolmentResponse;
    expect(r).toMatchObject({
      status: 'pending_cash',
      charged: { method: 'cash', amountCents: 0 },
      nextPaymentOn: null,
    });
    const [member] = await t.db.select().from(members).where(eq(members.id, r.ownerMemberId));
    expect(member).toMatchObject({ chartId: 'CH-2041', channel: 'internal' });
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.memberId, r.ownerMemberId));
    expect(sub).toMatchObject({ status: 'pending_cash', nextRenewalOn: null });
    expect(sub?.feeDueCents).toBeGreaterThan(0);

    const paid = await activate(staff, r.ownerMemberId, adult);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ amountCents: body.expected.todayCents });
    const [after] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, sub?.id ?? 0));
    expect(after).toMatchObject({ status: 'active_cash', feeDueCents: 0 });
    expect(after?.nextRenewalOn).not.toBeNull();

    const entries = (await t.db.execute(
      sql`select e.account, sum(e.amount_cents)::int as total from ledger_entries e
          join ledger_transactions x on x.id = e.transaction_id and x.organization_id = e.organization_id
          join charges c on c.id = x.charge_id and c.organization_id = x.organization_id
          where c.owner_member_id = ${r.ownerMemberId} group by e.account order by e.account`,
    )) as unknown as { rows: { account: string; total: number }[] };
    // Paid in the office: the practice owes the platform its fee for the month and the setup fee (the guarantee's).
    const owed = 100 + (sub?.feeDueCents ?? 0);
    expect(Object.fromEntries(entries.rows.map((e) => [e.account, e.total]))).toEqual({
      patient_funds: -body.expected.todayCents,
      practice_cash: body.expected.todayCents,
      practice_balance: -owed,
      platform_fees: owed,
    });

    expect((await activate(staff, r.ownerMemberId, adult)).status).toBe(409);
  });

  it("answers 404 for another practice's member", async () => {
    const r = (await add(owner, cashHousehold())).body as EnrolmentResponse;
    expect((await activate(lakesideOwner, r.ownerMemberId, adult, lakesidePage.office.id)).status).toBe(404);
    expect((await activate(lakesideOwner, r.ownerMemberId, adult)).status).toBe(404);
    expect((await activate(patient, r.ownerMemberId, adult)).status).toBe(403);
  });

  it('lets the owner have the office pay a plan and waive a fee', async () => {
    const h = household(t, page, { adultPlan: adult, payment: { method: 'card', token: await cardToken(t) } });
    const body = priced(page, {
      ...h,
      owner: { ...h.owner, waiveFee: true },
      members: [
        {
          firstName: 'Ana',
          lastName: 'Lopez',
          birthDate: bornYearsAgo(t, 8),
          planId: child,
          insured: false,
          relationship: 'child',
          payor: 'office',
        },
      ],
    });
    const res = await add(owner, body);
    expect(res.status).toBe(200);
    const r = res.body as EnrolmentResponse;
    expect(r.quote.lines.map((l) => [l.payor, l.setupFeeCents])).toEqual([
      ['member', 0],
      ['office', 0],
    ]);
    expect(r.charged.amountCents).toBe(r.quote.lines[0]?.periodCents);
  });

  it('is refused to a patient and to another office', async () => {
    const body = cashHousehold();
    expect((await add(patient, body)).status).toBe(403);
    expect((await add(lakesideOwner, body)).status).toBe(404);
  });

  it('adds another plan to a member, charged to the card on file with the family discount', async () => {
    const first = household(t, page, { adultPlan: adult, payment: { method: 'card', token: await cardToken(t) } });
    const r = (await add(owner, first)).body as EnrolmentResponse;
    const perio = planNamed(page, 'Perio Maintenance');
    const ownerUserId = await me(owner);
    const call = (expected: { todayCents: number; recurringCents: number }) =>
      t.call({
        method: 'POST',
        url: `/api/v1/users/${ownerUserId}/members/add-additional-subscription`,
        payload: {
          dentistInfoId: downtown,
          memberId: r.ownerMemberId,
          planId: perio,
          term: 'monthly',
          payment: 'card_on_file',
          expected,
        },
        token: owner,
      });
    const changed = await call({ todayCents: 1, recurringCents: 1 });
    expect(changed.status).toBe(409);
    const quote = (changed.body as { quote: { todayCents: number; recurringCents: number; familySize: number } }).quote;
    // The owner's own plan already counts: a second plan for the same person is not a bigger family.
    expect(quote.familySize).toBe(1);
    const before = await countRows(t.db, 'charges');
    const res = await call({ todayCents: quote.todayCents, recurringCents: quote.recurringCents });
    expect(res.status).toBe(200);
    expect(await countRows(t.db, 'charges')).toBe(before + 1);
    // The same plan twice is not offered.
    expect((await call({ todayCents: quote.todayCents, recurringCents: quote.recurringCents })).status).toBe(400);
  });

  it('creates one household from the same request sent twice with one key', async () => {
    const body = cashHousehold();
    const key = `desk-${crypto.randomUUID()}`;
    const [a, b] = await Promise.all([add(owner, body, downtown, key), add(owner, body, downtown, key)]);
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
  });
});

describe("a front desk's declined cards", () => {
  it("never stop a colleague's enrolments from the same office address, and stop the desk after 20 in an hour", async () => {
    const declined = async (token: string) =>
      add(
        token,
        household(t, page, {
          adultPlan: adult,
          payment: { method: 'card', token: await cardToken(t, '4000000000000002') },
        }),
      );
    // Six households whose cards are declined at the owner's desk: more than one address's allowance online.
    for (let i = 0; i < 6; i++) expect((await declined(owner)).status).toBe(402);
    const good = household(t, page, { adultPlan: adult, payment: { method: 'card', token: await cardToken(t) } });
    const colleague = await add(staff, good);
    expect(colleague.status, JSON.stringify(colleague.body)).toBe(200);
    // The owner's desk itself goes on to 20 declines an hour, then is refused before the processor is asked.
    for (let i = 6; i < 20; i++) expect((await declined(owner)).status).toBe(402);
    const refused = await declined(owner);
    expect(refused.status).toBe(429);
  });
});

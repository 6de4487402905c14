import type { EnrolmentResponse, PaymentSourceResponse, SubscribeResponse } from '@mhq/contract';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  charges,
  mailOutbox,
  memberPaymentMethods,
  members,
  planSettings,
  simPaymentMethods,
  subscriptions,
} from '../../db/schema';
import { countRows, createTestApp } from '../../test/harness';
import {
  bankToken,
  bornYearsAgo,
  cardToken,
  type Household,
  household,
  officePage,
  planNamed,
  priced,
} from '../enrolment/enrolment.fixtures';

const t = await createTestApp();
const page = await officePage(t, 'demo-downtown');
const lakeside = await officePage(t, 'second-lakeside');
const adult = planNamed(page, 'Adult Wellness');
const child = planNamed(page, 'Child Wellness');
const downtown = page.office.id;
const owner = await t.login('owner@demo.test');
const staff = await t.login('staff@demo.test');
const lakesideOwner = await t.login('owner2@demo.test');
const patient = await t.login('patient@demo.test');

const me = t.userIdOf;

type As = { token: string; key?: string; officeId?: number };
const headers = (key?: string) => (key ? { headers: { 'idempotency-key': key } } : {});

const addSource = async (memberId: number, payment: object, as: As = { token: owner }) =>
  t.call({
    method: 'POST',
    url: `/api/v1/users/${await me(as.token)}/update-account/payment/sources`,
    payload: { dentistInfoId: as.officeId ?? downtown, memberId, payment },
    token: as.token,
    remoteAddress: t.newIp(),
    ...headers(as.key),
  });

const subscribe = async (memberId: number, expectedCents: number, as: As = { token: owner }) =>
  t.call({
    method: 'POST',
    url: `/api/v1/users/${await me(as.token)}/account/payment/subscribe`,
    payload: { dentistInfoId: as.officeId ?? downtown, memberId, expectedCents },
    token: as.token,
    remoteAddress: t.newIp(),
    ...headers(as.key),
  });

const card = async (number?: string) => ({ method: 'card', token: await cardToken(t, number) });

let families = 0;
/** A household the front desk enrolled to pay in the office: an adult and a child, both waiting for their payment. */
async function payingInOffice(language: 'en' | 'es' = 'en') {
  const h = household(t, page, {
    adultPlan: adult,
    payment: { method: 'cash' },
    language,
    family: [
      {
        firstName: 'Nina',
        lastName: `Ortiz${++families}`,
        birthDate: bornYearsAgo(t, 8),
        planId: child,
        insured: false,
        relationship: 'daughter',
      },
    ],
  });
  const body: Household = priced(page, h);
  const res = await t.call({
    method: 'POST',
    url: `/api/v1/users/${await me(owner)}/members/add`,
    payload: { ...body, dentistInfoId: downtown },
    token: owner,
  });
  if (res.status !== 200) throw new Error(`enrol: ${res.status} ${JSON.stringify(res.body)}`);
  const r = res.body as EnrolmentResponse;
  return { ...r, email: body.owner.email, childId: r.members[1]?.memberId ?? 0 };
}

const statusesOf = async (memberIds: number[]) =>
  (
    await t.db
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .where(inArray(subscriptions.memberId, memberIds))
      .orderBy(subscriptions.memberId)
  ).map((s) => s.status);

const currentMethod = async (ownerMemberId: number) =>
  (
    await t.db
      .select()
      .from(memberPaymentMethods)
      .where(and(eq(memberPaymentMethods.ownerMemberId, ownerMemberId), isNull(memberPaymentMethods.removedAt)))
  )[0];

const lastMailTo = async (to: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1))[0];

describe('a household enrolled to pay in the office pays by card instead', () => {
  it('keeps the card, charges what the plans wait for, starts them, and mails a receipt', async () => {
    const r = await payingInOffice();
    const source = await addSource(r.childId, await card());
    expect(source.status).toBe(200);
    const added = source.body as PaymentSourceResponse;
    expect(added).toMatchObject({
      _message: 'Payment method updated: Visa ending 4242.',
      paymentMethod: { kind: 'card', brand: 'visa', last4: '4242' },
      pendingCents: r.quote.todayCents,
    });
    expect((await lastMailTo(r.email))?.subject).toBe(`Your payment method for ${page.office.officeName} was updated`);
    expect(await statusesOf([r.ownerMemberId, r.childId])).toEqual(['pending_cash', 'pending_cash']);

    const paid = await subscribe(r.ownerMemberId, added.pendingCents, { token: staff });
    expect(paid.status).toBe(200);
    const body = paid.body as SubscribeResponse;
    expect(body.amountCents).toBe(r.quote.todayCents);
    expect(body.subscriptions).toHaveLength(2);
    expect(await statusesOf([r.ownerMemberId, r.childId])).toEqual(['active', 'active']);

    const subs = await t.db.select().from(subscriptions).where(eq(subscriptions.memberId, r.ownerMemberId));
    expect(subs[0]).toMatchObject({ feeDueCents: 0, currentPeriodStart: t.clock.now().toISOString().slice(0, 10) });
    expect(subs[0]?.nextRenewalOn).toBe(body.subscriptions[0]?.paidThrough);

    const [charge] = await t.db.select().from(charges).where(eq(charges.ownerMemberId, r.ownerMemberId));
    expect(charge).toMatchObject({ method: 'card', amountCents: r.quote.todayCents, status: 'succeeded' });
    const ledger = (await t.db.execute(
      sql`select coalesce(sum(e.amount_cents), 0)::int as total, count(*)::int as n from ledger_entries e
          join ledger_transactions x on x.id = e.transaction_id and x.organization_id = e.organization_id
          where x.charge_id = ${charge?.id ?? 0}`,
    )) as unknown as { rows: { total: number; n: number }[] };
    expect(ledger.rows[0]).toEqual({ total: 0, n: expect.any(Number) });
    expect(ledger.rows[0]?.n).toBeGreaterThan(2);

    const receipt = await lastMailTo(r.email);
    expect(receipt?.subject).toBe(`Payment received: ${page.office.officeName} membership`);
    expect(receipt?.text).toContain(`Nina Ortiz${families}`);

    const again = await subscribe(r.ownerMemberId, 0);
    expect(again).toMatchObject({ status: 409, body: { _message: expect.stringContaining('Nothing is waiting') } });
  });

  it('answers in Spanish for a Spanish-speaking household', async () => {
    const r = await payingInOffice('es');
    const res = await addSource(r.ownerMemberId, await card('4000000000000002'));
    expect(res).toMatchObject({
      status: 402,
      body: { _message: 'Su tarjeta fue rechazada. Revise los datos o use otra tarjeta.' },
    });
    const ok = await addSource(r.ownerMemberId, await card());
    expect((ok.body as PaymentSourceResponse)._message).toBe('Método de pago actualizado: Visa terminada en 4242.');
  });

  it('answers 409 with the amount due when the page showed another, and charges nothing', async () => {
    const r = await payingInOffice();
    await addSource(r.ownerMemberId, await card());
    const simCharged = await countRows(t.db, 'sim_charges');
    const res = await subscribe(r.ownerMemberId, r.quote.todayCents - 100);
    expect(res).toMatchObject({ status: 409, body: { pendingCents: r.quote.todayCents } });
    expect(await countRows(t.db, 'sim_charges')).toBe(simCharged);
    expect(await statusesOf([r.ownerMemberId])).toEqual(['pending_cash']);
  });

  it('asks for a card first when none is on file', async () => {
    const r = await payingInOffice();
    const res = await subscribe(r.ownerMemberId, r.quote.todayCents);
    expect(res).toMatchObject({ status: 400, body: { _message: expect.stringContaining('no card or bank account') } });
  });

  it('refuses a card that fails when charged, keeps the plans waiting, and a new card then pays', async () => {
    const r = await payingInOffice();
    expect((await addSource(r.ownerMemberId, await card('4000000000000341'))).status).toBe(200);
    const before = await countRows(t.db, 'charges');
    const refused = await subscribe(r.ownerMemberId, r.quote.todayCents);
    expect(refused).toMatchObject({ status: 402, body: { _message: expect.stringContaining('declined') } });
    expect(await countRows(t.db, 'charges')).toBe(before);
    expect(await statusesOf([r.ownerMemberId, r.childId])).toEqual(['pending_cash', 'pending_cash']);

    expect((await addSource(r.ownerMemberId, await card())).status).toBe(200);
    expect((await subscribe(r.ownerMemberId, r.quote.todayCents)).status).toBe(200);
    expect(await statusesOf([r.ownerMemberId, r.childId])).toEqual(['active', 'active']);
  });

  it('charges once when the payment is also taken in the office at the same moment, refunding the card', async () => {
    const r = await payingInOffice();
    await addSource(r.ownerMemberId, await card());
    const [byCard, inOffice] = await Promise.all([
      subscribe(r.ownerMemberId, r.quote.todayCents),
      t.call({
        method: 'POST',
        url: `/api/v1/dentists/${downtown}/subscription/members/${r.ownerMemberId}/activate_cash`,
        payload: { membershipId: adult },
        token: staff,
      }),
    ]);
    const paidLines = (await t.db.execute(
      sql`select count(*)::int as n from charge_items i join subscriptions s
            on s.id = i.subscription_id and s.organization_id = i.organization_id
          where s.member_id = ${r.ownerMemberId} and i.kind = 'membership'`,
    )) as unknown as { rows: { n: number }[] };
    expect(paidLines.rows[0]?.n).toBe(1);
    expect([byCard.status, inOffice.status].sort()).toEqual([200, 409]);
    // Whichever came second, the card kept only what the household's records say it paid.
    const [owner] = await t.db.select().from(members).where(eq(members.id, r.ownerMemberId));
    const atProcessor = (await t.db.execute(
      sql`select coalesce(sum(c.amount_cents), 0)::int - coalesce(sum(f.amount_cents), 0)::int as net
          from sim_charges c left join sim_refunds f on f.charge_id = c.id
          where c.customer_id = ${owner?.processorCustomerId ?? ''} and c.status = 'succeeded'`,
    )) as unknown as { rows: { net: number }[] };
    const recorded = await t.db
      .select({ amountCents: charges.amountCents })
      .from(charges)
      .where(and(eq(charges.ownerMemberId, r.ownerMemberId), eq(charges.method, 'card')));
    expect(atProcessor.rows[0]?.net).toBe(recorded.reduce((sum, c) => sum + c.amountCents, 0));
  });
});

describe('replacing the payment method on file', () => {
  it('retires the old card, detaches it at the processor, and keeps one current method', async () => {
    const r = await payingInOffice();
    await addSource(r.ownerMemberId, await card());
    const first = await currentMethod(r.ownerMemberId);
    const res = await addSource(r.ownerMemberId, { method: 'us_bank_account', token: await bankToken(t) });
    expect(res).toMatchObject({
      status: 200,
      body: { paymentMethod: { kind: 'us_bank_account', last4: '6789', expMonth: null } },
    });
    const now = await currentMethod(r.ownerMemberId);
    expect(now?.kind).toBe('us_bank_account');
    const [old] = await t.db
      .select()
      .from(memberPaymentMethods)
      .where(eq(memberPaymentMethods.id, first?.id ?? 0));
    expect(old?.removedAt).not.toBeNull();
    const [atProcessor] = await t.db
      .select()
      .from(simPaymentMethods)
      .where(eq(simPaymentMethods.id, first?.processorPaymentMethodId ?? ''));
    expect(atProcessor?.detachedAt).not.toBeNull();
  });

  it('leaves the current card in place when the new one is refused', async () => {
    const r = await payingInOffice();
    await addSource(r.ownerMemberId, await card());
    const kept = await currentMethod(r.ownerMemberId);
    const before = await countRows(t.db, 'member_payment_methods');
    expect((await addSource(r.ownerMemberId, await card('4000000000000002'))).status).toBe(402);
    expect(await countRows(t.db, 'member_payment_methods')).toBe(before);
    expect((await currentMethod(r.ownerMemberId))?.id).toBe(kept?.id);
  });

  it("lets the account owner replace their own household's card, and no one else's", async () => {
    const [rosa] = await t.db.select().from(members).where(eq(members.email, 'patient@demo.test'));
    const ownId = rosa?.id ?? 0;
    const res = await addSource(ownId, await card(), { token: patient });
    expect(res.status).toBe(200);
    expect((await currentMethod(ownId))?.last4).toBe('4242');

    const other = await payingInOffice();
    expect((await addSource(other.ownerMemberId, await card(), { token: patient })).status).toBe(404);
    expect((await subscribe(other.ownerMemberId, 0, { token: patient })).status).toBe(404);
  });

  it("answers 404 for another practice's household and writes nothing", async () => {
    const r = await payingInOffice();
    const before = await countRows(t.db, 'member_payment_methods');
    const asLakeside = { token: lakesideOwner, officeId: lakeside.office.id };
    expect((await addSource(r.ownerMemberId, await card(), asLakeside)).status).toBe(404);
    expect((await addSource(r.ownerMemberId, await card(), { token: lakesideOwner })).status).toBe(404);
    expect((await subscribe(r.ownerMemberId, r.quote.todayCents, asLakeside)).status).toBe(404);
    expect(await countRows(t.db, 'member_payment_methods')).toBe(before);
  });

  it('refuses a bank draft where the office does not take them', async () => {
    const bankDraft = (allow: boolean) =>
      t.db.update(planSettings).set({ allowBankDraft: allow }).where(eq(planSettings.officeId, downtown));
    await bankDraft(false);
    try {
      const r = await payingInOffice();
      const res = await addSource(r.ownerMemberId, { method: 'us_bank_account', token: await bankToken(t) });
      expect(res).toMatchObject({ status: 400, body: { _message: expect.stringContaining('bank drafts') } });
    } finally {
      await bankDraft(true);
    }
  });
});

describe('idempotent payments', () => {
  it('charges once for 20 identical requests at once', async () => {
    const r = await payingInOffice();
    await addSource(r.ownerMemberId, await card());
    const key = `subscribe-${crypto.randomUUID()}`;
    const simCharged = await countRows(t.db, 'sim_charges');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => subscribe(r.ownerMemberId, r.quote.todayCents, { token: owner, key })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(await countRows(t.db, 'sim_charges')).toBe(simCharged + 1);
    expect(await t.db.$count(charges, eq(charges.ownerMemberId, r.ownerMemberId))).toBe(1);
  });

  it('keeps one card for the same replacement sent twice', async () => {
    const r = await payingInOffice();
    const payment = await card();
    const key = `source-${crypto.randomUUID()}`;
    const a = await addSource(r.ownerMemberId, payment, { token: owner, key });
    const b = await addSource(r.ownerMemberId, payment, { token: owner, key });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await t.db.$count(memberPaymentMethods, eq(memberPaymentMethods.ownerMemberId, r.ownerMemberId))).toBe(1);
  });
});

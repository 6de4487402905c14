import type { EnrolmentResponse, PublicOfficeResponse } from '@mhq/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  enrolments,
  ledgerEntries,
  mailOutbox,
  members,
  simCharges,
  simPaymentMethods,
  smallBusinesses,
  subscriptions,
  users,
} from '../../db/schema';
import { countRows, createTestApp } from '../../test/harness';
import {
  bankToken,
  bornYearsAgo,
  cardToken,
  household,
  newEmail,
  officePage,
  planNamed,
  priced,
} from './enrolment.fixtures';

const t = await createTestApp();
const page = await officePage(t, 'demo-downtown');
const adult = planNamed(page, 'Adult Wellness');
const child = planNamed(page, 'Child Wellness');
const downtown = page.office.id;

const enrol = (body: unknown, key?: string) =>
  t.call({
    method: 'POST',
    url: `/api/v1/dentists/${downtown}/members/enroll`,
    payload: body as object,
    remoteAddress: t.newIp(),
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

/** Everything an enrolment writes: one of these changing means something was written. */
const WRITTEN = ['users', 'members', 'subscriptions', 'enrolments', 'charges', 'charge_items', 'ledger_entries'];
const snapshot = async () =>
  Object.fromEntries(await Promise.all(WRITTEN.map(async (n) => [n, await countRows(t.db, n)])));

let families = 0;
/** A spouse and two children (9 and 6), of a family name no other test uses. */
const family = (lastName = `Garcia${++families}`) => [
  {
    firstName: 'Diego',
    lastName,
    birthDate: bornYearsAgo(t, 40),
    planId: adult,
    insured: false,
    relationship: 'partner' as const,
  },
  {
    firstName: 'Sofia',
    lastName,
    birthDate: bornYearsAgo(t, 9),
    planId: child,
    insured: false,
    relationship: 'daughter' as const,
  },
  {
    firstName: 'Mateo',
    lastName,
    birthDate: bornYearsAgo(t, 6),
    planId: child,
    insured: false,
    relationship: 'son' as const,
  },
];

async function ledgerOf(chargeIds: readonly number[]) {
  return t.db
    .select({ account: ledgerEntries.account, total: sql<number>`sum(${ledgerEntries.amountCents})::int` })
    .from(ledgerEntries)
    .where(
      sql`${ledgerEntries.transactionId} in (select id from ledger_transactions where charge_id in (${sql.join(
        chargeIds.map((id) => sql`${id}`),
        sql`, `,
      )}))`,
    )
    .groupBy(ledgerEntries.account);
}

describe("an office's public enrolment page", () => {
  it('is found by its link name, with what pricing needs', async () => {
    expect(page).toMatchObject({ office: { slug: 'demo-downtown' }, gppActive: true, setupFeePercent: 10 });
    expect(page.plans.find((p) => p.id === adult)).toMatchObject({ minAge: 14, disableGpp: false });
    const missing = await t.call({ method: 'GET', url: '/api/v1/dentists/details/slug/no-such-office/no-auth' });
    expect(missing.status).toBe(404);
  });
});

describe('a patient enrols their family online', () => {
  it('enrols four people in one charge with the family discount, in Spanish, and mails the owner', async () => {
    const body = household(t, page, {
      adultPlan: adult,
      family: family(),
      payment: { method: 'card', token: await cardToken(t) },
      language: 'es',
    });
    const res = await enrol(body);
    expect(res.status).toBe(200);
    const r = res.body as EnrolmentResponse;
    expect(r.members).toHaveLength(4);
    expect(r.quote.familySize).toBe(4);
    expect(r.quote.lines.every((l) => l.discountPercent === 15)).toBe(true);
    expect(r.charged).toMatchObject({ amountCents: body.expected.todayCents, method: 'card', last4: '4242' });
    expect(r._message).toContain('Bienvenido');

    const subs = await t.db.select().from(subscriptions).where(eq(subscriptions.enrolmentId, r.enrolmentId));
    expect(subs.map((s) => s.status)).toEqual(['active', 'active', 'active', 'active']);
    expect(subs.every((s) => s.nextRenewalOn === r.nextPaymentOn)).toBe(true);
    const [sim] = await t.db.select().from(simCharges).where(eq(simCharges.amountCents, body.expected.todayCents));
    expect(sim?.destinationAccountId).toBe('acct_sim_demo_downtown');

    const [user] = await t.db.select().from(users).where(eq(users.email, body.owner.email));
    expect(user).toMatchObject({ type: 'client', passwordHash: null });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, body.owner.email));
    expect(mail?.subject).toContain('Bienvenido');
    expect(mail?.text).toContain('Sofia Garcia');
    expect(mail?.text).toContain('http://app.test/accounts/set-password/');
  });

  it('writes a balanced ledger: the practice is owed the charge less the platform fee and the setup fee', async () => {
    const body = household(t, page, { adultPlan: adult, payment: { method: 'card', token: await cardToken(t) } });
    const r = (await enrol(body)).body as EnrolmentResponse;
    const chargeRows = (await t.db.execute(
      sql`select id, amount_cents::int as amount, platform_fee_cents::int as fee from charges where enrolment_id = ${r.enrolmentId}`,
    )) as unknown as { rows: { id: number; amount: number; fee: number }[] };
    const charge = chargeRows.rows[0];
    if (!charge) throw new Error('no charge');
    const items = (await t.db.execute(
      sql`select kind, amount_cents::int as amount, platform_fee_cents::int as fee from charge_items
        where charge_id = ${charge.id} order by kind`,
    )) as unknown as { rows: { kind: string; amount: number; fee: number }[] };
    expect(items.rows.reduce((s, i) => s + i.amount, 0)).toBe(charge.amount);
    // Downtown has guaranteed payment: a monthly member-paid plan carries the setup fee, which pays for the
    // guarantee and so is all the platform's, beside its $1.00 for the member's month.
    expect(items.rows.map((i) => i.kind)).toEqual(['membership', 'setup_fee']);
    const setupFee = items.rows[1]?.amount ?? 0;
    expect(items.rows.map((i) => i.fee)).toEqual([100, setupFee]);
    expect(charge.fee).toBe(100 + setupFee);
    const totals = Object.fromEntries((await ledgerOf([charge.id])).map((e) => [e.account, Number(e.total)]));
    expect(totals).toEqual({
      patient_funds: -charge.amount,
      practice_balance: charge.amount - 100 - setupFee,
      platform_fees: 100 + setupFee,
    });
  });

  it('takes a bank draft when the office allows it', async () => {
    const body = household(t, page, {
      adultPlan: adult,
      payment: { method: 'us_bank_account', token: await bankToken(t) },
    });
    const res = await enrol(body);
    expect(res.status).toBe(200);
    expect((res.body as EnrolmentResponse).charged).toMatchObject({ method: 'us_bank_account', last4: '6789' });
  });

  it('refuses a declined card in the patient language, writes nothing, and a retry with a good card works', async () => {
    const before = await snapshot();
    const body = household(t, page, {
      adultPlan: adult,
      family: family().slice(0, 1),
      payment: { method: 'card', token: await cardToken(t, '4000000000000002') },
      language: 'es',
    });
    const declined = await enrol(body);
    expect(declined.status).toBe(402);
    expect((declined.body as { _message: string })._message).toBe(
      'Su tarjeta fue rechazada. Revise los datos o use otra tarjeta.',
    );
    expect(await snapshot()).toEqual(before);

    const retry = await enrol({ ...body, payment: { method: 'card', token: await cardToken(t) } });
    expect(retry.status).toBe(200);
  });

  it('refuses a card that attaches but fails when charged, and leaves it detached at the processor', async () => {
    const before = await snapshot();
    const body = household(t, page, {
      adultPlan: adult,
      payment: { method: 'card', token: await cardToken(t, '4000000000000341') },
    });
    const res = await enrol(body);
    expect(res.status).toBe(402);
    expect(await snapshot()).toEqual(before);
    const [method] = await t.db.select().from(simPaymentMethods).where(eq(simPaymentMethods.last4, '0341'));
    expect(method?.detachedAt).not.toBeNull();
  });

  it('refuses insufficient funds with its own message', async () => {
    const body = household(t, page, {
      adultPlan: adult,
      payment: { method: 'card', token: await cardToken(t, '4000000000009995') },
    });
    const res = await enrol(body);
    expect(res).toMatchObject({ status: 402, body: { _message: expect.stringContaining('insufficient funds') } });
  });

  it('answers 409 with the new figures when the price changed since the page loaded, and charges nothing', async () => {
    const before = await snapshot();
    const charged = await countRows(t.db, 'sim_charges');
    const body = household(t, page, { adultPlan: adult, payment: { method: 'card', token: await cardToken(t) } });
    const res = await enrol({ ...body, expected: { ...body.expected, todayCents: body.expected.todayCents - 100 } });
    expect(res.status).toBe(409);
    expect((res.body as { quote: { todayCents: number } }).quote.todayCents).toBe(body.expected.todayCents);
    expect(await snapshot()).toEqual(before);
    expect(await countRows(t.db, 'sim_charges')).toBe(charged);
  });

  it('offers a 9-year-old only the child plans', async () => {
    const before = await snapshot();
    const [, sofia] = family();
    const body = household(t, page, {
      adultPlan: adult,
      family: [{ ...sofia!, planId: adult }],
      payment: { method: 'card', token: await cardToken(t) },
    });
    const res = await enrol(body);
    expect(res.status).toBe(400);
    expect((res.body as { errors: Record<string, string> }).errors['members.0.planId']).toContain('not offered');
    expect(await snapshot()).toEqual(before);
  });

  it('lets only the front desk waive fees, choose the payor, pay in the office or give a chart id', async () => {
    const token = await cardToken(t);
    const base = household(t, page, { adultPlan: adult, payment: { method: 'card', token } });
    for (const body of [
      { ...base, owner: { ...base.owner, waiveFee: true } },
      { ...base, owner: { ...base.owner, payor: 'office' } },
      { ...base, owner: { ...base.owner, chartId: 'C-100' } },
      { ...base, payment: { method: 'cash' } },
      { ...base, agreements: { ...base.agreements, autoRenew: false } },
    ]) {
      expect((await enrol(body)).status).toBe(400);
    }
  });

  it('refunds the charge of a household that loses a race for the same email, and keeps one', async () => {
    const email = newEmail('race');
    const bodies = await Promise.all(
      [0, 1].map(async () =>
        household(t, page, { adultPlan: adult, email, payment: { method: 'card', token: await cardToken(t) } }),
      ),
    );
    const answers = await Promise.all(bodies.map((b) => enrol(b)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await t.db.$count(users, eq(users.email, email))).toBe(1);
    // On PostgreSQL the loser is charged before its transaction meets the winner's user, and its charge is given
    // back; on PGlite (one connection) it finds the email taken before paying. Either way one charge is kept.
    const [{ n } = { n: 0 }] = (
      (await t.db.execute(
        sql`select count(*)::int as n from sim_charges c where c.customer_id in (select id from sim_customers where email = ${email})
            and not exists (select 1 from sim_refunds r where r.charge_id = c.id)`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(n).toBe(1);
  });

  it('refuses an email that already has an account', async () => {
    const body = household(t, page, {
      adultPlan: adult,
      email: 'owner@demo.test',
      payment: { method: 'card', token: await cardToken(t) },
    });
    expect((await enrol(body)).status).toBe(409);
  });

  it('leaves out and names a family member the office already covers', async () => {
    const kids = family();
    const first = household(t, page, {
      adultPlan: adult,
      family: kids.slice(2),
      payment: { method: 'card', token: await cardToken(t) },
    });
    expect((await enrol(first)).status).toBe(200);
    // Mateo is covered now; his other parent enrols him again with a sibling.
    const again = household(t, page, {
      adultPlan: adult,
      family: [kids[2]!, { ...kids[1]!, firstName: 'Elena' }],
      payment: { method: 'card', token: await cardToken(t) },
    });
    const withoutMateo = priced(page, {
      ...again,
      members: [{ ...again.members[0]!, planId: null }, again.members[1]!],
    });
    const res = await enrol({ ...again, expected: withoutMateo.expected });
    expect(res.status).toBe(200);
    const r = res.body as EnrolmentResponse;
    expect(r.notAdded).toEqual([
      expect.objectContaining({ firstName: 'Mateo', reason: 'already a member of this office' }),
    ]);
    expect(r.members.map((m) => m.firstName)).toEqual(['Lucia', 'Elena']);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, again.owner.email));
    expect(mail?.text).toContain(`Mateo ${kids[2]?.lastName} could not be added`);
  });
});

describe("a patient who comes through an employer's BusinessConnect link", () => {
  it("sees the business and the office's discount, and pays the discounted price", async () => {
    const [acme] = await t.db.select().from(smallBusinesses).where(eq(smallBusinesses.name, 'Acme Logistics'));
    if (!acme) throw new Error('no Acme');
    const res = await t.call({
      method: 'GET',
      url: '/api/v1/dentists/details/slug/demo-downtown/no-auth',
      query: { smBusinessInfoId: String(acme.id) },
    });
    const bcPage = res.body as PublicOfficeResponse;
    // Acme pays for its employees in the demo: its people are asked for no card, but may pay with theirs.
    expect(bcPage.business).toEqual({
      id: acme.id,
      name: 'Acme Logistics',
      logo: null,
      discountPercent: 10,
      employerPays: true,
    });

    const body = household(t, page, { adultPlan: adult, payment: { method: 'card', token: await cardToken(t) } });
    const withDiscount = { ...body, smBusinessInfoId: acme.id };
    // The page priced without the business: the server's figures differ by the discount.
    const stale = await enrol(withDiscount);
    expect(stale.status).toBe(409);
    const quote = (stale.body as { quote: EnrolmentResponse['quote'] }).quote;
    expect(quote.lines[0]?.discountPercent).toBe(10);
    const paid = await enrol({
      ...withDiscount,
      payment: { method: 'card', token: await cardToken(t) },
      expected: { todayCents: quote.todayCents, recurringCents: quote.recurringCents },
    });
    expect(paid.status).toBe(200);
    const [row] = await t.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.id, (paid.body as EnrolmentResponse).enrolmentId));
    expect(row?.smallBusinessId).toBe(acme.id);
  });

  it('refuses an unknown business and writes nothing', async () => {
    const before = await snapshot();
    const body = household(t, page, { adultPlan: adult, payment: { method: 'card', token: await cardToken(t) } });
    const res = await enrol({ ...body, smBusinessInfoId: 999_999 });
    expect(res.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('names no one to an employer at a practice it does not work with: no discount there, and no enrolment', async () => {
    const [acme] = await t.db.select().from(smallBusinesses).where(eq(smallBusinesses.name, 'Acme Logistics'));
    if (!acme) throw new Error('no Acme');
    const lakeside = await officePage(t, 'second-lakeside');
    const res = await t.call({
      method: 'GET',
      url: '/api/v1/dentists/details/slug/second-lakeside/no-auth',
      query: { smBusinessInfoId: String(acme.id) },
    });
    expect((res.body as PublicOfficeResponse).business ?? null).toBeNull();
    const before = await snapshot();
    const plan = planNamed(lakeside, 'Adult Wellness');
    const body = household(t, lakeside, { adultPlan: plan, payment: { method: 'card', token: await cardToken(t) } });
    const refused = await t.call({
      method: 'POST',
      url: `/api/v1/dentists/${lakeside.office.id}/members/enroll`,
      payload: { ...body, smBusinessInfoId: acme.id },
      remoteAddress: t.newIp(),
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errors: { smBusinessInfoId: expect.any(String) } });
    expect(await snapshot()).toEqual(before);
  });
});

describe('card testing', () => {
  it('stops a payer after five declined payments in an hour, whatever their address', async () => {
    const email = newEmail('tester');
    for (let i = 0; i < 5; i++) {
      const body = household(t, page, {
        adultPlan: adult,
        email,
        payment: { method: 'card', token: await cardToken(t, '4000000000000002') },
      });
      expect((await enrol(body)).status).toBe(402);
    }
    const good = household(t, page, {
      adultPlan: adult,
      email,
      payment: { method: 'card', token: await cardToken(t) },
    });
    const charged = await countRows(t.db, 'sim_charges');
    const res = await enrol(good);
    expect(res).toMatchObject({
      status: 429,
      body: { _message: expect.stringContaining('Too many declined payments') },
    });
    expect(await countRows(t.db, 'sim_charges')).toBe(charged);
  });
});

describe('idempotent enrolment', () => {
  it('answers the same request twice with one household and one charge', async () => {
    const body = household(t, page, { adultPlan: adult, payment: { method: 'card', token: await cardToken(t) } });
    const key = `key-${crypto.randomUUID()}`;
    const [a, b] = [await enrol(body, key), await enrol(body, key)];
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(await t.db.$count(users, eq(users.email, body.owner.email))).toBe(1);
  });

  it('refuses the same key with a different request', async () => {
    const body = household(t, page, { adultPlan: adult, payment: { method: 'card', token: await cardToken(t) } });
    const key = `key-${crypto.randomUUID()}`;
    expect((await enrol(body, key)).status).toBe(200);
    const other = await enrol({ ...body, owner: { ...body.owner, firstName: 'Ana' } }, key);
    expect(other.status).toBe(422);
  });

  it('creates one household and one charge from 20 identical requests at once', async () => {
    const body = household(t, page, { adultPlan: adult, payment: { method: 'card', token: await cardToken(t) } });
    const key = `key-${crypto.randomUUID()}`;
    const charged = await countRows(t.db, 'sim_charges');
    const answers = await Promise.all(Array.from({ length: 20 }, () => enrol(body, key)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => (a.body as EnrolmentResponse).enrolmentId)).size).toBe(1);
    expect(await t.db.$count(users, eq(users.email, body.owner.email))).toBe(1);
    expect(await countRows(t.db, 'sim_charges')).toBe(charged + 1);
  });

  it('refuses a malformed key before doing anything', async () => {
    const body = household(t, page, { adultPlan: adult, payment: { method: 'card', token: await cardToken(t) } });
    const res = await enrol(body, 'bad key!');
    expect(res.status).toBe(400);
    expect(await t.db.$count(users, eq(users.email, body.owner.email))).toBe(0);
  });
});

describe('the ledger', () => {
  it('refuses an unbalanced transaction and never rewrites an entry', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        const [row] = (await tx.execute(
          sql`insert into ledger_transactions (organization_id, office_id, kind, description, occurred_at)
              select organization_id, id, 'charge', 'test', now() from offices where id = ${downtown} returning id`,
        )) as unknown as { rows: { id: number }[] }['rows'][];
        void row;
        await tx.execute(
          sql`insert into ledger_entries (organization_id, transaction_id, account, amount_cents)
              select organization_id, (select max(id) from ledger_transactions), 'patient_funds', -5 from offices where id = ${downtown}`,
        );
      }),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`update ledger_entries set amount_cents = 0`)).rejects.toThrow();
    const [unbalanced] = (
      (await t.db.execute(
        sql`select count(*)::int as n from (select transaction_id from ledger_entries group by transaction_id having sum(amount_cents) <> 0) x`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(unbalanced?.n).toBe(0);
  });
});

describe('members of the new household', () => {
  it('are linked to their account owner with their relationship', async () => {
    const body = household(t, page, {
      adultPlan: adult,
      family: family(),
      payment: { method: 'card', token: await cardToken(t) },
    });
    const r = (await enrol(body)).body as EnrolmentResponse;
    const rows = await t.db
      .select()
      .from(members)
      .where(and(eq(members.accountOwnerId, r.ownerMemberId)));
    expect(rows.map((m) => m.relationship).sort()).toEqual(['daughter', 'partner', 'son']);
  });
});

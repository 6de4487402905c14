import type { MonthlyStatementResponse, PayoutListResponse, PayoutReportResponse } from '@mhq/contract';
import { addDays, nextPayoutDay, PAYOUT_SCHEDULE_DEFAULT, payoutCutoff, utcDayOf } from '@mhq/domain';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { beforeEach, describe, expect, it } from 'vitest';
import { ProcessorUnavailable } from '../../adapters/payments/payment-gateway';
import { queryRows } from '../../db/rows';
import { offices, payouts, simBankAccounts, simConnectedAccounts, simPayouts } from '../../db/schema';
import { billingDepsOf } from '../../jobs/billing-deps';
import { runBilling } from '../../jobs/billing-run';
import { createTestApp } from '../../test/harness';
import { officePage } from '../enrolment/enrolment.fixtures';
import { chargesOf, enrolByCard, enrolToPayInOffice } from '../subscriptions/subscription-cash.fixtures';
import { expectNothingWritten } from '../subscriptions/subscription-changes.fixtures';
import { runPayouts } from './payout-run';

// Payouts (issue 9): on the schedule's day each practice's balance (from the ledger) is paid to its bank, carrying
// every payment, fee, refund and dispute up to the cut-off that no payout carried, each line in its report; a payout
// is made once, resumed after an interruption, and one the bank refuses goes with the next.

const t = await createTestApp();
const page = await officePage(t, 'demo-downtown');
const downtown = page.office.id;
const uptown = (await officePage(t, 'demo-uptown')).office.id;
const lakeside = (await officePage(t, 'second-lakeside')).office.id;
const deps = billingDepsOf(t.deps);

// Sessions end as the clock moves on: every call signs in afresh (refunds and cash payments too).
let owner = '';
beforeEach(async () => {
  owner = await t.login('owner@demo.test');
});
const signedIn = async (email = 'owner@demo.test') => t.login(email, undefined, t.newIp());

const get = async (url: string, email?: string) =>
  t.call({ method: 'GET', url: `/api/v1${url}`, token: await signedIn(email) });
const list = async (office = downtown) =>
  (await get(`/DBreports/dentist/payouts/${office}/list`)).body as PayoutListResponse;
const report = async (payoutId: number, office = downtown) =>
  (await get(`/DBreports/dentist/${office}/payout/${payoutId}`)).body as PayoutReportResponse;

/**
 * The first payout day (a day on, at least) whose cut-off is after today, so it carries everything done so far: on a
 * Saturday or a Sunday the coming Monday's cut-off is already past, and the Monday after is the one.
 */
function nextPayoutDayCarryingToday(): string {
  const today = utcDayOf(t.clock.now());
  let day = nextPayoutDay(addDays(today, 1), PAYOUT_SCHEDULE_DEFAULT);
  while (payoutCutoff(day, PAYOUT_SCHEDULE_DEFAULT) <= today)
    day = nextPayoutDay(addDays(day, 1), PAYOUT_SCHEDULE_DEFAULT);
  return day;
}

/** Moves the clock to the next payout day that carries today, at noon, and runs billing as the scheduler would. */
async function toNextPayoutDay() {
  const day = nextPayoutDayCarryingToday();
  t.clock.set(new Date(`${day}T12:00:00Z`));
  await runBilling(deps);
  return day;
}

/** The office's balance by the ledger, what was paid out to it, and whether every transaction balances. */
async function books(officeId: number) {
  const [row] = await queryRows<{ balance: number; paid_out: number; unbalanced: number }>(
    t.db,
    sql`select
        (select coalesce(sum(e.amount_cents), 0) from ledger_entries e join ledger_transactions x
          on x.organization_id = e.organization_id and x.id = e.transaction_id
          where x.office_id = ${officeId} and e.account = 'practice_balance')::float8 as balance,
        (select coalesce(sum(e.amount_cents), 0) from ledger_entries e join ledger_transactions x
          on x.organization_id = e.organization_id and x.id = e.transaction_id
          where x.office_id = ${officeId} and e.account = 'practice_payouts')::float8 as paid_out,
        (select count(*) from (select 1 from ledger_entries group by organization_id, transaction_id
          having sum(amount_cents) <> 0) u)::int as unbalanced`,
  );
  return { balance: Number(row?.balance), paidOut: Number(row?.paid_out), unbalanced: row?.unbalanced };
}

/** What moved the office's balance from a day on: what the next payout will carry. */
async function movedSince(officeId: number, day: string) {
  const [row] = await queryRows<{ total: number }>(
    t.db,
    sql`select coalesce(sum(e.amount_cents), 0)::float8 as total from ledger_entries e join ledger_transactions x
      on x.organization_id = e.organization_id and x.id = e.transaction_id
      where x.office_id = ${officeId} and e.account = 'practice_balance' and x.occurred_at >= ${`${day}T00:00:00Z`}::timestamptz
        and x.kind not in ('payout', 'payout_failed')`,
  );
  return Number(row?.total ?? 0);
}

describe('a payout day', () => {
  it("pays each office's balance up to the cut-off to its bank, line by line, once", async () => {
    // Card payments, a refund, and a payment taken in the office (whose platform fee the payout takes).
    const a = await enrolByCard(t, page, { child: true });
    const b = await enrolByCard(t, page);
    const [paidA] = await chargesOf(t, a.ownerMemberId);
    const refund = await t.call({
      method: 'POST',
      url: '/api/v1/dentists/refunds',
      payload: { dentistInfoId: downtown, chargeId: paidA?.id, amountCents: 500 },
      token: owner,
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    const cash = await enrolToPayInOffice(t, page, owner);
    const paidCash = await t.call({
      method: 'POST',
      url: `/api/v1/dentists/${downtown}/subscription/members/${cash.ownerMemberId}/activate_cash`,
      payload: { membershipId: cash.members[0]?.planId },
      token: owner,
    });
    expect(paidCash.status, JSON.stringify(paidCash.body)).toBe(200);
    const before = await books(downtown);
    const owed = before.balance;
    expect(owed).toBeGreaterThan(0);
    expect((await list()).balanceCents).toBe(owed);

    const day = await toNextPayoutDay();
    const after = await list();
    const payout = after.payouts.find((p) => p.payoutOn === day);
    expect(payout).toMatchObject({
      status: 'paid',
      amountCents: owed,
      cutoff: addDays(day, -2),
      bankLabel: 'STRIPE TEST BANK ending in 6789',
      upgrade: false,
      arrivalOn: addDays(day, 2),
    });
    // What was owed went to the bank: the balance is what moved since the cut-off (today's renewals), all balanced.
    const since = await movedSince(downtown, addDays(day, -2));
    expect(await books(downtown)).toEqual({ balance: since, paidOut: before.paidOut + owed, unbalanced: 0 });
    expect(after.balanceCents).toBe(since);
    expect(after.schedule).toBe('Every Monday, with what was paid until the Saturday before');

    // The report: every payment, the refund and the cash payment's fee, adding up to the payout.
    const r = await report(payout?.payoutId ?? 0);
    expect(r.totals.toBalanceCents).toBe(owed);
    const kinds = r.lines.map((l) => l.kind);
    expect(kinds.filter((k) => k === 'payment').length).toBeGreaterThanOrEqual(2);
    expect(kinds).toContain('refund');
    expect(kinds).toContain('cash_payment');
    const cashLine = r.lines.find((l) => l.kind === 'cash_payment');
    expect(cashLine?.toBalanceCents).toBeLessThan(0);
    expect(r.lines.some((l) => l.memberName === 'Lucia Garcia')).toBe(true);
    expect(b.ownerMemberId).toBeGreaterThan(0);

    // The processor was asked once, with the payout's key; the office was mailed with its page.
    const sim = await t.db
      .select()
      .from(simPayouts)
      .where(eq(simPayouts.idempotencyKey, `payout_${payout?.payoutId}`));
    expect(sim).toHaveLength(1);
    expect(sim[0]).toMatchObject({ amountCents: owed, status: 'paid' });
    // Other offices are paid out on the same run: the office's own mail is the one with its payout's page.
    const link = `http://app.test/web-payout/${payout?.payoutId}`;
    const mails = await queryRows<{ subject: string; text: string }>(
      t.db,
      sql`select subject, text from mail_outbox where subject like '%payout of%sent' and position(${link} in text) > 0`,
    );
    expect(mails).toHaveLength(1);

    // Again the same day: nothing more.
    await runBilling(deps);
    const again = await t.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.officeId, downtown), eq(payouts.payoutOn, day)));
    expect(again).toHaveLength(1);
  });

  it('gives the report as csv, xlsx and pdf, and only to the office', async () => {
    await enrolByCard(t, page);
    const day = await toNextPayoutDay();
    const payout = (await list()).payouts.find((p) => p.payoutOn === day);
    const url = `/DBreports/dentist/${downtown}/payout/${payout?.payoutId}`;
    const csv = await get(`${url}?type=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="payout-${day}.csv"`);
    const rows = String(csv.body).trim().split('\r\n');
    expect(rows[0]).toBe('Date,What,Member,Description,Paid ($),Platform fee ($),To the payout ($)');
    expect(rows.at(-1)).toMatch(new RegExp(`^,Total,,Payout of .+,${(payout?.amountCents ?? 0) / 100}`));

    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/v1${url}?type=xlsx`,
      headers: { authorization: `JWT ${await signedIn()}` },
    });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Payout');
    const last = sheet?.getRow(sheet.rowCount);
    expect(last?.getCell(7).value).toBe((payout?.amountCents ?? 0) / 100);

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1${url}?type=pdf`,
      headers: { authorization: `JWT ${await signedIn()}` },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getTitle()).toBe(`Payout of ${day} - Bright Smiles Dental Downtown`);

    // The upgraded account's path answers the same report; another practice is told 'not found'.
    const upgraded = await get(`/DBreports/dentist/${downtown}/upgrade_payout/${payout?.payoutId}`);
    expect((upgraded.body as PayoutReportResponse).payout).toMatchObject({
      payoutId: payout?.payoutId,
      upgrade: false,
    });
    const stranger = await signedIn('owner2@demo.test');
    await expectNothingWritten(
      t,
      () =>
        t.call({
          method: 'GET',
          url: `/api/v1/DBreports/dentist/${lakeside}/payout/${payout?.payoutId}`,
          token: stranger,
        }),
      404,
    );
    expect((await get(`/DBreports/dentist/${downtown}/payout/${payout?.payoutId}?type=doc`)).status).toBe(400);
  });
});

describe('a payout that cannot be made', () => {
  it('waits while the payout account cannot receive it, and the next payout carries all of it', async () => {
    const [office] = await t.db.select().from(offices).where(eq(offices.id, uptown));
    const account = office?.stripeAccountId ?? '';
    const uptownPage = await officePage(t, 'demo-uptown');
    await enrolByCard(t, uptownPage);
    await t.db.update(simConnectedAccounts).set({ payoutsEnabled: false }).where(eq(simConnectedAccounts.id, account));
    const owed = (await books(uptown)).balance;
    const first = await toNextPayoutDay();
    expect((await list(uptown)).payouts.filter((p) => p.payoutOn === first)).toEqual([]);
    expect((await list(uptown)).payoutsOn).toBe(false);
    await enrolByCard(t, uptownPage);
    // The next payout carries all of it but what moves on its own day (renewals run before it).
    const more = (await books(uptown)).balance;
    expect(more).toBeGreaterThan(owed);
    await t.db.update(simConnectedAccounts).set({ payoutsEnabled: true }).where(eq(simConnectedAccounts.id, account));
    const second = await toNextPayoutDay();
    const paid = (await list(uptown)).payouts.find((p) => p.payoutOn === second);
    expect(paid).toMatchObject({ status: 'paid', amountCents: more });
  });

  it('refused by the bank, is reversed and goes with the next one, the office told', async () => {
    const [office] = await t.db.select().from(offices).where(eq(offices.id, downtown));
    const account = office?.stripeAccountId ?? '';
    await enrolByCard(t, page);
    const owed = (await books(downtown)).balance;
    // The payout account's bank stops being verified: the processor refuses the payout.
    await t.db
      .update(simBankAccounts)
      .set({ status: 'errored' })
      .where(eq(simBankAccounts.connectedAccountId, account));
    const first = await toNextPayoutDay();
    const failed = (await list()).payouts.find((p) => p.payoutOn === first);
    expect(failed).toMatchObject({ status: 'failed', amountCents: owed });
    expect(failed?.failureMessage).toMatch(/cannot receive payouts/);
    const since = await movedSince(downtown, addDays(first, -2));
    expect(await books(downtown)).toMatchObject({ balance: owed + since, unbalanced: 0 });
    expect((await report(failed?.payoutId ?? 0)).lines).toEqual([]);
    const [mail] = await queryRows<{ subject: string }>(
      t.db,
      sql`select subject from mail_outbox where subject like '%failed' order by id desc limit 1`,
    );
    expect(mail?.subject).toMatch(/^Bright Smiles Dental Downtown: payout of \$[\d,.]+ failed$/);
    await t.db
      .update(simBankAccounts)
      .set({ status: 'verified' })
      .where(eq(simBankAccounts.connectedAccountId, account));
    // The next carries it, with what moved since (all before its cut-off: the clock jumps a week).
    const carried = (await books(downtown)).balance;
    const second = await toNextPayoutDay();
    const paid = (await list()).payouts.find((p) => p.payoutOn === second);
    expect(paid).toMatchObject({ status: 'paid', amountCents: carried });
    expect((await report(paid?.payoutId ?? 0)).totals.toBalanceCents).toBe(carried);
  });

  it('interrupted before the processor answered, is asked again with its key and made once', async () => {
    await enrolByCard(t, page);
    const owed = (await books(downtown)).balance;
    const unreachable = {
      ...deps,
      gateway: {
        ...deps.gateway,
        payout: async () => {
          throw new ProcessorUnavailable('down');
        },
      },
    };
    const day = nextPayoutDayCarryingToday();
    t.clock.set(new Date(`${day}T12:00:00Z`));
    await runPayouts(unreachable);
    const [pending] = await t.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.officeId, downtown), eq(payouts.payoutOn, day)));
    expect(pending).toMatchObject({ status: 'pending', amountCents: owed });
    // Still out of reach: nothing changes; then the next run, past the lease, finishes it with the same key.
    await runPayouts(unreachable, { leaseMs: 0 });
    await runPayouts(deps, { leaseMs: 0 });
    await runPayouts(deps, { leaseMs: 0 });
    const [done] = await t.db
      .select()
      .from(payouts)
      .where(eq(payouts.id, pending?.id ?? 0));
    expect(done?.status).toBe('paid');
    expect(
      await t.db
        .select()
        .from(simPayouts)
        .where(eq(simPayouts.idempotencyKey, `payout_${pending?.id}`)),
    ).toHaveLength(1);
    expect(await books(downtown)).toMatchObject({ balance: 0, unbalanced: 0 });
  });
});

describe("the office's month", () => {
  it('adds up: the opening balance, plus what the month moved, less its payouts, is the closing balance', async () => {
    await enrolByCard(t, page);
    await toNextPayoutDay();
    const month = utcDayOf(t.clock.now()).slice(0, 7);
    const res = await get(`/dentists/${downtown}/monthly-statement?month=${month}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const m = res.body as MonthlyStatementResponse;
    expect(m.officeName).toBe('Bright Smiles Dental Downtown');
    expect(m.openingBalanceCents + m.earnedCents - m.paidOutCents).toBe(m.closingBalanceCents);
    expect(m.paidOutCents).toBe(m.payouts.filter((p) => p.status === 'paid').reduce((s, p) => s + p.amountCents, 0));
    expect(m.earnedCents).toBe(m.totals.toBalanceCents);
    expect(m.earnedCents + m.cashInHandCents).toBe(m.totals.toPracticeCents);
    expect(m.members.coveredAtEnd).toBeGreaterThan(0);
    expect((await get(`/dentists/${downtown}/monthly-statement?month=2026-13`)).status).toBe(400);
  });
});

describe('the payout schedule', () => {
  it("is the platform admins' to set: another day and settling time, checked, and the next payout follows it", async () => {
    const admin = await signedIn('platform@demo.test');
    const put = (payload: Record<string, unknown>, token = admin) =>
      t.call({ method: 'PUT', url: '/api/v1/admin/billing/settings', payload, token });
    const base = { perMemberMonthCents: 100, setupFeePercent: 10, retryDays: [3, 7, 14] };
    const refused = await expectNothingWritten(t, () => put({ ...base, payoutWeekday: 7, payoutDelayDays: 2 }), 400);
    expect(refused.body).toMatchObject({ errors: { payoutWeekday: 'Choose a day of the week.' } });
    expect((await put({ ...base, payoutWeekday: 5, payoutDelayDays: 1 }, await signedIn())).status).toBe(404);
    const saved = await put({ ...base, payoutWeekday: 5, payoutDelayDays: 1 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      _message: expect.stringContaining('payouts every Friday, with what was paid until the Thursday before'),
      settings: { payoutWeekday: 5, payoutDelayDays: 1 },
    });
    const after = await list();
    expect(after.schedule).toBe('Every Friday, with what was paid until the Thursday before');
    expect(new Date(`${after.nextPayoutOn}T00:00:00Z`).getUTCDay()).toBe(5);
    // Left out, the schedule stays as it is.
    expect((await put(base)).body).toMatchObject({ settings: { payoutWeekday: 5, payoutDelayDays: 1 } });
    await enrolByCard(t, page);
    const friday = nextPayoutDay(addDays(utcDayOf(t.clock.now()), 1), { weekday: 5, delayDays: 1 });
    t.clock.set(new Date(`${friday}T12:00:00Z`));
    await runBilling(deps);
    expect((await list()).payouts.find((p) => p.payoutOn === friday)).toMatchObject({
      status: 'paid',
      cutoff: addDays(friday, -1),
    });
    expect(
      (await put({ ...base, payoutWeekday: 1, payoutDelayDays: 2 }, await signedIn('platform@demo.test'))).status,
    ).toBe(200);
  });
});

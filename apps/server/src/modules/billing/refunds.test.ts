import type { FinancesResponse, RefundResponse } from '@mhq/contract';
import { formatMoney, refundFeeCents, utcDayOf } from '@mhq/domain';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows';
import { charges, refunds } from '../../db/schema';
import { billingDepsOf } from '../../jobs/billing-deps';
import { runBilling } from '../../jobs/billing-run';
import { createTestApp } from '../../test/harness';
import { officePage, planNamed } from '../enrolment/enrolment.fixtures';
import { chargesOf, enrolByCard, enrolToPayInOffice, moneyOf } from '../subscriptions/subscription-cash.fixtures';
import { expectNothingWritten } from '../subscriptions/subscription-changes.fixtures';

// Refunds (issue 9): a payment of a household given back, in full, in part, or one member's share, never more than
// is left, the platform's fee going back in proportion, each one a balanced ledger transaction.

const t = await createTestApp();
const page = await officePage(t, 'demo-downtown');
const downtown = page.office.id;
// The front desk that may move money back: an office admin (a standard user may not, by the office permission
// matrix of @mhq/domain; the isolation suite's role sweep proves the refusals).
const desk = await t.login('admin@demo.test');
const lakesideOwner = await t.login('owner2@demo.test');
const patient = await t.login('patient@demo.test');

type Body = Record<string, unknown>;
const refund = (body: Body, token = desk, key?: string) =>
  t.call({
    method: 'POST',
    url: '/api/v1/dentists/refunds',
    payload: { dentistInfoId: downtown, ...body },
    token,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
const refundSingle = (body: Body, token = desk) =>
  t.call({
    method: 'POST',
    url: '/api/v1/dentists/refunds/single',
    payload: { dentistInfoId: downtown, ...body },
    token,
  });

/** A household that paid online by card for an adult and a child: its one charge, and its setup fees (kept). */
async function cardPayment() {
  const h = await enrolByCard(t, page, { child: true });
  const [charge] = await chargesOf(t, h.ownerMemberId);
  if (!charge) throw new Error('no charge');
  const [fees] = await queryRows<{ total: number }>(
    t.db,
    sql`select coalesce(sum(amount_cents), 0)::int as total from charge_items where charge_id = ${charge.id} and kind = 'setup_fee'`,
  );
  return { h, charge, childId: h.members[1]?.memberId ?? 0, setupFees: fees?.total ?? 0 };
}

const refundRows = (chargeId: number) =>
  t.db.select().from(refunds).where(eq(refunds.chargeId, chargeId)).orderBy(refunds.id);
const simRefunds = (processorChargeId: string | null) =>
  queryRows<{ amount_cents: number }>(
    t.db,
    sql`select amount_cents::int from sim_refunds where charge_id = ${processorChargeId} order by created_at`,
  );

describe('refunding a card payment', () => {
  it('gives back part, then the rest but the setup fee, the fee in proportion, each balanced; then refuses more', async () => {
    const { h, charge, setupFees } = await cardPayment();
    // Downtown's monthly plans carry the one-time setup fee, which is never refunded; it pays for the guarantee, so
    // all of it is the platform's fee, and the fee a refund gives back is in proportion to the rest.
    expect(setupFees).toBeGreaterThan(0);
    const feeBase = { ...charge, nonRefundableCents: setupFees, nonRefundableFeeCents: setupFees };
    const part = await refund({ chargeId: charge.id, amountCents: 1000, note: 'Overcharged for the x-rays' });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    const firstFee = refundFeeCents(feeBase, 0, 1000);
    expect(part.body).toMatchObject({
      _message: 'Refund of $10.00 sent to the card it was paid with.',
      refund: { amountCents: 1000, platformFeeCents: firstFee, status: 'succeeded', memberId: null },
      charge: { chargeId: charge.id, refundedCents: 1000, status: 'partially_refunded' },
    });
    // The rest: no amount means what is left, the setup fee kept.
    const rest = await refund({ chargeId: charge.id });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    const restAnswer = rest.body as RefundResponse;
    const given = charge.amountCents - setupFees;
    expect(restAnswer.refund.amountCents).toBe(given - 1000);
    expect(restAnswer.charge).toMatchObject({ refundedCents: given, status: 'partially_refunded' });
    // The fee went back in proportion to all that was given back, to the cent, and the processor refunded the same.
    expect(firstFee + restAnswer.refund.platformFeeCents).toBe(refundFeeCents(feeBase, 0, given));
    expect((await simRefunds(charge.processorChargeId)).map((r) => r.amount_cents)).toEqual([1000, given - 1000]);
    // Charge and refunds together: every transaction balanced; the patient paid only the setup fee in the end.
    const money = await moneyOf(t, charge.id);
    expect(money.total).toBe(0);
    // The platform kept the setup fee and gave back all its fee on the rest: the practice is left with nothing.
    expect(charge.platformFeeCents - refundFeeCents(feeBase, 0, given)).toBe(setupFees);
    expect(money.accounts).toMatchObject({ patient_funds: -setupFees, platform_fees: setupFees, practice_balance: 0 });
    const unbalanced = await queryRows<{ id: number }>(
      t.db,
      sql`select x.id from ledger_transactions x join ledger_entries e on e.transaction_id = x.id
          where x.charge_id = ${charge.id} group by x.id having sum(e.amount_cents) <> 0`,
    );
    expect(unbalanced).toEqual([]);

    // The household was told of each refund, and where the money goes.
    const mails = await queryRows<{ subject: string; text: string }>(
      t.db,
      sql`select o.subject, o.text from mail_outbox o join members m on m.email = o.to_address
        where m.id = ${h.ownerMemberId} and o.subject like '%refunded%' order by o.id`,
    );
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toBe('Bright Smiles Dental Downtown refunded part of your membership payment');
    expect(mails[0]?.text).toContain(
      `We refunded $10.00 of your payment of ${formatMoney(charge.amountCents, { decimals: 2 })} from`,
    );

    const more = await expectNothingWritten(t, () => refund({ chargeId: charge.id, amountCents: 1 }), 409);
    expect(more.body).toMatchObject({
      _message: 'Nothing is left of this payment to refund (a setup fee is not refundable).',
      refundableCents: 0,
    });

    // The history says so, and the payment history shows it.
    const history = await t.call({
      method: 'POST',
      url: `/api/v1/office/${downtown}/members/finances/${h.ownerMemberId}/1970`,
      token: desk,
    });
    const [shown] = (history.body as FinancesResponse).charges;
    expect(shown).toMatchObject({ refundedCents: given, refundableCents: 0, status: 'partially_refunded' });
    const events = await queryRows<{ summary: string }>(
      t.db,
      sql`select summary from member_events where member_id = ${h.ownerMemberId} and kind = 'payment.refunded' order by id`,
    );
    expect(events.map((e) => e.summary)).toEqual([
      expect.stringMatching(/^Refund of \$10\.00 from the payment of .+ Note: Overcharged for the x-rays$/),
      expect.stringMatching(/^Refund of \$[\d.]+ from the payment of /),
    ]);
  });

  it('refuses more than is left, saying how much is, and writes nothing', async () => {
    const { charge, setupFees } = await cardPayment();
    const res = await expectNothingWritten(
      t,
      () => refund({ chargeId: charge.id, amountCents: charge.amountCents - setupFees + 1 }),
      409,
    );
    expect(res.body).toMatchObject({ refundableCents: charge.amountCents - setupFees });
  });

  it("refunds one member's share, never more than it, and leaves the rest to refund", async () => {
    const { charge, childId, h, setupFees } = await cardPayment();
    const [share] = await queryRows<{ total: number }>(
      t.db,
      sql`select sum(amount_cents)::int as total from charge_items
        where charge_id = ${charge.id} and member_id = ${childId} and kind <> 'setup_fee'`,
    );
    const childShare = share?.total ?? 0;
    expect(childShare).toBeGreaterThan(0);
    const res = await refundSingle({ chargeId: charge.id, memberId: childId, reason: 'cancellation' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ refund: { amountCents: childShare, memberId: childId } });
    const again = await expectNothingWritten(t, () => refundSingle({ chargeId: charge.id, memberId: childId }), 409);
    expect(again.body).toMatchObject({ refundableCents: 0 });
    // The owner's share is still there to refund, as the member's own history says.
    const ownerHistory = await t.call({
      method: 'POST',
      url: `/api/v1/office/${downtown}/members/finances/${h.ownerMemberId}/1970/single`,
      token: desk,
    });
    expect((ownerHistory.body as FinancesResponse).charges[0]?.refundableCents).toBe(
      charge.amountCents - setupFees - childShare,
    );
    // A member the payment was not for: not found.
    const other = await enrolByCard(t, page);
    expect((await refundSingle({ chargeId: charge.id, memberId: other.ownerMemberId })).status).toBe(404);
  });

  it('refunds once for one Idempotency-Key, and never more than is left when refunds race', async () => {
    const { charge, setupFees } = await cardPayment();
    const first = await refund({ chargeId: charge.id, amountCents: 500 }, desk, 'refund-key-1');
    const retried = await refund({ chargeId: charge.id, amountCents: 500 }, desk, 'refund-key-1');
    expect(retried.body).toEqual(first.body);
    expect(await refundRows(charge.id)).toHaveLength(1);

    const left = charge.amountCents - setupFees - 500;
    const half = Math.ceil(left / 2);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => refund({ chargeId: charge.id, amountCents: half })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(Math.floor(left / half));
    expect(answers.filter((a) => a.status === 409).length).toBeGreaterThan(0);
    const [row] = await t.db.select().from(charges).where(eq(charges.id, charge.id));
    const given = (await refundRows(charge.id)).reduce((sum, r) => sum + r.amountCents, 0);
    expect(given).toBeLessThanOrEqual(charge.amountCents - setupFees);
    expect(row?.status).toBe('partially_refunded');
  });

  it('is asked again with the same key when interrupted, by the next billing run', async () => {
    const { charge } = await cardPayment();
    // A refund written before the processor answered, by a process that then died (its lease long passed).
    const [pending] = await t.db
      .insert(refunds)
      .values({
        organizationId: charge.organizationId,
        chargeId: charge.id,
        amountCents: 700,
        platformFeeCents: refundFeeCents(charge, 0, 700),
        reason: 'requested_by_customer',
        status: 'pending',
        createdAt: new Date(Date.now() - 10 * 60_000),
      })
      .returning();
    await runBilling(billingDepsOf(t.deps));
    const [settled] = await t.db
      .select()
      .from(refunds)
      .where(eq(refunds.id, pending?.id ?? 0));
    expect(settled).toMatchObject({ status: 'succeeded', processorRefundId: expect.any(String) });
    expect((await simRefunds(charge.processorChargeId)).map((r) => r.amount_cents)).toEqual([700]);
    expect((await moneyOf(t, charge.id)).accounts.patient_funds).toBe(-(charge.amountCents - 700));
  });
});

describe("the practice's figures", () => {
  it("take a refund off this month's revenue, and its returned fee off the platform's", async () => {
    const revenue = async () => {
      const res = await t.call({ method: 'GET', url: `/api/v1/dentists/${downtown}/dashboard`, token: desk });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body as { thisMonth: { grossCents: number; platformFeeCents: number } }).thisMonth;
    };
    const { charge } = await cardPayment();
    const before = await revenue();
    const res = await refund({ chargeId: charge.id, amountCents: 1500 });
    expect(res.status).toBe(200);
    const after = await revenue();
    expect(after.grossCents).toBe(before.grossCents - 1500);
    expect(after.platformFeeCents).toBe(before.platformFeeCents - (res.body as RefundResponse).refund.platformFeeCents);
  });
});

describe('refunding a payment taken in the office', () => {
  it('records the cash handed back and the fee the practice had paid on it', async () => {
    const h = await enrolToPayInOffice(t, page, desk);
    const paid = await t.call({
      method: 'POST',
      url: `/api/v1/dentists/${downtown}/subscription/members/${h.ownerMemberId}/activate_cash`,
      payload: { membershipId: planNamed(page, 'Adult Wellness') },
      token: desk,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const [charge] = await chargesOf(t, h.ownerMemberId);
    if (!charge) throw new Error('no cash charge');
    const [fees] = await queryRows<{ total: number }>(
      t.db,
      sql`select coalesce(sum(amount_cents), 0)::int as total from charge_items where charge_id = ${charge.id} and kind = 'setup_fee'`,
    );
    const kept = fees?.total ?? 0;
    const res = await refund({ chargeId: charge.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      _message: expect.stringContaining('hand it back to the patient in the office'),
      refund: { amountCents: charge.amountCents - kept },
      charge: { status: kept > 0 ? 'partially_refunded' : 'refunded' },
    });
    // The cash went back but what was kept (the setup fee).
    const money = await moneyOf(t, charge.id);
    expect(money.total).toBe(0);
    // The setup fee it kept is the platform's: the practice owes it, and no fee on what it handed back.
    expect(money.accounts).toMatchObject({
      patient_funds: -kept,
      practice_cash: kept,
      practice_balance: -kept,
      platform_fees: kept,
    });
  });
});

describe('who may refund', () => {
  it("answers 404 for another practice's payment and 403 to a patient, writing nothing", async () => {
    const { charge } = await cardPayment();
    await expectNothingWritten(t, () => refund({ chargeId: charge.id }, lakesideOwner), 404);
    await expectNothingWritten(t, () => refund({ chargeId: 999_999 }), 404);
    await expectNothingWritten(t, () => refund({ chargeId: charge.id }, patient), 403);
    await expectNothingWritten(t, () => refund({ chargeId: charge.id, amountCents: 0 }), 400);
    expect(await refundRows(charge.id)).toEqual([]);
  });
});

describe('receipts', () => {
  const receipt = async (userToken: string, chargeId: number) => {
    const userId = await t.userIdOf(userToken);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${userId}/receipts/${chargeId}`,
      headers: { authorization: `JWT ${userToken}` },
    });
    return { status: res.statusCode, type: res.headers['content-type'], pdf: res.rawPayload };
  };

  it('gives the office a PDF of the payment, refunds included, and nobody else outside it', async () => {
    const { charge } = await cardPayment();
    await refund({ chargeId: charge.id, amountCents: 700 });
    const own = await receipt(desk, charge.id);
    expect(own.status).toBe(200);
    expect(own.type).toBe('application/pdf');
    expect(own.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(own.pdf);
    expect(doc.getTitle()).toBe(`Receipt ${charge.id} - Bright Smiles Dental Downtown`);
    expect(doc.getPageCount()).toBe(1);
    // Another practice, another household's patient, a payment that does not exist: not found.
    expect((await receipt(lakesideOwner, charge.id)).status).toBe(404);
    expect((await receipt(patient, charge.id)).status).toBe(404);
    expect((await receipt(desk, 999_999)).status).toBe(404);
    // And someone else's user id in the path.
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${await t.userIdOf(patient)}/receipts/${charge.id}`,
      headers: { authorization: `JWT ${desk}` },
    });
    expect(other.statusCode).toBe(404);
  });

  it("gives the account owner their own household's receipts and payment history", async () => {
    const patientId = await t.userIdOf(patient);
    const [rosa] = await queryRows<{ id: number; sub: number; office_id: number }>(
      t.db,
      sql`select m.id, m.office_id, s.id as sub from members m join subscriptions s on s.member_id = m.id
          where m.user_id = ${patientId} and m.account_owner_id is null order by s.id limit 1`,
    );
    if (!rosa) throw new Error('the demo patient has no plan');
    await t.db.execute(
      sql`update subscriptions set status = 'past_due', next_retry_on = current_date + 3 where id = ${rosa.sub}`,
    );
    const paid = await t.call({
      method: 'POST',
      url: '/api/v1/users/me/update-account/retryPayment',
      payload: {},
      token: patient,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const history = await t.call({
      method: 'POST',
      url: `/api/v1/office/${rosa.office_id}/members/finances/${rosa.id}/1970`,
      token: patient,
    });
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    const [latest] = (history.body as FinancesResponse).charges;
    expect(latest).toMatchObject({ amountCents: (paid.body as { amountCents: number }).amountCents });
    expect((await receipt(patient, latest?.chargeId ?? 0)).status).toBe(200);
  });
});

describe('the payment spreadsheet', () => {
  it("gives the office a member's payments as xlsx, a row per line with the refunds, and the totals", async () => {
    const { h, charge } = await cardPayment();
    await refund({ chargeId: charge.id, amountCents: 1200 });
    const download = (token: string, officeId = downtown) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/office/${officeId}/members/finances/reports?memberId=${h.ownerMemberId}`,
        headers: { authorization: `JWT ${token}` },
      });
    const res = await download(desk);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Payments');
    const rows = (sheet?.getSheetValues() ?? []).filter(Boolean) as unknown[][];
    expect(rows[0]?.slice(1)).toEqual([
      'Date',
      'Receipt',
      'Member',
      'For',
      'Paid with',
      'Recorded by',
      'Amount ($)',
      'Payment refunded ($)',
    ]);
    const lines = rows.slice(1, -2);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.every((r) => r[2] === charge.id && r[5] === 'Visa ending in 4242')).toBe(true);
    expect(lines[0]?.[8]).toBe(12);
    const sum = lines.reduce((total, r) => total + Math.round(Number(r[7]) * 100), 0);
    expect(sum).toBe(charge.amountCents);
    expect(rows.at(-2)?.slice(4, 9)).toEqual(['Total', undefined, undefined, charge.amountCents / 100, 12]);
    expect(rows.at(-1)?.[4]).toBe('Net paid');
    expect(Math.round(Number(rows.at(-1)?.[7]) * 100)).toBe(charge.amountCents - 1200);
    // Another practice: not found; a patient: not theirs to export.
    expect((await download(lakesideOwner)).statusCode).toBe(404);
    expect((await download(patient)).statusCode).toBe(403);
  });
});

describe("the office's payment ledger", () => {
  const ledger = (token = desk, query = '') =>
    t.call({ method: 'GET', url: `/api/v1/dentists/${downtown}/payment-ledger${query}`, token });
  type Ledger = {
    month: string;
    totals: Record<
      'processorCents' | 'cashCents' | 'refundedCents' | 'platformFeeCents' | 'toPracticeCents' | 'lines',
      number
    >;
    lines: {
      chargeId: number | null;
      kind: string;
      paidCents: number;
      platformFeeCents: number;
      toPracticeCents: number;
    }[];
  };

  it("reads the month's card, bank and cash payments and refunds from the ledger, to the cent", async () => {
    const before = (await ledger()).body as Ledger;
    expect(before.month).toBe(utcDayOf(t.clock.now()).slice(0, 7));
    const { charge } = await cardPayment();
    const back = await refund({ chargeId: charge.id, amountCents: 900 });
    const feeBack = (back.body as RefundResponse).refund.platformFeeCents;
    const cash = await enrolToPayInOffice(t, page, desk);
    const paid = await t.call({
      method: 'POST',
      url: `/api/v1/dentists/${downtown}/subscription/members/${cash.ownerMemberId}/activate_cash`,
      payload: { membershipId: planNamed(page, 'Adult Wellness') },
      token: desk,
    });
    expect(paid.status).toBe(200);
    const [cashCharge] = await chargesOf(t, cash.ownerMemberId);
    if (!cashCharge) throw new Error('no cash charge');

    const after = (await ledger()).body as Ledger;
    const delta = (k: keyof Ledger['totals']) => after.totals[k] - before.totals[k];
    expect(delta('processorCents')).toBe(charge.amountCents);
    expect(delta('cashCents')).toBe(cashCharge.amountCents);
    expect(delta('refundedCents')).toBe(900);
    expect(delta('platformFeeCents')).toBe(charge.platformFeeCents + cashCharge.platformFeeCents - feeBack);
    // What reached the practice is what was paid less the fees, less what went back net of the fee returned.
    expect(delta('toPracticeCents')).toBe(
      charge.amountCents -
        charge.platformFeeCents +
        cashCharge.amountCents -
        cashCharge.platformFeeCents -
        (900 - feeBack),
    );
    expect(delta('lines')).toBe(3);
    expect(after.lines.filter((l) => l.chargeId === charge.id).map((l) => [l.kind, l.paidCents])).toEqual([
      ['refund', -900],
      ['payment', charge.amountCents],
    ]);
    // An empty month, a month that is not one, another practice, a patient.
    expect(((await ledger(desk, '?month=2020-01')).body as Ledger).totals.lines).toBe(0);
    expect((await ledger(desk, '?month=2026-13')).status).toBe(400);
    expect(
      (await t.call({ method: 'GET', url: `/api/v1/dentists/${downtown}/payment-ledger`, token: lakesideOwner }))
        .status,
    ).toBe(404);
    expect((await ledger(patient)).status).toBe(403);
  });
});

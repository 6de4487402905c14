import type {
  DisputeActionResponse,
  DisputesResponse,
  DisputeView,
  FinancesResponse,
  PaymentLedgerResponse,
} from '@mhq/contract';
import { refundFeeCents, utcDayOf } from '@mhq/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows';
import { auditLog, charges, disputes, simCharges, simDisputes, subscriptions } from '../../db/schema';
import { billingDepsOf } from '../../jobs/billing-deps';
import { runBilling } from '../../jobs/billing-run';
import { createTestApp } from '../../test/harness';
import { officePage } from '../enrolment/enrolment.fixtures';
import { chargesOf, enrolByCard, moneyOf } from '../subscriptions/subscription-cash.fixtures';
import { expectNothingWritten } from '../subscriptions/subscription-changes.fixtures';
import { syncDisputes } from './dispute-sync';

// Disputes (issue 9): a payment the payer's bank disputes (test card ...0259) holds its amount from the practice and
// the plans it paid for; the office answers with the agreement, its account and the terms, or accepts; the bank's
// decision settles the ledger and the plans.

const t = await createTestApp();
const page = await officePage(t, 'demo-downtown');
const downtown = page.office.id;
const lakeside = (await officePage(t, 'second-lakeside')).office.id;
// Sessions end as the tests move the clock on: each test signs in afresh.
let desk = '';
let lakesideOwner = '';
beforeEach(async () => {
  // The front desk that may move money back: an office admin (a standard user may not, by the office permission
  // matrix of @mhq/domain; the isolation suite's role sweep proves the refusals).
  desk = await t.login('admin@demo.test');
  lakesideOwner = await t.login('owner2@demo.test');
});
const deps = billingDepsOf(t.deps);
const DAY = 86_400_000;
const DISPUTED_CARD = '4000000000000259';

const list = (token?: string, office = downtown, status = 'all') =>
  t.call({ method: 'GET', url: `/api/v1/dentists/${office}/disputes?status=${status}`, token: token ?? desk });
const respond = (disputeId: number, body: Record<string, unknown>, token?: string, office = downtown) =>
  t.call({
    method: 'POST',
    url: `/api/v1/dentists/${office}/disputes/${disputeId}/respond`,
    payload: body,
    token: token ?? desk,
  });
const accept = (disputeId: number, token?: string, office = downtown) =>
  t.call({
    method: 'POST',
    url: `/api/v1/dentists/${office}/disputes/${disputeId}/accept`,
    payload: {},
    token: token ?? desk,
  });

const ANSWER = {
  description: 'Lucia enrolled herself online and came in for her cleaning and x-rays on the 5th.',
  agreement: true,
  terms: true,
};

/** A household paying with the card whose bank disputes every payment, and the dispute of its first payment. */
async function disputedHousehold(opts: { child?: boolean } = {}) {
  const h = await enrolByCard(t, page, { card: DISPUTED_CARD, ...opts });
  const [charge] = await chargesOf(t, h.ownerMemberId);
  if (!charge) throw new Error('no charge');
  await runBilling(deps);
  const [dispute] = await t.db.select().from(disputes).where(eq(disputes.chargeId, charge.id));
  if (!dispute) throw new Error('no dispute recorded');
  return { h, charge, dispute };
}

const statusesOf = (ids: number[]) =>
  Promise.all(
    ids.map(async (id) => (await t.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]?.status),
  );
/** The dispute as the office's page shows it now (signed in afresh: the clock may have moved past the session). */
const viewOf = async (disputeId: number) =>
  ((await list(await t.login('staff@demo.test'))).body as DisputesResponse).disputes.find(
    (d) => d.disputeId === disputeId,
  ) as DisputeView;
const chargeStatus = async (id: number) => (await t.db.select().from(charges).where(eq(charges.id, id)))[0]?.status;

describe('a disputed payment', () => {
  it('holds its amount from the practice and the plans it paid for, and tells the office', async () => {
    const { h, charge, dispute } = await disputedHousehold({ child: true });
    const fee = refundFeeCents(charge, 0, charge.amountCents);
    expect(dispute).toMatchObject({ amountCents: charge.amountCents, platformFeeCents: fee, status: 'needs_response' });
    // The hold: the practice's share and the platform's fee move to the held account; everything still balances.
    const money = await moneyOf(t, charge.id);
    expect(money.total).toBe(0);
    expect(money.accounts).toMatchObject({
      patient_funds: -charge.amountCents,
      practice_balance: 0,
      platform_fees: charge.platformFeeCents - fee,
      disputed_funds: charge.amountCents,
    });
    expect(await chargeStatus(charge.id)).toBe('disputed');
    expect(await statusesOf(h.subscriptionIds)).toEqual(['disputed', 'disputed']);
    const view = await viewOf(dispute.id);
    expect(view).toMatchObject({
      memberId: h.ownerMemberId,
      memberName: 'Lucia Garcia',
      amountCents: charge.amountCents,
      reasonLabel: 'The cardholder says they did not make this payment',
      status: 'needs_response',
      daysLeft: 14,
      methodLabel: 'Visa ending in 0259',
      evidence: null,
    });
    expect(view.plans.map((p) => p.status)).toEqual(['Disputed', 'Disputed']);
    // What an answer would carry, read from the records, for the office to see before sending it.
    expect(view.draft?.agreement).toMatch(/^Lucia Garcia enrolled online, on the practice's own enrolment page, on /);
    expect(view.draft?.terms).toMatch(/Adult Wellness: \$\d+\.\d\d a month, renewed automatically every month/);
    expect(view.draft?.terms).toContain('The one-time setup fee is not refundable.');
    // The office's payment ledger shows the hold beside the payment, and its totals count it.
    const ledger = await t.call({ method: 'GET', url: `/api/v1/dentists/${downtown}/payment-ledger`, token: desk });
    const body = ledger.body as PaymentLedgerResponse;
    const line = body.lines.find((l) => l.chargeId === charge.id && l.kind === 'dispute_held');
    expect(line).toMatchObject({ paidCents: 0, platformFeeCents: -fee, toPracticeCents: -(charge.amountCents - fee) });
    expect(body.totals.disputesCents).toBeLessThanOrEqual(-(charge.amountCents - fee));
    // The payment history shows the payment held, and offers no refund.
    const payments = await t.call({
      method: 'POST',
      url: `/api/v1/office/${downtown}/members/finances/${h.ownerMemberId}/1970`,
      token: desk,
    });
    expect((payments.body as FinancesResponse).charges[0]).toMatchObject({
      status: 'disputed',
      disputedCents: charge.amountCents,
      refundableCents: 0,
    });
    // The office was mailed, with where to answer.
    const [mail] = await queryRows<{ subject: string; text: string }>(
      t.db,
      sql`select subject, text from mail_outbox where subject like '%a payment was disputed%' order by id desc limit 1`,
    );
    expect(mail?.text).toContain("Lucia Garcia's bank disputed");
    expect(mail?.text).toContain('http://app.test/account/disputes');
    // The history says so, on the payer and on each plan.
    const history = await queryRows<{ kind: string }>(
      t.db,
      sql`select kind from member_events where detail->>'disputeId' = ${String(dispute.id)} order by id`,
    );
    expect(history.map((e) => e.kind)).toEqual(['payment.disputed', 'subscription.disputed', 'subscription.disputed']);
    // While the bank decides, the payment cannot be refunded.
    await expectNothingWritten(
      t,
      () =>
        t.call({
          method: 'POST',
          url: '/api/v1/dentists/refunds',
          payload: { dentistInfoId: downtown, chargeId: charge.id },
          token: desk,
        }),
      409,
      'This payment is disputed: the bank decides what goes back.',
    );
  });

  it('is recorded once, however often or concurrently the processor is read', async () => {
    const { dispute } = await disputedHousehold();
    await Promise.all([syncDisputes(deps), syncDisputes(deps), runBilling(deps)]);
    const same = await t.db.select().from(disputes).where(eq(disputes.processorDisputeId, dispute.processorDisputeId));
    expect(same).toHaveLength(1);
    const holds = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ledger_transactions where charge_id = ${dispute.chargeId} and kind = 'dispute'`,
    );
    expect(holds[0]?.n).toBe(1);
  });

  it('is not billed while held: its renewal waits for the decision', async () => {
    const { h } = await disputedHousehold();
    t.clock.advance(35 * DAY);
    await runBilling(deps);
    const renewals = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from charges where owner_member_id = ${h.ownerMemberId}`,
    );
    expect(renewals[0]?.n).toBe(1);
  });
});

describe("the office's answer", () => {
  it('goes to the bank with the agreement and the terms; won 7 days later, the money and the plans come back', async () => {
    const { h, charge, dispute } = await disputedHousehold();
    const [held] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, h.subscriptionIds[0] ?? 0));
    const res = await respond(dispute.id, ANSWER);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answered = (res.body as DisputeActionResponse).dispute;
    expect(answered).toMatchObject({ status: 'under_review', daysLeft: null, draft: null });
    expect(answered.evidence?.description).toBe(ANSWER.description);
    expect(answered.evidence?.agreement).toMatch(/enrolled online/);
    const [sent] = await t.db.select().from(simDisputes).where(eq(simDisputes.id, dispute.processorDisputeId));
    expect(sent?.evidence).toMatchObject({
      description: ANSWER.description,
      customerName: 'Lucia Garcia',
      productDescription: expect.stringMatching(
        /^DentalHQ membership at Bright Smiles Dental Downtown: Adult Wellness for Lucia Garcia/,
      ),
    });
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'dispute.respond'), eq(auditLog.targetId, String(dispute.id))));
    expect(audited?.memberId).toBe(h.ownerMemberId);
    // Answered once: a second answer, or accepting now, is refused and writes nothing.
    await expectNothingWritten(
      t,
      () => respond(dispute.id, ANSWER),
      409,
      'Your response was sent: the bank is reviewing it.',
    );
    await expectNothingWritten(t, () => accept(dispute.id), 409);

    t.clock.advance(7 * DAY);
    const run = await runBilling(deps);
    expect(run.disputesDecided).toBeGreaterThanOrEqual(1);
    expect((await viewOf(dispute.id)).status).toBe('won');
    // Released: the practice's share and the fee are where an undisputed payment leaves them.
    expect((await moneyOf(t, charge.id)).accounts).toMatchObject({
      patient_funds: -charge.amountCents,
      practice_balance: charge.amountCents - charge.platformFeeCents,
      platform_fees: charge.platformFeeCents,
      disputed_funds: 0,
    });
    expect(await chargeStatus(charge.id)).toBe('succeeded');
    // The plan runs again as it was: its renewal day is still ahead.
    const [sub] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, h.subscriptionIds[0] ?? 0));
    expect(sub).toMatchObject({ status: 'active', nextRenewalOn: held?.nextRenewalOn });
    const [mail] = await queryRows<{ subject: string }>(
      t.db,
      sql`select subject from mail_outbox where subject like '%dispute won%' order by id desc limit 1`,
    );
    expect(mail?.subject).toMatch(/^Bright Smiles Dental Downtown: dispute won \(\$/);
  });

  it('won after its renewal day passed renews from today: the held weeks are not charged', async () => {
    const { h, dispute } = await disputedHousehold();
    expect((await respond(dispute.id, ANSWER)).status).toBe(200);
    t.clock.advance(40 * DAY);
    await runBilling(deps);
    // Released at the start of the run, it renewed in the same run: one period, from today.
    const today = utcDayOf(t.clock.now());
    const [sub] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, h.subscriptionIds[0] ?? 0));
    expect(sub).toMatchObject({ status: 'active', currentPeriodStart: today });
    const periods = await queryRows<{ start: string }>(
      t.db,
      sql`select i.period_start::text as start from charge_items i join charges c on c.id = i.charge_id
        where c.owner_member_id = ${h.ownerMemberId} and i.kind = 'membership' order by i.period_start`,
    );
    // The enrolment's period, then one from today: nothing for the weeks the plan was held.
    expect(periods).toHaveLength(2);
    expect(periods[1]?.start).toBe(today);
  });

  it('without the agreement is lost: the money goes back to the payer and the plans end', async () => {
    const { h, charge, dispute } = await disputedHousehold();
    expect((await respond(dispute.id, { ...ANSWER, agreement: false })).status).toBe(200);
    t.clock.advance(7 * DAY);
    await runBilling(deps);
    const view = await viewOf(dispute.id);
    expect(view).toMatchObject({ status: 'lost', accepted: false });
    expect(view.evidence?.agreement).toBeNull();
    expect((await moneyOf(t, charge.id)).accounts).toMatchObject({
      patient_funds: 0,
      practice_balance: 0,
      platform_fees: charge.platformFeeCents - dispute.platformFeeCents,
      disputed_funds: 0,
    });
    expect(await chargeStatus(charge.id)).toBe('dispute_lost');
    const [sub] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, h.subscriptionIds[0] ?? 0));
    expect(sub).toMatchObject({ status: 'canceled', cancelReason: 3, nextRenewalOn: null });
    const ended = await queryRows<{ subject: string }>(
      t.db,
      sql`select o.subject from mail_outbox o join members m on m.email = o.to_address
        where m.id = ${h.ownerMemberId} and o.subject like '%has ended'`,
    );
    expect(ended).toEqual([{ subject: 'Your Bright Smiles Dental Downtown membership has ended' }]);
  });

  it('is refused for too short an account, with nothing written', async () => {
    const { dispute } = await disputedHousehold();
    const res = await expectNothingWritten(t, () => respond(dispute.id, { ...ANSWER, description: 'Used it.' }), 400);
    expect(res.body).toMatchObject({
      errors: { description: 'Describe the membership and the care it paid for (at least 20 characters).' },
    });
  });
});

describe('a held plan the office changes meanwhile', () => {
  it('stays as the office left it when the bank decides', async () => {
    const { h, dispute } = await disputedHousehold();
    const canceled = await t.call({
      method: 'POST',
      url: `/api/v1/dentists/${downtown}/subscription/cancel_contract_plan`,
      payload: { memberId: h.ownerMemberId, subscriptionId: h.subscriptionIds[0], reason: 12, when: 'now' },
      token: desk,
    });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect((await respond(dispute.id, ANSWER)).status).toBe(200);
    t.clock.advance(7 * DAY);
    await runBilling(deps);
    expect((await viewOf(dispute.id)).status).toBe('won');
    expect(await statusesOf(h.subscriptionIds)).toEqual(['canceled']);
  });
});

describe('accepting a dispute', () => {
  it('gives the money back at once and ends the plans, audited', async () => {
    const { h, charge, dispute } = await disputedHousehold();
    const res = await accept(dispute.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as DisputeActionResponse).dispute).toMatchObject({ status: 'lost', accepted: true });
    expect(await chargeStatus(charge.id)).toBe('dispute_lost');
    expect(await statusesOf(h.subscriptionIds)).toEqual(['canceled']);
    expect((await moneyOf(t, charge.id)).accounts.disputed_funds).toBe(0);
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'dispute.accept'), eq(auditLog.targetId, String(dispute.id))));
    expect(audited).toBeDefined();
    await expectNothingWritten(
      t,
      () => accept(dispute.id),
      409,
      'This dispute is closed: it was decided for the cardholder.',
    );
  });
});

describe('a dispute left unanswered', () => {
  it('is lost after its deadline', async () => {
    const { dispute } = await disputedHousehold();
    t.clock.advance(15 * DAY);
    await runBilling(deps);
    expect((await viewOf(dispute.id)).status).toBe('lost');
  });
});

describe('the office of a dispute', () => {
  it("is the only one that sees or answers it: another practice's is not found", async () => {
    const { dispute } = await disputedHousehold();
    await expectNothingWritten(t, () => respond(dispute.id, ANSWER, lakesideOwner, lakeside), 404);
    await expectNothingWritten(t, () => accept(dispute.id, lakesideOwner, lakeside), 404);
    const theirs = (await list(lakesideOwner, lakeside)).body as DisputesResponse;
    expect(theirs.disputes.map((d) => d.disputeId)).not.toContain(dispute.id);
  });

  it('lists open ones first with what they hold', async () => {
    const open = (await list(desk, downtown, 'open')).body as DisputesResponse;
    expect(open.disputes.every((d) => d.status === 'needs_response' || d.status === 'under_review')).toBe(true);
    expect(open.heldCents).toBe(open.disputes.reduce((sum, d) => sum + d.amountCents, 0));
    expect(open.needsResponse).toBe(open.disputes.filter((d) => d.status === 'needs_response').length);
    const closed = (await list(desk, downtown, 'closed')).body as DisputesResponse;
    expect(closed.disputes.length).toBeGreaterThan(0);
    // The figures are the open disputes', whichever are listed.
    expect(closed).toMatchObject({ needsResponse: open.needsResponse, heldCents: open.heldCents });
    expect(closed.disputes.every((d) => d.status === 'won' || d.status === 'lost')).toBe(true);
  });
});

describe('a billing run whose disputes cannot be read', () => {
  it('still renews the plans due, then fails loudly', async () => {
    const h = await enrolByCard(t, page);
    t.clock.advance(32 * DAY);
    const broken = {
      ...deps,
      gateway: {
        ...deps.gateway,
        disputesSince: async () => {
          throw new Error('the disputes endpoint changed');
        },
      },
    };
    await expect(runBilling(broken)).rejects.toThrow('the disputes endpoint changed');
    expect(await chargesOf(t, h.ownerMemberId)).toHaveLength(2);
  });
});

describe('reading new disputes', () => {
  it('keeps coming back to a dispute whose payment is not recorded yet, and opens it once it is', async () => {
    const h = await enrolByCard(t, page);
    const [charge] = await chargesOf(t, h.ownerMemberId);
    const [sim] = await t.db
      .select()
      .from(simCharges)
      .where(eq(simCharges.id, charge?.processorChargeId ?? ''));
    if (!charge || !sim) throw new Error('no payment');
    // The processor reports a dispute of a payment our books do not have yet (a run recording it at this moment).
    const early = `ch_sim_early_${h.ownerMemberId}`;
    await t.db.insert(simCharges).values({ ...sim, id: early, idempotencyKey: `${sim.idempotencyKey}_early` });
    await t.db.insert(simDisputes).values({
      id: `dp_sim_early_${h.ownerMemberId}`,
      chargeId: early,
      amountCents: 500,
      reason: 'duplicate',
      status: 'needs_response',
      createdAt: t.clock.now(),
      dueBy: new Date(t.clock.now().getTime() + 14 * DAY),
    });
    expect(await syncDisputes(deps)).toMatchObject({ opened: 0, unmatched: 1 });
    t.clock.advance(DAY);
    expect(await syncDisputes(deps)).toMatchObject({ opened: 0, unmatched: 1 });
    // Recorded now (as the run that took it would have): the next read opens its dispute.
    await t.db.update(charges).set({ processorChargeId: early }).where(eq(charges.id, charge.id));
    expect(await syncDisputes(deps)).toMatchObject({ opened: 1, unmatched: 0 });
    expect(await syncDisputes(deps)).toMatchObject({ opened: 0, unmatched: 0 });
  });
});

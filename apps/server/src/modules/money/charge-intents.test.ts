import { type EnrolmentResponse, endpoints, type RefundResponse } from '@mhq/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import { queryRows } from '../../db/rows';
import { auditLog, type chargeIntents, charges, idempotencyKeys, refunds, users } from '../../db/schema';
import { requestHash } from '../../http/idempotency';
import { billingDepsOf } from '../../jobs/billing-deps';
import { runBilling } from '../../jobs/billing-run';
import { createTestApp } from '../../test/harness';
import { cardToken, type Household, household, newEmail, officePage, planNamed } from '../enrolment/enrolment.fixtures';

// No money without a record: a request that asks the processor for money and dies (here: fails at once) after the
// processor answered leaves its charge intent behind; the same request sent again, or the next billing run, finishes
// it from what the processor did with its key, or refunds it. The kill -9 of a real server: crash-recovery.test.ts.

/** Where the simulated processor's answer is lost: armed, the next such call is made, then the request dies. */
const dies = { afterCharge: false, beforeCharge: false, afterRefund: false, afterTransfer: false };
/** A call of the processor's that, armed, is made and then dies, as the process would right after the answer. */
const diesAfter =
  <A, R>(armed: 'afterCharge' | 'afterRefund' | 'afterTransfer', call: (input: A) => Promise<R>) =>
  async (input: A): Promise<R> => {
    const answer = await call(input);
    if (dies[armed]) {
      dies[armed] = false;
      throw new Error(`the process died (${armed})`);
    }
    return answer;
  };
const crashing = (sim: PaymentGateway): PaymentGateway => ({
  ...sim,
  charge: diesAfter('afterCharge', async (input: Parameters<PaymentGateway['charge']>[0]) => {
    if (dies.beforeCharge) {
      dies.beforeCharge = false;
      throw new Error('the process died before asking the processor');
    }
    return sim.charge(input);
  }),
  refund: diesAfter('afterRefund', sim.refund),
  transferToAccount: diesAfter('afterTransfer', sim.transferToAccount),
});

const t = await createTestApp({}, undefined, crashing);
const page = await officePage(t, 'demo-downtown');
const adult = planNamed(page, 'Adult Wellness');
const perio = planNamed(page, 'Perio Maintenance');
const downtown = page.office.id;
const desk = await t.login('admin@demo.test');
const deskId = await t.userIdOf(desk);

const enrol = (body: Household, key: string) =>
  t.call({
    method: 'POST',
    url: `/api/v1/users/${deskId}/members/add`,
    payload: { ...body, dentistInfoId: downtown },
    token: desk,
    headers: { 'idempotency-key': key },
  });

const cardHousehold = async (email = newEmail()) =>
  household(t, page, { adultPlan: adult, payment: { method: 'card', token: await cardToken(t) }, email });

/** The simulated processor's charges whose key starts so, and our charges recorded for each. */
async function processorAndRecords(keyPrefix: string) {
  return queryRows<{ key: string; status: string; amount: number; ours: number; refunded: number }>(
    t.db,
    sql`select s.idempotency_key as key, s.status, s.amount_cents::int as amount,
        (select count(*)::int from charges c where c.processor_charge_id = s.id) as ours,
        (select coalesce(sum(r.amount_cents), 0)::int from sim_refunds r where r.charge_id = s.id) as refunded
      from sim_charges s where s.idempotency_key like ${`${keyPrefix}%`} order by s.created_at`,
  );
}

const intentOf = async (kind: string, after: number) =>
  queryRows<typeof chargeIntents.$inferSelect & { processor_key: string; status: string }>(
    t.db,
    sql`select * from charge_intents where kind = ${kind} and id > ${after} order by id`,
  );
const lastIntentId = async () =>
  Number((await queryRows<{ n: number }>(t.db, sql`select coalesce(max(id), 0)::int as n from charge_intents`))[0]?.n);

/** Ends the lease of every open intent, as the time a dead request's lease runs out. */
const leasesRunOut = () =>
  t.db.execute(sql`update charge_intents set lease_until = now() - interval '1 second' where status = 'pending'`);

describe('an enrolment whose request dies after the processor charged the card', () => {
  it('is finished by the same request sent again: one charge, one household, the same answer after', async () => {
    const before = await lastIntentId();
    const body = await cardHousehold();
    dies.afterCharge = true;
    const died = await enrol(body, 'enrol-crash-0001');
    expect(died.status).toBe(500);
    const [intent] = await intentOf('enrolment', before);
    expect(intent?.status).toBe('pending');
    const key = intent?.processor_key ?? '';
    expect(await processorAndRecords(key)).toEqual([
      { key, status: 'succeeded', amount: body.expected.todayCents, ours: 0, refunded: 0 },
    ]);
    expect(await t.db.select().from(users).where(eq(users.email, body.owner.email))).toHaveLength(0);

    const again = await enrol(body, 'enrol-crash-0001');
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const done = again.body as EnrolmentResponse;
    expect(done).toMatchObject({ status: 'active', charged: { amountCents: body.expected.todayCents, last4: '4242' } });
    expect(await processorAndRecords(key)).toEqual([
      { key, status: 'succeeded', amount: body.expected.todayCents, ours: 1, refunded: 0 },
    ]);
    expect((await intentOf('enrolment', before))[0]?.status).toBe('recorded');
    const third = await enrol(body, 'enrol-crash-0001');
    expect(third.body).toEqual(done);
  });

  it('is recorded by the next billing run when nobody sends it again, and a late retry answers what was recorded', async () => {
    const before = await lastIntentId();
    const body = await cardHousehold();
    dies.afterCharge = true;
    expect((await enrol(body, 'enrol-crash-0002')).status).toBe(500);
    // The lease of the dead request has not run out: the run leaves the intent to it.
    expect((await runBilling(billingDepsOf(t.deps))).interruptedRecorded).toBe(0);
    await leasesRunOut();
    const run = await runBilling(billingDepsOf(t.deps));
    expect(run.interruptedRecorded).toBe(1);
    const [intent] = await intentOf('enrolment', before);
    expect(intent?.status).toBe('recorded');
    expect(await processorAndRecords(intent?.processor_key ?? '')).toMatchObject([{ ours: 1, refunded: 0 }]);
    const [user] = await t.db.select().from(users).where(eq(users.email, body.owner.email));
    expect(user).toBeDefined();
    const late = await enrol(body, 'enrol-crash-0002');
    expect(late.status).toBe(200);
    expect((late.body as EnrolmentResponse).charged.amountCents).toBe(body.expected.todayCents);
  });

  it('is refunded by the billing run when it can no longer be recorded (its e-mail enrolled meanwhile)', async () => {
    const before = await lastIntentId();
    const email = newEmail('taken');
    const body = await cardHousehold(email);
    dies.afterCharge = true;
    expect((await enrol(body, 'enrol-crash-0003')).status).toBe(500);
    // The family enrols again at once, paying in the office: that household is the one kept.
    const cash = household(t, page, { adultPlan: adult, payment: { method: 'cash' }, email });
    expect((await enrol(cash, 'enrol-cash-0003')).status).toBe(200);
    await leasesRunOut();
    const run = await runBilling(billingDepsOf(t.deps));
    expect(run.interruptedRefunded).toBe(1);
    const [intent] = await intentOf('enrolment', before);
    expect(intent?.status).toBe('refunded');
    expect(await processorAndRecords(intent?.processor_key ?? '')).toEqual([
      expect.objectContaining({ ours: 0, amount: body.expected.todayCents, refunded: body.expected.todayCents }),
    ]);
    const late = await enrol(body, 'enrol-crash-0003');
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ errors: { 'owner.email': expect.any(String) } });
  });

  it('is given up when the request died before the processor charged anything', async () => {
    const before = await lastIntentId();
    const body = await cardHousehold();
    dies.beforeCharge = true;
    expect((await enrol(body, 'enrol-crash-0004')).status).toBe(500);
    await leasesRunOut();
    await runBilling(billingDepsOf(t.deps));
    const [intent] = await intentOf('enrolment', before);
    expect(intent?.status).toBe('abandoned');
    expect(await processorAndRecords(intent?.processor_key ?? '')).toEqual([]);
    // Sent again, the enrolment goes on with the card already attached: charged once now.
    const again = await enrol(body, 'enrol-crash-0004');
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await processorAndRecords(intent?.processor_key ?? '')).toMatchObject([{ ours: 1, refunded: 0 }]);
  });
});

describe('another plan paid with the card on file, and a refund, whose request dies after the processor answered', () => {
  it('charges the added plan once when the same request is sent again', async () => {
    const body = await cardHousehold();
    const enrolled = (await enrol(body, 'enrol-for-plan-0005')).body as EnrolmentResponse;
    const ownerId = enrolled.ownerMemberId;
    const before = await lastIntentId();
    const addPlan = (expected: { todayCents: number; recurringCents: number }, key?: string) =>
      t.call({
        method: 'POST',
        url: `/api/v1/users/${deskId}/members/add-additional-subscription`,
        payload: {
          dentistInfoId: downtown,
          memberId: ownerId,
          planId: perio,
          term: 'monthly',
          payment: 'card_on_file',
          expected,
        },
        token: desk,
        ...(key ? { headers: { 'idempotency-key': key } } : {}),
      });
    // Asked at a wrong price, the desk is told the price (409, nothing charged): what the page would show.
    const preview = await addPlan({ todayCents: 0, recurringCents: 0 });
    const priced = (preview.body as { quote?: { todayCents: number; recurringCents: number } }).quote;
    if (!priced) throw new Error(`no quote: ${JSON.stringify(preview.body)}`);
    const add = () =>
      addPlan({ todayCents: priced.todayCents, recurringCents: priced.recurringCents }, 'add-plan-crash-0005');
    dies.afterCharge = true;
    expect((await add()).status).toBe(500);
    const again = await add();
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const [intent] = await intentOf('add_plan', before);
    expect(intent?.status).toBe('recorded');
    expect(await processorAndRecords(intent?.processor_key ?? '')).toEqual([
      expect.objectContaining({ ours: 1, amount: priced.todayCents, refunded: 0 }),
    ]);
  });

  it('refunds once when the same refund request is sent again, and audits it', async () => {
    const body = await cardHousehold();
    const enrolled = (await enrol(body, 'enrol-for-refund-0006')).body as EnrolmentResponse;
    const [charge] = await t.db.select().from(charges).where(eq(charges.ownerMemberId, enrolled.ownerMemberId));
    if (!charge) throw new Error('no charge');
    const refund = () =>
      t.call({
        method: 'POST',
        url: '/api/v1/dentists/refunds',
        payload: { dentistInfoId: downtown, chargeId: charge.id, amountCents: 500, reason: 'requested_by_customer' },
        token: desk,
        headers: { 'idempotency-key': 'refund-crash-0006' },
      });
    dies.afterRefund = true;
    expect((await refund()).status).toBe(500);
    const again = await refund();
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((again.body as RefundResponse).refund).toMatchObject({ amountCents: 500, status: 'succeeded' });
    const ours = await t.db.select().from(refunds).where(eq(refunds.chargeId, charge.id));
    expect(ours.map((r) => [r.amountCents, r.status])).toEqual([[500, 'succeeded']]);
    const [processor] = await queryRows<{ n: number; total: number }>(
      t.db,
      sql`select count(*)::int as n, sum(amount_cents)::int as total from sim_refunds where charge_id = ${charge.processorChargeId}`,
    );
    expect(processor).toEqual({ n: 1, total: 500 });
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.action, 'payment.refund'));
    expect(audited.filter((a) => a.targetId === String(charge.id))).toHaveLength(1);
  });
});

describe("a guarantee's claim whose request dies after the processor paid the practice", () => {
  it('is finished by the same request sent again, paying the practice once', async () => {
    const [stopped] = await queryRows<{ id: number; member_id: number }>(
      t.db,
      sql`select s.id, s.member_id from subscriptions s join members m on m.organization_id = s.organization_id
          and m.id = s.member_id
        where s.status = 'delinquent_gpp' and s.guaranteed and m.office_id = ${downtown} order by s.id limit 1`,
    );
    if (!stopped) throw new Error('the demo has no stopped guaranteed plan at Downtown');
    const claim = () =>
      t.call({
        method: 'POST',
        url: '/api/v1/subscriptions/claimGuarantee',
        payload: { dentistInfoId: downtown, memberId: stopped.member_id, subscriptionId: stopped.id },
        token: desk,
        headers: { 'idempotency-key': 'claim-crash-0008' },
      });
    dies.afterTransfer = true;
    expect((await claim()).status).toBe(500);
    const again = await claim();
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toMatchObject({ claim: { status: 'succeeded' } });
    const [paid] = await queryRows<{ claims: number; transfers: number }>(
      t.db,
      sql`select (select count(*)::int from guarantee_claims where subscription_id = ${stopped.id}) as claims,
        (select count(*)::int from sim_transfers t join guarantee_claims c on t.idempotency_key = 'guarantee_' || c.id
          where c.subscription_id = ${stopped.id}) as transfers`,
    );
    expect(paid).toEqual({ claims: 1, transfers: 1 });
  });
});

describe('an Idempotency-Key whose request died', () => {
  it('is taken over once its lease has run out, rather than answering "still being processed" for ever', async () => {
    const body = await cardHousehold();
    const key = 'enrol-dead-key-0007';
    // What a request killed while holding the key leaves behind: the key claimed, no answer, its lease run out.
    await t.db.insert(idempotencyKeys).values({
      scope: `members-add:${deskId}`,
      key,
      requestHash: requestHash(endpoints.addMembers.body.parse({ ...body, dentistInfoId: downtown })),
      createdAt: t.clock.now(),
      leaseUntil: new Date(Date.now() - 1000),
    });
    const started = Date.now();
    const res = await enrol(body, key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Date.now() - started).toBeLessThan(20_000);
    const [row] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(row?.responseStatus).toBe(200);
  });
});

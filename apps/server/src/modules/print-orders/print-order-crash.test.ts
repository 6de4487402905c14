import type { PrintOrderResponse } from '@mhq/contract';
import { eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import { chargeIntents, printOrders, simCharges } from '../../db/schema';
import { billingDepsOf } from '../../jobs/billing-deps';
import { runBilling } from '../../jobs/billing-run';
import { createTestApp } from '../../test/harness';
import { officePage } from '../enrolment/enrolment.fixtures';

// A print order whose request dies right after the processor charged the practice's card leaves its charge intent
// behind: the same request sent again records the order once, and so does the billing run when nobody comes back.

let diesAfterCharge = false;
const crashing = (sim: PaymentGateway): PaymentGateway => ({
  ...sim,
  charge: async (input) => {
    const answer = await sim.charge(input);
    if (diesAfterCharge) {
      diesAfterCharge = false;
      throw new Error('the process died after the processor charged');
    }
    return answer;
  },
});

const t = await createTestApp({}, undefined, crashing);
const page = await officePage(t, 'demo-downtown');
const downtown = page.office.id;
const owner = await t.login('owner@demo.test');
const body = (quantity: number) => ({
  quantity,
  finish: 'standard',
  planIds: page.plans.slice(0, 1).map((p) => p.id),
  language: 'en',
  shipTo: { name: 'Demo Downtown', line1: '100 Congress Ave', line2: '', city: 'Austin', state: 'TX', zip: '78701' },
});
const order = (quantity: number, key: string) =>
  t.call({
    method: 'POST',
    url: `/api/v1/dentists/${downtown}/print-orders`,
    payload: body(quantity),
    token: owner,
    headers: { 'idempotency-key': key },
  });
const ordersOf = (quantity: number) =>
  t.db.select().from(printOrders).where(eq(printOrders.quantity, quantity)).orderBy(printOrders.id);
const printIntents = () => t.db.select().from(chargeIntents).where(eq(chargeIntents.kind, 'print_order'));
const charged = () => t.db.select().from(simCharges).where(like(simCharges.idempotencyKey, 'print:%'));

describe('a print order whose request dies after the charge', () => {
  it('is recorded once when the same request is sent again', async () => {
    diesAfterCharge = true;
    expect((await order(1000, 'print-crash-0001')).status).toBe(500);
    expect(await ordersOf(1000)).toHaveLength(0);
    expect((await printIntents()).map((i) => i.status)).toEqual(['pending']);
    const again = await order(1000, 'print-crash-0001');
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((again.body as PrintOrderResponse).order).toMatchObject({ status: 'paid', priceCents: 14_900 });
    expect(await ordersOf(1000)).toHaveLength(1);
    expect(await charged()).toHaveLength(1);
  });

  it('is recorded by the billing run when nobody sends it again', async () => {
    diesAfterCharge = true;
    expect((await order(2000, 'print-crash-0002')).status).toBe(500);
    await t.db.execute(
      sql`update charge_intents set lease_until = now() - interval '1 second' where status = 'pending'`,
    );
    const run = await runBilling(billingDepsOf(t.deps));
    expect(run.interruptedRecorded).toBe(1);
    const [row] = await ordersOf(2000);
    expect(row).toMatchObject({ status: 'paid', priceCents: 24_900 });
    expect(await charged()).toHaveLength(2);
    expect((await printIntents()).every((i) => i.status === 'recorded')).toBe(true);
  });
});

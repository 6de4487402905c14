import type { PrintOrderResponse, PrintOrdersResponse } from '@mhq/contract';
import { PAID_PRINT_ORDER_CANCEL, PRINT_QUANTITIES } from '@mhq/domain';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows';
import { auditLog, organizations, printOrders, simCharges, tierPaymentMethods } from '../../db/schema';
import { countRows, createTestApp } from '../../test/harness';
import { officePage } from '../enrolment/enrolment.fixtures';
import { tierFixtures } from '../tiers/tiers.fixtures';
import { NO_PRINT_METHOD } from './print-order-charge';

// Print materials (issue 26, /account/order-info-cards): the brand's quantities at its prices, charged at once to the
// practice's tier payment method through a charge intent; refused payments kept as 'payment_failed'; the platform's
// admins move paid orders through production, shipping and delivery.

const t = await createTestApp();
const { addCard } = tierFixtures(t);
const downtownPage = await officePage(t, 'demo-downtown');
const downtown = downtownPage.office.id;
const riverside = (await officePage(t, 'riverside')).office.id;
const lakesidePage = await officePage(t, 'second-lakeside');
const plans = downtownPage.plans.map((p) => p.id);
const owner = await t.login('owner@demo.test');
const staff = await t.login('staff@demo.test');
const admin = await t.login('platform@demo.test');
const VISION = { host: 'app.visionhq.test' };

const base = (id: number) => `/api/v1/dentists/${id}/print-orders`;
const page = async (token = owner, id = downtown, headers = {}) => {
  const res = await t.call({ method: 'GET', url: base(id), token, headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as PrintOrdersResponse;
};
const body = (over: Record<string, unknown> = {}) => ({
  quantity: 500,
  finish: 'standard',
  planIds: plans.slice(0, 2),
  language: 'en',
  shipTo: { name: 'Demo Downtown', line1: '100 Congress Ave', line2: '', city: 'Austin', state: 'tx', zip: '78701' },
  ...over,
});
const order = (payload: object, token = owner, id = downtown, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: base(id), payload, token, headers });
const move = (orderId: number, payload: object, token = admin) =>
  t.call({ method: 'PUT', url: `/api/v1/admin/print-orders/${orderId}/status`, payload, token });
const orgOf = async (officeId: number) =>
  (await t.db.select().from(printOrders).where(eq(printOrders.officeId, officeId)).limit(1))[0]?.organizationId;
const printCharges = () =>
  t.db.select().from(simCharges).where(like(simCharges.idempotencyKey, 'print:%')).orderBy(simCharges.createdAt);
const written = async () => ({
  orders: await countRows(t.db, 'print_orders'),
  intents: await countRows(t.db, 'charge_intents'),
  charges: (await printCharges()).length,
});

describe('the order page', () => {
  it("offers dental member cards in the brand's quantities at its two prices, on the practice's tier card", async () => {
    const p = await page();
    expect(p).toMatchObject({
      product: 'member_cards',
      planLimit: 4,
      finishes: ['standard', 'premium'],
      mayOrder: true,
    });
    expect(p.quantities).toEqual(
      PRINT_QUANTITIES.dental.map((q) => ({
        quantity: q.quantity,
        priceCents: q.priceCents,
        premiumPriceCents: q.higherPriceCents,
      })),
    );
    expect(p.paymentMethod?.label).toMatch(/ending in \d{4}/);
    expect(p.orders.map((o) => o.status)).toEqual(['in_production', 'shipped']);
    expect(p.plans.map((pl) => pl.id)).toEqual(plans);
  });

  it('offers vision brochures in its own quantities, one price, 3 plans', async () => {
    const p = await page(owner, downtown, VISION);
    expect(p).toMatchObject({ product: 'brochures', planLimit: 3, finishes: ['standard'] });
    expect(p.quantities.map((q) => [q.quantity, q.priceCents, q.premiumPriceCents])).toEqual([
      [250, 21_000, null],
      [500, 33_500, null],
      [750, 41_500, null],
      [1000, 48_000, null],
    ]);
  });

  it('tells an office without a tier method, and lets a standard user look only', async () => {
    expect((await page(await t.login('riverside@demo.test'), riverside)).paymentMethod).toBeNull();
    expect((await page(staff)).mayOrder).toBe(false);
  });
});

describe('ordering', () => {
  it("charges 500 cards at the spec's price to the organization's tier method, once per Idempotency-Key", async () => {
    const before = await written();
    const headers = { 'idempotency-key': 'print-order-test-500' };
    const res = await order(body(), owner, downtown, headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { order: o, _message } = res.body as PrintOrderResponse;
    expect(o).toMatchObject({
      status: 'paid',
      quantity: 500,
      finish: 'standard',
      priceCents: 9_900,
      product: 'member_cards',
    });
    expect(o.shipTo.state).toBe('TX');
    expect(_message).toMatch(/500 member cards are ordered and paid: \$99 on your .* ending in/);
    const again = await order(body(), owner, downtown, headers);
    expect((again.body as PrintOrderResponse).order.id).toBe(o.id);
    expect(await written()).toMatchObject({ orders: before.orders + 1, charges: before.charges + 1 });
    const organizationId = (await orgOf(downtown)) ?? 0;
    const [org] = await t.db.select().from(organizations).where(eq(organizations.id, organizationId));
    const [method] = await t.db
      .select()
      .from(tierPaymentMethods)
      .where(and(eq(tierPaymentMethods.organizationId, organizationId), eq(tierPaymentMethods.isDefault, true)));
    const [row] = await t.db.select().from(printOrders).where(eq(printOrders.id, o.id));
    const charge = (await printCharges()).find((c) => c.id === row?.processorChargeId);
    expect(charge).toMatchObject({
      amountCents: 9_900,
      applicationFeeCents: 0,
      destinationAccountId: null,
      customerId: org?.tierStripeCustomerId,
      paymentMethodId: method?.processorPaymentMethodId,
      status: 'succeeded',
    });
    const [ledger] = await queryRows<{ revenue: number; unbalanced: number }>(
      t.db,
      sql`select sum(e.amount_cents) filter (where e.account = 'platform_print_revenue')::int as revenue,
          sum(e.amount_cents)::int as unbalanced
        from ledger_transactions x join ledger_entries e on e.organization_id = x.organization_id and e.transaction_id = x.id
        where x.organization_id = ${organizationId} and x.kind = 'print_order' and x.description like ${`Print order ${o.id}:%`}`,
    );
    expect(ledger).toEqual({ revenue: 9_900, unbalanced: 0 });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'print_order.paid'), eq(auditLog.targetId, String(o.id))));
    expect(audit?.detail).toMatchObject({ quantity: 500, priceCents: 9_900 });
  });

  it('prices the premium finish at the higher price', async () => {
    const res = await order(body({ quantity: 1000, finish: 'premium' }));
    expect((res.body as PrintOrderResponse).order).toMatchObject({ status: 'paid', priceCents: 21_900 });
  });

  it('prices vision brochures from the vision list on the vision host', async () => {
    const res = await order(body({ quantity: 750, planIds: plans.slice(0, 3) }), owner, downtown, VISION);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as PrintOrderResponse).order).toMatchObject({ product: 'brochures', priceCents: 41_500 });
    const [row] = await t.db
      .select()
      .from(printOrders)
      .where(eq(printOrders.id, (res.body as PrintOrderResponse).order.id));
    expect((await printCharges()).find((c) => c.id === row?.processorChargeId)?.amountCents).toBe(41_500);
  });

  it.each([
    ['a quantity the brand does not print', body({ quantity: 750 }), {}, /quantities offered: 250, 500, 1000/],
    ['a premium vision brochure', body({ finish: 'premium' }), VISION, /one finish only/],
    ['more plans than the card holds', body({ planIds: [...plans, ...plans].slice(0, 5) }), {}, /at most 4 plans/],
    [
      'more plans than the brochure holds',
      body({ planIds: [...plans, ...plans].slice(0, 4) }),
      VISION,
      /at most 3 plans/,
    ],
    ['no plan', body({ planIds: [] }), {}, /Choose the plans to print/],
    ['a bad ZIP', body({ shipTo: { ...body().shipTo, zip: '7870' } }), {}, /./],
  ])('refuses %s with 400 and charges nothing', async (_, payload, headers, message) => {
    const before = await written();
    const res = await order(payload, owner, downtown, headers as Record<string, string>);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect((res.body as { _message: string })._message).toMatch(message);
    expect(await written()).toEqual(before);
  });

  it("answers 404 for another practice's plan or office, 403 for a standard user", async () => {
    const before = await written();
    expect((await order(body({ planIds: [lakesidePage.plans[0]?.id ?? 0] }))).status).toBe(404);
    expect((await order(body(), await t.login('owner2@demo.test'))).status).toBe(404);
    expect((await order(body(), staff)).status).toBe(403);
    expect(await written()).toEqual(before);
  });

  it('tells an office without a tier payment method where to add one, and charges nothing', async () => {
    const before = await written();
    const res = await order(body({ planIds: [] }), await t.login('riverside@demo.test'), riverside);
    expect(res.status).toBe(400);
    const withPlan = await order(
      body({ planIds: (await officePage(t, 'riverside')).plans.slice(0, 1).map((p) => p.id) }),
      await t.login('riverside@demo.test'),
      riverside,
    );
    expect(withPlan).toMatchObject({ status: 400, body: { _message: NO_PRINT_METHOD } });
    expect(NO_PRINT_METHOD).toMatch(/nothing was charged.*Settings > Billing/);
    expect(await written()).toEqual(before);
  });

  it("keeps a refused payment as 'payment_failed' with the processor's words, and pays it once the card is fixed", async () => {
    const token = await t.login('riverside@demo.test');
    const planIds = (await officePage(t, 'riverside')).plans.slice(0, 1).map((p) => p.id);
    await addCard(token, riverside, '4000000000000341');
    const res = await order(body({ planIds, quantity: 250 }), token, riverside);
    expect(res.status, JSON.stringify(res.body)).toBe(402);
    expect((res.body as { _message: string })._message).toMatch(/declined.*saved as 'Payment failed'/is);
    const [failed] = await t.db
      .select()
      .from(printOrders)
      .where(eq(printOrders.officeId, riverside))
      .orderBy(desc(printOrders.id));
    expect(failed).toMatchObject({ status: 'payment_failed', paidAt: null, processorChargeId: null });
    expect(failed?.failureMessage).toMatch(/declined/i);
    const both = await addCard(token, riverside, '4242424242424242');
    const good = both.methods.find((m) => m.last4 === '4242');
    const made = await t.call({
      method: 'POST',
      url: '/api/v1/dentists/setDefaultTierPaymentMethod',
      token,
      payload: { dentistInfoId: riverside, paymentMethodId: good?.id },
    });
    expect(made.status).toBe(200);
    const pay = await t.call({ method: 'POST', url: `${base(riverside)}/${failed?.id}/pay`, token });
    expect(pay.status, JSON.stringify(pay.body)).toBe(200);
    expect((pay.body as PrintOrderResponse).order).toMatchObject({
      status: 'paid',
      priceCents: 7_900,
      failureMessage: null,
    });
    const twice = await t.call({ method: 'POST', url: `${base(riverside)}/${failed?.id}/pay`, token });
    expect(twice.status).toBe(409);
    // Another office's order is not found from this one.
    expect((await t.call({ method: 'POST', url: `${base(downtown)}/${failed?.id}/pay`, token: owner })).status).toBe(
      404,
    );
  });
});

describe("the platform admins' handling", () => {
  it("lists every practice's orders, and is not there for an office user", async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/admin/print-orders', token: admin });
    expect(res.status).toBe(200);
    const orders = (res.body as { orders: { officeName: string; status: string }[] }).orders;
    expect(new Set(orders.map((o) => o.officeName)).size).toBeGreaterThan(1);
    const paid = await t.call({ method: 'GET', url: '/api/v1/admin/print-orders?status=shipped', token: admin });
    expect((paid.body as { orders: { status: string }[] }).orders.every((o) => o.status === 'shipped')).toBe(true);
    expect((await t.call({ method: 'GET', url: '/api/v1/admin/print-orders', token: owner })).status).toBe(404);
  });

  it('moves a paid order to production, shipped with its tracking number, delivered; audited', async () => {
    const created = await order(body({ quantity: 250 }));
    const id = (created.body as PrintOrderResponse).order.id;
    expect((await move(id, { status: 'in_production' })).status).toBe(200);
    const noTracking = await move(id, { status: 'shipped' });
    expect(noTracking).toMatchObject({ status: 400, body: { _message: 'Enter the tracking number of the shipment.' } });
    const shipped = await move(id, { status: 'shipped', trackingNumber: '1Z999AA10123456784' });
    expect((shipped.body as PrintOrderResponse).order).toMatchObject({
      status: 'shipped',
      trackingNumber: '1Z999AA10123456784',
    });
    expect((await move(id, { status: 'in_production' })).status).toBe(400);
    const delivered = await move(id, { status: 'delivered' });
    expect((delivered.body as PrintOrderResponse).order.status).toBe('delivered');
    const moves = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'print_order.status_changed'), eq(auditLog.targetId, String(id))));
    expect(moves.map((m) => (m.detail as { to: string }).to)).toEqual(['in_production', 'shipped', 'delivered']);
    expect((await move(id, { status: 'in_production' }, owner)).status).toBe(404);
  });

  it('refuses to cancel a paid order (no refund path), and cancels a refused one', async () => {
    const created = await order(body({ quantity: 250 }));
    const id = (created.body as PrintOrderResponse).order.id;
    expect(await move(id, { status: 'canceled' })).toMatchObject({
      status: 409,
      body: { _message: PAID_PRINT_ORDER_CANCEL },
    });
    const [failed] = await t.db.select().from(printOrders).where(eq(printOrders.status, 'payment_failed')).limit(1);
    if (failed) expect((await move(failed.id, { status: 'canceled', note: 'Card never fixed' })).status).toBe(200);
    const riversideFailed = await t.db.select().from(printOrders).where(eq(printOrders.officeId, riverside));
    expect(riversideFailed.length).toBeGreaterThan(0);
  });
});

import type { FinancesResponse } from '@mhq/contract';
import { formatUsDay, utcDayOf } from '@mhq/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows';
import { charges } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { officePage } from '../enrolment/enrolment.fixtures';
import { chargesOf, enrolByCard } from '../subscriptions/subscription-cash.fixtures';
import { expectNothingWritten } from '../subscriptions/subscription-changes.fixtures';

// Spec 01: a full refund is possible before 90 days. Past that, a payment may still be refunded in part (issue 21).

const t = await createTestApp();
const page = await officePage(t, 'demo-downtown');
const downtown = page.office.id;
const admin = await t.login('admin@demo.test');
const DAY = 86_400_000;

/** A household's card payment, dated `daysAgo` days before today: what is left of it to refund. */
async function paymentOf(daysAgo: number) {
  const h = await enrolByCard(t, page, { child: false });
  const [charge] = await chargesOf(t, h.ownerMemberId);
  if (!charge) throw new Error('no charge');
  const paidAt = new Date(t.clock.now().getTime() - daysAgo * DAY);
  await t.db.update(charges).set({ createdAt: paidAt }).where(eq(charges.id, charge.id));
  const [fees] = await queryRows<{ total: number }>(
    t.db,
    sql`select coalesce(sum(amount_cents), 0)::int as total from charge_items where charge_id = ${charge.id} and kind = 'setup_fee'`,
  );
  return { h, charge, paidOn: utcDayOf(paidAt), refundable: charge.amountCents - (fees?.total ?? 0) };
}

const refund = (body: Record<string, unknown>) =>
  t.call({
    method: 'POST',
    url: '/api/v1/dentists/refunds',
    payload: { dentistInfoId: downtown, ...body },
    token: admin,
  });

const shown = async (ownerMemberId: number) => {
  const res = await t.call({
    method: 'POST',
    url: `/api/v1/office/${downtown}/members/finances/${ownerMemberId}/1970`,
    token: admin,
  });
  return (res.body as FinancesResponse).charges[0];
};

describe('a full refund only within 90 days of the payment', () => {
  it('refuses a full refund of a payment over a year old with 400, naming the day, and writes nothing', async () => {
    const { h, charge, paidOn, refundable } = await paymentOf(400);
    expect(await shown(h.ownerMemberId)).toMatchObject({ refundableCents: refundable, fullRefundAllowed: false });
    const message = `A full refund is possible within 90 days of the payment; this one was paid on ${formatUsDay(paidOn)}. Refund part of it instead.`;
    const all = await expectNothingWritten(t, () => refund({ chargeId: charge.id }), 400, message);
    expect(all.body).toMatchObject({ errors: { amountCents: message } });
    await expectNothingWritten(t, () => refund({ chargeId: charge.id, amountCents: refundable }), 400, message);
  });

  it('still refunds part of an old payment', async () => {
    const { charge, refundable } = await paymentOf(120);
    const res = await refund({ chargeId: charge.id, amountCents: refundable - 1_000 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ refund: { amountCents: refundable - 1_000 } });
  });

  it('refunds a payment of 89 days in full', async () => {
    const { h, charge, refundable } = await paymentOf(89);
    expect(await shown(h.ownerMemberId)).toMatchObject({ fullRefundAllowed: true });
    const res = await refund({ chargeId: charge.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ refund: { amountCents: refundable } });
  });
});

import type { ActivityItem, ActivityResponse } from '@mhq/contract';
import { ACTIVITY_KINDS } from '@mhq/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, campaigns, charges, members, offices, payouts, plans, subscriptions } from '../../db/schema';
import { createTestApp } from '../../test/harness';

// The office's activity feed (/dentist-new/activity, issue 26).

const t = await createTestApp();
const officeOf = async (slug: string) => {
  const [o] = await t.db.select().from(offices).where(eq(offices.slug, slug));
  if (!o) throw new Error(`demo seed lacks ${slug}`);
  return o;
};
const downtown = await officeOf('demo-downtown');
const lakeside = await officeOf('second-lakeside');
const owner = await t.login('owner@demo.test');
const staff = await t.login('staff@demo.test');

const feed = async (query: string, token = owner, officeId = downtown.id) => {
  const res = await t.call({ method: 'GET', url: `/api/v1/dentists/${officeId}/activity?${query}`, token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ActivityResponse;
};

/** Every line of the office's feed, page after page. */
async function everything(query: string, limit: number): Promise<ActivityItem[]> {
  const all: ActivityItem[] = [];
  let before: string | null = null;
  for (let page = 0; page < 100; page++) {
    const answer: ActivityResponse = await feed(
      `${query}&limit=${limit}${before ? `&before=${encodeURIComponent(before)}` : ''}`,
    );
    all.push(...answer.items);
    before = answer.next;
    if (!before) return all;
  }
  throw new Error('the feed never ended');
}

// The kinds the demo has no rows of, made the way the office makes them: a refund, a price change, a campaign.
const [paid] = await t.db
  .select()
  .from(charges)
  .where(and(eq(charges.officeId, downtown.id), eq(charges.status, 'succeeded'), eq(charges.method, 'card')))
  .orderBy(desc(charges.createdAt))
  .limit(1);
if (!paid) throw new Error('Downtown has no card payment');
const refunded = await t.call({
  method: 'POST',
  url: '/api/v1/dentists/refunds',
  token: owner,
  payload: { dentistInfoId: downtown.id, chargeId: paid.id, amountCents: 500, reason: 'duplicate' },
});
if (refunded.status !== 200) throw new Error(`refund: ${JSON.stringify(refunded.body)}`);
const [plan] = await t.db
  .select()
  .from(plans)
  .where(
    and(
      eq(plans.officeId, downtown.id),
      sql`exists (select 1 from ${subscriptions} s where s.plan_id = ${plans.id} and s.status = 'active')`,
    ),
  )
  .limit(1);
if (!plan) throw new Error('Downtown has no plan with members');
const priced = await t.call({
  method: 'POST',
  url: `/api/v1/dentists/${downtown.id}/custom-memberships/changePlanPrice`,
  token: owner,
  payload: { planId: plan.id, pricing: { monthly: plan.priceCents + 500, annually: plan.annualPriceCents + 5_000 } },
});
if (priced.status !== 200) throw new Error(`price change: ${JSON.stringify(priced.body)}`);
const [campaign] = await t.db
  .insert(campaigns)
  .values({
    organizationId: downtown.organizationId,
    officeId: downtown.id,
    name: 'Holiday smiles',
    channel: 'sms',
    language: 'es',
    body: 'Hola',
    status: 'sent',
    startedAt: t.clock.now(),
    finishedAt: t.clock.now(),
  })
  .returning();
await t.db.insert(campaigns).values({
  organizationId: lakeside.organizationId,
  officeId: lakeside.id,
  name: 'Lakeside secret',
  channel: 'email',
  body: 'x',
  status: 'sent',
  startedAt: t.clock.now(),
});

describe('the activity feed', () => {
  it('lists every kind of line, newest first, each linking to its member or payout, and audits the read', async () => {
    const all = await everything('', 50);
    const kinds = new Set(all.map((i) => i.kind));
    expect([...kinds].sort()).toEqual([...ACTIVITY_KINDS].sort());
    for (let i = 1; i < all.length; i++) expect((all[i - 1]?.at ?? '') >= (all[i]?.at ?? '')).toBe(true);
    for (const item of all) {
      if (item.kind === 'payout') expect(item.payoutId).toBe(item.id);
      else if (item.kind === 'campaign') expect(item.campaignId).toBe(item.id);
      else expect(item.memberId, item.kind).not.toBeNull();
    }
    expect(all.find((i) => i.kind === 'refund')).toMatchObject({ amountCents: 500, memberId: paid.ownerMemberId });
    expect(all.find((i) => i.kind === 'campaign')).toMatchObject({ campaignId: campaign?.id });
    expect(all.find((i) => i.kind === 'price_change')?.summary).toContain(plan.name);
    const lines = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'activity.read'), eq(auditLog.officeId, downtown.id)));
    expect(lines.length).toBeGreaterThanOrEqual(1);
  });

  it('filters by kind and by date range', async () => {
    const payments = await feed('kinds=payment&limit=50');
    expect(payments.items.length).toBeGreaterThan(0);
    expect(payments.items.every((i) => i.kind === 'payment')).toBe(true);
    const two = await everything('kinds=refund,payout', 50);
    expect(new Set(two.map((i) => i.kind))).toEqual(new Set(['refund', 'payout']));

    const today = t.clock.now().toISOString().slice(0, 10);
    const sinceToday = await everything(`from=${today}&to=${today}`, 50);
    expect(sinceToday.length).toBeGreaterThan(0);
    expect(sinceToday.every((i) => i.at.slice(0, 10) === today)).toBe(true);
    expect((await feed('from=2001-01-01&to=2001-01-31')).items).toEqual([]);
  });

  it('pages with a cursor, no line skipped or repeated', async () => {
    const whole = await everything('', 50);
    const paged = await everything('', 7);
    expect(paged.map((i) => `${i.kind}:${i.id}`)).toEqual(whole.map((i) => `${i.kind}:${i.id}`));
    const first = await feed('limit=7');
    expect(first.items).toHaveLength(7);
    expect(first.next).not.toBeNull();
  });

  it("never shows another office's lines", async () => {
    const all = await everything('', 50);
    const memberIds = [...new Set(all.flatMap((i) => (i.memberId ? [i.memberId] : [])))];
    const owners = await t.db
      .select({ id: members.id, officeId: members.officeId })
      .from(members)
      .where(sql`${members.id} = any(${`{${memberIds.join(',')}}`}::int[])`);
    expect(owners.every((m) => m.officeId === downtown.id)).toBe(true);
    const payoutRows = await t.db.select({ id: payouts.id, officeId: payouts.officeId }).from(payouts);
    const ours = new Set(payoutRows.filter((p) => p.officeId === downtown.id).map((p) => p.id));
    expect(all.filter((i) => i.kind === 'payout').every((i) => ours.has(i.id))).toBe(true);
    expect(all.some((i) => i.summary.includes('Lakeside secret'))).toBe(false);
    // Another practice's owner gets 'not found'; a standard dentist may not see the office's money.
    const other = await t.login('owner2@demo.test');
    expect(
      (await t.call({ method: 'GET', url: `/api/v1/dentists/${downtown.id}/activity`, token: other })).status,
    ).toBe(404);
    expect(
      (await t.call({ method: 'GET', url: `/api/v1/dentists/${downtown.id}/activity`, token: staff })).status,
    ).toBe(403);
  });

  it('answers 400 with a message for bad filters', async () => {
    for (const bad of [
      'kinds=payment,lottery',
      'from=2026-13-01',
      'from=2026-11-30&to=2026-11-01',
      'before=yesterday',
      'limit=500',
      'limit=0',
    ]) {
      const res = await t.call({ method: 'GET', url: `/api/v1/dentists/${downtown.id}/activity?${bad}`, token: owner });
      expect(res.status, bad).toBe(400);
      expect(res.body, bad).toHaveProperty('_message');
    }
  });
});

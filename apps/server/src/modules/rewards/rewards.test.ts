import type { AdminLaunchRewardsResponse, RewardsResponse } from '@mhq/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, launchRewards, members, offices, plans, subscriptions } from '../../db/schema';
import { recordLaunchRewards } from '../../jobs/launch-rewards';
import { countRows, createTestApp } from '../../test/harness';

// Launch rewards (issue 26): $25, $50 and $100 when an office's active members first reach 30, 60 and 90, recorded
// once each; the office sees them, the platform's admins mark them paid.

const t = await createTestApp();
const [lakesideRow] = await t.db.select().from(offices).where(eq(offices.slug, 'second-lakeside'));
if (!lakesideRow) throw new Error('demo seed lacks second-lakeside');
const lakeside = lakesideRow;
const [plan] = await t.db.select().from(plans).where(eq(plans.officeId, lakeside.id)).limit(1);
if (!plan) throw new Error('Lakeside has no plan');
const owner2 = await t.login('owner2@demo.test');
const owner = await t.login('owner@demo.test');
const platform = await t.login('platform@demo.test');

const rewardsOf = async (token = owner2, officeId = lakeside.id) => {
  const res = await t.call({ method: 'GET', url: `/api/v1/dentists/${officeId}/rewards`, token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as RewardsResponse;
};
const rowsOf = () => t.db.select().from(launchRewards).where(eq(launchRewards.officeId, lakeside.id));

let added = 0;
/** Enrols `n` more active members at Lakeside (each their own household), as the database counts them. */
async function enrol(n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    added++;
    const [m] = await t.db
      .insert(members)
      .values({
        organizationId: lakeside.organizationId,
        officeId: lakeside.id,
        firstName: 'Reward',
        lastName: `Patient${added}`,
        birthDate: '1980-01-01',
      })
      .returning({ id: members.id });
    if (!m) throw new Error('member insert failed');
    await t.db.insert(subscriptions).values({
      organizationId: lakeside.organizationId,
      memberId: m.id,
      planId: plan?.id ?? 0,
      status: 'active',
      priceCents: 2_500,
    });
    ids.push(m.id);
  }
  return ids;
}

async function cancel(memberIds: number[]) {
  await t.db.update(subscriptions).set({ status: 'canceled' }).where(inArray(subscriptions.memberId, memberIds));
}

describe('launch rewards', () => {
  it('records $25 at 30, $50 at 60 and $100 at 90 active members, once each and none before', async () => {
    const start = (await rewardsOf()).activeMembers;
    expect(start).toBeLessThan(30);
    await enrol(29 - start);
    const at29 = await rewardsOf();
    expect(at29.activeMembers).toBe(29);
    expect(at29.thresholds.every((th) => th.reward === null)).toBe(true);
    expect(at29.next).toEqual({ threshold: 30, rewardCents: 2_500, membersToGo: 1 });
    expect(await rowsOf()).toHaveLength(0);

    await enrol(1);
    // The job and the office's page record it at the same time: still one reward.
    await Promise.all([recordLaunchRewards(t.db, t.clock), rewardsOf(), recordLaunchRewards(t.db, t.clock)]);
    const at30 = await rewardsOf();
    expect(at30.thresholds[0]?.reward).toMatchObject({
      threshold: 30,
      amountCents: 2_500,
      status: 'earned',
      membersAtEarning: 30,
    });
    expect(at30.next).toEqual({ threshold: 60, rewardCents: 5_000, membersToGo: 30 });
    expect(await rowsOf()).toHaveLength(1);

    await enrol(29);
    await recordLaunchRewards(t.db, t.clock);
    expect((await rowsOf()).map((r) => r.threshold)).toEqual([30]);
    await enrol(1);
    await recordLaunchRewards(t.db, t.clock);
    await enrol(29);
    expect((await rewardsOf()).next).toEqual({ threshold: 90, rewardCents: 10_000, membersToGo: 1 });
    const last = await enrol(1);
    await rewardsOf();
    const rows = (await rowsOf()).sort((a, b) => a.threshold - b.threshold);
    expect(rows.map((r) => [r.threshold, Number(r.amountCents), r.membersAtEarning])).toEqual([
      [30, 2_500, 30],
      [60, 5_000, 60],
      [90, 10_000, 90],
    ]);
    expect((await rewardsOf()).next).toBeNull();

    // Falling back below 90 and reaching it again earns nothing more.
    await cancel(last);
    await rewardsOf();
    await enrol(1);
    await recordLaunchRewards(t.db, t.clock);
    expect(await rowsOf()).toHaveLength(3);
  });

  it('lets a platform admin mark a reward paid, audited, once; the office sees it paid', async () => {
    const listed = await t.call({ method: 'GET', url: '/api/v1/admin/launch-rewards', token: platform });
    expect(listed.status).toBe(200);
    const toPay = (listed.body as AdminLaunchRewardsResponse).rewards.filter((r) => r.officeId === lakeside.id);
    expect(toPay.map((r) => r.threshold).sort((a, b) => a - b)).toEqual([30, 60, 90]);

    const url = `/api/v1/admin/launch-rewards/${lakeside.id}/30/paid`;
    // Office users never reach the admins' calls.
    expect((await t.call({ method: 'POST', url, token: owner2 })).status).toBe(404);
    const paid = await t.call({ method: 'POST', url, token: platform });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ reward: { threshold: 30, status: 'paid', paidBy: 'Alex Morgan' } });
    const again = await t.call({ method: 'POST', url, token: platform });
    expect(again.status).toBe(409);
    expect(again.body).toHaveProperty('_message');
    const lines = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'launch_reward.paid'), eq(auditLog.officeId, lakeside.id)));
    expect(lines).toHaveLength(1);
    expect((await rewardsOf()).thresholds[0]?.reward?.status).toBe('paid');

    const before = await countRows(t.db, 'audit_log');
    for (const bad of ['45', 'abc', '0']) {
      const res = await t.call({
        method: 'POST',
        url: `/api/v1/admin/launch-rewards/${lakeside.id}/${bad}/paid`,
        token: platform,
      });
      expect(res.status, bad).toBe(400);
      expect(res.body).toHaveProperty('_message');
    }
    expect(await countRows(t.db, 'audit_log')).toBe(before);
  });

  it("never shows one office another's rewards", async () => {
    const res = await t.call({ method: 'GET', url: `/api/v1/dentists/${lakeside.id}/rewards`, token: owner });
    expect(res.status).toBe(404);
  });

  it("shows the dental brand's season of giving: its tiers, the prize, and the office's new members", async () => {
    const season = (await rewardsOf()).season;
    expect(season).toMatchObject({ style: 'tiers', prizeCents: 25_000, upToCents: 55_000 });
    expect(season?.tiers).toEqual([
      { minMembers: 20, rewardCents: 10_000 },
      { minMembers: 30, rewardCents: 20_000 },
      { minMembers: 40, rewardCents: 30_000 },
    ]);
  });
});

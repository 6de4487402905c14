import type { DashboardResponse, EnrolmentResponse, MultiDashboardResponse } from '@mhq/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows';
import { createTestApp } from '../../test/harness';
import { officeSummaries } from '../../test/office-summaries';
import { enrolledByCard, officePage, planNamed } from '../enrolment/enrolment.fixtures';

// The per-location summaries the master dashboard reads (migration 0020) are kept by the database in the transaction of
// each change: after every kind of change they must equal the same figures counted afresh from the rows themselves.

const t = await createTestApp();
const page = await officePage(t, 'demo-downtown');
const downtown = page.office.id;
const uptown = (await officePage(t, 'demo-uptown')).office.id;
const adult = planNamed(page, 'Adult Wellness');
/** Signed in again whenever a test moves the clock past the session's life. */
let owner = await t.login('owner@demo.test');

async function expectSummariesExact(after: string) {
  const { kept, counted } = await officeSummaries(t.db);
  expect(kept, after).toEqual(counted);
}

/** Each location of the master dashboard shows what its own office dashboard shows; answers the 'renewal' total. */
async function expectDashboardsAgree() {
  const res = await t.call({ method: 'GET', url: `/api/v1/multi-location/dashboard/${downtown}`, token: owner });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  for (const location of (res.body as MultiDashboardResponse).locations) {
    const own = await t.call({ method: 'GET', url: `/api/v1/dentists/${location.officeId}/dashboard`, token: owner });
    const d = own.body as DashboardResponse;
    expect(location.figures.members, location.name).toEqual(d.members);
    expect(location.figures.revenue.netCents, location.name).toBe(d.thisMonth.netCents);
    expect(location.months, location.name).toEqual(
      d.months.map((m) => ({ month: m.month, enrolled: m.enrolled, netCents: m.netCents })),
    );
  }
  return (res.body as MultiDashboardResponse).total.members.renewal;
}

const exec = (query: ReturnType<typeof sql>) => t.db.execute(query);

describe('the per-location summaries', () => {
  let enrolled: EnrolmentResponse;
  let chargeId: number;
  let subscriptionId: number;

  it('start equal to the rows they count (the migration filled them)', async () => {
    const before = (await officeSummaries(t.db)).kept;
    expect(before.statuses.length).toBeGreaterThan(0);
    expect(before.revenue.length).toBeGreaterThan(0);
    await expectSummariesExact('migration');
  });

  it('follow an enrolment and its payment', async () => {
    enrolled = await enrolledByCard(t, page, adult);
    const [charge] = await queryRows<{ id: number; sub: number }>(
      t.db,
      sql`select c.id, s.id as sub from charges c join subscriptions s
            on s.organization_id = c.organization_id and s.member_id = c.owner_member_id
          where c.owner_member_id = ${enrolled.ownerMemberId} order by c.id desc limit 1`,
    );
    if (!charge) throw new Error('the enrolment took no payment');
    chargeId = Number(charge.id);
    subscriptionId = Number(charge.sub);
    await expectSummariesExact('enrolment');
    await expectDashboardsAgree();
  });

  it('follow a refund, from asked to settled', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/dentists/refunds',
      payload: { dentistInfoId: downtown, chargeId, amountCents: 500, reason: 'requested_by_customer' },
      token: owner,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await expectSummariesExact('refund');
    await expectDashboardsAgree();
  });

  it('follow a status change and a cancellation', async () => {
    await exec(sql`update subscriptions set status = 'past_due' where id = ${subscriptionId}`);
    await expectSummariesExact('past due');
    await exec(
      sql`update subscriptions set status = 'canceled', canceled_at = ${t.clock.now().toISOString()}::timestamptz
        where id = ${subscriptionId}`,
    );
    await expectSummariesExact('canceled');
    await expectDashboardsAgree();
  });

  it('follow a dispute opened, lost, and removed', async () => {
    const [d] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into disputes (organization_id, office_id, charge_id, owner_member_id, processor_dispute_id,
          amount_cents, platform_fee_cents, reason, status, opened_at)
        select organization_id, office_id, id, owner_member_id, 'dp_summaries_test', 1000, 30, 'fraudulent',
          'needs_response', now()
        from charges where id = ${chargeId} returning id`,
    );
    await exec(sql`update charges set status = 'disputed' where id = ${chargeId}`);
    await expectSummariesExact('dispute opened');
    await exec(sql`update disputes set status = 'lost', closed_at = now() where id = ${d?.id}`);
    await exec(sql`update charges set status = 'dispute_lost' where id = ${chargeId}`);
    await expectSummariesExact('dispute lost');
    await expectDashboardsAgree();
    await exec(sql`update disputes set amount_cents = 1200 where id = ${d?.id}`);
    await expectSummariesExact('dispute amount changed');
    await exec(sql`delete from disputes where id = ${d?.id}`);
    await expectSummariesExact('dispute removed');
  });

  it('follow a guarantee claim paid', async () => {
    const [claim] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into guarantee_claims (organization_id, office_id, subscription_id, member_id, amount_cents,
          commitment_year_start, period_start, period_end, months, status, created_at, lease_until)
        select organization_id, ${downtown}, id, member_id, 4500, current_date, current_date, current_date + 90, 3,
          'pending', now(), now()
        from subscriptions where id = ${subscriptionId} returning id`,
    );
    await expectSummariesExact('claim pending');
    await exec(sql`update guarantee_claims set status = 'succeeded', settled_at = now() where id = ${claim?.id}`);
    await expectSummariesExact('claim paid');
    await expectDashboardsAgree();
  });

  it('follow members moved to another location, and a charge moved with its refunds', async () => {
    await exec(
      sql`update members set office_id = ${uptown}
        where id = ${enrolled.ownerMemberId} or account_owner_id = ${enrolled.ownerMemberId}`,
    );
    await expectSummariesExact('members moved');
    await exec(sql`update charges set office_id = ${uptown} where id = ${chargeId}`);
    await expectSummariesExact('charge moved');
    await expectDashboardsAgree();
  });

  it('follow a member deleted', async () => {
    await exec(sql`update members set deleted_at = now() where id = ${enrolled.ownerMemberId}`);
    await expectSummariesExact('deleted');
    await expectDashboardsAgree();
  });

  it("count 'renewal' exactly as the list does, whatever the day and time (29 February included)", async () => {
    // Subscriptions begun at scattered hours over the last five years, one of them on 29 February 2024.
    await exec(
      sql`update subscriptions set created_at = ${t.clock.now().toISOString()}::timestamptz
        - ((id * 7919) % 43800) * interval '1 hour'`,
    );
    await exec(sql`update subscriptions set created_at = '2024-02-29T10:00:00Z' where id = ${subscriptionId}`);
    await expectSummariesExact('created moved');
    const start = t.clock.now();
    const [some] = await queryRows<{ at: string }>(
      t.db,
      sql`select to_char((created_at + interval '3 years' - interval '30 days') at time zone 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
        from subscriptions where status = 'active' order by id limit 1`,
    );
    const edge = new Date(some?.at ?? start).getTime();
    let renewing = 0;
    for (const at of [
      '2028-02-01T00:00:00Z',
      '2027-02-10T13:30:00Z',
      '2027-12-20T23:59:59Z',
      '2029-01-30T10:00:00Z',
      new Date(edge).toISOString(),
      new Date(edge + 1).toISOString(),
      new Date(edge - 1).toISOString(),
      start.toISOString(),
    ]) {
      t.clock.set(new Date(at));
      owner = await t.login('owner@demo.test');
      renewing += await expectDashboardsAgree();
    }
    expect(renewing).toBeGreaterThan(0);
    t.clock.set(start);
    owner = await t.login('owner@demo.test');
  });

  it('follow a statement that changes many members at once, and one that changes nothing', async () => {
    await exec(
      sql`update subscriptions s set status = 'past_due' from members m
        where m.organization_id = s.organization_id and m.id = s.member_id and m.office_id = ${downtown}
          and s.status = 'active'`,
    );
    await expectSummariesExact('many past due');
    const before = (await officeSummaries(t.db)).kept;
    await exec(
      sql`update subscriptions s set auto_renew = s.auto_renew from members m
        where m.organization_id = s.organization_id and m.id = s.member_id and m.office_id = ${uptown}`,
    );
    expect((await officeSummaries(t.db)).kept).toEqual(before);
    await expectDashboardsAgree();
  });
});

import {
  addDays,
  changedPriceCents,
  countsAsActive,
  formulaOf,
  isSubscriptionStatus,
  type PresetType,
  planMinimumMonthlyCents,
  priceForTerm,
  recommendedPricing,
  SUBSCRIPTION_STATUSES,
  TENANTS,
  usualFeeCodesFor,
  utcDayOf,
} from '@mhq/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  charges,
  disputes,
  locationGroupOffices,
  locationGroups,
  members,
  offices,
  officeUsers,
  officeUsualFees,
  organizations,
  planSettings,
  plans,
  subscriptions,
  systemSettings,
  users,
} from '../db/schema';
import { enrolPlan } from '../modules/enrolment/household';
import { createTestApp } from '../test/harness';
import { harborOffices } from './demo-multi-location';
import { seedDemo } from './demo-seed';

const t = await createTestApp();
const [demo] = await t.db.select().from(organizations).where(sql`${organizations.name} like 'Demo%'`);
// The seed's own day: a run that crosses midnight still compares with the day the data was written for.
const [seeded] = await t.db.select().from(systemSettings).where(eq(systemSettings.key, 'demo_seeded'));
if (!seeded) throw new Error('the demo seed wrote no demo_seeded setting');
const seededAt = new Date((seeded.value as { at: string }).at);
const today = utcDayOf(seededAt);

describe('demo data', () => {
  it('gives the Demo organization about 40 households covering every subscription status', async () => {
    if (!demo) throw new Error('no Demo organization');
    const households = await t.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.organizationId, demo.id), isNull(members.accountOwnerId)));
    expect(households.length).toBeGreaterThanOrEqual(38);
    expect(households.length).toBeLessThanOrEqual(45);
    const statuses = await t.db
      .selectDistinct({ status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.organizationId, demo.id));
    expect(statuses.map((s) => s.status).sort()).toEqual([...SUBSCRIPTION_STATUSES].sort());
  });

  it('makes the demo patient an account owner with family', async () => {
    const [owner] = await t.db.select().from(members).where(eq(members.email, 'patient@demo.test'));
    if (!owner) throw new Error('no demo patient member');
    const family = await t.db.select().from(members).where(eq(members.accountOwnerId, owner.id));
    expect(family.length).toBe(3);
    expect(owner.relationship).toBe('myself');
  });

  it('gives every office plan settings and a usual fee for every dental and eye-care code', async () => {
    const codes = [...usualFeeCodesFor('dental'), ...usualFeeCodesFor('vision')].map((c) => c.code).sort();
    for (const office of await t.db.select().from(offices)) {
      const fees = await t.db.select().from(officeUsualFees).where(eq(officeUsualFees.officeId, office.id));
      expect(fees.map((f) => f.code).sort()).toEqual(codes);
      const [settings] = await t.db.select().from(planSettings).where(eq(planSettings.officeId, office.id));
      expect(settings).toMatchObject({ familyDiscountTwo: 5, familyDiscountThree: 10, familyDiscountFour: 15 });
    }
  });

  it('prices every seeded plan by the recommended-pricing rule, with a draft and an archived plan at Downtown', async () => {
    const [downtown] = await t.db.select().from(offices).where(eq(offices.slug, 'demo-downtown'));
    const rows = await t.db.select().from(plans);
    for (const plan of rows) {
      const fees = await t.db.select().from(officeUsualFees).where(eq(officeUsualFees.officeId, plan.officeId));
      const minimum = planMinimumMonthlyCents('dental', plan.presetType as PresetType | null);
      const pricing = recommendedPricing(
        formulaOf(plan.priceCodes),
        Object.fromEntries(fees.map((f) => [f.code, f.feeCents])),
        minimum,
      );
      expect({ monthly: plan.priceCents, annually: plan.annualPriceCents }, plan.name).toEqual({
        monthly: pricing.monthly,
        annually: pricing.annually,
      });
      expect(plan.spanishName, plan.name).not.toBe('');
      expect(plan.description, plan.name).not.toMatch(/\{/);
    }
    const statuses = rows.filter((p) => p.officeId === downtown?.id).map((p) => p.viewStatus);
    expect(statuses.sort()).toEqual(['active', 'active', 'active', 'archived', 'draft']);
  });

  it("gives each subscription its plan's price for its term, a renewal ahead while it is covered, a late one its retry, a delinquent one its missed period", async () => {
    const rows = await t.db
      .select({ sub: subscriptions, plan: plans })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId));
    expect(new Set(rows.map((r) => r.sub.term))).toEqual(new Set(['monthly', 'annual']));
    for (const { sub, plan } of rows) {
      const term = sub.term as 'monthly' | 'annual';
      // The plan's price, less the family discount of a household of two or more (tested below).
      expect(sub.priceCents).toBeLessThanOrEqual(
        priceForTerm({ monthly: plan.priceCents, annually: plan.annualPriceCents }, term),
      );
      if (sub.status === 'past_due') {
        // Refused a day or two ago: that period unpaid, the first retry three days after.
        expect(sub.nextRenewalOn !== null && sub.nextRenewalOn < today, `${sub.nextRenewalOn}`).toBe(true);
        expect(sub).toMatchObject({
          failedTries: 1,
          firstFailedOn: sub.nextRenewalOn,
          nextRetryOn: addDays(sub.nextRenewalOn ?? '', 3),
        });
      } else if (sub.status === 'delinquent' || sub.status === 'delinquent_gpp') {
        // Every try of the schedule refused, the last over two weeks after the first: the period stays unpaid.
        expect(sub.nextRenewalOn !== null && sub.nextRenewalOn < addDays(today, -14), `${sub.nextRenewalOn}`).toBe(
          true,
        );
        expect(sub).toMatchObject({ failedTries: 4, firstFailedOn: sub.nextRenewalOn, nextRetryOn: null });
      } else if (sub.status === 'disputed') {
        // Held by its payment's dispute: its renewal day kept, to return to if the practice wins.
        expect(sub.nextRenewalOn !== null && sub.nextRenewalOn > today).toBe(true);
      } else if (isSubscriptionStatus(sub.status) && countsAsActive(sub.status)) {
        expect(sub.nextRenewalOn !== null && sub.nextRenewalOn > today).toBe(true);
      } else {
        expect(sub.nextRenewalOn).toBeNull();
      }
    }
  });

  it("records each disputed household's payment and its bank's open dispute, the amount held from the practice", async () => {
    const held = await t.db.select().from(disputes);
    expect(held.length).toBeGreaterThanOrEqual(2);
    for (const d of held) {
      expect(d.status).toBe('needs_response');
      expect(d.respondBy !== null && d.respondBy > today, `${d.respondBy}`).toBe(true);
      const [charge] = await t.db.select().from(charges).where(eq(charges.id, d.chargeId));
      expect(charge).toMatchObject({ status: 'disputed', amountCents: d.amountCents });
      expect(d.held.length).toBeGreaterThan(0);
    }
    const subs = await t.db.select().from(subscriptions).where(eq(subscriptions.status, 'disputed'));
    expect(new Set(subs.map((s) => s.id))).toEqual(new Set(held.flatMap((d) => d.held.map((h) => h.subscriptionId))));
    const [unbalanced] = await t.db
      .execute(
        sql`select count(*)::int as n from (select 1 from ledger_entries group by transaction_id having sum(amount_cents) <> 0) u`,
      )
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(unbalanced?.n).toBe(0);
  });

  it('gives the demo the payments its households made before today and the weekly payouts they made, to the cent', async () => {
    const [row] = await t.db
      .execute(
        sql`select (select count(*) from charges)::int as charges,
          (select count(*) from charges where method = 'cash')::int as cash,
          (select count(*) from payouts where status = 'paid')::int as payouts,
          (select count(*) from payouts p where p.amount_cents <> (
            select coalesce(sum(e.amount_cents), 0) from ledger_transactions x
            join ledger_entries e on e.organization_id = x.organization_id and e.transaction_id = x.id
            where x.payout_id = p.id and x.kind not in ('payout', 'payout_failed') and e.account = 'practice_balance'))::int as wrong,
          (select count(*) from charges c where c.method <> 'cash' and not exists (
            select 1 from sim_charges s where s.id = c.processor_charge_id))::int as unknown_to_processor,
          (select count(*) from payouts where payout_on >= ${today}::date)::int as today_or_later`,
      )
      .then((r) => (r as unknown as { rows: Record<string, number>[] }).rows);
    expect(row?.charges).toBeGreaterThan(100);
    expect(row?.cash).toBeGreaterThan(0);
    expect(row?.payouts).toBeGreaterThan(50);
    expect(row).toMatchObject({ wrong: 0, unknown_to_processor: 0, today_or_later: 0 });
  });

  it('prices each household as enrolment does: a household of 3 or 4 pays less the family discount, its payments too', async () => {
    const rows = await t.db
      .select({ sub: subscriptions, plan: plans, member: members })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .innerJoin(members, eq(members.id, subscriptions.memberId));
    const households = new Map<number, typeof rows>();
    for (const r of rows) {
      if (r.sub.payor !== 'member') continue;
      const owner = r.member.accountOwnerId ?? r.member.id;
      households.set(owner, [...(households.get(owner) ?? []), r]);
    }
    const bySize = new Map<number, number>();
    for (const plansOf of households.values()) {
      bySize.set(plansOf.length, (bySize.get(plansOf.length) ?? 0) + 1);
      for (const { sub, plan } of plansOf) {
        const term = sub.term as 'monthly' | 'annual';
        expect(sub.priceCents, `${sub.id} in a household of ${plansOf.length}`).toBe(
          changedPriceCents(enrolPlan(plan, term), term, plansOf.length - 1),
        );
      }
    }
    expect(bySize.get(3) ?? 0).toBeGreaterThan(0);
    expect(bySize.get(4) ?? 0).toBeGreaterThan(0);
    // A payment of the history shows the family discount it was given, and adds up.
    const [wrong] = await t.db
      .execute(
        sql`select count(*) filter (where i.list_cents - i.discount_cents <> i.amount_cents)::int as unbalanced,
          count(*) filter (where i.discount_cents > 0)::int as discounted
          from charge_items i where i.kind = 'membership'`,
      )
      .then((r) => (r as unknown as { rows: { unbalanced: number; discounted: number }[] }).rows);
    expect(wrong?.unbalanced).toBe(0);
    expect(wrong?.discounted).toBeGreaterThan(0);
  });

  it('keeps every history in order: a member since before their payments, a cancellation after the start', async () => {
    const now = new Date();
    const [row] = await t.db
      .execute(
        sql`select
          (select count(*) from subscriptions s where s.canceled_at is not null
            and (s.canceled_at < s.created_at or s.canceled_at > ${now.toISOString()}::timestamptz))::int as canceled_out_of_order,
          (select count(*) from members m where m.created_at > ${now.toISOString()}::timestamptz)::int as since_tomorrow,
          (select count(*) from members m where exists (
            select 1 from charge_items i join charges c on c.organization_id = i.organization_id and c.id = i.charge_id
            where i.organization_id = m.organization_id and i.member_id = m.id
              and c.created_at::date < m.created_at::date))::int as paid_before_since`,
      )
      .then((r) => (r as unknown as { rows: Record<string, number>[] }).rows);
    expect(row).toEqual({ canceled_out_of_order: 0, since_tomorrow: 0, paid_before_since: 0 });
  });

  it('seeds Harbor, a group of two open locations with its owner, office admin, front desk, households and group Coast', async () => {
    const harbor = await harborOffices(t.db);
    if (!harbor) throw new Error('no Harbor organization');
    const north = harbor.offices['harbor-north'];
    const south = harbor.offices['harbor-south'];
    const staff = await t.db
      .select({ email: users.email, officeId: officeUsers.officeId, isOwner: officeUsers.isOwner })
      .from(officeUsers)
      .innerJoin(users, eq(users.id, officeUsers.userId))
      .where(eq(officeUsers.organizationId, harbor.organizationId));
    const at = (email: string) =>
      staff
        .filter((s) => s.email === email)
        .map((s) => s.officeId)
        .sort((a, b) => a - b);
    expect(at('group@demo.test')).toEqual([north, south].sort((a, b) => a - b));
    expect(at('groupadmin@demo.test')).toEqual([north, south].sort((a, b) => a - b));
    expect(at('frontdesk@demo.test')).toEqual([north]);
    for (const officeId of [north, south]) {
      const subs = await t.db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .innerJoin(members, eq(members.id, subscriptions.memberId))
        .where(and(eq(subscriptions.organizationId, harbor.organizationId), eq(members.officeId, officeId)));
      expect(subs.length).toBeGreaterThan(3);
      const [office] = await t.db.select().from(offices).where(eq(offices.id, officeId));
      expect(office?.closedAt).toBeNull();
      expect(office?.stripeAccountId).toMatch(/^acct_sim_harbor_/);
    }
    const groups = await t.db
      .select({ name: locationGroups.name, officeId: locationGroupOffices.officeId })
      .from(locationGroups)
      .innerJoin(locationGroupOffices, eq(locationGroupOffices.groupId, locationGroups.id))
      .where(eq(locationGroups.organizationId, harbor.organizationId));
    expect(groups.map((g) => g.name)).toEqual(['Coast', 'Coast']);
  });

  it('seeds only once', async () => {
    expect(await seedDemo(t.db, TENANTS.dental, new Date())).toBe(false);
  });
});

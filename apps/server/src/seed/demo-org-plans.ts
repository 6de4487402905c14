import type { TenantConfig } from '@mhq/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { locationGroups, plans, subscriptions } from '../db/schema';
import { harborOffices } from './demo-multi-location';

/*
 * Harbor's plan catalogue (issue 23): its everyday plans are master plans offered at both locations, Coast (the
 * group of both) has a plan of its own, and each location keeps one older plan of its own that duplicates a master
 * plan, with members on it, for the owner to merge. Seeded after Harbor's locations and households.
 */

/** The older location plans left to merge: renamed copies of a master plan (same preset, so they match it). */
// Each: the master plan copied, the older plan's name, and its Spanish name.
const LEGACY: Record<TenantConfig['id'], { north: [string, string, string]; south: [string, string, string] }> = {
  dental: {
    north: ['Adult Wellness', 'Adult Cleaning Club', 'Club de limpieza para adultos'],
    south: ['Child Wellness', 'Kids Smile Club', 'Club de sonrisas para niños'],
  },
  vision: {
    north: ['Exam & Eyewear', 'Eye Care Club', 'Club de cuidado visual'],
    south: ['Exam & Eyewear + Contacts', 'Contacts Club', 'Club de lentes de contacto'],
  },
};

const COAST_PLAN: Record<TenantConfig['id'], { name: string; spanishName: string; description: string }> = {
  dental: {
    name: 'Coast Perio Plus',
    spanishName: 'Perio Plus Costa',
    description: 'Four periodontal maintenance visits a year with exams, for patients of our Coast offices.',
  },
  vision: {
    name: 'Coast Sun & Sport Eyewear',
    spanishName: 'Lentes de sol y deporte Costa',
    description: 'A yearly exam and prescription sunglasses or sport eyewear, at our Coast offices.',
  },
};

export async function seedDemoOrgPlans(tx: Db, tenant: TenantConfig, now: Date): Promise<void> {
  const harbor = await harborOffices(tx);
  if (!harbor) return;
  const { organizationId } = harbor;
  const north = harbor.offices['harbor-north'];
  const south = harbor.offices['harbor-south'];
  const [coast] = await tx
    .select({ id: locationGroups.id })
    .from(locationGroups)
    .where(and(eq(locationGroups.organizationId, organizationId), eq(locationGroups.name, 'Coast')));
  const own = async (officeId: number) =>
    tx
      .select()
      .from(plans)
      .where(and(eq(plans.organizationId, organizationId), eq(plans.officeId, officeId), eq(plans.isDeleted, false)))
      .orderBy(asc(plans.sortOrder), asc(plans.id));
  const northPlans = await own(north);
  const southPlans = await own(south);

  // The master catalogue: North's plans, offered at every location (made at North, the first location).
  const masters = new Map<string, number>();
  for (const [i, p] of northPlans.entries()) {
    const { id: _id, createdAt: _c, ...columns } = p;
    const [m] = await tx
      .insert(plans)
      .values({ ...columns, targetType: 'master', targetId: null, sortOrder: i, updatedAt: now })
      .returning({ id: plans.id });
    if (m) masters.set(p.name, m.id);
  }
  // Coast's own plan, from the perio (or eyewear) plan.
  const base = northPlans.at(-1);
  if (coast && base) {
    const { id: _id, createdAt: _c, ...columns } = base;
    await tx.insert(plans).values({
      ...columns,
      ...COAST_PLAN[tenant.id],
      spanishDescription: '',
      // The base plan's price, which the recommended-pricing rule gives this plan's procedures too.
      priceCents: base.priceCents,
      annualPriceCents: base.annualPriceCents,
      targetType: 'group',
      targetId: coast.id,
      sortOrder: northPlans.length,
      updatedAt: now,
    });
  }

  // Every location plan that duplicates a master plan is folded into it (its members keep what they pay), except
  // the one older plan per location left for the owner to merge.
  const legacy = LEGACY[tenant.id];
  for (const [officeId, rows, keep] of [
    [north, northPlans, legacy.north],
    [south, southPlans, legacy.south],
  ] as const) {
    for (const p of rows) {
      const master = masters.get(p.name);
      if (!master) continue;
      if (p.name === keep[0]) {
        await tx
          .update(plans)
          .set({ name: keep[1], spanishName: keep[2], sortOrder: 100 + officeId })
          .where(and(eq(plans.organizationId, organizationId), eq(plans.id, p.id)));
        continue;
      }
      await tx
        .update(subscriptions)
        .set({
          planId: master,
          // What they paid stays theirs: a row without a price of its own paid the plan's.
          priceCents: sql`case when ${subscriptions.priceCents} > 0 then ${subscriptions.priceCents} when ${subscriptions.term} = 'annual' then ${p.annualPriceCents}::bigint else ${p.priceCents}::bigint end`,
        })
        .where(and(eq(subscriptions.organizationId, organizationId), eq(subscriptions.planId, p.id)));
      await tx
        .update(plans)
        .set({ isDeleted: true })
        .where(and(eq(plans.organizationId, organizationId), eq(plans.id, p.id)));
    }
  }
}

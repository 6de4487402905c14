import type { SubscriptionStatus, TenantConfig } from '@mhq/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/connection';
import {
  locationGroupOffices,
  locationGroups,
  offices,
  officeUsers,
  organizations,
  simBankAccounts,
  simConnectedAccounts,
  users,
} from '../db/schema';
import { enrollHouseholds, type Household } from './demo-households';
import { seedOfficePlans } from './demo-plans';

/*
 * The multi-location demo organization (issue 23): Harbor, a real group of two practices run from one account on the
 * Group tier, with an owner and an office admin at both locations, a front desk at Harbor North only, plans and
 * households at each, and the group 'Coast' holding both. Seeded before the demo's money history, so its payments
 * and payouts are made by the same seeds as the other practices'; its office profiles come from its one-line
 * addresses (demo-office.ts).
 */

export const HARBOR_SLUGS = ['harbor-north', 'harbor-south'] as const;
export type HarborSlug = (typeof HARBOR_SLUGS)[number];

/** Harbor's organization and its two locations' office ids by slug, for other seeds that add to it. */
export async function harborOffices(
  db: Db,
): Promise<{ organizationId: number; offices: Record<HarborSlug, number> } | null> {
  const rows = await db
    .select({ id: offices.id, slug: offices.slug, organizationId: offices.organizationId })
    .from(offices)
    .where(inArray(offices.slug, [...HARBOR_SLUGS]));
  const north = rows.find((r) => r.slug === 'harbor-north');
  const south = rows.find((r) => r.slug === 'harbor-south');
  if (!north || !south) return null;
  return { organizationId: north.organizationId, offices: { 'harbor-north': north.id, 'harbor-south': south.id } };
}

// Statuses of Harbor's households: mostly paying members, a few late or ended, none disputed (the disputes seed
// works from Demo's list only).
const HOUSEHOLD_STATUSES: SubscriptionStatus[] = [
  'active',
  'active',
  'active',
  'past_due',
  'active',
  'active',
  'canceled',
  'active',
  'delinquent',
  'active',
  'active',
  'inactive',
];

/** Seeds Harbor (both brands' words), its users, locations, plans, households, payout accounts and group. */
export async function seedDemoMultiLocation(tx: Db, tenant: TenantConfig, now: Date, passwordHash: string) {
  const title = tenant.id === 'vision' ? 'Eye Care' : 'Dental';
  const [org] = await tx
    .insert(organizations)
    .values({ name: `Harbor ${title} Group`, tierLevel: 3 })
    .returning();
  if (!org) throw new Error('seed insert failed');
  const onboarded = new Date(now.getTime() - 320 * 86_400_000);
  const locations = [
    {
      slug: 'harbor-north',
      officeName: 'Harbor North',
      email: 'north@harbor.demo.test',
      phone: '6195550301',
      address: '1250 Harbor Dr, San Diego, CA 92101',
      stripeAccountId: 'acct_sim_harbor_north',
      last4: '3301',
    },
    {
      slug: 'harbor-south',
      officeName: 'Harbor South',
      email: 'south@harbor.demo.test',
      phone: '6195550302',
      address: '780 Palm Ave, Imperial Beach, CA 91932',
      stripeAccountId: 'acct_sim_harbor_south',
      last4: '3302',
    },
  ];
  const created = await tx
    .insert(offices)
    .values(
      locations.map((l) => ({
        ...l,
        organizationId: org.id,
        verified: true,
        accountStatus: 1,
        onboardingDateComplete: onboarded,
      })),
    )
    .returning();
  const north = created.find((o) => o.slug === 'harbor-north');
  const south = created.find((o) => o.slug === 'harbor-south');
  if (!north || !south) throw new Error('seed insert failed');

  const person = async (email: string, type: string, firstName: string, lastName: string) => {
    const [u] = await tx
      .insert(users)
      .values({ email, type, firstName, lastName, passwordHash, organizationId: org.id, phone: '6195550310' })
      .returning();
    if (!u) throw new Error('user insert failed');
    return u;
  };
  const owner = await person('group@demo.test', 'dentist', 'Helen', 'Castillo');
  const admin = await person('groupadmin@demo.test', 'office_admin', 'Owen', 'Brandt');
  const frontDesk = await person('frontdesk@demo.test', 'dentist_standard', 'Lucy', 'Tran');
  const key = { organizationId: org.id };
  await tx.insert(officeUsers).values([
    { ...key, officeId: north.id, userId: owner.id, isOwner: true, planCoordinator: true },
    { ...key, officeId: south.id, userId: owner.id, isOwner: true },
    { ...key, officeId: north.id, userId: admin.id, jobTitle: 'officeManager' },
    { ...key, officeId: south.id, userId: admin.id, jobTitle: 'officeManager' },
    { ...key, officeId: north.id, userId: frontDesk.id, jobTitle: 'frontDesk' },
  ]);

  // Each location's payout account is connected at the simulated processor, like the Demo offices'.
  for (const o of [north, south]) {
    if (!o.stripeAccountId) continue;
    await tx.insert(simConnectedAccounts).values({
      id: o.stripeAccountId,
      email: o.email ?? owner.email,
      businessName: o.officeName,
      accountType: 'express',
      payoutsEnabled: true,
      chargesEnabled: true,
      detailsSubmitted: true,
      metadata: { organizationId: String(o.organizationId), officeId: String(o.id) },
      createdAt: now,
    });
    await tx.insert(simBankAccounts).values({
      id: `ba_sim_seed_${o.id}`,
      connectedAccountId: o.stripeAccountId,
      accountHolderName: o.officeName,
      bankName: 'STRIPE TEST BANK',
      routingNumber: '110000000',
      last4: o.last4 ?? '6789',
      status: 'verified',
      createdAt: now,
    });
  }

  const northPlans = await seedOfficePlans(
    tx,
    tenant,
    { ...key, officeId: north.id, officeName: north.officeName },
    false,
  );
  const southPlans = await seedOfficePlans(
    tx,
    tenant,
    { ...key, officeId: south.id, officeName: south.officeName },
    false,
  );
  const households: Household[] = [];
  for (let i = 0; i < 18; i++) {
    const atSouth = i % 3 === 2;
    households.push({
      organizationId: org.id,
      officeId: atSouth ? south.id : north.id,
      planSet: atSouth ? southPlans : northPlans,
      status: HOUSEHOLD_STATUSES[i % HOUSEHOLD_STATUSES.length] ?? 'active',
    });
  }
  await enrollHouseholds(tx, households, 11, now);

  const [coast] = await tx
    .insert(locationGroups)
    .values({ ...key, name: 'Coast', createdByUserId: owner.id, createdAt: onboarded, updatedAt: onboarded })
    .returning();
  if (!coast) throw new Error('seed insert failed');
  await tx.insert(locationGroupOffices).values([
    { ...key, groupId: coast.id, officeId: north.id },
    { ...key, groupId: coast.id, officeId: south.id },
  ]);
}

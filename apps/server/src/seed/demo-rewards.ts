import type { TenantConfig } from '@mhq/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import {
  launchRewards,
  members,
  officeMarketing,
  officeProfiles,
  offices,
  officeUsers,
  organizations,
  subscriptions,
  users,
} from '../db/schema';
import { awardLaunchRewards } from '../modules/rewards/rewards.queries';
import { enrollHouseholds, type Household } from './demo-households';
import { seedOfficePlans } from './demo-plans';

const DAY = 86_400_000;

/**
 * Rewards and the leaderboard (issue 26). A practice of its own, Sunrise in Round Rock, that grew past 60 active
 * members (its members pay at the front desk, so it has no processor account to seed): its $25 reward for 30 members
 * was paid, its $50 for 60 waits for the platform's admins; a dozen of its households joined this month, so it leads
 * the leaderboard, by name, since it opted in. Harbor North opted in too; Demo Downtown did not (it shows as 'A
 * practice in Austin, TX' to others, and the owner can opt in on /leaderboard). A practice of its own keeps the other
 * demo offices' counts as their tests know them.
 */
export async function seedDemoRewards(tx: Db, tenant: TenantConfig, now: Date): Promise<void> {
  const words = tenant.id === 'vision' ? 'Eye Care' : 'Family Dental';
  const [org] = await tx
    .insert(organizations)
    .values({ name: `Sunrise ${words}`, tierLevel: 1 })
    .returning();
  if (!org) throw new Error('seed insert failed');
  const [office] = await tx
    .insert(offices)
    .values({
      organizationId: org.id,
      officeName: `Sunrise ${words}`,
      slug: 'demo-sunrise',
      email: 'sunrise@demo.test',
      phone: '5125550301',
      address: '301 E Main St, Round Rock, TX 78664',
      verified: true,
      accountStatus: 1,
      onboardingDateComplete: new Date(now.getTime() - 300 * DAY),
    })
    .returning();
  if (!office) throw new Error('seed insert failed');
  await tx.insert(officeProfiles).values({
    organizationId: org.id,
    officeId: office.id,
    addressLine1: '301 E Main St',
    city: 'Round Rock',
    state: 'TX',
    zip: '78664',
  });
  // Its owner, who has not signed in yet (no password): the office's staff as the platform's admins see them.
  const [owner] = await tx
    .insert(users)
    .values({
      email: 'sunrise.owner@demo.test',
      type: 'dentist',
      firstName: 'Maya',
      lastName: 'Castillo',
      organizationId: org.id,
    })
    .returning({ id: users.id });
  if (!owner) throw new Error('seed insert failed');
  await tx
    .insert(officeUsers)
    .values({ organizationId: org.id, officeId: office.id, userId: owner.id, isOwner: true, planCoordinator: true });
  const planSet = await seedOfficePlans(
    tx,
    tenant,
    { organizationId: org.id, officeId: office.id, officeName: office.officeName },
    false,
  );
  const households: Household[] = Array.from({ length: 34 }, () => ({
    organizationId: org.id,
    officeId: office.id,
    planSet,
    status: 'active_cash' as const,
  }));
  await enrollHouseholds(tx, households, 26, now);

  // A dozen households joined this month (their people's plans began then): the leaderboard's leader.
  const owners = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.officeId, office.id), sql`${members.accountOwnerId} is null`))
    .orderBy(members.id)
    .limit(12);
  const dayOfMonth = now.getUTCDate();
  for (const [i, owner] of owners.entries()) {
    const joined = new Date(now.getTime() - (i % dayOfMonth) * DAY);
    const people = await tx
      .select({ id: members.id })
      .from(members)
      .where(
        and(
          eq(members.organizationId, org.id),
          sql`(${members.id} = ${owner.id} or ${members.accountOwnerId} = ${owner.id})`,
        ),
      );
    const ids = people.map((p) => p.id);
    await tx.update(members).set({ createdAt: joined }).where(inArray(members.id, ids));
    await tx.update(subscriptions).set({ createdAt: joined }).where(inArray(subscriptions.memberId, ids));
  }

  // Its launch rewards as the job records them, dated when they were reached; the first one paid.
  await awardLaunchRewards(tx, now, office.id);
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'platform@demo.test'));
  await tx
    .update(launchRewards)
    .set({
      earnedAt: new Date(now.getTime() - 75 * DAY),
      membersAtEarning: 30,
      status: 'paid',
      paidAt: new Date(now.getTime() - 70 * DAY),
      paidByUserId: admin?.id ?? null,
    })
    .where(and(eq(launchRewards.officeId, office.id), eq(launchRewards.threshold, 30)));
  await tx
    .update(launchRewards)
    .set({ earnedAt: new Date(now.getTime() - 4 * DAY), membersAtEarning: 61 })
    .where(and(eq(launchRewards.officeId, office.id), eq(launchRewards.threshold, 60)));

  const optedIn = await tx
    .select({ id: offices.id, organizationId: offices.organizationId })
    .from(offices)
    .where(inArray(offices.slug, ['demo-sunrise', 'harbor-north']));
  if (optedIn.length > 0) {
    await tx
      .insert(officeMarketing)
      .values(optedIn.map((o) => ({ organizationId: o.organizationId, officeId: o.id, leaderboardOptIn: true })))
      .onConflictDoUpdate({
        target: [officeMarketing.organizationId, officeMarketing.officeId],
        set: { leaderboardOptIn: true },
      });
  }
}

import { ACTIVE_STATUSES, LAUNCH_THRESHOLDS } from '@mhq/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { jsonRows, queryRows } from '../../db/rows';
import { launchRewards, officeMarketing, offices, organizations, users } from '../../db/schema';

// The launch rewards' SQL. An office's active members are read from office_status_counts, which the database keeps
// exact in the transaction of every change to a member's listed status (migration 0020): one small row per status.

const activeStatuses = sql.join(
  ACTIVE_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/** The office's members listed with an active status (ACTIVE_STATUSES; deleted members never count). */
export async function activeMembersOf(db: Db, officeId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(sum(members), 0)::int as n from office_status_counts
        where office_id = ${officeId} and status in (${activeStatuses})`,
  );
  return Number(row?.n ?? 0);
}

export type AwardedReward = { organizationId: number; officeId: number; threshold: number; amountCents: number };

/**
 * Records every launch reward an office's active members have reached and it has not earned yet: one office, or every
 * office (the job). The primary key (organization, office, threshold) with `on conflict do nothing` makes each
 * threshold's reward once, however many requests or workers record it at the same time. Answers what it recorded.
 */
export async function awardLaunchRewards(db: Db, now: Date, officeId?: number): Promise<AwardedReward[]> {
  const thresholds = jsonRows(LAUNCH_THRESHOLDS.map((t) => ({ threshold: t.threshold, cents: t.rewardCents })));
  const rows = await queryRows<AwardedReward>(
    db,
    sql`with active as (
          select organization_id, office_id, sum(members)::int as n from office_status_counts
          where status in (${activeStatuses}) ${officeId === undefined ? sql`` : sql`and office_id = ${officeId}`}
          group by organization_id, office_id
        )
        insert into launch_rewards (organization_id, office_id, threshold, amount_cents, members_at_earning, earned_at)
        select a.organization_id, a.office_id, t.threshold, t.cents, a.n, ${now.toISOString()}::timestamptz
        from active a
        join json_to_recordset(${thresholds}) as t(threshold int, cents bigint) on a.n >= t.threshold
        on conflict do nothing
        returning organization_id as "organizationId", office_id as "officeId", threshold, amount_cents::int as "amountCents"`,
  );
  return rows.map((r) => ({ ...r, amountCents: Number(r.amountCents) }));
}

/** The office's launch rewards, lowest threshold first. */
export async function launchRewardsOf(db: Db, officeId: number) {
  return db.select().from(launchRewards).where(eq(launchRewards.officeId, officeId)).orderBy(launchRewards.threshold);
}

/** The office as the rewards read it: its organization, name, where it is, and whether it shows its name. */
export async function officeForRewards(db: Db, officeId: number) {
  const [row] = await queryRows<{
    organizationId: number;
    officeName: string;
    optIn: boolean;
  }>(
    db,
    sql`select o.organization_id as "organizationId", o.office_name as "officeName",
               coalesce(m.leaderboard_opt_in, false) as "optIn"
        from offices o left join office_marketing m on m.organization_id = o.organization_id and m.office_id = o.id
        where o.id = ${officeId}`,
  );
  return row ?? null;
}

/** Shows or hides the office's name on the leaderboard (its other marketing settings untouched). */
export async function setLeaderboardOptIn(
  db: Db,
  key: { organizationId: number; officeId: number },
  optIn: boolean,
  userId: number,
  now: Date,
): Promise<void> {
  await db
    .insert(officeMarketing)
    .values({ ...key, leaderboardOptIn: optIn, updatedByUserId: userId, updatedAt: now })
    .onConflictDoUpdate({
      target: [officeMarketing.organizationId, officeMarketing.officeId],
      set: { leaderboardOptIn: optIn, updatedByUserId: userId, updatedAt: now },
    });
}

const adminRewardColumns = {
  reward: launchRewards,
  officeName: offices.officeName,
  organizationName: organizations.name,
  paidByFirst: users.firstName,
  paidByLast: users.lastName,
};

/** Every office's launch rewards for the platform admins: those to pay first (oldest first), then the paid ones. */
export async function launchRewardsForAdmins(db: Db, status: 'earned' | 'paid' | 'all') {
  return db
    .select(adminRewardColumns)
    .from(launchRewards)
    .innerJoin(
      offices,
      and(eq(offices.organizationId, launchRewards.organizationId), eq(offices.id, launchRewards.officeId)),
    )
    .innerJoin(organizations, eq(organizations.id, launchRewards.organizationId))
    .leftJoin(users, eq(users.id, launchRewards.paidByUserId))
    .where(status === 'all' ? undefined : eq(launchRewards.status, status))
    .orderBy(desc(sql`${launchRewards.status} = 'earned'`), launchRewards.earnedAt, launchRewards.officeId)
    .limit(500);
}

/** One office's reward as the admins see it. */
export async function launchRewardForAdmins(db: Db, officeId: number, threshold: number) {
  const [row] = await db
    .select(adminRewardColumns)
    .from(launchRewards)
    .innerJoin(
      offices,
      and(eq(offices.organizationId, launchRewards.organizationId), eq(offices.id, launchRewards.officeId)),
    )
    .innerJoin(organizations, eq(organizations.id, launchRewards.organizationId))
    .leftJoin(users, eq(users.id, launchRewards.paidByUserId))
    .where(and(eq(launchRewards.officeId, officeId), eq(launchRewards.threshold, threshold)));
  return row ?? null;
}

/** Marks an earned reward paid; answers whether it was earned (a paid one is left as it is). */
export async function markRewardPaid(db: Db, officeId: number, threshold: number, userId: number, now: Date) {
  const rows = await db
    .update(launchRewards)
    .set({ status: 'paid', paidAt: now, paidByUserId: userId })
    .where(
      and(
        eq(launchRewards.officeId, officeId),
        eq(launchRewards.threshold, threshold),
        eq(launchRewards.status, 'earned'),
      ),
    )
    .returning({ organizationId: launchRewards.organizationId });
  return rows[0] ?? null;
}

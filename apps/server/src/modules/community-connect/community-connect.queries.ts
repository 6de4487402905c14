import { ACTIVE_STATUSES } from '@mhq/domain';
import { and, asc, desc, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import {
  communityGroups,
  enrolments,
  groupCodes,
  members,
  offices,
  officeUsers,
  plans,
  subscriptions,
  users,
} from '../../db/schema';

// SQL of CommunityConnect. Every function takes the office it works in first: a group is always one office's.

export type CommunityGroupRow = typeof communityGroups.$inferSelect;
export type GroupWithCounts = { group: CommunityGroupRow; households: number; activeMembers: number };

const activeList = sql.join(
  ACTIVE_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * Households enrolled with the group's code, and their members on an active plan. The outer table is named in full:
 * drizzle leaves a one-table select's columns unqualified, which the subqueries' own `id` would make ambiguous.
 */
const householdsOf = sql<number>`(select count(*) from ${enrolments} e where e.community_group_id = community_groups.id and e.organization_id = community_groups.organization_id)`;
const activeMembersOf = sql<number>`(select count(distinct s.member_id) from ${subscriptions} s join ${enrolments} e on e.id = s.enrolment_id and e.organization_id = s.organization_id where e.community_group_id = community_groups.id and e.organization_id = community_groups.organization_id and s.status in (${activeList}))`;

export async function groupsOfOffice(db: Db, officeId: number): Promise<GroupWithCounts[]> {
  const rows = await db
    .select({ group: communityGroups, households: householdsOf, activeMembers: activeMembersOf })
    .from(communityGroups)
    .where(eq(communityGroups.officeId, officeId))
    .orderBy(
      // Requests first (they wait for the office), then active groups, then closed ones; newest first within.
      sql`case ${communityGroups.status} when 'requested' then 0 when 'active' then 1 else 2 end`,
      desc(communityGroups.createdAt),
      desc(communityGroups.id),
    );
  return rows.map((r) => ({ ...r, households: Number(r.households), activeMembers: Number(r.activeMembers) }));
}

export async function groupOfOffice(db: Db, officeId: number, groupId: number): Promise<GroupWithCounts | null> {
  const [row] = await db
    .select({ group: communityGroups, households: householdsOf, activeMembers: activeMembersOf })
    .from(communityGroups)
    .where(and(eq(communityGroups.officeId, officeId), eq(communityGroups.id, groupId)));
  return row ? { ...row, households: Number(row.households), activeMembers: Number(row.activeMembers) } : null;
}

/** The members who enrolled with the group's code: each one's plan and its status, and the day they enrolled. */
export async function membersOfGroup(db: Db, organizationId: number, groupId: number) {
  return db
    .select({
      memberId: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      planName: plans.name,
      status: subscriptions.status,
      enrolledAt: enrolments.createdAt,
    })
    .from(enrolments)
    .innerJoin(
      subscriptions,
      and(eq(subscriptions.enrolmentId, enrolments.id), eq(subscriptions.organizationId, enrolments.organizationId)),
    )
    .innerJoin(
      members,
      and(eq(members.id, subscriptions.memberId), eq(members.organizationId, subscriptions.organizationId)),
    )
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(enrolments.organizationId, organizationId), eq(enrolments.communityGroupId, groupId)))
    .orderBy(desc(enrolments.createdAt), asc(members.lastName), asc(members.firstName), asc(subscriptions.id));
}

/** Whether a code is another community group's or an employer's group code (codes are one space, platform-wide). */
export async function codeTaken(db: Db, code: string, exceptGroupId: number | null): Promise<boolean> {
  const [group] = await db
    .select({ id: communityGroups.id })
    .from(communityGroups)
    .where(
      and(eq(communityGroups.code, code), exceptGroupId === null ? undefined : ne(communityGroups.id, exceptGroupId)),
    )
    .limit(1);
  if (group) return true;
  const [employer] = await db.select({ code: groupCodes.code }).from(groupCodes).where(eq(groupCodes.code, code));
  return Boolean(employer);
}

/** The office's name, organization, onboarding and where its mail goes (its own address, else its owner's). */
export async function officeForGroups(db: Db, officeId: number) {
  const [office] = await db
    .select({
      id: offices.id,
      organizationId: offices.organizationId,
      officeName: offices.officeName,
      slug: offices.slug,
      email: offices.email,
      onboardingDateComplete: offices.onboardingDateComplete,
      closedAt: offices.closedAt,
    })
    .from(offices)
    .where(eq(offices.id, officeId));
  if (!office) return null;
  if (office.email) return { ...office, mailTo: office.email };
  const [owner] = await db
    .select({ email: users.email })
    .from(officeUsers)
    .innerJoin(users, eq(users.id, officeUsers.userId))
    .where(and(eq(officeUsers.officeId, officeId), eq(officeUsers.isOwner, true)))
    .limit(1);
  return { ...office, mailTo: owner?.email ?? null };
}

export async function officeBySlug(db: Db, slug: string) {
  const [row] = await db.select({ id: offices.id }).from(offices).where(eq(offices.slug, slug));
  return row ? officeForGroups(db, row.id) : null;
}

/** Open, onboarded practices whose name or address (city, ZIP) has the words: the few an organizer may ask. */
export async function searchOffices(db: Db, search: string) {
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ name: offices.officeName, address: offices.address, slug: offices.slug })
    .from(offices)
    .where(
      and(
        isNull(offices.closedAt),
        isNotNull(offices.onboardingDateComplete),
        or(sql`${offices.officeName} ilike ${like}`, sql`coalesce(${offices.address}, '') ilike ${like}`),
      ),
    )
    .orderBy(asc(offices.officeName))
    .limit(20);
}

/** The active community group with this code, wherever it is (the public page finds its office by it). */
export async function groupByCode(db: Db, code: string) {
  const [row] = await db
    .select({ id: communityGroups.id, officeId: communityGroups.officeId })
    .from(communityGroups)
    .where(eq(communityGroups.code, code));
  return row ?? null;
}

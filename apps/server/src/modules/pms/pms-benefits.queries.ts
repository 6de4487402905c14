import { ACTIVE_STATUSES } from '@mhq/domain';
import { and, asc, eq, inArray, isNotNull, not } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection';
import { memberList, plans } from '../../db/schema';

// What the benefit usage and the recall list read of the platform's side: each member as the member list has them
// (the subscription they are listed by, its plan and start, their chart) and the plan's included services.

const owners = alias(memberList, 'household_owner');

const planMember = {
  memberId: memberList.memberId,
  firstName: memberList.firstName,
  lastName: memberList.lastName,
  chartId: memberList.chartId,
  planId: memberList.planId,
  planName: memberList.planName,
  status: memberList.status,
  subscriptionCreatedAt: memberList.subscriptionCreatedAt,
  priceCodes: plans.priceCodes,
};

/** A member, their listed plan and its included services (null when they have none), by the member list. */
export type PlanMember = {
  memberId: number;
  firstName: string;
  lastName: string;
  chartId: string | null;
  planId: number | null;
  planName: string | null;
  status: string | null;
  subscriptionCreatedAt: Date | null;
  priceCodes: { code: string; quantity: number }[] | null;
};

/** These members of the office (not deleted), in the order of the ids given. */
export async function planMembers(
  db: Db,
  organizationId: number,
  officeId: number,
  memberIds: readonly number[],
): Promise<PlanMember[]> {
  if (memberIds.length === 0) return [];
  const rows = await db
    .select(planMember)
    .from(memberList)
    .leftJoin(plans, and(eq(plans.organizationId, memberList.organizationId), eq(plans.id, memberList.planId)))
    .where(
      and(
        eq(memberList.organizationId, organizationId),
        eq(memberList.officeId, officeId),
        inArray(memberList.memberId, [...memberIds]),
        not(memberList.deleted),
      ),
    );
  const byId = new Map(rows.map((r) => [r.memberId, r]));
  return memberIds.flatMap((id) => byId.get(id) ?? []);
}

/** The office's members with a running plan (the Active flag) and a chart: whom the recall list may name. */
export async function recallCandidates(db: Db, organizationId: number, officeId: number) {
  return db
    .select({
      ...planMember,
      // A family member is reached through the household's owner when they have no contact of their own.
      email: memberList.email,
      phone: memberList.phone,
      ownerEmail: owners.email,
      ownerPhone: owners.phone,
    })
    .from(memberList)
    .innerJoin(plans, and(eq(plans.organizationId, memberList.organizationId), eq(plans.id, memberList.planId)))
    .leftJoin(
      owners,
      and(eq(owners.organizationId, memberList.organizationId), eq(owners.memberId, memberList.accountOwnerId)),
    )
    .where(
      and(
        eq(memberList.organizationId, organizationId),
        eq(memberList.officeId, officeId),
        not(memberList.deleted),
        isNotNull(memberList.chartId),
        inArray(memberList.status, [...ACTIVE_STATUSES]),
      ),
    )
    .orderBy(asc(memberList.sortName), asc(memberList.memberId));
}

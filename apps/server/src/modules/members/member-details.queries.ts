import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection';
import { memberEvents, memberNotes, members, plans, subscriptions, users } from '../../db/schema';

// What a member's page reads: the household, each member's subscriptions with their plans, notes, history.

/** The household's members (not deleted), the account owner first. */
export async function householdMembers(db: Db, organizationId: number, ownerId: number) {
  return db
    .select({ member: members, hasLogin: sql<boolean>`(${users.passwordHash} is not null)` })
    .from(members)
    .leftJoin(users, eq(users.id, members.userId))
    .where(
      and(
        eq(members.organizationId, organizationId),
        or(eq(members.id, ownerId), eq(members.accountOwnerId, ownerId)),
        isNull(members.deletedAt),
      ),
    )
    .orderBy(sql`${members.accountOwnerId} is not null`, asc(members.id));
}

const pendingPlans = alias(plans, 'pending_plans');

/** Every subscription of these members, with its plan's name and that of a plan change waiting for renewal. */
export async function subscriptionsOf(db: Db, organizationId: number, memberIds: readonly number[]) {
  if (memberIds.length === 0) return [];
  return db
    .select({ subscription: subscriptions, planName: plans.name, pendingPlanName: pendingPlans.name })
    .from(subscriptions)
    .innerJoin(plans, and(eq(plans.organizationId, subscriptions.organizationId), eq(plans.id, subscriptions.planId)))
    .leftJoin(
      pendingPlans,
      and(
        eq(pendingPlans.organizationId, subscriptions.organizationId),
        eq(pendingPlans.id, subscriptions.pendingPlanId),
      ),
    )
    .where(
      and(
        eq(subscriptions.organizationId, organizationId),
        sql`${subscriptions.memberId} in (${sql.join(
          memberIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    )
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}
export type SubscriptionWithPlan = Awaited<ReturnType<typeof subscriptionsOf>>[number];

const authorName = sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`;

/** A member's notes, newest first. */
export async function notesOf(db: Db, organizationId: number, memberId: number) {
  return db
    .select({
      noteId: memberNotes.id,
      text: memberNotes.text,
      createdAt: memberNotes.createdAt,
      author: authorName,
    })
    .from(memberNotes)
    .leftJoin(users, eq(users.id, memberNotes.authorUserId))
    .where(and(eq(memberNotes.organizationId, organizationId), eq(memberNotes.memberId, memberId)))
    .orderBy(desc(memberNotes.createdAt), desc(memberNotes.id))
    .limit(200);
}

/** A member's history, newest first. */
export async function historyOf(db: Db, organizationId: number, memberId: number) {
  return db
    .select({
      eventId: memberEvents.id,
      at: memberEvents.at,
      kind: memberEvents.kind,
      summary: memberEvents.summary,
      actor: authorName,
    })
    .from(memberEvents)
    .leftJoin(users, eq(users.id, memberEvents.actorUserId))
    .where(and(eq(memberEvents.organizationId, organizationId), eq(memberEvents.memberId, memberId)))
    .orderBy(desc(memberEvents.at), desc(memberEvents.id))
    .limit(500);
}

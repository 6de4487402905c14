import { ACTIVE_STATUSES, COVERED_STATUSES } from '@mhq/domain';
import { and, asc, eq, inArray, isNotNull, max, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection';
import { locationGroupOffices, members, offices, plans, subscriptions, users } from '../../db/schema';

/**
 * The office a plan call works in; every query is scoped to its organization first. `wholeOrganization` widens a
 * call to every plan of the organization (the multi-location catalogue), whichever locations they are offered at.
 */
export type OfficeKey = { organizationId: number; officeId: number; wholeOrganization?: boolean };

export type PlanRow = typeof plans.$inferSelect;
export type PlanInsert = typeof plans.$inferInsert;
export type PlanWithAuthor = { plan: PlanRow; updatedBy: string | null };

/** Offered at the office: a master plan, a plan of a group holding the office, or the office's own location plan. */
function targetCovers(officeId: number | SQL): SQL {
  const office = typeof officeId === 'number' ? sql`${officeId}::int` : officeId;
  return or(
    eq(plans.targetType, 'master'),
    // A location plan without a target is its home office's (plans made before targets, and the column default).
    and(eq(plans.targetType, 'location'), sql`coalesce(${plans.targetId}, ${plans.officeId}) = ${office}`),
    and(
      eq(plans.targetType, 'group'),
      sql`exists (select 1 from ${locationGroupOffices} where ${locationGroupOffices.organizationId} = ${plans.organizationId} and ${locationGroupOffices.groupId} = ${plans.targetId} and ${locationGroupOffices.officeId} = ${office})`,
    ),
  ) as SQL;
}

/**
 * The one rule of which plans an office offers (issue 23): not deleted, of the office's organization, and a master
 * plan, a plan of a group that holds the office, or the office's own location plan. The plans page, enrolment,
 * plan changes on a member, plan counts and the guard's plan check all use it.
 */
export function planAppliesTo(o: OfficeKey): SQL {
  return and(eq(plans.organizationId, o.organizationId), eq(plans.isDeleted, false), targetCovers(o.officeId)) as SQL;
}

/**
 * The same rule inside a statement that picks the office itself (the current user's active office, issue 29): the
 * office's organization and id as that statement's columns.
 */
export function planAppliesToOfficeColumns(organizationId: SQL, officeId: SQL): SQL {
  return and(
    sql`${plans.organizationId} = ${organizationId}`,
    eq(plans.isDeleted, false),
    targetCovers(officeId),
  ) as SQL;
}

/** The same rule for a caller that knows only the office's id (the guard): the organization is the office's. */
export function planAppliesToOffice(officeId: number): SQL {
  return and(
    sql`${plans.organizationId} = (select ${offices.organizationId} from ${offices} where ${offices.id} = ${officeId}::int)`,
    eq(plans.isDeleted, false),
    targetCovers(officeId),
  ) as SQL;
}

const inOffice = (o: OfficeKey): SQL =>
  o.wholeOrganization
    ? (and(eq(plans.organizationId, o.organizationId), eq(plans.isDeleted, false)) as SQL)
    : planAppliesTo(o);

const authorName = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;

/** The office's plans (not deleted) in the order patients see them, with who changed each last. */
export async function plansOfOffice(db: Db, o: OfficeKey): Promise<PlanWithAuthor[]> {
  return db
    .select({ plan: plans, updatedBy: authorName })
    .from(plans)
    .leftJoin(users, eq(users.id, plans.updatedByUserId))
    .where(inOffice(o))
    .orderBy(asc(plans.sortOrder), asc(plans.id));
}

/** One plan of the office, not deleted; `lock` holds it for the rest of the transaction. */
export async function planOfOffice(db: Db, o: OfficeKey, planId: number, lock = false): Promise<PlanRow | null> {
  const query = db
    .select()
    .from(plans)
    .where(and(inOffice(o), eq(plans.id, planId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function authorOf(db: Db, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [row] = await db.select({ name: authorName }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? null;
}

/** The ids and names of the office's plans, locked so two saves of the order or two copies queue. */
export async function planNamesOfOffice(
  db: Db,
  o: OfficeKey,
): Promise<{ id: number; name: string; spanishName: string }[]> {
  return db
    .select({ id: plans.id, name: plans.name, spanishName: plans.spanishName })
    .from(plans)
    .where(inOffice(o))
    .orderBy(asc(plans.id))
    .for('update');
}

/** The sort order a new plan gets: after every plan of the office. */
export async function nextSortOrder(db: Db, o: OfficeKey): Promise<number> {
  const [row] = await db
    .select({ last: max(plans.sortOrder) })
    .from(plans)
    .where(inOffice(o));
  return (row?.last ?? -1) + 1;
}

export async function insertPlan(db: Db, values: PlanInsert): Promise<PlanRow> {
  const [row] = await db.insert(plans).values(values).returning();
  if (!row) throw new Error('plan insert returned nothing');
  return row;
}

export async function updatePlan(db: Db, o: OfficeKey, planId: number, values: Partial<PlanInsert>): Promise<void> {
  await db
    .update(plans)
    .set(values)
    .where(and(inOffice(o), eq(plans.id, planId)));
}

/** Sets each plan's place in the order in one statement. */
export async function setSortOrder(db: Db, o: OfficeKey, planIds: readonly number[], by: number, at: Date) {
  const order = sql.join(
    planIds.map((id, index) => sql`when ${id}::int then ${index}::int`),
    sql` `,
  );
  await db
    .update(plans)
    .set({ sortOrder: sql`case ${plans.id} ${order} end`, updatedByUserId: by, updatedAt: at })
    .where(and(inOffice(o), inArray(plans.id, [...planIds])));
}

export type PlanMemberStats = { monthly: number; annually: number; changePending: number };

/**
 * Per plan: the members it covers by term (the statuses that count as active, cancellation_requested included,
 * since those members hold the plan until their term ends) and how many renewing members have a price change
 * pending.
 */
export async function memberStatsOfPlans(
  db: Db,
  organizationId: number,
  planIds: readonly number[],
): Promise<Map<number, PlanMemberStats>> {
  if (planIds.length === 0) return new Map();
  const covered = inArray(subscriptions.status, [...COVERED_STATUSES]);
  const renewing = inArray(subscriptions.status, [...ACTIVE_STATUSES]);
  const rows = await db
    .select({
      planId: subscriptions.planId,
      monthly: sql<number>`count(*) filter (where ${covered} and ${subscriptions.term} = 'monthly')::int`,
      annually: sql<number>`count(*) filter (where ${covered} and ${subscriptions.term} = 'annual')::int`,
      changePending: sql<number>`count(*) filter (where ${renewing} and ${isNotNull(subscriptions.pendingPriceCents)})::int`,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.organizationId, organizationId), inArray(subscriptions.planId, [...planIds])))
    .groupBy(subscriptions.planId);
  return new Map(
    rows.map((r) => [
      r.planId,
      { monthly: Number(r.monthly), annually: Number(r.annually), changePending: Number(r.changePending) },
    ]),
  );
}

/** Whether anyone was ever subscribed to the plan, in any status. */
export async function planEverSubscribed(db: Db, organizationId: number, planId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(subscriptions)
    .where(and(eq(subscriptions.organizationId, organizationId), eq(subscriptions.planId, planId)))
    .limit(1);
  return Boolean(row);
}

const accountOwner = alias(members, 'account_owner');

/**
 * The plan's subscriptions that will renew, locked, with the member and the household's account owner (who
 * pays, and so is the one told of a price change).
 */
export async function renewingSubscriptionsOfPlan(db: Db, organizationId: number, planId: number) {
  return db
    .select({
      id: subscriptions.id,
      term: subscriptions.term,
      priceCents: subscriptions.priceCents,
      nextRenewalOn: subscriptions.nextRenewalOn,
      pendingPriceCents: subscriptions.pendingPriceCents,
      member: {
        id: members.id,
        officeId: members.officeId,
        firstName: members.firstName,
        lastName: members.lastName,
        email: members.email,
        spanish: members.spanish,
      },
      owner: {
        id: accountOwner.id,
        firstName: accountOwner.firstName,
        email: accountOwner.email,
        spanish: accountOwner.spanish,
      },
    })
    .from(subscriptions)
    .innerJoin(
      members,
      and(eq(members.organizationId, subscriptions.organizationId), eq(members.id, subscriptions.memberId)),
    )
    .leftJoin(
      accountOwner,
      and(eq(accountOwner.organizationId, members.organizationId), eq(accountOwner.id, members.accountOwnerId)),
    )
    .where(
      and(
        eq(subscriptions.organizationId, organizationId),
        eq(subscriptions.planId, planId),
        inArray(subscriptions.status, [...ACTIVE_STATUSES]),
      ),
    )
    .orderBy(asc(subscriptions.id))
    .for('update', { of: subscriptions });
}

export type RenewingSubscription = Awaited<ReturnType<typeof renewingSubscriptionsOfPlan>>[number];

/** Records (or clears, with nulls) the price change a subscription's member has been told of. */
export async function setPendingPrice(
  db: Db,
  organizationId: number,
  subscriptionIds: readonly number[],
  pending: { cents: number | null; from: string | null; notifiedAt: Date | null },
): Promise<void> {
  if (subscriptionIds.length === 0) return;
  await db
    .update(subscriptions)
    .set({
      pendingPriceCents: pending.cents,
      pendingPriceFrom: pending.from,
      pendingPriceNotifiedAt: pending.notifiedAt,
    })
    .where(and(eq(subscriptions.organizationId, organizationId), inArray(subscriptions.id, [...subscriptionIds])));
}

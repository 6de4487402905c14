import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/rows';
import { guaranteeClaims, members, plans, subscriptions, users } from '../../db/schema';

// What the guarantee reads: a guaranteed subscription with its member and plan, the office's guaranteed members and
// delinquent guaranteed plans, and its claims (the periods a plan's payments covered: subscription-cash.queries.ts).

export type ClaimRow = typeof guaranteeClaims.$inferSelect;

/** A subscription of the organization with its member's name and office and its plan's name. */
export async function subscriptionWithNames(db: Db, organizationId: number, subscriptionId: number, lock = false) {
  const query = db
    .select({
      sub: subscriptions,
      officeId: members.officeId,
      firstName: members.firstName,
      lastName: members.lastName,
      planName: plans.name,
    })
    .from(subscriptions)
    .innerJoin(
      members,
      and(eq(members.organizationId, subscriptions.organizationId), eq(members.id, subscriptions.memberId)),
    )
    .innerJoin(plans, and(eq(plans.organizationId, subscriptions.organizationId), eq(plans.id, subscriptions.planId)))
    .where(and(eq(subscriptions.organizationId, organizationId), eq(subscriptions.id, subscriptionId)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: subscriptions }) : await query;
  return row ?? null;
}
export type SubscriptionWithNames = NonNullable<Awaited<ReturnType<typeof subscriptionWithNames>>>;

/** The claims of subscriptions, newest first, with who made them. */
export async function claimsWithNames(
  db: Db,
  organizationId: number,
  where: { officeId: number } | { subscriptionId: number },
  limit = 100,
) {
  return db
    .select({
      claim: guaranteeClaims,
      firstName: members.firstName,
      lastName: members.lastName,
      planName: plans.name,
      requestedBy: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
    })
    .from(guaranteeClaims)
    .innerJoin(
      members,
      and(eq(members.organizationId, guaranteeClaims.organizationId), eq(members.id, guaranteeClaims.memberId)),
    )
    .innerJoin(
      subscriptions,
      and(
        eq(subscriptions.organizationId, guaranteeClaims.organizationId),
        eq(subscriptions.id, guaranteeClaims.subscriptionId),
      ),
    )
    .innerJoin(plans, and(eq(plans.organizationId, subscriptions.organizationId), eq(plans.id, subscriptions.planId)))
    .leftJoin(users, eq(users.id, guaranteeClaims.requestedByUserId))
    .where(
      and(
        eq(guaranteeClaims.organizationId, organizationId),
        'officeId' in where
          ? eq(guaranteeClaims.officeId, where.officeId)
          : eq(guaranteeClaims.subscriptionId, where.subscriptionId),
      ),
    )
    .orderBy(desc(guaranteeClaims.createdAt), desc(guaranteeClaims.id))
    .limit(limit);
}
export type ClaimWithNames = Awaited<ReturnType<typeof claimsWithNames>>[number];

/** A claim of this subscription's commitment year that is on its way or made (at most one: guarantee_claims_once). */
export async function claimOfYear(db: Db, organizationId: number, subscriptionId: number, yearStart: string) {
  const [row] = await db
    .select()
    .from(guaranteeClaims)
    .where(
      and(
        eq(guaranteeClaims.organizationId, organizationId),
        eq(guaranteeClaims.subscriptionId, subscriptionId),
        eq(guaranteeClaims.commitmentYearStart, yearStart),
        inArray(guaranteeClaims.status, ['pending', 'succeeded']),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** How many members of the office have a guaranteed plan: running (late ones too), or stopped and not yet claimed. */
export async function guaranteedMemberCount(db: Db, organizationId: number, officeId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(distinct s.member_id)::int as n from ${subscriptions} s
      join ${members} m on m.organization_id = s.organization_id and m.id = s.member_id
      where s.organization_id = ${organizationId} and m.office_id = ${officeId} and m.deleted_at is null
        and s.guaranteed and s.status in ('active', 'active_cash', 'active_transferred', 'past_due', 'delinquent_gpp')`,
  );
  return Number(row?.n ?? 0);
}

/** The guaranteed plans of the office whose payments stopped (delinquent_gpp), oldest first. */
export async function delinquentGuaranteed(db: Db, organizationId: number, officeId: number) {
  return db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .innerJoin(
      members,
      and(eq(members.organizationId, subscriptions.organizationId), eq(members.id, subscriptions.memberId)),
    )
    .where(
      and(
        eq(subscriptions.organizationId, organizationId),
        eq(members.officeId, officeId),
        eq(subscriptions.status, 'delinquent_gpp'),
        eq(subscriptions.guaranteed, true),
      ),
    )
    .orderBy(subscriptions.id);
}

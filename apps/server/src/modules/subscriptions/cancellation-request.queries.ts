import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection';
import { chargeItems, charges, members, offices, plans, subscriptions } from '../../db/schema';

// What a household's cancellation request reads: whether a setup fee was paid, who to tell (the household in its
// language, the office), and the requests an office has to decide on.

/** A setup or activation fee of this plan was paid: it is never refunded, so the terms say so. */
export async function setupFeePaid(db: Db, organizationId: number, subscriptionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: chargeItems.id })
    .from(chargeItems)
    .innerJoin(
      charges,
      and(eq(charges.organizationId, chargeItems.organizationId), eq(charges.id, chargeItems.chargeId)),
    )
    .where(
      and(
        eq(chargeItems.organizationId, organizationId),
        eq(chargeItems.subscriptionId, subscriptionId),
        inArray(chargeItems.kind, ['setup_fee', 'activation_fee']),
        inArray(charges.status, ['succeeded', 'partially_refunded']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A member's subscription as it stands (read, not locked); null when it is not the member's. */
export async function subscriptionOfMember(db: Db, organizationId: number, memberId: number, subscriptionId: number) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.organizationId, organizationId),
        eq(subscriptions.id, subscriptionId),
        eq(subscriptions.memberId, memberId),
      ),
    );
  return row ?? null;
}

export type HouseholdContact = {
  ownerFirstName: string;
  ownerLastName: string;
  ownerEmail: string | null;
  spanish: boolean;
  officeName: string;
  officePhone: string | null;
};

/** The account owner of a member's household (the member themselves for an owner) and the office they belong to. */
export async function householdContact(
  db: Db,
  organizationId: number,
  officeId: number,
  ownerMemberId: number,
): Promise<HouseholdContact | null> {
  const [row] = await db
    .select({
      ownerFirstName: members.firstName,
      ownerLastName: members.lastName,
      ownerEmail: members.email,
      spanish: members.spanish,
      officeName: offices.officeName,
      officePhone: offices.phone,
    })
    .from(members)
    .innerJoin(offices, and(eq(offices.organizationId, members.organizationId), eq(offices.id, officeId)))
    .where(and(eq(members.organizationId, organizationId), eq(members.id, ownerMemberId)))
    .limit(1);
  return row ?? null;
}

const owners = alias(members, 'owners');

/** The cancellations the office's households asked for and the office has not decided on, oldest first. */
export async function pendingRequestsOf(db: Db, organizationId: number, officeId: number) {
  return db
    .select({
      memberId: members.id,
      subscriptionId: subscriptions.id,
      firstName: members.firstName,
      lastName: members.lastName,
      ownerFirstName: sql<string>`coalesce(${owners.firstName}, ${members.firstName})`,
      ownerLastName: sql<string>`coalesce(${owners.lastName}, ${members.lastName})`,
      ownerEmail: sql<string | null>`coalesce(${owners.email}, ${members.email})`,
      ownerPhone: sql<string | null>`coalesce(${owners.phone}, ${members.phone})`,
      planName: plans.name,
      term: subscriptions.term,
      priceCents: subscriptions.priceCents,
      guaranteed: subscriptions.guaranteed,
      requestedAt: subscriptions.cancelRequestedAt,
      reason: subscriptions.cancelReason,
      note: subscriptions.cancelNote,
      nextRenewalOn: subscriptions.nextRenewalOn,
    })
    .from(subscriptions)
    .innerJoin(
      members,
      and(eq(members.organizationId, subscriptions.organizationId), eq(members.id, subscriptions.memberId)),
    )
    .leftJoin(owners, and(eq(owners.organizationId, members.organizationId), eq(owners.id, members.accountOwnerId)))
    .innerJoin(plans, and(eq(plans.organizationId, subscriptions.organizationId), eq(plans.id, subscriptions.planId)))
    .where(
      and(
        eq(subscriptions.organizationId, organizationId),
        isNotNull(subscriptions.cancelRequestedAt),
        eq(subscriptions.status, 'cancellation_requested'),
        eq(members.officeId, officeId),
        sql`${members.deletedAt} is null`,
      ),
    )
    .orderBy(asc(subscriptions.cancelRequestedAt), asc(subscriptions.id));
}

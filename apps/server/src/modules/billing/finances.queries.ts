import { and, asc, desc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { chargeItems, charges, memberPaymentMethods, members, plans, subscriptions, users } from '../../db/schema';

// A household's payment history: its charges, newest first, and what each paid for.

const recorderName = sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`;

/**
 * Every charge the household's account owner paid, newest first, with the card or bank account it used and who
 * recorded it. With `onlyMember`, only the charges with a line for that member.
 */
export async function householdCharges(
  db: Db,
  organizationId: number,
  ownerMemberId: number,
  onlyMember: number | null,
) {
  const conditions = [eq(charges.organizationId, organizationId), eq(charges.ownerMemberId, ownerMemberId)];
  if (onlyMember !== null) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(chargeItems)
          .where(
            and(
              eq(chargeItems.organizationId, charges.organizationId),
              eq(chargeItems.chargeId, charges.id),
              eq(chargeItems.memberId, onlyMember),
            ),
          ),
      ),
    );
  }
  return db
    .select({
      id: charges.id,
      at: charges.createdAt,
      method: charges.method,
      amountCents: charges.amountCents,
      status: charges.status,
      description: charges.description,
      brand: memberPaymentMethods.brand,
      last4: memberPaymentMethods.last4,
      recordedByUserId: charges.recordedByUserId,
      recordedBy: recorderName,
    })
    .from(charges)
    .leftJoin(
      memberPaymentMethods,
      and(
        eq(memberPaymentMethods.organizationId, charges.organizationId),
        eq(memberPaymentMethods.id, charges.paymentMethodId),
      ),
    )
    .leftJoin(users, eq(users.id, charges.recordedByUserId))
    .where(and(...conditions))
    .orderBy(desc(charges.createdAt), desc(charges.id));
}

/** The lines of these charges with the member's name and the plan paid for (only one member's with `onlyMember`). */
export async function chargeLinesOf(db: Db, organizationId: number, chargeIds: number[], onlyMember: number | null) {
  if (chargeIds.length === 0) return [];
  const conditions = [eq(chargeItems.organizationId, organizationId), inArray(chargeItems.chargeId, chargeIds)];
  if (onlyMember !== null) conditions.push(eq(chargeItems.memberId, onlyMember));
  return db
    .select({
      chargeId: chargeItems.chargeId,
      memberId: chargeItems.memberId,
      firstName: members.firstName,
      lastName: members.lastName,
      kind: chargeItems.kind,
      planName: plans.name,
      periodStart: chargeItems.periodStart,
      periodEnd: chargeItems.periodEnd,
      listCents: chargeItems.listCents,
      discountCents: chargeItems.discountCents,
      amountCents: chargeItems.amountCents,
    })
    .from(chargeItems)
    .innerJoin(
      members,
      and(eq(members.organizationId, chargeItems.organizationId), eq(members.id, chargeItems.memberId)),
    )
    .innerJoin(
      subscriptions,
      and(
        eq(subscriptions.organizationId, chargeItems.organizationId),
        eq(subscriptions.id, chargeItems.subscriptionId),
      ),
    )
    .innerJoin(plans, and(eq(plans.organizationId, subscriptions.organizationId), eq(plans.id, subscriptions.planId)))
    .where(and(...conditions))
    .orderBy(asc(chargeItems.chargeId), asc(chargeItems.id));
}
export type ChargeLineRow = Awaited<ReturnType<typeof chargeLinesOf>>[number];

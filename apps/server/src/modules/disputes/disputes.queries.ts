import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import {
  chargeItems,
  charges,
  disputes,
  enrolments,
  memberPaymentMethods,
  members,
  offices,
  plans,
  subscriptions,
} from '../../db/schema';

// What the office's disputes page reads: its disputes with the payment and the payer, the plans each holds, and the
// records an answer draws on (the household's enrolment, the plans the payment paid for).

const OPEN = ['needs_response', 'under_review'];

/** The office's disputes, open first (the nearest deadline first), then decided ones, newest first. */
export function officeDisputes(db: Db, organizationId: number, officeId: number, which: 'open' | 'closed' | 'all') {
  const conditions = [eq(disputes.organizationId, organizationId), eq(disputes.officeId, officeId)];
  if (which === 'open') conditions.push(inArray(disputes.status, OPEN));
  if (which === 'closed') conditions.push(sql`${disputes.status} not in ('needs_response', 'under_review')`);
  return db
    .select({
      dispute: disputes,
      paidAt: charges.createdAt,
      paymentCents: charges.amountCents,
      method: charges.method,
      brand: memberPaymentMethods.brand,
      last4: memberPaymentMethods.last4,
      firstName: members.firstName,
      lastName: members.lastName,
    })
    .from(disputes)
    .innerJoin(charges, and(eq(charges.organizationId, disputes.organizationId), eq(charges.id, disputes.chargeId)))
    .innerJoin(
      members,
      and(eq(members.organizationId, disputes.organizationId), eq(members.id, disputes.ownerMemberId)),
    )
    .leftJoin(
      memberPaymentMethods,
      and(
        eq(memberPaymentMethods.organizationId, charges.organizationId),
        eq(memberPaymentMethods.id, charges.paymentMethodId),
      ),
    )
    .where(and(...conditions))
    .orderBy(
      sql`${disputes.status} not in ('needs_response', 'under_review')`,
      sql`case when ${disputes.status} in ('needs_response', 'under_review') then ${disputes.respondBy} end nulls last`,
      desc(disputes.openedAt),
      desc(disputes.id),
    );
}

export type OfficeDisputeRow = Awaited<ReturnType<typeof officeDisputes>>[number];

/** Of the office's open disputes: how many wait for its answer, and what they all hold from the practice. */
export async function openDisputeTotals(db: Db, organizationId: number, officeId: number) {
  const [row] = await db
    .select({
      needsResponse: sql<number>`(count(*) filter (where ${disputes.status} = 'needs_response'))::int`,
      heldCents: sql<number>`coalesce(sum(${disputes.amountCents}), 0)::float8`,
    })
    .from(disputes)
    .where(
      and(eq(disputes.organizationId, organizationId), eq(disputes.officeId, officeId), inArray(disputes.status, OPEN)),
    );
  return { needsResponse: Number(row?.needsResponse ?? 0), heldCents: Number(row?.heldCents ?? 0) };
}

/** The plans these subscriptions are, with their member, as they stand now. */
export function heldPlans(db: Db, organizationId: number, subscriptionIds: readonly number[]) {
  if (subscriptionIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      subscriptionId: subscriptions.id,
      status: subscriptions.status,
      planName: plans.name,
      firstName: members.firstName,
      lastName: members.lastName,
    })
    .from(subscriptions)
    .innerJoin(plans, and(eq(plans.organizationId, subscriptions.organizationId), eq(plans.id, subscriptions.planId)))
    .innerJoin(
      members,
      and(eq(members.organizationId, subscriptions.organizationId), eq(members.id, subscriptions.memberId)),
    )
    .where(and(eq(subscriptions.organizationId, organizationId), inArray(subscriptions.id, [...subscriptionIds])));
}

/** What a disputed payment paid for, line by line, with each member's plan and its term and price. */
export function paidForLines(db: Db, organizationId: number, chargeId: number) {
  return db
    .select({
      kind: chargeItems.kind,
      periodStart: chargeItems.periodStart,
      periodEnd: chargeItems.periodEnd,
      amountCents: chargeItems.amountCents,
      planName: plans.name,
      term: subscriptions.term,
      priceCents: subscriptions.priceCents,
      subscriptionCreatedAt: subscriptions.createdAt,
      firstName: members.firstName,
      lastName: members.lastName,
    })
    .from(chargeItems)
    .innerJoin(
      subscriptions,
      and(
        eq(subscriptions.organizationId, chargeItems.organizationId),
        eq(subscriptions.id, chargeItems.subscriptionId),
      ),
    )
    .innerJoin(plans, and(eq(plans.organizationId, subscriptions.organizationId), eq(plans.id, subscriptions.planId)))
    .innerJoin(
      members,
      and(eq(members.organizationId, chargeItems.organizationId), eq(members.id, chargeItems.memberId)),
    )
    .where(and(eq(chargeItems.organizationId, organizationId), eq(chargeItems.chargeId, chargeId)))
    .orderBy(chargeItems.id);
}

/** The household's enrolment (the first, when it enrolled more than once): how and when it agreed. */
export async function householdEnrolment(db: Db, organizationId: number, ownerMemberId: number) {
  const [row] = await db
    .select({ channel: enrolments.channel, createdAt: enrolments.createdAt, paymentKind: enrolments.paymentKind })
    .from(enrolments)
    .where(and(eq(enrolments.organizationId, organizationId), eq(enrolments.ownerMemberId, ownerMemberId)))
    .orderBy(enrolments.id)
    .limit(1);
  return row ?? null;
}

/** The payer, and the office with its phone, for the evidence. */
export async function payerAndOffice(db: Db, organizationId: number, ownerMemberId: number, officeId: number) {
  const [row] = await db
    .select({
      firstName: members.firstName,
      lastName: members.lastName,
      email: members.email,
      officeName: offices.officeName,
      officePhone: offices.phone,
    })
    .from(members)
    .innerJoin(offices, and(eq(offices.organizationId, members.organizationId), eq(offices.id, officeId)))
    .where(and(eq(members.organizationId, organizationId), eq(members.id, ownerMemberId)));
  return row ?? null;
}

/** Of each of these payments, what a dispute holds (open) or took back (lost); a won dispute takes nothing. */
export async function disputedCentsOf(
  db: Db,
  organizationId: number,
  chargeIds: readonly number[],
): Promise<Map<number, number>> {
  if (chargeIds.length === 0) return new Map();
  const rows = await db
    .select({ chargeId: disputes.chargeId, cents: sql<number>`sum(${disputes.amountCents})::float8` })
    .from(disputes)
    .where(
      and(
        eq(disputes.organizationId, organizationId),
        inArray(disputes.chargeId, [...chargeIds]),
        sql`${disputes.status} <> 'won'`,
      ),
    )
    .groupBy(disputes.chargeId);
  return new Map(rows.map((r) => [r.chargeId, Number(r.cents)]));
}

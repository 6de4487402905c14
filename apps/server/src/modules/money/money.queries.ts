import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import {
  baaSignatures,
  discountCodes,
  offices,
  officeUsers,
  organizations,
  practiceSignups,
  tierPaymentMethods,
  users,
} from '../../db/schema';

/** The office and its organization; the guard has already checked the caller may act there. */
export async function officeWithOrganization(db: Db, officeId: number) {
  const [row] = await db
    .select({ office: offices, organization: organizations })
    .from(offices)
    .innerJoin(organizations, eq(organizations.id, offices.organizationId))
    .where(eq(offices.id, officeId))
    .limit(1);
  return row ?? null;
}

/** Whether the user is marked owner of this office. */
export async function isOwnerOf(db: Db, organizationId: number, officeId: number, userId: number): Promise<boolean> {
  const [link] = await db
    .select({ isOwner: officeUsers.isOwner })
    .from(officeUsers)
    .where(
      and(
        eq(officeUsers.organizationId, organizationId),
        eq(officeUsers.officeId, officeId),
        eq(officeUsers.userId, userId),
      ),
    )
    .limit(1);
  return link?.isOwner ?? false;
}

/** The email the office is reached at: its own, else its owner's. */
export async function officeContactEmail(db: Db, organizationId: number, officeId: number): Promise<string | null> {
  const [row] = await db
    .select({ officeEmail: offices.email, ownerEmail: users.email })
    .from(offices)
    .leftJoin(
      officeUsers,
      and(
        eq(officeUsers.organizationId, offices.organizationId),
        eq(officeUsers.officeId, offices.id),
        eq(officeUsers.isOwner, true),
      ),
    )
    .leftJoin(users, eq(users.id, officeUsers.userId))
    .where(and(eq(offices.organizationId, organizationId), eq(offices.id, officeId)))
    .limit(1);
  return row?.officeEmail ?? row?.ownerEmail ?? null;
}

/**
 * The platform period and discount code the practice chose when it confirmed its sign-up (written by sign-up;
 * read here to bill it). Null for a practice that never signed up itself (one moved over from the old platform).
 */
export async function signupPlanChoice(db: Db, organizationId: number) {
  const [row] = await db
    .select({
      pricingPeriod: practiceSignups.pricingPeriod,
      code: discountCodes.code,
      percentOff: discountCodes.percentOff,
      amountOffCents: discountCodes.amountOffCents,
    })
    .from(practiceSignups)
    .leftJoin(discountCodes, eq(discountCodes.id, practiceSignups.discountCodeId))
    .where(eq(practiceSignups.organizationId, organizationId))
    .limit(1);
  return row ?? null;
}

export async function activeTierMethods(db: Db, organizationId: number) {
  return db
    .select()
    .from(tierPaymentMethods)
    .where(and(eq(tierPaymentMethods.organizationId, organizationId), isNull(tierPaymentMethods.removedAt)))
    .orderBy(asc(tierPaymentMethods.createdAt), asc(tierPaymentMethods.id));
}

export async function activeTierMethod(db: Db, organizationId: number, id: number) {
  const [row] = await db
    .select()
    .from(tierPaymentMethods)
    .where(
      and(
        eq(tierPaymentMethods.organizationId, organizationId),
        eq(tierPaymentMethods.id, id),
        isNull(tierPaymentMethods.removedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Takes a tier method off the organization's list (the processor detached it, or its bank refused it). */
export async function removeTierMethodRow(db: Db, organizationId: number, id: number, now: Date) {
  await db
    .update(tierPaymentMethods)
    .set({ removedAt: now, isDefault: false })
    .where(and(eq(tierPaymentMethods.organizationId, organizationId), eq(tierPaymentMethods.id, id)));
}

/** Makes one tier method the default, and no other (the partial unique index holds it under racing calls). */
export async function makeTierMethodDefault(db: Db, organizationId: number, id: number) {
  await db
    .update(tierPaymentMethods)
    .set({ isDefault: false })
    .where(and(eq(tierPaymentMethods.organizationId, organizationId), eq(tierPaymentMethods.isDefault, true)));
  await db
    .update(tierPaymentMethods)
    .set({ isDefault: true })
    .where(and(eq(tierPaymentMethods.organizationId, organizationId), eq(tierPaymentMethods.id, id)));
}

/** A bank method's deposits were confirmed: it can be charged. True when it was waiting. */
export async function markTierMethodVerified(db: Db, organizationId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(tierPaymentMethods)
    .set({ verifyUrl: null })
    .where(
      and(
        eq(tierPaymentMethods.organizationId, organizationId),
        eq(tierPaymentMethods.id, id),
        isNotNull(tierPaymentMethods.verifyUrl),
      ),
    )
    .returning({ id: tierPaymentMethods.id });
  return rows.length > 0;
}

export async function hasDefaultTierMethod(db: Db, organizationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tierPaymentMethods.id })
    .from(tierPaymentMethods)
    .where(
      and(
        eq(tierPaymentMethods.organizationId, organizationId),
        eq(tierPaymentMethods.isDefault, true),
        isNull(tierPaymentMethods.removedAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The organization's customer at the processor for its tier payments, if it has one yet. */
export async function tierCustomerOf(db: Db, organizationId: number): Promise<string | null> {
  const [org] = await db
    .select({ id: organizations.tierStripeCustomerId })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return org?.id ?? null;
}

/** Sets the organization's tier customer once; answers the one stored (a racing call may have set it first). */
export async function storeTierCustomer(db: Db, organizationId: number, customerId: string): Promise<string> {
  await db
    .update(organizations)
    .set({ tierStripeCustomerId: customerId })
    .where(and(eq(organizations.id, organizationId), isNull(organizations.tierStripeCustomerId)));
  const [org] = await db
    .select({ id: organizations.tierStripeCustomerId })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return org?.id ?? customerId;
}

/** Sets the office's connected account once; answers the one stored. */
export async function storeConnectedAccount(db: Db, organizationId: number, officeId: number, accountId: string) {
  await db
    .update(offices)
    .set({ stripeAccountId: accountId })
    .where(and(eq(offices.organizationId, organizationId), eq(offices.id, officeId), isNull(offices.stripeAccountId)));
  const [office] = await db
    .select({ id: offices.stripeAccountId })
    .from(offices)
    .where(and(eq(offices.organizationId, organizationId), eq(offices.id, officeId)));
  return office?.id ?? accountId;
}

export async function latestBaaSignature(db: Db, organizationId: number, officeId: number) {
  const [row] = await db
    .select()
    .from(baaSignatures)
    .where(and(eq(baaSignatures.organizationId, organizationId), eq(baaSignatures.officeId, officeId)))
    .orderBy(desc(baaSignatures.signedAt), desc(baaSignatures.id))
    .limit(1);
  return row ?? null;
}

/** Whether any signature exists for the office (the enrolment gate). */
export async function hasBaaSignature(db: Db, officeId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`1` })
    .from(baaSignatures)
    .where(eq(baaSignatures.officeId, officeId))
    .limit(1);
  return Boolean(row);
}

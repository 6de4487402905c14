import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { baaSignatures, offices, officeUsers, organizations, tierPaymentMethods, users } from '../../db/schema';

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

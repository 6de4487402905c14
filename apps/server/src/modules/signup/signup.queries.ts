import { TERMS_VERSION } from '@mhq/domain';
import { and, asc, count, desc, eq, gt, inArray, isNull, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import {
  associations,
  baaSignatures,
  discountCodes,
  officeProfiles,
  offices,
  officeUsers,
  organizations,
  plans,
  practiceSignups,
  signupCodes,
  termsAcceptances,
  users,
} from '../../db/schema';
import { payoutAccountState } from '../money/processor-events.queries';
import { planAppliesTo } from '../plans/plans.queries';

/** Slugs already held by an office, among these. */
export async function takenSlugs(db: Db, slugs: readonly string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await db
    .select({ slug: offices.slug })
    .from(offices)
    .where(inArray(offices.slug, [...slugs]));
  return new Set(rows.map((r) => r.slug));
}

/** Slugs that start with this base: the candidates a new slug must avoid. */
export async function slugsLike(db: Db, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: offices.slug })
    .from(offices)
    .where(like(offices.slug, `${base.replace(/[%_\\]/g, '')}%`));
  return new Set(rows.map((r) => r.slug));
}

export async function associationBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(associations).where(eq(associations.urlSlug, slug)).limit(1);
  if (!row) return null;
  const [promo] = await db
    .select({ code: discountCodes.code })
    .from(discountCodes)
    .where(and(eq(discountCodes.associationId, row.id), eq(discountCodes.active, true)))
    .orderBy(asc(discountCodes.id))
    .limit(1);
  return { association: row, promoCode: promo?.code ?? null };
}

export type NewPractice = {
  organizationName: string;
  office: Omit<typeof offices.$inferInsert, 'organizationId'>;
  profile: Omit<typeof officeProfiles.$inferInsert, 'organizationId' | 'officeId'>;
  owner: Omit<typeof users.$inferInsert, 'organizationId'>;
  referralSource: string;
  discountCodeId: number | null;
  /** The association or partner the practice named (admin-lists lead sources), where the brand asks. */
  leadSourceId?: number | null;
  /** The plan from the public plan builder, kept until the office is set up (issue 27). */
  planDraft?: Record<string, unknown> | null;
  /** The clock's time: the sign-up's date sits in the same time as its confirmation (a demo's clock moves). */
  at: Date;
};

/** Writes the organization, its first office and profile, the owner and the owner's link to the office. */
export async function insertPractice(db: Db, p: NewPractice) {
  const [organization] = await db.insert(organizations).values({ name: p.organizationName }).returning();
  if (!organization) throw new Error('organization insert failed');
  const [office] = await db
    .insert(offices)
    .values({ ...p.office, organizationId: organization.id })
    .returning();
  if (!office) throw new Error('office insert failed');
  await db.insert(officeProfiles).values({ ...p.profile, organizationId: organization.id, officeId: office.id });
  const [owner] = await db
    .insert(users)
    .values({ ...p.owner, organizationId: organization.id })
    .returning();
  if (!owner) throw new Error('user insert failed');
  await db.insert(officeUsers).values({
    organizationId: organization.id,
    officeId: office.id,
    userId: owner.id,
    isOwner: true,
    planCoordinator: true,
    jobTitle: 'dentist',
  });
  await db.insert(practiceSignups).values({
    organizationId: organization.id,
    ownerUserId: owner.id,
    referralSource: p.referralSource,
    discountCodeId: p.discountCodeId,
    leadSourceId: p.leadSourceId ?? null,
    planDraft: p.planDraft ?? null,
    createdAt: p.at,
  });
  // The owner agreed to the terms in force on the sign-up form (agreeToTerms): recorded as their acceptance.
  await db.insert(termsAcceptances).values({ userId: owner.id, version: TERMS_VERSION, acceptedAt: p.at });
  return { organization, office, owner };
}

/** The sign-up an owner's email belongs to: the owner, the organization's first office and the sign-up row. */
export async function signupOfEmail(db: Db, email: string) {
  const [row] = await db
    .select({ user: users, signup: practiceSignups })
    .from(practiceSignups)
    .innerJoin(users, eq(users.id, practiceSignups.ownerUserId))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  if (!row) return null;
  const office = await firstOffice(db, row.signup.organizationId);
  return office ? { ...row, office } : null;
}

export async function firstOffice(db: Db, organizationId: number) {
  const [office] = await db
    .select()
    .from(offices)
    .where(eq(offices.organizationId, organizationId))
    .orderBy(asc(offices.id))
    .limit(1);
  return office ?? null;
}

/** The sign-up of an office, for its activation link. */
export async function signupOfOffice(db: Db, officeId: number) {
  const [row] = await db
    .select({ office: offices, signup: practiceSignups, user: users, code: discountCodes.code })
    .from(offices)
    .innerJoin(practiceSignups, eq(practiceSignups.organizationId, offices.organizationId))
    .innerJoin(users, eq(users.id, practiceSignups.ownerUserId))
    .leftJoin(discountCodes, eq(discountCodes.id, practiceSignups.discountCodeId))
    .where(eq(offices.id, officeId))
    .limit(1);
  return row ?? null;
}

export async function insertSignupCode(db: Db, c: { userId: number; codeHash: string; expiresAt: Date; now: Date }) {
  // A new code voids the ones before it: only the latest mailed code works.
  await db
    .update(signupCodes)
    .set({ usedAt: c.now })
    .where(and(eq(signupCodes.userId, c.userId), isNull(signupCodes.usedAt)));
  await db
    .insert(signupCodes)
    .values({ userId: c.userId, codeHash: c.codeHash, expiresAt: c.expiresAt, createdAt: c.now });
}

/** The user's one live code (unused, unexpired), locked for this transaction. */
export async function liveSignupCode(db: Db, userId: number, now: Date) {
  const [row] = await db
    .select()
    .from(signupCodes)
    .where(and(eq(signupCodes.userId, userId), isNull(signupCodes.usedAt), gt(signupCodes.expiresAt, now)))
    .orderBy(desc(signupCodes.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function recordWrongTry(db: Db, codeId: number, voidIt: boolean, now: Date) {
  await db
    .update(signupCodes)
    .set({ wrongTries: sql`${signupCodes.wrongTries} + 1`, ...(voidIt ? { usedAt: now } : {}) })
    .where(eq(signupCodes.id, codeId));
}

export async function useSignupCode(db: Db, codeId: number, now: Date) {
  await db.update(signupCodes).set({ usedAt: now }).where(eq(signupCodes.id, codeId));
}

/** Confirms the sign-up: the email, the tier, period and discount; the organization's offices become verified. */
export async function confirmSignup(
  db: Db,
  organizationId: number,
  choice: { tierLevel: number; pricingPeriod: string; discountCodeId: number | null; associationId: number | null },
  now: Date,
) {
  await db.update(organizations).set({ tierLevel: choice.tierLevel }).where(eq(organizations.id, organizationId));
  await db
    .update(practiceSignups)
    .set({ pricingPeriod: choice.pricingPeriod, discountCodeId: choice.discountCodeId, emailConfirmedAt: now })
    .where(eq(practiceSignups.organizationId, organizationId));
  await db
    .update(offices)
    .set({ verified: true, ...(choice.associationId ? { associationId: choice.associationId } : {}) })
    .where(eq(offices.organizationId, organizationId));
}

export async function officeOfOrganization(db: Db, organizationId: number, officeId: number) {
  const [row] = await db
    .select()
    .from(offices)
    .where(and(eq(offices.organizationId, organizationId), eq(offices.id, officeId)))
    .limit(1);
  return row ?? null;
}

export async function updateOfficeSetup(
  db: Db,
  organizationId: number,
  officeId: number,
  setup: { slug: string; specialtyId: number | null; bookingUrl: string },
) {
  await db
    .update(offices)
    .set({ slug: setup.slug })
    .where(and(eq(offices.organizationId, organizationId), eq(offices.id, officeId)));
  await db
    .insert(officeProfiles)
    .values({ organizationId, officeId, specialtyId: setup.specialtyId, bookingUrl: setup.bookingUrl })
    .onConflictDoUpdate({
      target: [officeProfiles.organizationId, officeProfiles.officeId],
      set: { specialtyId: setup.specialtyId, bookingUrl: setup.bookingUrl },
    });
}

/** Adds one office of the organization with its profile, and links every owner of the organization to it. */
export async function insertOffice(
  db: Db,
  organizationId: number,
  office: Omit<typeof offices.$inferInsert, 'organizationId'>,
  profile: Omit<typeof officeProfiles.$inferInsert, 'organizationId' | 'officeId'>,
  ownerUserIds: readonly number[],
) {
  // A new location keeps the practice's brand (its first office's, set at sign-up).
  const brand = sql<string>`coalesce((select o.brand from offices o where o.organization_id = ${organizationId} order by o.id limit 1), 'dental')`;
  const [row] = await db
    .insert(offices)
    .values({ brand, ...office, organizationId })
    .returning();
  if (!row) throw new Error('office insert failed');
  await db.insert(officeProfiles).values({ ...profile, organizationId, officeId: row.id });
  if (ownerUserIds.length > 0) {
    await db
      .insert(officeUsers)
      .values(ownerUserIds.map((userId) => ({ organizationId, officeId: row.id, userId, isOwner: true })));
  }
  return row;
}

export async function ownersOfOrganization(db: Db, organizationId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: officeUsers.userId })
    .from(officeUsers)
    .where(and(eq(officeUsers.organizationId, organizationId), eq(officeUsers.isOwner, true)));
  return rows.map((r) => r.userId);
}

export async function officeProfile(db: Db, organizationId: number, officeId: number) {
  const [profile] = await db
    .select()
    .from(officeProfiles)
    .where(and(eq(officeProfiles.organizationId, organizationId), eq(officeProfiles.officeId, officeId)))
    .limit(1);
  return profile ?? null;
}

/** What the launch checklist reads about one office. */
export async function launchFacts(db: Db, organizationId: number, officeId: number) {
  const office = await officeOfOrganization(db, organizationId, officeId);
  if (!office) return null;
  const [profile] = await db
    .select()
    .from(officeProfiles)
    .where(and(eq(officeProfiles.organizationId, organizationId), eq(officeProfiles.officeId, officeId)))
    .limit(1);
  const [published] = await db
    .select({ id: plans.id })
    .from(plans)
    .where(
      and(
        // A plan offered at the office: its own, its groups' or the organization's master plans.
        planAppliesTo({ organizationId, officeId }),
        eq(plans.viewStatus, 'active'),
      ),
    )
    .limit(1);
  const [team] = await db
    .select({ n: count() })
    .from(officeUsers)
    .where(and(eq(officeUsers.organizationId, organizationId), eq(officeUsers.officeId, officeId)));
  const [baa] = await db
    .select({ id: baaSignatures.id })
    .from(baaSignatures)
    .where(and(eq(baaSignatures.organizationId, organizationId), eq(baaSignatures.officeId, officeId)))
    .limit(1);
  return {
    office,
    profile: profile ?? null,
    planPublished: Boolean(published),
    teamSize: Number(team?.n ?? 0),
    baaSigned: Boolean(baa),
    reportedPayout: await payoutAccountState(db, organizationId, officeId),
  };
}

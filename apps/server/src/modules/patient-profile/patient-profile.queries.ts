import { and, asc, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { emailChanges, householdContactPreferences, members, users } from '../../db/schema';

/** A household the signed-in patient owns: its account owner's member record (one per practice they belong to). */
export type OwnedHousehold = typeof members.$inferSelect;

/**
 * The account-owner records the user holds, oldest first. A patient enrolled at two practices owns one household in
 * each; what they change about themselves here is changed in every one, so each office sees the same person.
 */
export async function ownedHouseholds(db: Db, userId: number, lock = false): Promise<OwnedHousehold[]> {
  const query = db
    .select()
    .from(members)
    .where(and(eq(members.userId, userId), isNull(members.accountOwnerId), isNull(members.deletedAt)))
    .orderBy(asc(members.id));
  return lock ? query.for('update') : query;
}

/** Every member of these households (owners and family), as `organization_id:id` pairs for one update. */
function householdCondition(owners: OwnedHousehold[]) {
  return or(
    ...owners.map((o) =>
      and(eq(members.organizationId, o.organizationId), or(eq(members.id, o.id), eq(members.accountOwnerId, o.id))),
    ),
  );
}

/** The household's language is kept on every member of it, so any member's row (and any mail) reads the same. */
export async function setHouseholdsSpanish(db: Db, owners: OwnedHousehold[], spanish: boolean): Promise<void> {
  await db.update(members).set({ spanish }).where(householdCondition(owners));
}

export async function updateOwners(
  db: Db,
  owners: OwnedHousehold[],
  values: Partial<Pick<OwnedHousehold, 'firstName' | 'lastName' | 'email' | 'phone' | 'address'>>,
): Promise<void> {
  await db
    .update(members)
    .set(values)
    .where(or(...owners.map((o) => and(eq(members.organizationId, o.organizationId), eq(members.id, o.id)))));
}

export async function userRow(db: Db, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** Whether another user signs in with this address (compared as the unique index compares: lower case). */
export async function emailTakenByOther(db: Db, email: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, userId)))
    .limit(1);
  return Boolean(row);
}

/** The user's email change still waiting for its link: the newest, neither confirmed, retired nor expired. */
export async function pendingEmailChange(db: Db, userId: number, now: Date) {
  const [row] = await db
    .select()
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.userId, userId),
        isNull(emailChanges.confirmedAt),
        isNull(emailChanges.retiredAt),
        gt(emailChanges.expiresAt, now),
      ),
    )
    .orderBy(desc(emailChanges.id))
    .limit(1);
  return row ?? null;
}

/** Retires every open request of the user: their links stop working. */
export async function retireEmailChanges(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(emailChanges)
    .set({ retiredAt: now })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.confirmedAt), isNull(emailChanges.retiredAt)));
}

/** The request a link's token names, locked: the link is used exactly once even when opened twice at once. */
export async function emailChangeByToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(emailChanges)
    .where(eq(emailChanges.tokenHash, tokenHash))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** The first household's preferences (all households are kept alike); everything on when never set. */
export async function preferencesOf(db: Db, owner: OwnedHousehold) {
  const [row] = await db
    .select({
      reminderMail: householdContactPreferences.reminderMail,
      reminderTexts: householdContactPreferences.reminderTexts,
    })
    .from(householdContactPreferences)
    .where(
      and(
        eq(householdContactPreferences.organizationId, owner.organizationId),
        eq(householdContactPreferences.memberId, owner.id),
      ),
    );
  return row ?? { reminderMail: true, reminderTexts: true };
}

export async function savePreferences(
  db: Db,
  owners: OwnedHousehold[],
  prefs: { reminderMail: boolean; reminderTexts: boolean },
  now: Date,
): Promise<void> {
  await db
    .insert(householdContactPreferences)
    .values(owners.map((o) => ({ organizationId: o.organizationId, memberId: o.id, ...prefs, updatedAt: now })))
    .onConflictDoUpdate({
      target: [householdContactPreferences.organizationId, householdContactPreferences.memberId],
      set: { ...prefs, updatedAt: now },
    });
}

import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { householdContactPreferences, members } from '../db/schema';

/**
 * Contact preferences as households set them in their portal settings (issue 22): a few of the Spanish-speaking
 * households took renewal reminders by mail only, one took no reminders at all (payment notices still reach it). The
 * demo patient keeps everything on, as a new household has it.
 */
export async function seedDemoContactPreferences(tx: Db, now: Date): Promise<void> {
  const owners = await tx
    .select({ organizationId: members.organizationId, id: members.id })
    .from(members)
    .where(and(eq(members.spanish, true), isNull(members.accountOwnerId), isNull(members.userId)))
    .orderBy(asc(members.id))
    .limit(4);
  if (owners.length === 0) return;
  await tx.insert(householdContactPreferences).values(
    owners.map((o, n) => ({
      organizationId: o.organizationId,
      memberId: o.id,
      reminderMail: n !== 0,
      reminderTexts: false,
      updatedAt: now,
    })),
  );
}

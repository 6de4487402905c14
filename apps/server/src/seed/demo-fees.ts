import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { officeFeeOverrides, offices, users } from '../db/schema';

/**
 * An office with its own platform fees (issue 24, /admin/fees): Harbor North's group agreement, a lower fee per
 * member, its setup percent the platform's. It applies from the demo's next payment on: the history stays as charged.
 */
export async function seedDemoFees(tx: Db, now: Date): Promise<void> {
  const [north] = await tx
    .select({ id: offices.id, organizationId: offices.organizationId })
    .from(offices)
    .where(eq(offices.slug, 'harbor-north'));
  const [sam] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'super@demo.test'));
  if (!north) return;
  await tx.insert(officeFeeOverrides).values({
    officeId: north.id,
    organizationId: north.organizationId,
    perMemberMonthCents: 75,
    setupFeePercent: null,
    note: 'Group agreement signed in March: 25% off the fee per member for three years.',
    updatedByUserId: sam?.id ?? null,
    updatedAt: new Date(now.getTime() - 40 * 86_400_000),
  });
}

import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { enrolments, householdCredits, members, offices, referralCodes, referrals } from '../db/schema';

const DAY = 86_400_000;

/**
 * The demo's referrals at Demo Downtown (issue 22): one household referred two newer ones, a month ago and last
 * week, and was credited for each (the platform's credit). Households of the demo's own accounts are left out, so the
 * demo patient's payments stay as the other demo data expects. After seedDemoCodes (the households' codes).
 */
export async function seedDemoReferrals(tx: Db, now: Date): Promise<void> {
  const [downtown] = await tx
    .select({ id: offices.id, organizationId: offices.organizationId })
    .from(offices)
    .where(eq(offices.slug, 'demo-downtown'));
  if (!downtown) return;
  const owners = await tx
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.officeId, downtown.id),
        isNull(members.accountOwnerId),
        isNull(members.userId),
        isNull(members.deletedAt),
      ),
    )
    .orderBy(asc(members.id));
  // The referrer is an older household; the two it referred are the newest ones (the ones that joined last).
  const referrer = owners[2];
  const [first, second] = owners.slice(-2);
  if (!referrer || !first || !second || new Set([referrer.id, first.id, second.id]).size < 3) return;
  const [code] = await tx
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(and(eq(referralCodes.organizationId, downtown.organizationId), eq(referralCodes.ownerMemberId, referrer.id)))
    .orderBy(desc(referralCodes.id));
  if (!code) return;

  for (const [referred, daysAgo] of [
    [first, 30],
    [second, 7],
  ] as const) {
    const at = new Date(now.getTime() - daysAgo * DAY);
    const [enrolment] = await tx
      .insert(enrolments)
      .values({
        organizationId: downtown.organizationId,
        officeId: downtown.id,
        ownerMemberId: referred.id,
        channel: 'external',
        paymentKind: 'card',
        term: 'monthly',
        todayCents: 0,
        recurringCents: 0,
        quote: { seeded: 'demo referral' },
        createdAt: at,
      })
      .returning({ id: enrolments.id });
    if (!enrolment) continue;
    const [referral] = await tx
      .insert(referrals)
      .values({
        organizationId: downtown.organizationId,
        officeId: downtown.id,
        referrerOwnerMemberId: referrer.id,
        referredOwnerMemberId: referred.id,
        enrolmentId: enrolment.id,
        code: code.code,
        creditCents: 2500,
        createdAt: at,
      })
      .returning({ id: referrals.id });
    if (!referral) continue;
    await tx.insert(householdCredits).values({
      organizationId: downtown.organizationId,
      ownerMemberId: referrer.id,
      amountCents: 2500,
      kind: 'referral',
      referralId: referral.id,
      createdAt: at,
    });
  }
}

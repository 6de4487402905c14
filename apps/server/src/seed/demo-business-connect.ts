import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { businessConnectSettings, offices, smallBusinesses, users } from '../db/schema';
import { newBusinessActivation } from '../modules/business-portal/business-activation';
import { enrolThroughChannel, householdsWithoutEnrolment } from './demo-channel-households';

const DAY = 86_400_000;

/**
 * BusinessConnect at Demo Downtown (issue 25): the terms the owner accepted, the 10% its employers' staff get (the
 * platform's default, so the demo's enrolment pages keep showing it), a second employer invited and not yet set up,
 * and a few of Downtown's households that came through Acme Logistics' link: their enrolments name Acme, so the
 * members list's 'business' filter, Acme's portal and the office's report show them with the payments the demo's
 * history already made. After seedDemoHistory and seedDemoReferrals.
 */
export async function seedDemoBusinessConnect(tx: Db, now: Date): Promise<void> {
  const [downtown] = await tx
    .select({ id: offices.id, organizationId: offices.organizationId })
    .from(offices)
    .where(eq(offices.slug, 'demo-downtown'));
  const [acme] = await tx.select().from(smallBusinesses).where(eq(smallBusinesses.name, 'Acme Logistics'));
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'owner@demo.test'));
  if (!downtown || !acme || !owner) return;
  const accepted = new Date(now.getTime() - 190 * DAY);
  await tx.insert(businessConnectSettings).values({
    organizationId: downtown.organizationId,
    officeId: downtown.id,
    discountPercent: 10,
    termsAcceptedAt: accepted,
    addendumAcceptedAt: accepted,
    acceptedByUserId: owner.id,
    updatedAt: accepted,
  });

  // Invited a week ago; its activation link (never shown: only its hash is kept) works one more week.
  const invitedAt = new Date(now.getTime() - 7 * DAY);
  const activation = newBusinessActivation(invitedAt);
  await tx.insert(smallBusinesses).values({
    name: 'Riverbend Credit Union',
    organizationId: downtown.organizationId,
    officeId: downtown.id,
    email: 'people@riverbend-cu.test',
    phone: '5125550177',
    employeeCount: 25,
    status: 'invited',
    activationKeyHash: activation.hash,
    activationExpiresAt: activation.expiresAt,
    invitedByUserId: owner.id,
    updatedAt: invitedAt,
    createdAt: invitedAt,
  });

  // Households that no demo account and no earlier enrolment (the referrals') stand for: three whose plans run and
  // one that ended, enrolled the day their first plan began.
  const candidates = await householdsWithoutEnrolment(tx, downtown);
  const pick = [
    ...candidates.filter((c) => c.status === 'active').slice(2, 5),
    ...candidates.filter((c) => c.status === 'canceled').slice(1, 2),
  ];
  for (const household of pick) {
    await enrolThroughChannel(tx, downtown, household, { smallBusinessId: acme.id }, 'demo BusinessConnect');
  }
}

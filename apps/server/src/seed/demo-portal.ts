import { addMonths } from '@mhq/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { members, officeProfiles, offices, subscriptions } from '../db/schema';

/** The logo the demo's Downtown office shows on its member cards (served by the web app). */
export const DEMO_DOWNTOWN_LOGO = '/offices/demo-downtown.svg';

/**
 * What the demo patient's portal shows beyond plain active plans (issue 22): Downtown's logo, a booking link and
 * Saturday morning hours for the 'Your dentist' page, and an announced price change on one family member's plan
 * (from the renewal after next, so the next payment the household sees, and the billing run takes, is unchanged).
 */
export async function seedDemoPortal(tx: Db): Promise<void> {
  const [downtown] = await tx.select().from(offices).where(eq(offices.slug, 'demo-downtown'));
  if (!downtown) return;
  await tx.update(offices).set({ logo: DEMO_DOWNTOWN_LOGO }).where(eq(offices.id, downtown.id));
  const [profile] = await tx
    .select()
    .from(officeProfiles)
    .where(and(eq(officeProfiles.organizationId, downtown.organizationId), eq(officeProfiles.officeId, downtown.id)));
  if (profile?.hours) {
    await tx
      .update(officeProfiles)
      .set({
        bookingUrl: 'https://booking.example.com/demo-downtown',
        hours: { ...profile.hours, sat: { open: true, from: '09:00', to: '13:00' } },
      })
      .where(and(eq(officeProfiles.organizationId, downtown.organizationId), eq(officeProfiles.officeId, downtown.id)));
  }

  const [owner] = await tx
    .select()
    .from(members)
    .where(and(eq(members.email, 'patient@demo.test'), isNull(members.accountOwnerId)));
  if (!owner) return;
  const family = await tx
    .select({ sub: subscriptions })
    .from(subscriptions)
    .innerJoin(members, eq(members.id, subscriptions.memberId))
    .where(and(eq(members.accountOwnerId, owner.id), eq(subscriptions.status, 'active')))
    .orderBy(asc(subscriptions.id));
  const changing = family.find((f) => f.sub.nextRenewalOn !== null)?.sub;
  if (!changing?.nextRenewalOn) return;
  await tx
    .update(subscriptions)
    .set({
      pendingPriceCents: changing.priceCents + (changing.term === 'annual' ? 2400 : 200),
      pendingPriceFrom: addMonths(changing.nextRenewalOn, changing.term === 'annual' ? 12 : 1),
    })
    .where(eq(subscriptions.id, changing.id));
}

import type { TenantConfig } from '@mhq/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { discountCodes, practiceSignups, users } from '../db/schema';

const DAY = 86_400_000;

/**
 * The admins' promo page and incomplete sign-ups (issue 24): codes in each state a platform admin meets (taking
 * sign-ups with limits, not started yet, paused, expired), beside the sign-up codes of seed/demo-signup.ts; and
 * Riverside's sign-up (seed/demo-money.ts): it confirmed its email and published plans, but has no payout account.
 */
export async function seedDemoPromos(db: Db, tenant: TenantConfig, now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const [creator] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'platform@demo.test'));
  const createdByUserId = creator?.id ?? null;
  await db.insert(discountCodes).values([
    {
      code: 'WEBINAR-FALL',
      description: `Fall ${tenant.professionalName === 'dentist' ? 'dental' : 'eye care'} practice webinar attendees`,
      percentOff: 15,
      startsAt: at(-20),
      expiresAt: at(40),
      maxUses: 50,
      tierLevels: [2, 3],
      createdByUserId,
      createdAt: at(-21),
    },
    {
      code: 'NEWYEAR',
      description: 'New year launch offer, opens in January',
      amountOffCents: 10_000,
      startsAt: at(33),
      expiresAt: at(63),
      maxUses: 100,
      createdByUserId,
      createdAt: at(-3),
    },
    {
      code: 'TRADESHOW',
      description: 'Trade show booth: paused while the show team checks the leads',
      percentOff: 20,
      active: false,
      createdByUserId,
      createdAt: at(-45),
    },
    {
      code: 'SUMMER-LAUNCH',
      description: 'Summer launch campaign',
      percentOff: 30,
      startsAt: at(-150),
      expiresAt: at(-60),
      maxUses: 25,
      createdByUserId,
      createdAt: at(-151),
    },
  ]);
  const [riverside] = await db.select().from(users).where(eq(users.email, 'riverside@demo.test'));
  if (riverside?.organizationId) {
    await db.insert(practiceSignups).values({
      organizationId: riverside.organizationId,
      ownerUserId: riverside.id,
      referralSource: 'webinar',
      pricingPeriod: 'monthly',
      emailConfirmedAt: at(-11),
      createdAt: at(-12),
    });
  }
}

import type { TenantConfig } from '@mhq/domain';
import type { Db } from '../db/connection';
import { associations, discountCodes } from '../db/schema';

/** The partner association's logo, served by the web app. */
export const PARTNER_ASSOCIATION_LOGO = '/associations/partner-association.svg';

/**
 * Platform discount codes for sign-up: a welcome percent, an amount off, a partner association's promo (its link
 * /accounts/partner-association leads to sign-up with it and shows its logo), and an expired code.
 */
export async function seedDemoSignup(db: Db, tenant: TenantConfig, now: Date): Promise<void> {
  const title = tenant.professionalName === 'dentist' ? 'Dental' : 'Optometric';
  const [partner] = await db
    .insert(associations)
    .values({ name: `Partner ${title} Association`, urlSlug: 'partner-association', logo: PARTNER_ASSOCIATION_LOGO })
    .returning();
  await db.insert(discountCodes).values([
    { code: 'WELCOME10', percentOff: 10 },
    { code: 'SAVE50', amountOffCents: 5_000 },
    { code: 'PARTNER20', percentOff: 20, associationId: partner?.id ?? null },
    { code: 'SPRING2020', percentOff: 25, expiresAt: new Date(now.getTime() - 86_400_000) },
  ]);
}

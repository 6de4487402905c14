import { OFFICE_USER_TYPES, TERMS_VERSION, type TenantConfig } from '@mhq/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { offices, termsAcceptances, users } from '../db/schema';

/** The demo's one office user still to accept the terms in force: they accepted the version before it. */
const ACCEPTED_EARLIER = 'frontdesk@demo.test';
const EARLIER_VERSION = '2026-06-01';
const DAY = 86_400_000;

/**
 * The public site's demo (issue 27): every seeded office carries the brand it was seeded for (the marketplace lists a
 * brand's own practices), and every seeded office user has accepted the terms in force but one, who accepted the
 * version before and is asked on /dentist-new/terms-update.
 */
export async function seedDemoPublicSite(db: Db, tenant: TenantConfig, now: Date): Promise<void> {
  await db.update(offices).set({ brand: tenant.id });
  const officeUsers = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.type, [...OFFICE_USER_TYPES]));
  if (officeUsers.length === 0) return;
  await db
    .insert(termsAcceptances)
    .values(
      officeUsers.map((u) =>
        u.email === ACCEPTED_EARLIER
          ? { userId: u.id, version: EARLIER_VERSION, acceptedAt: new Date(now.getTime() - 170 * DAY) }
          : { userId: u.id, version: TERMS_VERSION, acceptedAt: new Date(now.getTime() - 5 * DAY) },
      ),
    );
}

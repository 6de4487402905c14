import { isPlatformAdmin, type UserType } from '@mhq/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { offices } from '../../db/schema';
import { notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { officesOfUser } from '../account/account.queries';
import type { Scope } from './member-search.queries';

/**
 * The offices a members list (or a figure of the dashboard) covers: the office of the path, or with 'All
 * Locations' every office of its organization the caller works in (all of them for a platform admin).
 */
export async function scopeOf(
  db: Db,
  auth: AuthContext,
  officeId: number,
  locations: 'office' | 'all',
): Promise<Scope> {
  const [office] = await db
    .select({ organizationId: offices.organizationId })
    .from(offices)
    .where(eq(offices.id, officeId));
  if (!office) throw notFound();
  if (locations === 'office') return { organizationId: office.organizationId, officeIds: [officeId] };
  const officeIds = isPlatformAdmin(auth.type as UserType)
    ? (await db.select({ id: offices.id }).from(offices).where(eq(offices.organizationId, office.organizationId))).map(
        (o) => o.id,
      )
    : (await officesOfUser(db, auth.userId))
        .filter((o) => o.office.organizationId === office.organizationId)
        .map((o) => o.office.id);
  return {
    organizationId: office.organizationId,
    officeIds: officeIds.length > 0 ? officeIds.sort((a, b) => a - b) : [officeId],
  };
}

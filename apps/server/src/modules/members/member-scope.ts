import { isPlatformAdmin, type UserType } from '@mhq/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/rows';
import { offices } from '../../db/schema';
import { notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
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
  if (locations === 'office') {
    const [office] = await db
      .select({ organizationId: offices.organizationId })
      .from(offices)
      .where(eq(offices.id, officeId));
    if (!office) throw notFound();
    return { organizationId: office.organizationId, officeIds: [officeId] };
  }
  // One statement for the office's organization and the offices of it the caller works in (office_users' key names
  // an office of that organization): the list's 'All Locations' asks this on every page.
  const theirs = isPlatformAdmin(auth.type as UserType)
    ? sql`select x.id from offices x where x.organization_id = o.organization_id`
    : sql`select u.office_id from office_users u where u.organization_id = o.organization_id and u.user_id = ${auth.userId}`;
  const [office] = await queryRows<{ organization_id: number; office_ids: number[] }>(
    db,
    sql`select o.organization_id, array(${theirs} order by 1) as office_ids from offices o where o.id = ${officeId}`,
  );
  if (!office) throw notFound();
  const officeIds = office.office_ids.map(Number);
  return {
    organizationId: Number(office.organization_id),
    officeIds: officeIds.length > 0 ? officeIds : [officeId],
  };
}

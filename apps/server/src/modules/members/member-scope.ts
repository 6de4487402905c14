import { isPlatformAdmin, type UserType } from '@mhq/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/rows';
import { offices } from '../../db/schema';
import { notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import type { Scope } from './member-search.queries';

/**
 * Which offices a list covers: the office of the path, or 'All Locations' (every office of its organization for a
 * platform admin, the ones the caller works in for anyone else).
 */
export type ScopeKind = 'office' | 'all' | 'all-admin';

export const scopeKindOf = (auth: AuthContext, locations: 'office' | 'all'): ScopeKind =>
  locations === 'office' ? 'office' : isPlatformAdmin(auth.type as UserType) ? 'all-admin' : 'all';

/** The offices of the organization of `o` (an offices row) the caller works in, for 'All Locations'. */
const theirOffices = (kind: Exclude<ScopeKind, 'office'>, userId: SQL) =>
  kind === 'all-admin'
    ? sql`select x.id from offices x where x.organization_id = o.organization_id`
    : sql`select u.office_id from office_users u where u.organization_id = o.organization_id and u.user_id = ${userId}::int`;

/**
 * A select of one row, the office's organization and the offices the list covers (`organization_id`, `office_ids`),
 * or of none when there is no such office: the `scope` a members statement reads itself, so that finding it costs no
 * round trip of its own (issue 29). A caller who works in none of the organization's offices sees the path's office.
 */
export function scopeSelect(kind: ScopeKind, officeId: SQL, userId: SQL): SQL {
  if (kind === 'office') {
    return sql`select o.organization_id, array[o.id] as office_ids from offices o where o.id = ${officeId}::int`;
  }
  return sql`select o.organization_id, coalesce(nullif(array(${theirOffices(kind, userId)} order by 1), '{}'), array[o.id])
    as office_ids from offices o where o.id = ${officeId}::int`;
}

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
  const kind = scopeKindOf(auth, locations);
  if (kind === 'office') {
    const [office] = await db
      .select({ organizationId: offices.organizationId })
      .from(offices)
      .where(eq(offices.id, officeId));
    if (!office) throw notFound();
    return { organizationId: office.organizationId, officeIds: [officeId] };
  }
  // One statement for the office's organization and the offices of it the caller works in (office_users' key names
  // an office of that organization).
  const [office] = await queryRows<{ organization_id: number; office_ids: number[] }>(
    db,
    scopeSelect(kind, sql`${officeId}`, sql`${auth.userId}`),
  );
  if (!office) throw notFound();
  return { organizationId: Number(office.organization_id), officeIds: office.office_ids.map(Number) };
}

import type { MultiLocation, MultiPeriod } from '@mhq/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { offices, organizations } from '../../db/schema';
import { notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { scopeOf } from '../members/member-scope';
import type { Scope } from '../members/member-search.queries';

/** The organization of the acting office, and the locations of it the caller works in (by name), closed ones too. */
export type Organization = { scope: Scope; name: string; locations: MultiLocation[] };

/**
 * The locations these pages cover: the members list's 'All Locations' scope (every office of the acting office's
 * organization the caller works in; all of them for a platform admin), narrowed to `locationId` when one is asked
 * for. A location outside the caller's is 'not found', as another organization's is.
 */
export async function organizationOf(
  db: Db,
  auth: AuthContext,
  officeId: number,
  locationId?: number,
): Promise<Organization> {
  const all = await scopeOf(db, auth, officeId, 'all');
  if (locationId !== undefined && !all.officeIds.includes(locationId)) throw notFound();
  const officeIds = locationId !== undefined ? [locationId] : all.officeIds;
  const rows = await db
    .select({ officeId: offices.id, name: offices.officeName, closedAt: offices.closedAt, org: organizations.name })
    .from(offices)
    .innerJoin(organizations, eq(organizations.id, offices.organizationId))
    .where(and(eq(offices.organizationId, all.organizationId), inArray(offices.id, [...officeIds])))
    .orderBy(asc(offices.officeName), asc(offices.id));
  return {
    scope: { organizationId: all.organizationId, officeIds: rows.map((r) => r.officeId) },
    name: rows[0]?.org ?? '',
    locations: rows.map((r) => ({
      officeId: r.officeId,
      name: r.name,
      closedAt: r.closedAt ? r.closedAt.toISOString() : null,
    })),
  };
}

export type Period = { period: MultiPeriod; from: Date; to: Date; months: string[] };

const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1));
const monthKey = (d: Date) => d.toISOString().slice(0, 7);

/** The calendar months (UTC, as the server keeps time) a period covers: [from, to), and each month's key. */
export function periodOf(period: MultiPeriod, now: Date): Period {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const [from, to] = ((): [Date, Date] => {
    switch (period) {
      case 'this_month':
        return [monthStart(y, m), monthStart(y, m + 1)];
      case 'last_month':
        return [monthStart(y, m - 1), monthStart(y, m)];
      case 'last_3_months':
        return [monthStart(y, m - 2), monthStart(y, m + 1)];
      case 'last_12_months':
        return [monthStart(y, m - 11), monthStart(y, m + 1)];
      case 'year_to_date':
        return [monthStart(y, 0), monthStart(y, m + 1)];
    }
  })();
  const months: string[] = [];
  for (let d = from; d < to; d = monthStart(d.getUTCFullYear(), d.getUTCMonth() + 1)) months.push(monthKey(d));
  return { period, from, to, months };
}

/** An ISO day of a period's bound. */
export const dayOf = (d: Date) => d.toISOString().slice(0, 10);

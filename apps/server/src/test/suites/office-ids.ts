import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/rows';

/** Tables whose rows belong to one office of one organization (office_id, organization_id). */
type OfficeTable = 'disputes' | 'payouts' | 'reviews' | 'small_businesses' | 'community_groups' | string;

/**
 * The ids of an office-owned table the suites name: the office's first (`of`) and the first of another organization
 * than the office's (`foreignOf`), else `none`, an id no row has (checked here).
 */
export async function idsByOffice(
  db: Db,
  table: OfficeTable,
  none: number,
  orgOf: (officeId: number) => number | undefined,
) {
  const rows = await queryRows<{ id: number; office_id: number | null; organization_id: number | null }>(
    db,
    sql`select id, office_id, organization_id from ${sql.identifier(table)} order by id`,
  );
  if (rows.some((r) => r.id === none)) throw new Error(`${table} has a row ${none}: pick another id for none`);
  return {
    of: (officeId: number) => rows.find((r) => r.office_id === officeId)?.id ?? none,
    foreignOf: (officeId: number) =>
      rows.find((r) => r.organization_id !== null && r.organization_id !== orgOf(officeId))?.id ?? none,
  };
}

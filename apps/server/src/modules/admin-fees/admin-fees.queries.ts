import type { AdminFeesQuery } from '@mhq/contract';
import { FEE_OVERRIDES_PAGE_SIZE } from '@mhq/contract';
import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { containing } from '../../db/like';
import { officeFeeOverrides, offices, organizations, users } from '../../db/schema';

const columns = {
  override: officeFeeOverrides,
  officeName: offices.officeName,
  organizationName: organizations.name,
  updatedByFirst: users.firstName,
  updatedByLast: users.lastName,
};

const withNames = (db: Db) =>
  db
    .select(columns)
    .from(officeFeeOverrides)
    .innerJoin(offices, eq(offices.id, officeFeeOverrides.officeId))
    .innerJoin(organizations, eq(organizations.id, offices.organizationId))
    .leftJoin(users, eq(users.id, officeFeeOverrides.updatedByUserId));

export type OverrideRow = Awaited<ReturnType<ReturnType<typeof withNames>['execute']>>[number];

/** One page of the offices with their own fees, by office name, searched by office or practice name. */
export async function listOverrides(db: Db, q: AdminFeesQuery) {
  const term = containing(q.search);
  const where = term ? or(ilike(offices.officeName, term), ilike(organizations.name, term)) : undefined;
  const rows = await withNames(db)
    .where(where)
    .orderBy(asc(offices.officeName), asc(offices.id))
    .limit(FEE_OVERRIDES_PAGE_SIZE)
    .offset((q.page - 1) * FEE_OVERRIDES_PAGE_SIZE);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(officeFeeOverrides)
    .innerJoin(offices, eq(offices.id, officeFeeOverrides.officeId))
    .innerJoin(organizations, eq(organizations.id, offices.organizationId))
    .where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function overrideOf(db: Db, officeId: number): Promise<OverrideRow | null> {
  const [row] = await withNames(db).where(eq(officeFeeOverrides.officeId, officeId));
  return row ?? null;
}

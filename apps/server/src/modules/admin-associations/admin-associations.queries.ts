import { type AdminAssociationsQuery, ASSOCIATIONS_PAGE_SIZE } from '@mhq/contract';
import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { containing } from '../../db/like';
import { associations, discountCodes, offices, organizations, users } from '../../db/schema';

/** The outer row's id, qualified: drizzle writes a bare "id" here, which the subqueries would read as their own. */
const outerId = sql.raw('"associations"."id"');

const columns = {
  association: associations,
  offices: sql<number>`(select count(*)::int from ${offices} o where o.association_id = ${outerId})`,
  users: sql<number>`(select count(*)::int from ${users} u where u.association_id = ${outerId})`,
  promoCodes: sql<
    { id: number; code: string }[]
  >`coalesce((select json_agg(json_build_object('id', d.id, 'code', d.code)
    order by d.code) from ${discountCodes} d where d.association_id = ${outerId}), '[]'::json)`,
};

export type AssociationRow = {
  association: typeof associations.$inferSelect;
  offices: number;
  users: number;
  promoCodes: { id: number; code: string }[];
};

/** One page of the associations by name, searched by name or address, with the total that match. */
export async function listAssociations(db: Db, q: AdminAssociationsQuery) {
  const term = containing(q.search);
  const where = term ? or(ilike(associations.name, term), ilike(associations.urlSlug, term)) : undefined;
  const rows = await db
    .select(columns)
    .from(associations)
    .where(where)
    .orderBy(asc(associations.name), asc(associations.id))
    .limit(ASSOCIATIONS_PAGE_SIZE)
    .offset((q.page - 1) * ASSOCIATIONS_PAGE_SIZE);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(associations).where(where);
  return { rows: rows as AssociationRow[], total: Number(total?.n ?? 0) };
}

export async function associationRow(db: Db, id: number): Promise<AssociationRow | null> {
  const [row] = await db.select(columns).from(associations).where(eq(associations.id, id));
  return (row as AssociationRow | undefined) ?? null;
}

/** The association's own users and the offices that signed up through it. */
export async function associationPeople(db: Db, id: number) {
  const people = await db
    .select({
      id: users.id,
      first: users.firstName,
      last: users.lastName,
      email: users.email,
      type: users.type,
      active: users.isActive,
    })
    .from(users)
    .where(eq(users.associationId, id))
    .orderBy(asc(users.lastName), asc(users.firstName));
  const officeList = await db
    .select({ id: offices.id, name: offices.officeName, organization: organizations.name })
    .from(offices)
    .innerJoin(organizations, eq(organizations.id, offices.organizationId))
    .where(eq(offices.associationId, id))
    .orderBy(asc(offices.officeName))
    .limit(500);
  return { people, officeList };
}

/** The association that already has this address, if any (another than `except`). */
export async function slugTaken(db: Db, slug: string, except?: number): Promise<boolean> {
  const [row] = await db.select({ id: associations.id }).from(associations).where(eq(associations.urlSlug, slug));
  return !!row && row.id !== except;
}

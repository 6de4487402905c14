import type { AdminPromosQuery } from '@mhq/contract';
import { PROMOS_PAGE_SIZE } from '@mhq/contract';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { containing } from '../../db/like';
import { associations, discountCodes, offices, organizations, practiceSignups, users } from '../../db/schema';

/* SQL of the admins' promo pages: the codes with their uses, one code's sign-ups, the associations to pick from. */

/** Practices that signed up with the code. */
const uses = sql<number>`(select count(*)::int from ${practiceSignups} ps where ps.discount_code_id = ${discountCodes.id})`;

/** The status promoStatus (signup-discount.ts) gives, in SQL so the list filters and pages on it. */
const statusAt = (now: Date) => sql<string>`case
  when not ${discountCodes.active} then 'paused'
  when ${discountCodes.expiresAt} is not null and ${discountCodes.expiresAt} <= ${now.toISOString()}::timestamptz then 'expired'
  when ${discountCodes.startsAt} is not null and ${discountCodes.startsAt} > ${now.toISOString()}::timestamptz then 'scheduled'
  when ${discountCodes.maxUses} is not null and ${uses} >= ${discountCodes.maxUses} then 'used_up'
  else 'active' end`;

const columns = {
  code: discountCodes,
  association: { id: associations.id, name: associations.name },
  createdBy: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  uses,
};

export type PromoRow = {
  code: typeof discountCodes.$inferSelect;
  association: { id: number; name: string } | null;
  createdBy: string | null;
  uses: number;
};

const ORDER: Record<AdminPromosQuery['sort'], SQL[]> = {
  newest: [desc(discountCodes.createdAt), desc(discountCodes.id)],
  code: [asc(discountCodes.code)],
  uses: [desc(uses), asc(discountCodes.code)],
  expires: [sql`${discountCodes.expiresAt} asc nulls last`, asc(discountCodes.code)],
};

/** One page of the codes, searched by code or description, of one status if asked, with the total that match. */
export async function listPromos(db: Db, q: AdminPromosQuery, now: Date) {
  const term = containing(q.search);
  const where = and(
    term ? or(ilike(discountCodes.code, term), ilike(discountCodes.description, term)) : undefined,
    q.status ? sql`${statusAt(now)} = ${q.status}` : undefined,
  );
  const rows = await db
    .select(columns)
    .from(discountCodes)
    .leftJoin(associations, eq(associations.id, discountCodes.associationId))
    .leftJoin(users, eq(users.id, discountCodes.createdByUserId))
    .where(where)
    .orderBy(...ORDER[q.sort], desc(discountCodes.id))
    .limit(PROMOS_PAGE_SIZE)
    .offset((q.page - 1) * PROMOS_PAGE_SIZE);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(discountCodes).where(where);
  return { rows: rows as PromoRow[], total: Number(total?.n ?? 0) };
}

/** One code with its uses; `lock` holds its row for the rest of the transaction. */
export async function promoById(db: Db, id: number, lock = false): Promise<PromoRow | null> {
  const query = db
    .select(columns)
    .from(discountCodes)
    .leftJoin(associations, eq(associations.id, discountCodes.associationId))
    .leftJoin(users, eq(users.id, discountCodes.createdByUserId))
    .where(eq(discountCodes.id, id))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: discountCodes }) : await query;
  return (row as PromoRow | undefined) ?? null;
}

/** Inserts the code unless one with its text exists; answers the new id, or null for a duplicate. */
export async function insertPromo(db: Db, values: typeof discountCodes.$inferInsert): Promise<number | null> {
  const [row] = await db.insert(discountCodes).values(values).onConflictDoNothing().returning({ id: discountCodes.id });
  return row?.id ?? null;
}

export async function updatePromo(db: Db, id: number, set: Partial<typeof discountCodes.$inferInsert>) {
  await db.update(discountCodes).set(set).where(eq(discountCodes.id, id));
}

/** The practices that signed up with a code, newest first: their first office, owner, tier and period. */
export async function promoUses(db: Db, codeId: number) {
  return db
    .select({
      organizationId: practiceSignups.organizationId,
      organizationName: organizations.name,
      tierLevel: organizations.tierLevel,
      officeId: offices.id,
      officeName: offices.officeName,
      ownerEmail: users.email,
      signedUpAt: practiceSignups.createdAt,
      emailConfirmedAt: practiceSignups.emailConfirmedAt,
      pricingPeriod: practiceSignups.pricingPeriod,
    })
    .from(practiceSignups)
    .innerJoin(organizations, eq(organizations.id, practiceSignups.organizationId))
    .innerJoin(users, eq(users.id, practiceSignups.ownerUserId))
    .leftJoin(
      offices,
      sql`${offices.id} = (select min(o.id) from ${offices} o where o.organization_id = ${practiceSignups.organizationId})`,
    )
    .where(eq(practiceSignups.discountCodeId, codeId))
    .orderBy(desc(practiceSignups.createdAt), desc(practiceSignups.organizationId))
    .limit(1000);
}

export async function allAssociations(db: Db) {
  return db
    .select({ id: associations.id, name: associations.name })
    .from(associations)
    .orderBy(asc(associations.name))
    .limit(1000);
}

export async function associationExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: associations.id }).from(associations).where(eq(associations.id, id)).limit(1);
  return Boolean(row);
}

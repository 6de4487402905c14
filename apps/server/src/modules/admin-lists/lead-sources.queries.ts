import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { leadSources, practiceSignups } from '../../db/schema';

/* SQL of the lead sources: one brand's list at a time (every function takes the brand first). */

export type LeadSourceRow = typeof leadSources.$inferSelect & { signups: number };

const signups = sql<number>`(select count(*)::int from ${practiceSignups} ps where ps.lead_source_id = ${leadSources.id})`;

/** The brand's sources in their order, with the practices that named each. */
export async function brandLeadSources(db: Db, brand: string): Promise<LeadSourceRow[]> {
  const rows = await db
    .select({ source: leadSources, signups })
    .from(leadSources)
    .where(eq(leadSources.brand, brand))
    .orderBy(asc(leadSources.sortOrder), asc(leadSources.id))
    .limit(1000);
  return rows.map((r) => ({ ...r.source, signups: Number(r.signups) }));
}

/** One source of the brand; `lock` holds its row for the rest of the transaction. */
export async function leadSourceOf(db: Db, brand: string, id: number, lock = false): Promise<LeadSourceRow | null> {
  const query = db
    .select({ source: leadSources, signups })
    .from(leadSources)
    .where(and(eq(leadSources.brand, brand), eq(leadSources.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: leadSources }) : await query;
  return row ? { ...row.source, signups: Number(row.signups) } : null;
}

/** Whether another source of the brand has this name, in any case. */
export async function leadSourceNameTaken(db: Db, brand: string, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: leadSources.id })
    .from(leadSources)
    .where(
      and(
        eq(leadSources.brand, brand),
        sql`lower(${leadSources.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(leadSources.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Adds a source last in the brand's list; null when the name is taken (the unique index decides a race). */
export async function insertLeadSource(db: Db, brand: string, values: { name: string; kind: string; at: Date }) {
  const [row] = await db
    .insert(leadSources)
    .values({
      brand,
      name: values.name,
      kind: values.kind,
      createdAt: values.at,
      sortOrder: sql`(select coalesce(max(sort_order), -1) + 1 from lead_sources where brand = ${brand})`,
    })
    .onConflictDoNothing()
    .returning({ id: leadSources.id });
  return row?.id ?? null;
}

export async function updateLeadSource(db: Db, id: number, set: Partial<typeof leadSources.$inferInsert>) {
  await db.update(leadSources).set(set).where(eq(leadSources.id, id));
}

/** The active source of the brand with this id, for the sign-up form's answer. */
export async function activeLeadSource(db: Db, brand: string, id: number) {
  const [row] = await db
    .select({ id: leadSources.id })
    .from(leadSources)
    .where(and(eq(leadSources.brand, brand), eq(leadSources.id, id), eq(leadSources.isActive, true)))
    .limit(1);
  return row ?? null;
}

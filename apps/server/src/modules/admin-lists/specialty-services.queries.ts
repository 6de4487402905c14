import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { specialtyServices } from '../../db/schema';

/* SQL of the services under the specialties: the brand's specialty ids (packages/domain specialties.ts) scope each. */

export type ServiceRow = typeof specialtyServices.$inferSelect;

/** The services of these specialties, each specialty's in its order. */
export async function servicesOf(db: Db, specialtyIds: readonly number[]): Promise<ServiceRow[]> {
  if (specialtyIds.length === 0) return [];
  return db
    .select()
    .from(specialtyServices)
    .where(inArray(specialtyServices.specialtyId, [...specialtyIds]))
    .orderBy(asc(specialtyServices.specialtyId), asc(specialtyServices.sortOrder), asc(specialtyServices.id))
    .limit(5000);
}

/** One service under one of these specialties; `lock` holds its row for the rest of the transaction. */
export async function serviceOf(db: Db, specialtyIds: readonly number[], id: number, lock = false) {
  const query = db
    .select()
    .from(specialtyServices)
    .where(and(eq(specialtyServices.id, id), inArray(specialtyServices.specialtyId, [...specialtyIds])))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Whether another service of the specialty has this name, in any case. */
export async function serviceNameTaken(db: Db, specialtyId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: specialtyServices.id })
    .from(specialtyServices)
    .where(
      and(
        eq(specialtyServices.specialtyId, specialtyId),
        sql`lower(${specialtyServices.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(specialtyServices.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Adds a service last under its specialty; null when the name is taken (the unique index decides a race). */
export async function insertService(db: Db, values: { specialtyId: number; name: string; at: Date }) {
  const [row] = await db
    .insert(specialtyServices)
    .values({
      specialtyId: values.specialtyId,
      name: values.name,
      createdAt: values.at,
      sortOrder: sql`(select coalesce(max(sort_order), -1) + 1 from specialty_services where specialty_id = ${values.specialtyId})`,
    })
    .onConflictDoNothing()
    .returning({ id: specialtyServices.id });
  return row?.id ?? null;
}

export async function updateService(db: Db, id: number, set: Partial<typeof specialtyServices.$inferInsert>) {
  await db.update(specialtyServices).set(set).where(eq(specialtyServices.id, id));
}

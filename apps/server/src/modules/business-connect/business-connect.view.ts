import type { OfficeBusiness, SmallBusinessStatus } from '@mhq/contract';
import { SMALL_BUSINESS_STATUSES } from '@mhq/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { smallBusinesses } from '../../db/schema';
import { type BusinessFigures, figuresFor, figuresOf } from './business-connect.queries';

export type BusinessRow = typeof smallBusinesses.$inferSelect;

/** The page an employer's staff enrol on: the office's BusinessConnect link naming the employer. */
export const enrolPathOf = (officeSlug: string, businessId: number) =>
  `/businessconnect/${encodeURIComponent(officeSlug)}?business=${businessId}`;

const statusOf = (s: string): SmallBusinessStatus =>
  (SMALL_BUSINESS_STATUSES as readonly string[]).includes(s) ? (s as SmallBusinessStatus) : 'active';

/** An employer as the practice's pages show it. */
export function businessView(b: BusinessRow, officeSlug: string, f: BusinessFigures): OfficeBusiness {
  return {
    id: b.id,
    name: b.name,
    email: b.email,
    phone: b.phone,
    status: statusOf(b.status),
    employees: f.employees,
    activeMembers: f.activeMembers,
    revenueCents: f.revenueCents,
    enrolPath: enrolPathOf(officeSlug, b.id),
    activationExpiresAt: b.status === 'active' ? null : (b.activationExpiresAt?.toISOString() ?? null),
    createdAt: b.createdAt.toISOString(),
  };
}

/** The employers that work with an office, in the order they came, with their figures. */
export async function businessesOfOffice(db: Db, officeId: number, officeSlug: string): Promise<OfficeBusiness[]> {
  const rows = await db
    .select()
    .from(smallBusinesses)
    .where(eq(smallBusinesses.officeId, officeId))
    .orderBy(asc(smallBusinesses.name), asc(smallBusinesses.id));
  const figures = await figuresOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => businessView(r, officeSlug, figuresFor(figures, r.id)));
}

/** One employer of the office (the guard already checked it works with the office). */
export async function businessOfOffice(db: Db, officeId: number, businessId: number, lock = false) {
  const q = db
    .select()
    .from(smallBusinesses)
    .where(and(eq(smallBusinesses.id, businessId), eq(smallBusinesses.officeId, officeId)))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

import type { PrintOrder } from '@mhq/contract';
import type { PrintFinish, PrintOrderStatus, PrintProduct } from '@mhq/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { offices, organizations, plans, printOrders } from '../../db/schema';

// The SQL of print orders: an office's own (every function names its organization), and the platform admins' list
// of every practice's.

type Row = typeof printOrders.$inferSelect & { officeName: string; organizationName: string };

const columns = { order: printOrders, officeName: offices.officeName, organizationName: organizations.name };

const flat = (r: { order: typeof printOrders.$inferSelect; officeName: string; organizationName: string }): Row => ({
  ...r.order,
  officeName: r.officeName,
  organizationName: r.organizationName,
});

function joined(db: Db) {
  return db
    .select(columns)
    .from(printOrders)
    .innerJoin(
      offices,
      and(eq(offices.organizationId, printOrders.organizationId), eq(offices.id, printOrders.officeId)),
    )
    .innerJoin(organizations, eq(organizations.id, printOrders.organizationId));
}

/** The office's orders, newest first. */
export async function ordersOfOffice(db: Db, organizationId: number, officeId: number): Promise<Row[]> {
  const rows = await joined(db)
    .where(and(eq(printOrders.organizationId, organizationId), eq(printOrders.officeId, officeId)))
    .orderBy(desc(printOrders.createdAt), desc(printOrders.id));
  return rows.map(flat);
}

/** One order of an organization. */
export async function orderOf(db: Db, organizationId: number, id: number): Promise<Row | null> {
  const [row] = await joined(db).where(and(eq(printOrders.organizationId, organizationId), eq(printOrders.id, id)));
  return row ? flat(row) : null;
}

/** Every practice's orders (the platform admins' list), newest first, optionally of one status. */
export async function allOrders(db: Db, status: PrintOrderStatus | undefined, limit = 200): Promise<Row[]> {
  const rows = await joined(db)
    .where(status ? eq(printOrders.status, status) : undefined)
    .orderBy(desc(printOrders.createdAt), desc(printOrders.id))
    .limit(limit);
  return rows.map(flat);
}

/** The platform admins' look-up of an order by id alone (they act for every practice). */
export async function orderById(db: Db, id: number): Promise<Row | null> {
  const [row] = await joined(db).where(eq(printOrders.id, id));
  return row ? flat(row) : null;
}

/** The names of an organization's plans, by id. */
export async function planNamesOf(
  db: Db,
  organizationId: number,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: plans.id, name: plans.name })
    .from(plans)
    .where(and(eq(plans.organizationId, organizationId), inArray(plans.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** An order as the pages show it, its plans named. */
export function toPrintOrder(row: Row, names: Map<number, string>): PrintOrder & { organizationName: string } {
  const ship = row.shipTo;
  return {
    id: row.id,
    officeId: row.officeId,
    officeName: row.officeName,
    organizationName: row.organizationName,
    product: row.product as PrintProduct,
    quantity: row.quantity,
    finish: row.finish as PrintFinish,
    priceCents: row.priceCents,
    plans: row.planIds.map((id) => ({ id, name: names.get(id) ?? `Plan ${id}` })),
    language: row.language === 'es' ? 'es' : 'en',
    shipTo: {
      name: ship.name ?? '',
      line1: ship.line1 ?? '',
      line2: ship.line2 ?? '',
      city: ship.city ?? '',
      state: ship.state ?? '',
      zip: ship.zip ?? '',
    },
    status: row.status as PrintOrderStatus,
    failureMessage: row.failureMessage,
    trackingNumber: row.trackingNumber,
    statusNote: row.statusNote,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Orders as the pages show them, each one's plans named (one look-up per organization). */
export async function printOrderViews(db: Db, rows: readonly Row[]) {
  const byOrg = new Map<number, Set<number>>();
  for (const r of rows) {
    const ids = byOrg.get(r.organizationId) ?? new Set<number>();
    for (const id of r.planIds) ids.add(id);
    byOrg.set(r.organizationId, ids);
  }
  const names = new Map<number, Map<number, string>>();
  for (const [org, ids] of byOrg) names.set(org, await planNamesOf(db, org, [...ids]));
  return rows.map((r) => toPrintOrder(r, names.get(r.organizationId) ?? new Map()));
}

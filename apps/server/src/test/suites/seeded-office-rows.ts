import { getTableName } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { campaigns, campaignTemplates, printOrders } from '../../db/schema';
import { OFFICE_ROW_KINDS, OFFICE_ROW_TABLES, type OfficeRowKind } from '../../http/guard-office-rows';
import { idsByOffice } from './office-ids';

// The office-owned ids the generated suites name (guard-office-rows.ts): a row of each kind in every office, the
// office's own and another organization's, and a way to put the seeded rows back after a control call removed one.

/** The ids a suite's request names instead of the seeded ones of the office it acts in (seeded-world.ts requestAs). */
export type NamedIds = {
  planId?: number;
  userId?: number;
  memberId?: number;
  officeUserId?: number;
  tierMethodId?: number;
  subscriptionId?: number;
  chargeId?: number;
  disputeId?: number;
  payoutId?: number;
  reviewId?: number;
  locationId?: number;
  groupId?: number;
  orgUserId?: number;
  businessId?: number;
  communityGroupId?: number;
  associationUserId?: number;
  /** An office-owned row (guard-office-rows.ts) of each kind. */
  officeRows?: Partial<Record<OfficeRowKind, number>>;
};

/** An id no row of any office-owned kind has. */
export const NO_OFFICE_ROW = 999_999;

type OfficeRow = { id: number; organizationId: number };

/** Seeds each office-owned kind's row in every office. */
const SEEDS: Record<OfficeRowKind, (db: Db, o: OfficeRow) => Promise<unknown>> = {
  campaign: (db, o) =>
    db.insert(campaigns).values({
      organizationId: o.organizationId,
      officeId: o.id,
      name: `Suite campaign ${o.id}`,
      channel: 'email',
      subject: 'Our membership plan',
      body: 'Join our membership plan: {link}',
    }),
  campaignTemplate: (db, o) =>
    db.insert(campaignTemplates).values({
      organizationId: o.organizationId,
      officeId: o.id,
      channel: 'sms',
      language: 'en',
      name: `Suite template ${o.id}`,
      body: 'Join our membership plan: {link}',
    }),
  printOrder: (db, o) =>
    db.insert(printOrders).values({
      organizationId: o.organizationId,
      officeId: o.id,
      product: 'member_cards',
      quantity: 250,
      priceCents: 7900,
      shipTo: { name: 'Suite office', line1: '1 Main St', line2: '', city: 'Austin', state: 'TX', zip: '78701' },
    }),
};

/**
 * Seeds a row of every office-owned kind in every office; answers, per kind, the office's id and another
 * organization's, and `restore`, which puts back any seeded row an earlier call deleted.
 */
export async function seedOfficeRows(db: Db, officeRows: OfficeRow[], orgOf: (officeId: number) => number | undefined) {
  for (const o of officeRows) for (const kind of OFFICE_ROW_KINDS) await SEEDS[kind](db, o);
  const ids = new Map<OfficeRowKind, Awaited<ReturnType<typeof idsByOffice>>>();
  const seeded = new Map<OfficeRowKind, Record<string, unknown>[]>();
  for (const kind of OFFICE_ROW_KINDS) {
    const table = OFFICE_ROW_TABLES[kind];
    ids.set(kind, await idsByOffice(db, getTableName(table), NO_OFFICE_ROW, orgOf));
    seeded.set(kind, await db.select().from(table));
  }
  const pick = (kind: OfficeRowKind) => ids.get(kind) as Awaited<ReturnType<typeof idsByOffice>>;
  return {
    officeRowOf: (kind: OfficeRowKind, officeId: number) => pick(kind).of(officeId),
    foreignOfficeRowOf: (kind: OfficeRowKind, officeId: number) => pick(kind).foreignOf(officeId),
    restoreOfficeRows: async () => {
      for (const kind of OFFICE_ROW_KINDS) {
        const rows = seeded.get(kind) ?? [];
        if (rows.length > 0) {
          await db
            .insert(OFFICE_ROW_TABLES[kind])
            .values(rows as never)
            .onConflictDoNothing();
        }
      }
    },
  };
}

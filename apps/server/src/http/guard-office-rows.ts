import { MAX_ID } from '@mhq/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { campaigns, campaignTemplates, printOrders } from '../db/schema';
import { notFound } from './app-error';

// Ids of rows that belong to one office (marketing's campaigns and print orders, issue 26): a call may name one only
// of the office it acts in. One table per kind; the guard (access.ts) and the generated suites read this list, so a
// new office-owned kind is one line here and its seeded row in the suites.

/** The office-owned kinds of id, each with its table (which has id and office_id columns). */
export const OFFICE_ROW_TABLES = {
  campaign: campaigns,
  campaignTemplate: campaignTemplates,
  printOrder: printOrders,
} as const;

export type OfficeRowKind = keyof typeof OFFICE_ROW_TABLES;

export const OFFICE_ROW_KINDS = Object.keys(OFFICE_ROW_TABLES) as OfficeRowKind[];

const isId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID;

/** A row a call names must be one of the acting office's (404 otherwise, and for an id no row has). */
export async function assertOfficeRow(db: Db, kind: OfficeRowKind, officeId: number, id: number): Promise<void> {
  if (!isId(id)) throw notFound();
  const table = OFFICE_ROW_TABLES[kind];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.officeId, officeId)))
    .limit(1);
  if (!row) throw notFound();
}

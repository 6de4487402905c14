import type { AdminSmsTextsQuery, SmsOptOutsQuery, SmsStatus } from '@mhq/contract';
import { SMS_OPT_OUTS_PAGE_SIZE, SMS_TEXTS_PAGE_SIZE } from '@mhq/contract';
import { and, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { organizations, smsOptOuts, smsOutbox, users } from '../../db/schema';

/* SQL of the super admins' SMS pages: the texts with their practice and household, the counts, the opt-out list. */

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The household's account owner (the member the membership history opens) of the text's patient user. */
const ownerMemberId = sql<number | null>`(select m.id from members m
  where m.user_id = ${smsOutbox.patientUserId} and m.account_owner_id is null and m.deleted_at is null
    and (${smsOutbox.organizationId} is null or m.organization_id = ${smsOutbox.organizationId})
  order by m.id limit 1)`;

const columns = {
  text: smsOutbox,
  officeName: organizations.name,
  patientName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  memberId: ownerMemberId,
};

export type SmsTextRow = {
  text: typeof smsOutbox.$inferSelect;
  officeName: string | null;
  patientName: string | null;
  memberId: number | null;
};

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

/** What the report's search and filters keep: a phone by its digits, or words of the text; a status; days (UTC). */
function textsWhere(q: AdminSmsTextsQuery): SQL | undefined {
  const term = q.search ? `%${escapeLike(q.search)}%` : null;
  // A US number searched with its leading 1 finds it written without.
  const digits = q.search?.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '') ?? '';
  return and(
    term
      ? or(
          ilike(smsOutbox.text, term),
          // A phone searched with any punctuation finds it written with any other.
          digits.length >= 3
            ? sql`regexp_replace(${smsOutbox.to}, '[^0-9]', '', 'g') like ${`%${digits}%`}`
            : ilike(smsOutbox.to, term),
        )
      : undefined,
    q.status ? eq(smsOutbox.status, q.status) : undefined,
    q.from ? gte(smsOutbox.createdAt, new Date(`${q.from}T00:00:00Z`)) : undefined,
    q.to ? lt(smsOutbox.createdAt, new Date(dayAfter(q.to))) : undefined,
  );
}

const textsFrom = (db: Db) =>
  db
    .select(columns)
    .from(smsOutbox)
    .leftJoin(organizations, eq(organizations.id, smsOutbox.organizationId))
    .leftJoin(users, eq(users.id, smsOutbox.patientUserId));

/** One page of the texts, newest first (sms_outbox_created_idx), with the total that match. */
export async function listTexts(db: Db, q: AdminSmsTextsQuery) {
  const where = textsWhere(q);
  const rows = await textsFrom(db)
    .where(where)
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(SMS_TEXTS_PAGE_SIZE)
    .offset((q.page - 1) * SMS_TEXTS_PAGE_SIZE);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(smsOutbox).where(where);
  return { rows: rows as SmsTextRow[], total: Number(total?.n ?? 0) };
}

export async function textById(db: Db, id: number): Promise<SmsTextRow | null> {
  const [row] = await textsFrom(db).where(eq(smsOutbox.id, id)).limit(1);
  return (row as SmsTextRow | undefined) ?? null;
}

/** Texts queued since `since`, by status. */
export async function countsSince(db: Db, since: Date): Promise<Partial<Record<SmsStatus, number>>> {
  const rows = await db
    .select({ status: smsOutbox.status, n: sql<number>`count(*)::int` })
    .from(smsOutbox)
    .where(gte(smsOutbox.createdAt, since))
    .groupBy(smsOutbox.status);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

export async function optOutCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(smsOptOuts);
  return Number(row?.n ?? 0);
}

/** One page of the opt-out list, newest first, searched by the number's digits. */
export async function listOptOuts(db: Db, q: SmsOptOutsQuery) {
  const digits = q.search?.replace(/\D/g, '') ?? '';
  const where = digits ? sql`regexp_replace(${smsOptOuts.phone}, '[^0-9]', '', 'g') like ${`%${digits}%`}` : undefined;
  const rows = await db
    .select()
    .from(smsOptOuts)
    .where(where)
    .orderBy(desc(smsOptOuts.optedOutAt), smsOptOuts.phone)
    .limit(SMS_OPT_OUTS_PAGE_SIZE)
    .offset((q.page - 1) * SMS_OPT_OUTS_PAGE_SIZE);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(smsOptOuts).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function optOutOf(db: Db, phone: string) {
  const [row] = await db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, phone)).limit(1);
  return row ?? null;
}

/** Adds the number to the list (answers false when it was there already: its first reason stays). */
export async function addOptOut(db: Db, phone: string, source: 'reply' | 'admin', at: Date): Promise<boolean> {
  const rows = await db
    .insert(smsOptOuts)
    .values({ phone, source, optedOutAt: at })
    .onConflictDoNothing()
    .returning({ phone: smsOptOuts.phone });
  return rows.length > 0;
}

/** Takes the number off the list (answers false when it was not on it). */
export async function removeOptOut(db: Db, phone: string): Promise<boolean> {
  const rows = await db.delete(smsOptOuts).where(eq(smsOptOuts.phone, phone)).returning({ phone: smsOptOuts.phone });
  return rows.length > 0;
}

/** The provider's later word on a text (Twilio's status callback): answers the text's id, or null if unknown. */
export async function recordProviderStatus(
  db: Db,
  providerMessageId: string,
  status: 'sent' | 'delivered' | 'failed',
  error: string | null,
  at: Date,
): Promise<number | null> {
  // A late 'sent' never takes a delivered or failed text back; a text blocked here is never overwritten.
  const rows = await db
    .update(smsOutbox)
    .set({ status, error, updatedAt: at })
    .where(
      and(
        eq(smsOutbox.providerMessageId, providerMessageId),
        status === 'sent' ? eq(smsOutbox.status, 'sent') : sql`${smsOutbox.status} in ('sent', 'delivered', 'failed')`,
      ),
    )
    .returning({ id: smsOutbox.id });
  return rows[0]?.id ?? null;
}

import { asc, gt, max } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { auditLog, members } from '../../db/schema';
import type { Access } from '../../http/access';

/*
 * What patient and payment data looks like to the audit suite: the tables that hold it, the members' names and emails
 * an answer may carry, and the audit log's lines a call leaves.
 */

/** Tables of members' and payments' data: a committed write to any of them is a change the audit log must show. */
export const PATIENT_DATA_TABLES = new Set([
  'members',
  'member_notes',
  'member_events',
  'member_list',
  'member_payment_methods',
  'enrolments',
  'subscriptions',
  'payment_update_links',
  'patient_invites',
  'charges',
  'charge_items',
  'refunds',
  'billing_attempts',
  'ledger_transactions',
  'ledger_entries',
  'disputes',
  'guarantee_claims',
  'payouts',
  'reviews',
]);

/**
 * Finds the first member an answer names (by full name, by email, or by first and last name as separate JSON fields),
 * among every member the database holds now (the demo's households and any a test added).
 */
export async function memberFinder(db: Db): Promise<(text: string, strings: Set<string>) => string | null> {
  const people = await db
    .select({ first: members.firstName, last: members.lastName, email: members.email })
    .from(members);
  return (text, strings) => {
    const lower = text.toLowerCase();
    for (const p of people) {
      const full = `${p.first} ${p.last}`;
      if (text.includes(full) || (strings.has(p.first) && strings.has(p.last))) return full;
      if (p.email && lower.includes(p.email.toLowerCase())) return p.email;
    }
    return null;
  };
}

/** The audit log's newest line now: give it to `auditLinesSince` after a request. */
export async function auditLogMark(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(auditLog.id) }).from(auditLog);
  return row?.id ?? 0;
}

export const auditLinesSince = (db: Db, mark: number) =>
  db.select().from(auditLog).where(gt(auditLog.id, mark)).orderBy(asc(auditLog.id));

const actionPattern = (subject: string, does: string) =>
  new RegExp(`^${subject.replace(/\./g, '\\.')}\\.(${does === 'read' ? 'read|export' : does})$`);

/** The lines a route's access declares (a declared read is written as an export when answered as a file). */
export function declaredActions(access: Access): RegExp[] {
  if (access === 'public') return [];
  const actions: RegExp[] = [];
  if (access.member) actions.push(actionPattern('member', access.member.audit));
  if (access.audit) actions.push(actionPattern(access.audit.subject, access.audit.does));
  return actions;
}

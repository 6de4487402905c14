import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { wellFormedJson } from '../../db/rows';
import { auditLog, users } from '../../db/schema';

export type AuditEntry = {
  organizationId?: number | null;
  officeId?: number | null;
  /** The member whose data was read, changed or exported. */
  memberId?: number | null;
  actorUserId: number | null;
  action: string;
  targetType?: string;
  targetId?: string | number;
  detail?: Record<string, unknown>;
  ip?: string;
};

const rowOf = (e: AuditEntry) => ({
  organizationId: e.organizationId ?? null,
  officeId: e.officeId ?? null,
  memberId: e.memberId ?? null,
  actorUserId: e.actorUserId,
  action: e.action,
  targetType: e.targetType ?? null,
  targetId: e.targetId === undefined ? null : String(e.targetId),
  detail: e.detail === undefined ? null : wellFormedJson(e.detail),
  ip: e.ip ?? null,
});

/** Appends to the audit log (in the caller's transaction when given one). */
export async function recordAudit(db: Db, e: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(rowOf(e));
}

/**
 * Appends the line of a read (a search of the members list, a member's page) in its own transaction, committed
 * without waiting for the disk: the read answers a few milliseconds sooner, and a crash could lose at most the last
 * fraction of a second of read lines. A change's line never goes this way: it commits with its change.
 */
export async function recordReadAudit(db: Db, e: AuditEntry): Promise<void> {
  // One statement, so one round trip: the insert runs as a data-modifying WITH, and the setting, local to the
  // statement's own transaction, is read when that transaction commits.
  await db.execute(sql`with line as (${db.insert(auditLog).values(rowOf(e)).getSQL()}) select ${readAuditCommit}`);
}

/** Selected by a statement that writes a read's line: its transaction commits as recordReadAudit's does. */
export const readAuditCommit = sql`set_config('synchronous_commit', 'off', true)`;

/**
 * The insert of a read's line as a data-modifying WITH of the read's own statement, so the read and its line cost one
 * round trip (issue 29): `select` gives organization_id, office_id, actor_user_id, action, target_type, target_id
 * (text), detail (jsonb) and ip, in that order. The statement must select `readAuditCommit` too.
 */
export const readAuditInsert = (select: SQL) =>
  sql`insert into ${auditLog} (organization_id, office_id, actor_user_id, action, target_type, target_id, detail, ip) ${select}`;

export type AuditFilter = { organizationId?: number; memberId?: number; actorUserId?: number; limit: number };

/** The audit trail, newest first, narrowed to an organization, a member or an actor. */
export async function listAudit(db: Db, f: AuditFilter) {
  const conditions = [
    f.organizationId === undefined ? undefined : eq(auditLog.organizationId, f.organizationId),
    f.memberId === undefined ? undefined : eq(auditLog.memberId, f.memberId),
    f.actorUserId === undefined ? undefined : eq(auditLog.actorUserId, f.actorUserId),
  ].filter((c) => c !== undefined);
  return db
    .select({
      entry: auditLog,
      actorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      actorEmail: users.email,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(f.limit);
}

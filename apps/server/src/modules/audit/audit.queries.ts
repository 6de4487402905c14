import type { Db } from '../../db/connection';
import { auditLog } from '../../db/schema';

export type AuditEntry = {
  organizationId?: number | null;
  actorUserId: number | null;
  action: string;
  targetType?: string;
  targetId?: string | number;
  detail?: Record<string, unknown>;
  ip?: string;
};

/** Appends to the audit log (in the caller's transaction when given one). */
export async function recordAudit(db: Db, e: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    organizationId: e.organizationId ?? null,
    actorUserId: e.actorUserId,
    action: e.action,
    targetType: e.targetType ?? null,
    targetId: e.targetId === undefined ? null : String(e.targetId),
    detail: e.detail ?? null,
    ip: e.ip ?? null,
  });
}

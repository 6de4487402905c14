import type { AdminOffice, AuditEntry, LoginResponse } from '@mhq/contract';
import { isOfficeUser, isPatientUser, type UserType } from '@mhq/domain';
import type { Ctx } from '../../deps';
import { notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { userById } from '../account/account.queries';
import { type AuditFilter, listAudit, recordAudit } from '../audit/audit.queries';
import { openSession } from '../auth/auth.service';
import { listOffices, outboxAttachments, outboxMails, usersOfOffices } from './admin.queries';

export async function adminOffices(ctx: Ctx, search?: string): Promise<AdminOffice[]> {
  const rows = await listOffices(ctx.db, search);
  const people = await usersOfOffices(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...r,
    memberCount: Number(r.memberCount),
    users: people
      .filter((p) => p.officeId === r.id)
      .map((p) => ({
        id: p.id,
        name: `${p.firstName} ${p.lastName}`,
        email: p.email,
        type: p.type as UserType,
        owner: p.owner,
      })),
  }));
}

/**
 * A platform admin acts as an office user or patient: a new session that remembers the admin,
 * written to the audit log of the user's organization. Platform users cannot be impersonated.
 */
export async function impersonate(
  ctx: Ctx,
  admin: AuthContext,
  userId: number,
  client: { ip: string; userAgent?: string },
): Promise<LoginResponse> {
  const target = await userById(ctx.db, userId);
  if (!target?.isActive) throw notFound();
  const type = target.type as UserType;
  if (!isOfficeUser(type) && !isPatientUser(type)) throw notFound();
  const answer = await openSession(ctx, target, client, admin.userId);
  await recordAudit(ctx.db, {
    organizationId: target.organizationId,
    actorUserId: admin.userId,
    action: 'impersonation.start',
    targetType: 'user',
    targetId: target.id,
    ip: client.ip,
  });
  return answer;
}

/**
 * The outbox as a mailbox, for demos and development only: once mail goes out over SMTP it would
 * expose live reset links, so it is closed then. Every look is audited.
 */
export async function devMailbox(ctx: Ctx, admin: AuthContext, ip: string, limit: number, to?: string) {
  if (ctx.config.smtpUrl) throw notFound('The dev mailbox is closed while mail is delivered over SMTP.');
  await recordAudit(ctx.db, { actorUserId: admin.userId, action: 'dev_mailbox.view', detail: { to: to ?? null }, ip });
  const rows = await outboxMails(ctx.db, limit, to);
  const files = await outboxAttachments(
    ctx.db,
    rows.map((m) => m.id),
  );
  return rows.map((m) => ({
    attachments: files
      .filter((f) => f.mailId === m.id)
      .map((f) => ({ filename: f.filename, contentType: f.contentType, size: f.size })),
    id: m.id,
    to: m.to,
    subject: m.subject,
    text: m.text,
    createdAt: m.createdAt.toISOString(),
    sentAt: m.sentAt ? m.sentAt.toISOString() : null,
    transport: m.transport,
  }));
}

/** The audit trail for platform admins (readable per member). */
export async function auditTrail(ctx: Ctx, filter: AuditFilter): Promise<AuditEntry[]> {
  const rows = await listAudit(ctx.db, filter);
  return rows.map(({ entry, actorName, actorEmail }) => ({
    id: entry.id,
    at: entry.createdAt.toISOString(),
    action: entry.action,
    actor: entry.actorUserId && actorEmail ? { id: entry.actorUserId, name: actorName ?? '', email: actorEmail } : null,
    organizationId: entry.organizationId,
    officeId: entry.officeId,
    memberId: entry.memberId,
    targetType: entry.targetType,
    targetId: entry.targetId,
    ip: entry.ip,
    detail: entry.detail,
  }));
}

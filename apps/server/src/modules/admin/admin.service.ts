import type { AdminOffice, AuditEntry, LoginResponse, OutboxMail, OutboxMailSummary } from '@mhq/contract';
import { isOfficeUser, isPatientUser, type UserType } from '@mhq/domain';
import type { Config } from '../../config';
import type { Ctx } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { userById } from '../account/account.queries';
import { type AuditFilter, listAudit, recordAudit } from '../audit/audit.queries';
import { openSession } from '../auth/auth.service';
import { listOffices, outboxAttachments, outboxMailById, outboxMails, usersOfOffices } from './admin.queries';

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
 * Whether this installation has a dev mailbox: only a demo (DEMO=true) whose mail stays in the outbox. A real
 * installation, or a demo delivering over SMTP, has none at all: its routes are not even registered.
 */
export const hasDevMailbox = (config: Config): boolean => config.demo && !config.smtpUrl;

/** The demo's outbox as a mailbox: who was mailed what and when, without the text (opening one is audited). */
export async function devMailbox(
  ctx: Ctx,
  admin: AuthContext,
  ip: string,
  limit: number,
  to?: string,
): Promise<OutboxMailSummary[]> {
  await recordAudit(ctx.db, { actorUserId: admin.userId, action: 'dev_mailbox.view', detail: { to: to ?? null }, ip });
  const rows = await outboxMails(ctx.db, limit, to);
  const files = await outboxAttachments(
    ctx.db,
    rows.map((m) => m.id),
  );
  return rows.map((m) => ({
    id: m.id,
    to: m.to,
    subject: m.subject,
    createdAt: m.createdAt.toISOString(),
    sentAt: m.sentAt ? m.sentAt.toISOString() : null,
    transport: m.transport,
    attachments: files
      .filter((f) => f.mailId === m.id)
      .map((f) => ({ filename: f.filename, contentType: f.contentType, size: f.size })),
    withheld: m.toPlatformUser,
  }));
}

/**
 * Opens one mail of the demo's outbox, written to the audit log first (who read which mail to whom). Mail to a
 * platform user is never shown: its reset or invitation link would let one admin take over another's account
 * without the audited impersonation, which refuses platform users.
 */
export async function openDevMail(ctx: Ctx, admin: AuthContext, ip: string, id: number): Promise<OutboxMail> {
  const mail = await outboxMailById(ctx.db, id);
  if (!mail) throw notFound();
  if (mail.toPlatformUser) {
    throw new AppError('FORBIDDEN', 'Mail to a platform user is not shown in the dev mailbox.');
  }
  await recordAudit(ctx.db, {
    organizationId: mail.organizationId,
    actorUserId: admin.userId,
    action: 'dev_mailbox.open',
    targetType: 'mail',
    targetId: mail.id,
    detail: { mailId: mail.id, to: mail.to },
    ip,
  });
  const files = await outboxAttachments(ctx.db, [mail.id]);
  return {
    id: mail.id,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    createdAt: mail.createdAt.toISOString(),
    sentAt: mail.sentAt ? mail.sentAt.toISOString() : null,
    transport: mail.transport,
    attachments: files.map((f) => ({ filename: f.filename, contentType: f.contentType, size: f.size })),
  };
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

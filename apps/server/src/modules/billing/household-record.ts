import type { Db } from '../../db/connection';
import type { Ctx } from '../../deps';
import { type AuditEntry, recordAudit } from '../audit/audit.queries';
import { recordMemberEvents } from '../members/member-events';
import type { Member } from './billing.queries';

/**
 * Who changes a household's payments, and from where: a signed-in user (the front desk, the account owner), or the
 * account owner through a mailed payment-update link (then `auth.userId` is their own sign-in, if they have one).
 */
export type CallerAt = { auth: { userId: number | null }; ip: string; userAgent: string | undefined };

/**
 * What every change to a household's payments leaves behind, inside its transaction: a line in the account owner's
 * history, a mail to them (when they gave an address) and an entry in the audit log naming who did it.
 */
export async function recordForHousehold(
  tx: Db,
  ctx: Pick<Ctx, 'clock' | 'mail'>,
  e: {
    owner: Member;
    caller: CallerAt;
    mail: { subject: string; text: string };
    audit: Pick<AuditEntry, 'action' | 'targetType' | 'targetId' | 'detail'>;
    /** The line the account owner's history shows. */
    history: { kind: string; summary: string };
  },
): Promise<void> {
  const { owner } = e;
  await recordMemberEvents(tx, [
    {
      organizationId: owner.organizationId,
      memberId: owner.id,
      actorUserId: e.caller.auth.userId,
      ...e.history,
      at: ctx.clock.now(),
    },
  ]);
  if (owner.email) await ctx.mail.enqueue(tx, { to: owner.email, organizationId: owner.organizationId, ...e.mail });
  await recordAudit(tx, {
    organizationId: owner.organizationId,
    officeId: owner.officeId,
    memberId: owner.id,
    actorUserId: e.caller.auth.userId,
    ip: e.caller.ip,
    ...e.audit,
  });
}

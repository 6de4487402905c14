import type { ContactAccountSupportRequest } from '@mhq/contract';
import type { IssueType } from '@mhq/domain';
import { supportRequests } from '../../db/schema';
import type { Ctx } from '../../deps';
import type { AuthContext } from '../../http/guard';
import { officeById, userById } from '../account/account.queries';

/** How support's mail names an issue report's subject. */
const ISSUE_SUBJECTS: Record<IssueType, string> = {
  billing: 'Billing',
  member: 'A member',
  plan: 'A plan',
  treatment: 'Treatment',
};

/**
 * Stores a 'Need Assistance?' message, or an issue report (with its subject), and mails it to the brand's support,
 * replying to the sender.
 */
export async function contactAccountSupport(
  ctx: Ctx,
  auth: AuthContext,
  req: ContactAccountSupportRequest,
): Promise<string> {
  const user = await userById(ctx.db, auth.userId);
  const office = req.dentistInfoId ? await officeById(ctx.db, req.dentistInfoId) : null;
  const organizationId = office?.organizationId ?? user?.organizationId ?? null;
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportRequests)
      .values({
        organizationId,
        officeId: office?.id ?? null,
        userId: auth.userId,
        name: req.name,
        email: req.email,
        message: req.message,
        issueType: req.issueType ?? null,
      })
      .returning({ id: supportRequests.id });
    await ctx.mail.enqueue(tx, {
      to: ctx.tenant.supportEmail,
      replyTo: req.email,
      organizationId,
      subject: `${req.issueType ? 'Issue report' : 'Support request'} #${row?.id}${office ? ` from ${office.officeName}` : ''}`,
      text: [
        `From: ${req.name} <${req.email}>`,
        req.issueType ? `About: ${ISSUE_SUBJECTS[req.issueType]}` : null,
        `Account: ${user ? `${user.firstName} ${user.lastName} (${user.type}, user ${user.id})` : auth.userId}`,
        office ? `Office: ${office.officeName} (id ${office.id})` : null,
        '',
        req.message,
      ]
        .filter((l) => l !== null)
        .join('\n'),
    });
  });
  ctx.mail.wake();
  return req.issueType
    ? 'Thank you for reporting this. Our team will look into it and reply by email.'
    : 'Thank you! Your message was sent to our support team. We will get back to you shortly.';
}

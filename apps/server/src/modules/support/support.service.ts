import type { ContactAccountSupportRequest } from '@mhq/contract';
import { supportRequests } from '../../db/schema';
import type { Ctx } from '../../deps';
import type { AuthContext } from '../../http/guard';
import { officeById, userById } from '../account/account.queries';

/** Stores a 'Need Assistance?' message and mails it to the brand's support, replying to the sender. */
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
      })
      .returning({ id: supportRequests.id });
    await ctx.mail.enqueue(tx, {
      to: ctx.tenant.supportEmail,
      replyTo: req.email,
      organizationId,
      subject: `Support request #${row?.id}${office ? ` from ${office.officeName}` : ''}`,
      text: [
        `From: ${req.name} <${req.email}>`,
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
  return 'Thank you! Your message was sent to our support team. We will get back to you shortly.';
}

import { type CampaignLanguage, renderCampaignMessage, SMS_STOP_LINE, UNSUBSCRIBE_LINE } from '@mhq/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { campaignRecipients, campaigns } from '../../db/schema';
import type { Ctx } from '../../deps';
import { recordAudit } from '../audit/audit.queries';
import { publicUrl } from '../auth/auth.service';
import { type CampaignRow, optedOutAmong, pendingRecipients } from './campaigns.queries';

// Sending a campaign: each waiting recipient's message, its placeholders filled, written to the mail or SMS outbox in
// the same transaction that marks the recipient sent, so a crash never sends twice nor marks unsent mail as sent.

/** What sending needs of the app: the database, the time, the mail and SMS ports, the brand's address. */
export type SendCtx = Pick<Ctx, 'db' | 'clock' | 'mail' | 'sms' | 'config' | 'tenant'>;

export type SendOffice = { organizationId: number; name: string; slug: string };

/** The office's enrolment page in the campaign's language, carrying the recipient's token (`?c=`). */
export function campaignLink(ctx: Pick<Ctx, 'config' | 'tenant'>, slug: string, token: string, lang: CampaignLanguage) {
  const query = new URLSearchParams({ c: token, lang });
  return `${publicUrl(ctx)}/signup/${encodeURIComponent(slug)}?${query.toString()}`;
}

export const unsubscribeLink = (ctx: Pick<Ctx, 'config' | 'tenant'>, token: string) =>
  `${publicUrl(ctx)}/unsubscribe/${token}`;

/** A recipient's message: the mail with its unsubscribe link, or the text with its STOP line. */
export function messageFor(
  ctx: Pick<Ctx, 'config' | 'tenant'>,
  campaign: Pick<CampaignRow, 'channel' | 'language' | 'subject' | 'body'>,
  office: SendOffice,
  r: { firstName: string; lastName: string; token: string },
) {
  const lang = campaign.language as CampaignLanguage;
  const values = {
    firstName: r.firstName,
    lastName: r.lastName,
    officeName: office.name,
    link: campaignLink(ctx, office.slug, r.token, lang),
  };
  const body = renderCampaignMessage(campaign.body, values);
  if (campaign.channel === 'sms') return { subject: null, text: `${body}\n${SMS_STOP_LINE[lang]}` };
  return {
    subject: renderCampaignMessage(campaign.subject ?? office.name, values),
    text: `${body}\n\n--\n${UNSUBSCRIBE_LINE[lang]} ${unsubscribeLink(ctx, r.token)}`,
  };
}

/**
 * Sends a campaign's waiting recipients inside `tx` (the campaign's row already taken): a person who opted out since
 * it was scheduled is skipped; the others' messages go to the outbox. The campaign ends 'sent'. Audited.
 */
export async function sendCampaign(
  ctx: SendCtx,
  tx: Db,
  campaign: CampaignRow,
  office: SendOffice,
  actor: { userId: number | null; ip?: string },
) {
  const now = ctx.clock.now();
  const channel = campaign.channel as 'email' | 'sms';
  const waiting = await pendingRecipients(tx, campaign.organizationId, campaign.id);
  const addressOf = (r: (typeof waiting)[number]) => (channel === 'email' ? r.email : r.phone) ?? '';
  const stopped = await optedOutAmong(tx, campaign.organizationId, channel, waiting.map(addressOf));
  let sent = 0;
  let skipped = 0;
  for (const r of waiting) {
    const address = addressOf(r);
    if (!address || stopped.has(address)) {
      skipped++;
      await tx
        .update(campaignRecipients)
        .set({ status: 'opted_out' })
        .where(and(eq(campaignRecipients.organizationId, r.organizationId), eq(campaignRecipients.id, r.id)));
      continue;
    }
    const message = messageFor(ctx, campaign, office, r);
    if (channel === 'email') {
      await ctx.mail.enqueue(tx, {
        to: address,
        subject: message.subject ?? office.name,
        text: message.text,
        organizationId: campaign.organizationId,
      });
    } else {
      await ctx.sms.enqueue(tx, { to: address, text: message.text, organizationId: campaign.organizationId });
    }
    sent++;
    await tx
      .update(campaignRecipients)
      .set({ status: 'sent', sentAt: now, error: null })
      .where(and(eq(campaignRecipients.organizationId, r.organizationId), eq(campaignRecipients.id, r.id)));
  }
  await tx
    .update(campaigns)
    .set({ status: 'sent', startedAt: campaign.startedAt ?? now, finishedAt: now, updatedAt: now })
    .where(and(eq(campaigns.organizationId, campaign.organizationId), eq(campaigns.id, campaign.id)));
  await recordAudit(tx, {
    organizationId: campaign.organizationId,
    officeId: campaign.officeId,
    actorUserId: actor.userId,
    action: 'campaign.sent',
    targetType: 'campaign',
    targetId: campaign.id,
    detail: {
      channel,
      sent,
      skippedSinceScheduled: skipped,
      scheduledFor: campaign.scheduledFor?.toISOString() ?? null,
    },
    ...(actor.ip ? { ip: actor.ip } : {}),
  });
  return { sent, skipped };
}

/**
 * Texts the provider has since delivered or refused: their recipients follow (the text carries the recipient's token,
 * which ties the outbox row to them). Mail that could not be delivered after every attempt is failed likewise.
 */
export async function settleRecipients(db: Db): Promise<number> {
  const texts = (await db.execute(sql`
    update campaign_recipients r
    set status = case when o.status = 'delivered' then 'delivered' else 'failed' end,
        error = case when o.status = 'delivered' then null else coalesce(o.error, 'The text was not delivered') end
    from campaigns c, sms_outbox o
    where c.id = r.campaign_id and c.organization_id = r.organization_id and c.channel = 'sms'
      and r.status = 'sent' and o.organization_id = r.organization_id and o.to_phone = r.phone
      and o.status in ('delivered', 'failed', 'blocked') and position(r.token in o.text) > 0`)) as unknown as {
    affectedRows?: number;
    rowCount?: number;
  };
  const mails = (await db.execute(sql`
    update campaign_recipients r
    set status = 'failed', error = coalesce(o.last_error, 'The mail could not be delivered')
    from campaigns c, mail_outbox o
    where c.id = r.campaign_id and c.organization_id = r.organization_id and c.channel = 'email'
      and r.status = 'sent' and o.organization_id = r.organization_id and o.to_address = r.email
      and o.sent_at is null and o.attempts >= 8 and position(r.token in o.text) > 0`)) as unknown as {
    affectedRows?: number;
    rowCount?: number;
  };
  return (texts.affectedRows ?? texts.rowCount ?? 0) + (mails.affectedRows ?? mails.rowCount ?? 0);
}

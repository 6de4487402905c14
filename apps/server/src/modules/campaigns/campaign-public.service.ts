import type { MessageBody, UnsubscribePageResponse } from '@mhq/contract';
import type { CampaignChannel, CampaignLanguage } from '@mhq/domain';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { campaignRecipients, campaigns, marketingOptOuts, offices } from '../../db/schema';
import type { Ctx } from '../../deps';
import { notFound } from '../../http/app-error';
import { recordAudit } from '../audit/audit.queries';
import { recipientByToken } from './campaigns.queries';

// What a campaign's recipient does without signing in: opens the message's link (a click), unsubscribes from the
// practice's mail, enrols through the link (the enrolment counts for the campaign), or replies STOP to a text.

const WENT = ['sent', 'sending'];

/** A recipient opened their link: the first opening is the campaign's click. */
export async function linkOpened(ctx: Ctx, token: string): Promise<{ counted: boolean }> {
  const found = await recipientByToken(ctx.db, token);
  if (!found || !WENT.includes(found.campaign.status)) throw notFound();
  const marked = await ctx.db
    .update(campaignRecipients)
    .set({ clickedAt: ctx.clock.now() })
    .where(and(eq(campaignRecipients.id, found.recipient.id), isNull(campaignRecipients.clickedAt)))
    .returning({ id: campaignRecipients.id });
  return { counted: marked.length > 0 };
}

/**
 * The campaign recipient an enrolment came through: the token of a message of a campaign of this office (a stale,
 * foreign or made-up token counts for nothing and does not stop the enrolment).
 */
export async function campaignRecipientFor(db: Db, officeId: number, token: string): Promise<number | null> {
  const found = await recipientByToken(db, token);
  return found && found.officeId === officeId ? found.recipient.id : null;
}

/** An address shown on the page without giving it away to whoever holds the link: j***@example.com, ***0142. */
function masked(address: string, channel: CampaignChannel) {
  if (channel === 'sms') return `***${address.slice(-4)}`;
  const [name = '', domain = ''] = address.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}

async function recipientOf(ctx: Ctx, token: string) {
  const found = await recipientByToken(ctx.db, token);
  if (!found) throw notFound();
  const channel = found.campaign.channel as CampaignChannel;
  const address = (channel === 'email' ? found.recipient.email : found.recipient.phone) ?? '';
  if (!address) throw notFound();
  return { ...found, channel, address };
}

export async function unsubscribePage(ctx: Ctx, token: string): Promise<UnsubscribePageResponse> {
  const r = await recipientOf(ctx, token);
  const [office] = await ctx.db.select({ name: offices.officeName }).from(offices).where(eq(offices.id, r.officeId));
  const [out] = await ctx.db
    .select({ id: marketingOptOuts.id })
    .from(marketingOptOuts)
    .where(
      and(
        eq(marketingOptOuts.organizationId, r.recipient.organizationId),
        eq(marketingOptOuts.channel, r.channel),
        eq(marketingOptOuts.address, r.address),
      ),
    );
  return {
    officeName: office?.name ?? '',
    address: masked(r.address, r.channel),
    channel: r.channel,
    language: r.campaign.language as CampaignLanguage,
    optedOut: Boolean(out),
  };
}

const UNSUBSCRIBED: Record<CampaignLanguage, (office: string) => string> = {
  en: (office) => `You are unsubscribed: ${office} will send you no more of these messages.`,
  es: (office) => `Se canceló su suscripción: ${office} no le enviará más estos mensajes.`,
};

/** Records the opt-out of the address the message went to, for the whole practice (organization). Audited. */
export async function unsubscribe(ctx: Ctx, token: string, ip: string): Promise<MessageBody> {
  const r = await recipientOf(ctx, token);
  const page = await unsubscribePage(ctx, token);
  await ctx.db.transaction(async (tx) => {
    const added = await tx
      .insert(marketingOptOuts)
      .values({
        organizationId: r.recipient.organizationId,
        channel: r.channel,
        address: r.address,
        source: 'unsubscribe',
        createdAt: ctx.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: marketingOptOuts.id });
    if (added.length > 0) {
      await recordAudit(tx, {
        organizationId: r.recipient.organizationId,
        officeId: r.officeId,
        actorUserId: null,
        action: 'campaign.unsubscribed',
        targetType: 'campaign_recipient',
        targetId: r.recipient.id,
        detail: { campaignId: r.campaign.id, channel: r.channel },
        ip,
      });
    }
  });
  return { _message: UNSUBSCRIBED[r.campaign.language as CampaignLanguage](page.officeName) };
}

/**
 * A STOP replied to a number a practice's campaign texted: besides the platform-wide stop (sms_opt_outs), the
 * practices whose campaigns texted the number record it, so their lists keep it even if the number is allowed again.
 */
export async function recordCampaignStop(tx: Db, phone: string, now: Date): Promise<number> {
  const texted = await tx
    .selectDistinct({ organizationId: campaignRecipients.organizationId })
    .from(campaignRecipients)
    .innerJoin(
      campaigns,
      and(
        eq(campaigns.id, campaignRecipients.campaignId),
        eq(campaigns.organizationId, campaignRecipients.organizationId),
      ),
    )
    .where(
      and(
        eq(campaignRecipients.phone, phone),
        eq(campaigns.channel, 'sms'),
        inArray(campaignRecipients.status, ['sent', 'delivered']),
      ),
    )
    .orderBy(desc(campaignRecipients.organizationId));
  for (const { organizationId } of texted) {
    await tx
      .insert(marketingOptOuts)
      .values({ organizationId, channel: 'sms', address: phone, source: 'stop', createdAt: now })
      .onConflictDoNothing();
  }
  return texted.length;
}

import { randomBytes } from 'node:crypto';
import type {
  Campaign,
  CampaignAudienceRequest,
  CampaignAudienceResponse,
  CampaignChangeResponse,
  CampaignDetailResponse,
  CampaignRequest,
  CampaignsResponse,
} from '@mhq/contract';
import {
  CAMPAIGN_DAILY_LIMIT,
  type CampaignChannel,
  type CampaignLanguage,
  type CampaignStatus,
  campaignLimitMessage,
  campaignRoomToday,
  type RecipientStatus,
  utcDayOf,
} from '@mhq/domain';
import { and, eq, sql } from 'drizzle-orm';
import { insertRows } from '../../db/rows';
import { campaignRecipients, campaigns } from '../../db/schema';
import type { Ctx } from '../../deps';
import { AppError, badRequest, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { recordAudit } from '../audit/audit.queries';
import type { PmsCtx } from '../pms/pms-connection.service';
import { addressOf, audienceOf, refuseBadRows } from './campaign-audience';
import { sendCampaign } from './campaign-send';
import { templatesOf } from './campaign-templates.service';
import {
  type CampaignRow,
  type CampaignTotals,
  campaignOfOffice,
  campaignsOfOffice,
  messagesOnDay,
  officeOfCampaigns,
  recipientsOf,
  totalsOf,
} from './campaigns.queries';

type Actor = { auth: AuthContext; ip: string };

const NO_TOTALS: CampaignTotals = {
  recipients: 0,
  pending: 0,
  sent: 0,
  delivered: 0,
  failed: 0,
  skipped: 0,
  clicks: 0,
  enrolments: 0,
};
/** A campaign may be scheduled this far ahead at most. */
const MAX_DAYS_AHEAD = 90;

/** A recipient's token: 144 random bits, URL-safe (its links name it; nothing else does). */
const newToken = () => randomBytes(18).toString('base64url');

function campaignView(c: CampaignRow, t: CampaignTotals = NO_TOTALS): Campaign {
  const { clicks, enrolments, ...counts } = t;
  return {
    id: c.id,
    name: c.name,
    channel: c.channel as CampaignChannel,
    language: c.language as CampaignLanguage,
    status: c.status as CampaignStatus,
    subject: c.subject,
    body: c.body,
    scheduledFor: c.scheduledFor?.toISOString() ?? null,
    startedAt: c.startedAt?.toISOString() ?? null,
    finishedAt: c.finishedAt?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
    counts,
    clicks,
    enrolments,
  };
}

async function officeOf(ctx: Ctx, officeId: number) {
  const office = await officeOfCampaigns(ctx.db, officeId);
  if (!office) throw notFound();
  return { ...office, id: officeId };
}

async function viewOf(ctx: Ctx, officeId: number, id: number): Promise<Campaign> {
  const row = await campaignOfOffice(ctx.db, officeId, id);
  if (!row) throw notFound();
  const totals = await totalsOf(ctx.db, row.organizationId, [id]);
  return campaignView(row, totals.get(id));
}

/** The office's campaigns with their counts, clicks and enrolments; its templates; today's sending room. */
export async function campaignsOf(ctx: Ctx, officeId: number): Promise<CampaignsResponse> {
  const office = await officeOf(ctx, officeId);
  const rows = await campaignsOfOffice(ctx.db, officeId);
  const totals = await totalsOf(
    ctx.db,
    office.organizationId,
    rows.map((r) => r.id),
  );
  return {
    campaigns: rows.map((r) => campaignView(r, totals.get(r.id))),
    templates: await templatesOf(ctx, officeId),
    dailyLimit: CAMPAIGN_DAILY_LIMIT,
    usedToday: await messagesOnDay(ctx.db, officeId, utcDayOf(ctx.clock.now())),
    enrolmentPath: `/signup/${office.slug}`,
  };
}

/** A campaign with each recipient (the route audits the read). */
export async function campaignDetail(ctx: Ctx, officeId: number, id: number): Promise<CampaignDetailResponse> {
  const campaign = await viewOf(ctx, officeId, id);
  const office = await officeOf(ctx, officeId);
  const rows = await recipientsOf(ctx.db, office.organizationId, id);
  return {
    campaign,
    recipients: rows.map(({ recipient: r, enrolled }) => ({
      id: r.id,
      name: `${r.firstName} ${r.lastName}`.trim(),
      address: (campaign.channel === 'email' ? r.email : r.phone) ?? '',
      source: r.source,
      status: r.status as RecipientStatus,
      error: r.error,
      sentAt: r.sentAt?.toISOString() ?? null,
      clickedAt: r.clickedAt?.toISOString() ?? null,
      enrolled: Boolean(enrolled),
    })),
  };
}

/** Who an audience reaches, before anything is saved: bad rows, duplicates, opted-out and no-consent people. */
export async function checkAudience(
  ctx: PmsCtx,
  officeId: number,
  req: CampaignAudienceRequest,
): Promise<CampaignAudienceResponse> {
  const office = await officeOf(ctx, officeId);
  const audience = await audienceOf(ctx, office, req);
  const count = (o: string) => audience.people.filter((p) => p.outcome === o).length;
  const used = await messagesOnDay(ctx.db, officeId, utcDayOf(ctx.clock.now()));
  return {
    people: audience.people.slice(0, 500).map((p) => ({
      name: `${p.firstName} ${p.lastName}`.trim(),
      address: addressOf(p, req.channel) ?? '',
      outcome: p.outcome,
    })),
    willSend: count('send'),
    optedOut: count('opted_out'),
    noConsent: count('no_consent'),
    duplicates: audience.duplicates,
    badRows: audience.badRows,
    dailyLimit: CAMPAIGN_DAILY_LIMIT,
    roomToday: campaignRoomToday(used),
  };
}

/** The message's own rules: a mail has a subject; every message carries its {link}; a time to send is ahead. */
function checkMessage(ctx: Ctx, req: CampaignRequest): Date | null {
  if (req.channel === 'email' && !req.subject) {
    throw badRequest('Enter the subject of the mail.', { subject: 'Enter the subject of the mail.' });
  }
  if (!req.body.includes('{link}')) {
    const m = 'Put {link} in the message: it takes patients to your enrolment page and counts their enrolments.';
    throw badRequest(m, { body: m });
  }
  if (!req.sendAt) return null;
  const at = new Date(req.sendAt);
  const now = ctx.clock.now().getTime();
  if (at.getTime() <= now) throw badRequest('Choose a time in the future.', { sendAt: 'Choose a time in the future.' });
  if (at.getTime() > now + MAX_DAYS_AHEAD * 86_400_000) {
    const m = `Schedule at most ${MAX_DAYS_AHEAD} days ahead.`;
    throw badRequest(m, { sendAt: m });
  }
  return at;
}

/** Creates a campaign with its recipients and sends it now or schedules it; refused past the daily limit. Audited. */
export async function createCampaign(
  ctx: PmsCtx,
  actor: Actor,
  officeId: number,
  req: CampaignRequest,
): Promise<CampaignChangeResponse> {
  const office = await officeOf(ctx, officeId);
  const at = checkMessage(ctx, req);
  const audience = await audienceOf(ctx, office, req);
  refuseBadRows(audience.badRows);
  const willSend = audience.people.filter((p) => p.outcome === 'send').length;
  if (willSend === 0) {
    const m =
      audience.people.length === 0
        ? 'No one in this audience has an address for this kind of message.'
        : 'Everyone in this audience opted out or has no consent to texts: nothing would be sent.';
    throw badRequest(m, { audience: m });
  }
  const now = ctx.clock.now();
  const id = await ctx.db.transaction(async (tx) => {
    // Campaigns of one office are created one at a time: two at once could each fit the day's limit, not both.
    await tx.execute(sql`select id from offices where id = ${officeId} for update`);
    const used = await messagesOnDay(tx, officeId, utcDayOf(at ?? now));
    const room = campaignRoomToday(used);
    if (willSend > room) throw new AppError('CONFLICT', campaignLimitMessage(willSend, room));
    const [created] = await tx
      .insert(campaigns)
      .values({
        organizationId: office.organizationId,
        officeId,
        name: req.name,
        channel: req.channel,
        language: req.language,
        subject: req.channel === 'email' ? req.subject : null,
        body: req.body,
        status: at ? 'scheduled' : 'sending',
        scheduledFor: at,
        startedAt: at ? null : now,
        createdByUserId: actor.auth.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error('campaign insert returned nothing');
    await insertRows(
      tx,
      campaignRecipients,
      audience.people.map((p) => ({
        organizationId: office.organizationId,
        campaignId: created.id,
        firstName: p.firstName,
        lastName: p.lastName,
        email: p.email,
        phone: p.phone,
        memberId: p.memberId,
        source: p.source,
        consentAt: p.consentNote ? now : null,
        consentNote: p.consentNote,
        status: p.outcome === 'send' ? 'pending' : p.outcome,
        token: newToken(),
        createdAt: now,
      })),
    );
    await recordAudit(tx, {
      organizationId: office.organizationId,
      officeId,
      actorUserId: actor.auth.userId,
      action: 'campaign.created',
      targetType: 'campaign',
      targetId: created.id,
      detail: {
        name: req.name,
        channel: req.channel,
        language: req.language,
        audience: req.audience.kind === 'members' ? `members:${req.audience.filter}` : req.audience.kind,
        recipients: audience.people.length,
        willSend,
        duplicates: audience.duplicates,
        scheduledFor: at?.toISOString() ?? null,
      },
      ip: actor.ip,
    });
    if (!at) await sendCampaign(ctx, tx, created, office, { userId: actor.auth.userId, ip: actor.ip });
    return created.id;
  });
  if (!at) (req.channel === 'email' ? ctx.mail : ctx.sms).wake();
  const campaign = await viewOf(ctx, officeId, id);
  const message = at
    ? `${req.name} is scheduled: ${willSend} messages will go out then.`
    : `${req.name} was sent to ${willSend} ${willSend === 1 ? 'person' : 'people'}.`;
  return { _message: message, campaign };
}

/** Cancels a scheduled campaign before it goes (audited); one that went is 409. */
export async function cancelCampaign(
  ctx: Ctx,
  actor: Actor,
  officeId: number,
  id: number,
): Promise<CampaignChangeResponse> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    // Taken as the sending job takes it: a campaign the job is sending waits here, then is found sent.
    const [row] = await tx
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.id, id), eq(campaigns.officeId, officeId)))
      .for('update');
    if (!row) throw notFound();
    if (row.status !== 'scheduled' && row.status !== 'draft') {
      throw new AppError(
        'CONFLICT',
        `${row.name} has already ${row.status === 'canceled' ? 'been canceled' : 'gone out'}.`,
      );
    }
    await tx
      .update(campaigns)
      .set({ status: 'canceled', updatedAt: now })
      .where(and(eq(campaigns.organizationId, row.organizationId), eq(campaigns.id, id)));
    await recordAudit(tx, {
      organizationId: row.organizationId,
      officeId,
      actorUserId: actor.auth.userId,
      action: 'campaign.canceled',
      targetType: 'campaign',
      targetId: id,
      detail: { from: row.status, scheduledFor: row.scheduledFor?.toISOString() ?? null },
      ip: actor.ip,
    });
  });
  const campaign = await viewOf(ctx, officeId, id);
  return { _message: `${campaign.name} was canceled: nothing will be sent.`, campaign };
}

import { ACTIVE_STATUSES, type CampaignMemberAudience } from '@mhq/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/rows';
import {
  campaignRecipients,
  campaigns,
  campaignTemplates,
  enrolments,
  marketingOptOuts,
  members,
  offices,
  smsOptOuts,
} from '../../db/schema';

// SQL of campaigns. A campaign is one office's; its recipients and the organization's opt-outs carry the organization.

export type CampaignRow = typeof campaigns.$inferSelect;
export type RecipientRow = typeof campaignRecipients.$inferSelect;

export type CampaignTotals = {
  recipients: number;
  pending: number;
  sent: number;
  delivered: number;
  failed: number;
  skipped: number;
  clicks: number;
  enrolments: number;
};

const activeList = sql.join(
  ACTIVE_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

export async function officeOfCampaigns(db: Db, officeId: number) {
  const [row] = await db
    .select({ organizationId: offices.organizationId, name: offices.officeName, slug: offices.slug })
    .from(offices)
    .where(eq(offices.id, officeId));
  return row ?? null;
}

/** Each campaign's recipients by status, its opened links, and the enrolments its links brought. */
export async function totalsOf(db: Db, organizationId: number, ids: readonly number[]) {
  const totals = new Map<number, CampaignTotals>();
  if (ids.length === 0) return totals;
  const rows = await queryRows<CampaignTotals & { campaign_id: number }>(
    db,
    sql`select r.campaign_id,
          count(*)::int as recipients,
          (count(*) filter (where r.status = 'pending'))::int as pending,
          (count(*) filter (where r.status in ('sent', 'delivered')))::int as sent,
          (count(*) filter (where r.status = 'delivered'))::int as delivered,
          (count(*) filter (where r.status = 'failed'))::int as failed,
          (count(*) filter (where r.status in ('opted_out', 'no_consent')))::int as skipped,
          (count(*) filter (where r.clicked_at is not null))::int as clicks,
          (select count(*) from ${enrolments} e join ${campaignRecipients} r2
             on r2.id = e.campaign_recipient_id and r2.organization_id = e.organization_id
           where e.organization_id = ${organizationId} and r2.campaign_id = r.campaign_id)::int as enrolments
        from ${campaignRecipients} r
        where r.organization_id = ${organizationId} and r.campaign_id = any(${`{${ids.join(',')}}`}::int[])
        group by r.campaign_id`,
  );
  for (const { campaign_id, ...t } of rows) totals.set(campaign_id, t);
  return totals;
}

export async function campaignsOfOffice(db: Db, officeId: number): Promise<CampaignRow[]> {
  return db
    .select()
    .from(campaigns)
    .where(eq(campaigns.officeId, officeId))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
}

export async function campaignOfOffice(db: Db, officeId: number, id: number): Promise<CampaignRow | null> {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.officeId, officeId), eq(campaigns.id, id)));
  return row ?? null;
}

/** A campaign's recipients with whether their link brought an enrolment. */
export async function recipientsOf(db: Db, organizationId: number, campaignId: number) {
  return db
    .select({
      recipient: campaignRecipients,
      enrolled: sql<boolean>`exists (select 1 from ${enrolments} e where e.organization_id = ${campaignRecipients.organizationId} and e.campaign_recipient_id = ${campaignRecipients.id})`,
    })
    .from(campaignRecipients)
    .where(and(eq(campaignRecipients.organizationId, organizationId), eq(campaignRecipients.campaignId, campaignId)))
    .orderBy(campaignRecipients.id);
}

/**
 * Messages the office sends on a UTC day, mail and texts together: recipients of campaigns that went (or go, when
 * scheduled) that day and were not skipped.
 */
export async function messagesOnDay(db: Db, officeId: number, day: string, exceptCampaignId?: number) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${campaignRecipients} r join ${campaigns} c
          on c.id = r.campaign_id and c.organization_id = r.organization_id
        where c.office_id = ${officeId} and c.status in ('scheduled', 'sending', 'sent')
          and (coalesce(c.started_at, c.scheduled_for) at time zone 'UTC')::date = ${day}::date
          and r.status not in ('opted_out', 'no_consent')
          ${exceptCampaignId === undefined ? sql`` : sql`and c.id <> ${exceptCampaignId}`}`,
  );
  return row?.n ?? 0;
}

/** The addresses of a list that must get nothing: the organization's opt-outs, and every STOP for texts. */
export async function optedOutAmong(
  db: Db,
  organizationId: number,
  channel: 'email' | 'sms',
  addresses: readonly string[],
): Promise<Set<string>> {
  if (addresses.length === 0) return new Set();
  const list = `{${addresses.map((a) => `"${a.replace(/["\\]/g, '')}"`).join(',')}}`;
  const own = await db
    .select({ address: marketingOptOuts.address })
    .from(marketingOptOuts)
    .where(
      and(
        eq(marketingOptOuts.organizationId, organizationId),
        eq(marketingOptOuts.channel, channel),
        sql`${marketingOptOuts.address} = any(${list}::text[])`,
      ),
    );
  const stopped =
    channel === 'sms'
      ? await db
          .select({ address: smsOptOuts.phone })
          .from(smsOptOuts)
          .where(sql`${smsOptOuts.phone} = any(${list}::text[])`)
      : [];
  return new Set([...own, ...stopped].map((r) => r.address));
}

const audienceWhere: Record<CampaignMemberAudience, SQL> = {
  all: sql`true`,
  active: sql`exists (select 1 from subscriptions s join members hm on hm.id = s.member_id and hm.organization_id = s.organization_id where (hm.id = m.id or hm.account_owner_id = m.id) and s.status in (${activeList}))`,
  canceled: sql`exists (select 1 from subscriptions s join members hm on hm.id = s.member_id and hm.organization_id = s.organization_id where (hm.id = m.id or hm.account_owner_id = m.id) and s.status = 'canceled')
    and not exists (select 1 from subscriptions s join members hm on hm.id = s.member_id and hm.organization_id = s.organization_id where (hm.id = m.id or hm.account_owner_id = m.id) and s.status in (${activeList}))`,
  inactive: sql`not exists (select 1 from subscriptions s join members hm on hm.id = s.member_id and hm.organization_id = s.organization_id where (hm.id = m.id or hm.account_owner_id = m.id) and s.status in (${activeList}))`,
};

/** The office's account owners (one message a household) whose plans stand as the audience says. */
export async function ownersOfAudience(db: Db, officeId: number, audience: CampaignMemberAudience) {
  return queryRows<{ id: number; first_name: string; last_name: string; email: string | null; phone: string | null }>(
    db,
    sql`select m.id, m.first_name, m.last_name, m.email, m.phone from ${members} m
        where m.office_id = ${officeId} and m.account_owner_id is null and m.deleted_at is null
          and ${audienceWhere[audience]}
        order by m.last_name, m.first_name, m.id`,
  );
}

export async function templatesOfOffice(db: Db, officeId: number) {
  return db
    .select()
    .from(campaignTemplates)
    .where(eq(campaignTemplates.officeId, officeId))
    .orderBy(campaignTemplates.name, campaignTemplates.id);
}

/** A recipient by the token of their links, with the campaign's office. */
export async function recipientByToken(db: Db, token: string) {
  const [row] = await db
    .select({ recipient: campaignRecipients, officeId: campaigns.officeId, campaign: campaigns })
    .from(campaignRecipients)
    .innerJoin(
      campaigns,
      and(
        eq(campaigns.id, campaignRecipients.campaignId),
        eq(campaigns.organizationId, campaignRecipients.organizationId),
      ),
    )
    .where(eq(campaignRecipients.token, token));
  return row ?? null;
}

/** The recipients still waiting in a campaign. */
export async function pendingRecipients(db: Db, organizationId: number, campaignId: number) {
  return db
    .select()
    .from(campaignRecipients)
    .where(
      and(
        eq(campaignRecipients.organizationId, organizationId),
        eq(campaignRecipients.campaignId, campaignId),
        eq(campaignRecipients.status, 'pending'),
      ),
    )
    .orderBy(campaignRecipients.id);
}

import { randomBytes } from 'node:crypto';
import { builtInCampaignTemplates, type TenantConfig } from '@mhq/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import {
  campaignRecipients,
  campaigns,
  campaignTemplates,
  marketingOptOuts,
  members,
  offices,
  users,
} from '../db/schema';
import { enrolThroughChannel, householdsWithoutEnrolment } from './demo-channel-households';

const DAY = 86_400_000;
const token = () => randomBytes(18).toString('base64url');

type Person = { first: string; last: string; phone?: string; email?: string; status: string; clicked?: boolean };

/**
 * Campaigns at Demo Downtown (issue 26): a Spanish text blast sent ten days ago to an imported list (sent, delivered,
 * skipped for no consent and for a STOP, two opened links and one household that enrolled through it), an email
 * win-back to canceled patients, a scheduled email invitation, a saved template, and an unsubscribed address. After
 * seedDemoCommunity, whose households it leaves alone.
 */
export async function seedDemoCampaigns(tx: Db, tenant: TenantConfig, now: Date): Promise<void> {
  const [office] = await tx
    .select({ id: offices.id, organizationId: offices.organizationId, name: offices.officeName })
    .from(offices)
    .where(eq(offices.slug, 'demo-downtown'));
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'owner@demo.test'));
  if (!office || !owner) return;
  const templates = builtInCampaignTemplates(tenant.id);
  const text = (key: string) => templates.find((t) => t.key === key) ?? templates[0];
  const org = office.organizationId;

  async function campaign(
    key: string,
    name: string,
    at: Date,
    status: 'sent' | 'scheduled',
    people: Person[],
  ): Promise<number[]> {
    const t = text(key);
    if (!t) return [];
    const [row] = await tx
      .insert(campaigns)
      .values({
        organizationId: org,
        officeId: office?.id ?? 0,
        name,
        channel: t.channel,
        language: t.language,
        subject: t.subject,
        body: t.body,
        status,
        scheduledFor: status === 'scheduled' ? at : null,
        startedAt: status === 'sent' ? at : null,
        finishedAt: status === 'sent' ? at : null,
        createdByUserId: owner?.id ?? null,
        createdAt: new Date(at.getTime() - (status === 'sent' ? DAY / 24 : 2 * DAY)),
        updatedAt: at,
      })
      .returning({ id: campaigns.id });
    if (!row) return [];
    const rows = await tx
      .insert(campaignRecipients)
      .values(
        people.map((p, i) => ({
          organizationId: org,
          campaignId: row.id,
          firstName: p.first,
          lastName: p.last,
          email: p.email ?? null,
          phone: p.phone ?? null,
          source: 'csv',
          consentAt: p.status === 'no_consent' || t.channel === 'email' ? null : at,
          consentNote:
            p.status === 'no_consent' || t.channel === 'email'
              ? null
              : `Imported list: consent to texts "yes" (row ${i + 2})`,
          status: p.status,
          sentAt: ['sent', 'delivered'].includes(p.status) ? at : null,
          clickedAt: p.clicked ? new Date(at.getTime() + (i + 1) * 3600_000) : null,
          token: token(),
          createdAt: at,
        })),
      )
      .returning({ id: campaignRecipients.id });
    return rows.map((r) => r.id);
  }

  const tenDaysAgo = new Date(now.getTime() - 10 * DAY);
  // The household that enrolled through the text: one with a running plan no other demo channel stands for.
  const [enrolled] = (await householdsWithoutEnrolment(tx, office)).filter((h) => h.status === 'active').slice(-1);
  const [who] = enrolled
    ? await tx
        .select({ first: members.firstName, last: members.lastName, phone: members.phone })
        .from(members)
        .where(eq(members.id, enrolled.id))
    : [];
  const spring = await campaign('invite-sms-es', 'Primavera: plan de membresía', tenDaysAgo, 'sent', [
    {
      first: who?.first ?? 'Lucía',
      last: who?.last ?? 'García',
      phone: '+15125550171',
      status: 'delivered',
      clicked: true,
    },
    { first: 'Mateo', last: 'Hernández', phone: '+15125550172', status: 'delivered', clicked: true },
    { first: 'Sofía', last: 'Ramírez', phone: '+15125550173', status: 'delivered' },
    { first: 'Diego', last: 'Torres', phone: '+15125550174', status: 'failed' },
    { first: 'Camila', last: 'Flores', phone: '+15125550175', status: 'no_consent' },
    { first: 'Andrés', last: 'Castro', phone: '+15125550176', status: 'opted_out' },
  ]);
  if (enrolled && spring[0]) {
    await enrolThroughChannel(tx, office, enrolled, { campaignRecipientId: spring[0] }, 'demo campaign');
  }
  await tx
    .update(campaignRecipients)
    .set({ error: 'Twilio 30003: unreachable handset' })
    .where(eq(campaignRecipients.id, spring[3] ?? 0));
  await tx
    .insert(marketingOptOuts)
    .values({ organizationId: org, channel: 'sms', address: '+15125550176', source: 'stop', createdAt: tenDaysAgo });

  await campaign('winback-email-en', 'We miss you (winter)', new Date(now.getTime() - 30 * DAY), 'sent', [
    { first: 'Grace', last: 'Kim', email: 'grace.kim@example.test', status: 'sent', clicked: true },
    { first: 'Omar', last: 'Haddad', email: 'omar.haddad@example.test', status: 'sent' },
    { first: 'Nina', last: 'Park', email: 'nina.park@example.test', status: 'opted_out' },
  ]);
  await tx.insert(marketingOptOuts).values({
    organizationId: org,
    channel: 'email',
    address: 'nina.park@example.test',
    source: 'unsubscribe',
    createdAt: new Date(now.getTime() - 40 * DAY),
  });

  const inThreeDays = new Date(now.getTime() + 3 * DAY);
  inThreeDays.setUTCHours(15, 0, 0, 0);
  await campaign('invite-email-en', 'Fall invitation', inThreeDays, 'scheduled', [
    { first: 'Ava', last: 'Nguyen', email: 'ava.nguyen@example.test', status: 'pending' },
    { first: 'Liam', last: 'Brooks', email: 'liam.brooks@example.test', status: 'pending' },
    { first: 'Zoe', last: 'Adams', email: 'zoe.adams@example.test', status: 'pending' },
  ]);

  await tx.insert(campaignTemplates).values({
    organizationId: org,
    officeId: office.id,
    channel: 'sms',
    language: 'en',
    name: 'Back-to-school checkups',
    body: '{officeName}: Hi {firstName}, back-to-school season is here. Our membership plan covers checkups for one monthly price. Join: {link}',
    createdByUserId: owner.id,
    createdAt: tenDaysAgo,
    updatedAt: tenDaysAgo,
  });
}

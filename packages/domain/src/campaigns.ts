/**
 * Email and text campaigns an office sends to chosen patients (issue 26 'Campaigns'): their channels, statuses,
 * placeholders, the brand's built-in messages in English and Spanish, and the per-office sending limit.
 */
import type { TenantId } from './tenants';

export const CAMPAIGN_CHANNELS = ['email', 'sms'] as const;
export type CampaignChannel = (typeof CAMPAIGN_CHANNELS)[number];

export const CAMPAIGN_LANGUAGES = ['en', 'es'] as const;
export type CampaignLanguage = (typeof CAMPAIGN_LANGUAGES)[number];

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'canceled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Where a recipient stands: the last two were never sent (they opted out, or a text had no consent). */
export const RECIPIENT_STATUSES = ['pending', 'sent', 'delivered', 'failed', 'opted_out', 'no_consent'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

export const RECIPIENT_STATUS_LABELS: Record<RecipientStatus, string> = {
  pending: 'Waiting',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
  opted_out: 'Opted out',
  no_consent: 'No consent to texts',
};

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
  canceled: 'Canceled',
};

/**
 * Messages one office may send a day, mail and texts together: a blast to a whole patient list stays within what a
 * practice's reputation with mail and text providers bears, and a mistaken import cannot flood thousands of people.
 */
export const CAMPAIGN_DAILY_LIMIT = 500;

/** Rows one imported list may hold (a list past this is split into several campaigns). */
export const CAMPAIGN_MAX_ROWS = 2000;

/** The office's own patients a campaign may go to, by where their plans stand. */
export const CAMPAIGN_MEMBER_AUDIENCES = [
  { value: 'all', label: 'All account owners' },
  { value: 'active', label: 'Members with an active plan' },
  { value: 'canceled', label: 'Members who canceled' },
  { value: 'inactive', label: 'Former members (no active plan)' },
] as const;
export type CampaignMemberAudience = (typeof CAMPAIGN_MEMBER_AUDIENCES)[number]['value'];

/** The words a message may carry, replaced for each recipient. */
export const CAMPAIGN_PLACEHOLDERS = ['{firstName}', '{lastName}', '{officeName}', '{link}'] as const;

export type CampaignMessageValues = { firstName: string; lastName: string; officeName: string; link: string };

/** A message with its placeholders filled for one recipient (an unknown placeholder is left as typed). */
export function renderCampaignMessage(text: string, v: CampaignMessageValues): string {
  return text.replace(/\{(firstName|lastName|officeName|link)\}/g, (_, key: keyof CampaignMessageValues) =>
    key === 'firstName' && !v.firstName ? '' : v[key],
  );
}

/** The line every text ends with (carriers require the opt-out words), in the message's language. */
export const SMS_STOP_LINE: Record<CampaignLanguage, string> = {
  en: 'Reply STOP to opt out.',
  es: 'Responda STOP para no recibir más mensajes.',
};

/** The line above a mail's unsubscribe link, in the message's language. */
export const UNSUBSCRIBE_LINE: Record<CampaignLanguage, string> = {
  en: 'Do not want these messages? Unsubscribe:',
  es: '¿No desea recibir estos mensajes? Cancele la suscripción:',
};

export type BuiltInCampaignTemplate = {
  key: string;
  channel: CampaignChannel;
  language: CampaignLanguage;
  name: string;
  subject: string | null;
  body: string;
};

type Words = { care: string; visit: string; visitEs: string; careEs: string };
const WORDS: Record<TenantId, Words> = {
  dental: { care: 'cleanings and exams', visit: 'dental visits', careEs: 'limpiezas y exámenes', visitEs: 'dentales' },
  vision: { care: 'eye exams', visit: 'eye care', careEs: 'exámenes de la vista', visitEs: 'de la vista' },
};

/** The brand's built-in messages: an invitation and a win-back, by mail and by text, in English and in Spanish. */
export function builtInCampaignTemplates(brand: TenantId): BuiltInCampaignTemplate[] {
  const w = WORDS[brand];
  return [
    {
      key: 'invite-email-en',
      channel: 'email',
      language: 'en',
      name: 'Invitation to the membership plan',
      subject: 'Save on your {officeName} care with our membership plan',
      body: `Hi {firstName},\n\nNo insurance? {officeName} has a membership plan: your ${w.care} are covered and other ${w.visit} are discounted, for one simple monthly price.\n\nSee the plans and join online: {link}\n\nSee you soon,\n{officeName}`,
    },
    {
      key: 'invite-email-es',
      channel: 'email',
      language: 'es',
      name: 'Invitación al plan de membresía',
      subject: 'Ahorre en su atención en {officeName} con nuestro plan de membresía',
      body: `Hola {firstName}:\n\n¿No tiene seguro? {officeName} tiene un plan de membresía: sus ${w.careEs} están cubiertos y otros servicios ${w.visitEs} tienen descuento, por un precio mensual sencillo.\n\nVea los planes e inscríbase en línea: {link}\n\nLe esperamos,\n{officeName}`,
    },
    {
      key: 'invite-sms-en',
      channel: 'sms',
      language: 'en',
      name: 'Invitation (text)',
      subject: null,
      body: `{officeName}: Hi {firstName}, no insurance? Our membership plan covers your ${w.care} for one monthly price. Join: {link}`,
    },
    {
      key: 'invite-sms-es',
      channel: 'sms',
      language: 'es',
      name: 'Invitación (texto)',
      subject: null,
      body: `{officeName}: Hola {firstName}, ¿no tiene seguro? Nuestro plan de membresía cubre sus ${w.careEs} por un precio mensual. Inscríbase: {link}`,
    },
    {
      key: 'winback-email-en',
      channel: 'email',
      language: 'en',
      name: 'We miss you',
      subject: 'Come back to {officeName}',
      body: `Hi {firstName},\n\nIt has been a while. Our membership plan makes it easy to keep up with your ${w.care} again.\n\nRejoin online in a few minutes: {link}\n\n{officeName}`,
    },
    {
      key: 'winback-sms-es',
      channel: 'sms',
      language: 'es',
      name: 'Le extrañamos (texto)',
      subject: null,
      body: `{officeName}: Hola {firstName}, le extrañamos. Vuelva a nuestro plan de membresía: {link}`,
    },
  ];
}

/** How many messages an office may still send today, given what it sent and scheduled for today. */
export function campaignRoomToday(usedToday: number, limit = CAMPAIGN_DAILY_LIMIT): number {
  return Math.max(0, limit - usedToday);
}

/** The refusal of a campaign that would pass the office's daily limit. */
export function campaignLimitMessage(wanted: number, room: number, limit = CAMPAIGN_DAILY_LIMIT): string {
  return `This campaign would send ${wanted} messages, but your office may send ${limit} a day and has ${room} left today. Choose fewer people or schedule it for another day.`;
}

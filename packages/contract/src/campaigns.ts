import {
  CAMPAIGN_CHANNELS,
  CAMPAIGN_LANGUAGES,
  CAMPAIGN_MEMBER_AUDIENCES,
  CAMPAIGN_STATUSES,
  RECIPIENT_STATUSES,
  VALIDATION_MESSAGES,
} from '@mhq/domain';
import { z } from 'zod';
import { Id, Text } from './common';

// Email and text campaigns of an office (issue 26 'Campaigns'): not in the spec's call list, so designed here under
// the office's marketing calls, with the public pages their messages link to (the unsubscribe page, the link opened).

export const CampaignsParams = z.object({ dentistInfoId: Id });
export const CampaignParams = z.object({ dentistInfoId: Id, campaignId: Id });
export const CampaignTemplateParams = z.object({ dentistInfoId: Id, templateId: Id });

/** A recipient's token as its links carry it (144 random bits, URL-safe). */
export const CampaignToken = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, VALIDATION_MESSAGES.invalidData);
export const CampaignTokenParams = z.object({ token: CampaignToken });

export const CampaignChannel = z.enum(CAMPAIGN_CHANNELS, { error: 'Choose email or text.' });
export const CampaignLanguage = z.enum(CAMPAIGN_LANGUAGES, { error: 'Choose English or Spanish.' });
const MemberAudience = z.enum(CAMPAIGN_MEMBER_AUDIENCES.map((a) => a.value) as ['all', ...string[]], {
  error: 'Choose which patients.',
});

const Required = (max: number) => Text(max).pipe(z.string().min(1, VALIDATION_MESSAGES.required));

/**
 * Who a campaign goes to: an imported list (CSV text), the office's own patients by where their plans stand, or the
 * uninsured patients of its practice-management system who have no running plan (issue 28, when the office asked to be
 * told of them).
 */
export const CampaignAudience = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('csv'), csv: z.string().max(600_000, 'The list is too long.') }),
  z.object({ kind: z.literal('members'), filter: MemberAudience }),
  z.object({ kind: z.literal('pmsUninsured') }),
]);
export type CampaignAudience = z.infer<typeof CampaignAudience>;

/** The audience with the channel it is checked for, and the office's word on consent to texts (its own patients). */
export const CampaignAudienceRequest = z.object({
  channel: CampaignChannel,
  audience: CampaignAudience,
  /**
   * How the office's own patients (members, or patients of its PMS) agreed to texts ('Signed our texting consent at
   * the desk'); empty: no consent.
   */
  consentNote: Text(300).default(''),
});
export type CampaignAudienceRequest = z.infer<typeof CampaignAudienceRequest>;

export const CampaignBadRow = z.object({ row: z.number().int(), reason: z.string() });

export const CampaignAudiencePerson = z.object({
  name: z.string(),
  address: z.string(),
  /** 'send', or why the person is skipped. */
  outcome: z.enum(['send', 'opted_out', 'no_consent']),
});

export const CampaignAudienceResponse = z.object({
  people: z.array(CampaignAudiencePerson),
  willSend: z.number().int(),
  optedOut: z.number().int(),
  noConsent: z.number().int(),
  duplicates: z.number().int(),
  badRows: z.array(CampaignBadRow),
  dailyLimit: z.number().int(),
  roomToday: z.number().int(),
});
export type CampaignAudienceResponse = z.infer<typeof CampaignAudienceResponse>;

/** A new campaign: its message, its audience, and when it goes (null: now). */
export const CampaignRequest = CampaignAudienceRequest.extend({
  name: Required(120),
  language: CampaignLanguage,
  subject: Text(200).nullable().default(null),
  body: Required(5000),
  sendAt: z.iso.datetime({ offset: true, error: 'Enter a date and time.' }).nullable().default(null),
});
export type CampaignRequest = z.infer<typeof CampaignRequest>;

export const CampaignCounts = z.object({
  recipients: z.number().int(),
  pending: z.number().int(),
  sent: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
});

export const Campaign = z.object({
  id: z.number().int(),
  name: z.string(),
  channel: CampaignChannel,
  language: CampaignLanguage,
  status: z.enum(CAMPAIGN_STATUSES),
  subject: z.string().nullable(),
  body: z.string(),
  scheduledFor: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  createdAt: z.string(),
  counts: CampaignCounts,
  clicks: z.number().int(),
  enrolments: z.number().int(),
});
export type Campaign = z.infer<typeof Campaign>;

export const CampaignTemplateRequest = z.object({
  name: Required(120),
  channel: CampaignChannel,
  language: CampaignLanguage,
  subject: Text(200).nullable().default(null),
  body: Required(5000),
});
export type CampaignTemplateRequest = z.infer<typeof CampaignTemplateRequest>;

export const CampaignTemplate = z.object({
  /** A saved template's id; null for one of the brand's built-in messages. */
  id: z.number().int().nullable(),
  key: z.string(),
  name: z.string(),
  channel: CampaignChannel,
  language: CampaignLanguage,
  subject: z.string().nullable(),
  body: z.string(),
});
export type CampaignTemplate = z.infer<typeof CampaignTemplate>;

export const CampaignsResponse = z.object({
  campaigns: z.array(Campaign),
  templates: z.array(CampaignTemplate),
  dailyLimit: z.number().int(),
  usedToday: z.number().int(),
  /** The office's enrolment page, where every message's {link} leads. */
  enrolmentPath: z.string(),
});
export type CampaignsResponse = z.infer<typeof CampaignsResponse>;

export const CampaignRecipient = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  source: z.string(),
  status: z.enum(RECIPIENT_STATUSES),
  error: z.string().nullable(),
  sentAt: z.string().nullable(),
  clickedAt: z.string().nullable(),
  enrolled: z.boolean(),
});

export const CampaignDetailResponse = z.object({ campaign: Campaign, recipients: z.array(CampaignRecipient) });
export type CampaignDetailResponse = z.infer<typeof CampaignDetailResponse>;

export const CampaignChangeResponse = z.object({ _message: z.string(), campaign: Campaign });
export type CampaignChangeResponse = z.infer<typeof CampaignChangeResponse>;

export const CampaignTemplateChangeResponse = z.object({ _message: z.string(), template: CampaignTemplate });

/** The public unsubscribe page: whose messages, to which address (partly hidden), and whether it is already off. */
export const UnsubscribePageResponse = z.object({
  officeName: z.string(),
  address: z.string(),
  channel: CampaignChannel,
  language: CampaignLanguage,
  optedOut: z.boolean(),
});
export type UnsubscribePageResponse = z.infer<typeof UnsubscribePageResponse>;

export const CampaignLinkOpenedResponse = z.object({ counted: z.boolean() });

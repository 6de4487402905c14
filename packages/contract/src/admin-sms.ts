import { VALIDATION_MESSAGES } from '@mhq/domain';
import { z } from 'zod';
import { Id, Text } from './common';

// The platform's text messages as a super admin sees them (issue 24): the provider's setup and the report of every text.

/** Where a text stands: waiting, handed to the provider, on the phone, refused or lost, or held back by an opt-out. */
export const SMS_STATUSES = ['queued', 'sent', 'delivered', 'failed', 'blocked'] as const;
export const SmsStatus = z.enum(SMS_STATUSES);
export type SmsStatus = z.infer<typeof SmsStatus>;

export const SMS_TEXTS_PAGE_SIZE = 25;
export const SMS_OPT_OUTS_PAGE_SIZE = 25;

const PHONE_MESSAGE = 'Enter a mobile number: 10 digits, or + and the country code';

/** A number a text can go to: a US number of 10 digits (11 with the leading 1), or + and 8 to 15 digits. */
export const SmsPhone = z
  .string()
  .trim()
  .min(1, PHONE_MESSAGE)
  .max(25, PHONE_MESSAGE)
  .refine((v) => {
    if (!/^\+?[\d\s().-]+$/.test(v)) return false;
    const digits = v.replace(/\D/g, '');
    if (v.startsWith('+')) return digits.length >= 8 && digits.length <= 15;
    return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
  }, PHONE_MESSAGE);

const Day = z.iso.date({ message: VALIDATION_MESSAGES.invalidDate });

export const AdminSmsTextsQuery = z.object({
  /** A phone number (any punctuation) or words of the text. */
  search: Text(100).optional(),
  status: SmsStatus.optional(),
  /** Sent on or after this day (UTC), on or before `to`. */
  from: Day.optional(),
  to: Day.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminSmsTextsQuery = z.infer<typeof AdminSmsTextsQuery>;

export const SmsText = z
  .object({
    id: z.number().int(),
    createdAt: z.string(),
    /** The number as it was written when the text was queued. */
    to: z.string(),
    text: z.string(),
    status: SmsStatus,
    /** Why it failed or was blocked, in the provider's words. */
    error: z.string().nullable(),
    providerMessageId: z.string().nullable(),
    sentAt: z.string().nullable(),
    updatedAt: z.string().nullable(),
    /** The practice the text was sent for. */
    officeName: z.string().nullable(),
    /** The household it went to, when known; `memberId` opens its membership history. */
    patient: z.object({ memberId: z.number().int().nullable(), name: z.string() }).nullable(),
  })
  .meta({ id: 'SmsText' });
export type SmsText = z.infer<typeof SmsText>;

export const AdminSmsTextsResponse = z
  .object({
    texts: z.array(SmsText),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'AdminSmsTextsResponse' });
export type AdminSmsTextsResponse = z.infer<typeof AdminSmsTextsResponse>;

export const SmsTextParams = z.object({ id: Id });
export const SmsTextResponse = z.object({ text: SmsText }).meta({ id: 'SmsTextResponse' });
export type SmsTextResponse = z.infer<typeof SmsTextResponse>;

export const SMS_PROVIDERS = ['twilio', 'simulated', 'none'] as const;
export type SmsProviderKind = (typeof SMS_PROVIDERS)[number];

export const SmsSetupResponse = z
  .object({
    provider: z.object({
      kind: z.enum(SMS_PROVIDERS),
      /** The settings it comes from (names only, never a secret). */
      settingsFrom: z.array(z.string()),
      /** The last 4 characters of Twilio's account SID: which account, without showing it. */
      accountSidLast4: z.string().nullable(),
    }),
    sender: z.object({
      kind: z.enum(['number', 'messaging_service', 'simulated', 'none']),
      value: z.string().nullable(),
    }),
    /** Off: every text waits in the queue until an admin turns sending back on. */
    sendingOn: z.boolean(),
    /** The addresses to give Twilio (status callback and incoming messages), when the public address is known. */
    webhooks: z.object({ status: z.string(), inbound: z.string() }).nullable(),
    /** Texts of the last 7 days by status. */
    last7Days: z.record(SmsStatus, z.number().int()),
    optOuts: z.number().int(),
  })
  .meta({ id: 'SmsSetupResponse' });
export type SmsSetupResponse = z.infer<typeof SmsSetupResponse>;

export const SmsSendingRequest = z.object({ on: z.boolean() });
export type SmsSendingRequest = z.infer<typeof SmsSendingRequest>;
export const SmsSendingResponse = z.object({ _message: z.string(), sendingOn: z.boolean() });

export const SmsTestRequest = z.object({
  to: SmsPhone,
  text: Text(320).default(''),
});
export type SmsTestRequest = z.infer<typeof SmsTestRequest>;
export const SmsTestResponse = z.object({ _message: z.string(), text: SmsText }).meta({ id: 'SmsTestResponse' });
export type SmsTestResponse = z.infer<typeof SmsTestResponse>;

export const SmsOptOutsQuery = z.object({
  search: Text(30).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type SmsOptOutsQuery = z.infer<typeof SmsOptOutsQuery>;

export const SmsOptOut = z
  .object({ phone: z.string(), source: z.enum(['reply', 'admin']), optedOutAt: z.string() })
  .meta({ id: 'SmsOptOut' });
export type SmsOptOut = z.infer<typeof SmsOptOut>;

export const SmsOptOutsResponse = z
  .object({
    optOuts: z.array(SmsOptOut),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'SmsOptOutsResponse' });
export type SmsOptOutsResponse = z.infer<typeof SmsOptOutsResponse>;

export const SmsOptOutRequest = z.object({ phone: SmsPhone });
export type SmsOptOutRequest = z.infer<typeof SmsOptOutRequest>;
export const SmsOptOutChangeResponse = z.object({ _message: z.string(), phone: z.string() });

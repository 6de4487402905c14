import { z } from 'zod';
import { Text } from './common';

/** A file attached to a mail: its name, type and size (the content stays in the outbox). */
export const OutboxAttachment = z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() });

/**
 * A mail of the outbox as the dev mailbox lists it: who, what and when, never its text (opening one is audited).
 * `withheld`: addressed to a platform user, so its text is never shown (it may carry their reset or invitation link).
 */
export const OutboxMailSummary = z
  .object({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
    transport: z.string().nullable(),
    attachments: z.array(OutboxAttachment),
    withheld: z.boolean(),
  })
  .meta({ id: 'OutboxMailSummary' });
export type OutboxMailSummary = z.infer<typeof OutboxMailSummary>;

/** One mail opened in the dev mailbox, with its text. */
export const OutboxMail = OutboxMailSummary.omit({ withheld: true })
  .extend({ text: z.string() })
  .meta({ id: 'OutboxMail' });
export type OutboxMail = z.infer<typeof OutboxMail>;

export const DevMailboxQuery = z.object({
  to: Text(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const DevMailboxResponse = z.object({ mails: z.array(OutboxMailSummary) }).meta({ id: 'DevMailboxResponse' });
export type DevMailboxResponse = z.infer<typeof DevMailboxResponse>;

export const DevMailResponse = z.object({ mail: OutboxMail }).meta({ id: 'DevMailResponse' });
export type DevMailResponse = z.infer<typeof DevMailResponse>;

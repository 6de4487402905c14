import { z } from 'zod';
import { Text } from './common';

/** A file attached to a mail: its name, type and size (the content stays in the outbox). */
export const OutboxAttachment = z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() });

export const OutboxMail = z
  .object({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
    transport: z.string().nullable(),
    attachments: z.array(OutboxAttachment),
  })
  .meta({ id: 'OutboxMail' });
export type OutboxMail = z.infer<typeof OutboxMail>;

export const DevMailboxQuery = z.object({
  to: Text(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const DevMailboxResponse = z.object({ mails: z.array(OutboxMail) }).meta({ id: 'DevMailboxResponse' });
export type DevMailboxResponse = z.infer<typeof DevMailboxResponse>;

import type { Db } from '../../db/connection';

/** A file sent with a mail (e.g. the signed BAA as PDF). */
export type MailAttachment = { filename: string; contentType: string; content: Buffer };

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  organizationId?: number | null;
  attachments?: MailAttachment[];
};

/** Mail is written to the outbox in the caller's transaction; delivery happens after commit. */
export type MailPort = {
  enqueue(db: Db, mail: OutgoingMail): Promise<number>;
  /** Many mails without attachments in one write (the billing run's receipts). */
  enqueueAll(db: Db, mails: readonly Omit<OutgoingMail, 'attachments'>[]): Promise<void>;
  /** Nudges delivery right away instead of waiting for the next scheduled pass. */
  wake(): void;
};

/** Hands one mail to the outside world (SMTP); absent when mail stays in the outbox. */
export type MailTransport = {
  name: string;
  send(mail: OutgoingMail & { from: string }): Promise<void>;
};

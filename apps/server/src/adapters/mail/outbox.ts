import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { insertRows } from '../../db/rows';
import { mailAttachments, mailOutbox } from '../../db/schema';
import type { MailPort, OutgoingMail } from './mail.port';

/** An outbox row; its times are the app's clock, not the database's: delivery compares against the same clock. */
const rowOf = (mail: Omit<OutgoingMail, 'attachments'>, now: Date) => ({
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html ?? null,
  replyTo: mail.replyTo ?? null,
  organizationId: mail.organizationId ?? null,
  createdAt: now,
  nextAttemptAt: now,
});

/** The default mail port: rows in mail_outbox, readable at the dev mailbox, delivered by the outbox job. */
export function outboxMail(clock: Clock, onEnqueue: () => void = () => {}): MailPort {
  return {
    async enqueue(db: Db, mail) {
      const [row] = await db.insert(mailOutbox).values(rowOf(mail, clock.now())).returning({ id: mailOutbox.id });
      if (!row) throw new Error('outbox insert returned nothing');
      if (mail.attachments?.length) {
        await db.insert(mailAttachments).values(
          mail.attachments.map((a) => ({
            mailId: row.id,
            filename: a.filename,
            contentType: a.contentType,
            contentBase64: a.content.toString('base64'),
            size: a.content.length,
          })),
        );
      }
      return row.id;
    },
    async enqueueAll(db: Db, mails) {
      const now = clock.now();
      await insertRows(
        db,
        mailOutbox,
        mails.map((mail) => rowOf(mail, now)),
      );
    },
    wake: onEnqueue,
  };
}

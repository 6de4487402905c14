import type { Db } from '../../db/connection';
import { mailOutbox } from '../../db/schema';
import type { MailPort } from './mail.port';

/** The default mail port: rows in mail_outbox, readable at the dev mailbox, delivered by the outbox job. */
export function outboxMail(onEnqueue: () => void = () => {}): MailPort {
  return {
    async enqueue(db: Db, mail) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
          replyTo: mail.replyTo ?? null,
          organizationId: mail.organizationId ?? null,
        })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('outbox insert returned nothing');
      return row.id;
    },
    wake: onEnqueue,
  };
}

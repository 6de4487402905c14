import { sql } from 'drizzle-orm';
import type { MailTransport } from '../adapters/mail/mail.port';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';

const BATCH = 20;
const MAX_ATTEMPTS = 8;

type DueMail = {
  id: number;
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
  reply_to: string | null;
  attempts: number;
};

type DueAttachment = { filename: string; content_type: string; content_base64: string };

/**
 * Sends due outbox mail. Each row is claimed with SKIP LOCKED inside its own transaction, so several
 * workers share the work and a crash leaves the row due again; a failure backs off exponentially.
 * Answers how many mails were sent.
 */
export async function deliverDueMail(db: Db, transport: MailTransport, clock: Clock, from: string): Promise<number> {
  let sent = 0;
  for (let i = 0; i < BATCH; i++) {
    const delivered = await db.transaction(async (tx) => {
      const now = clock.now();
      const result = await tx.execute(sql`
        SELECT id, to_address, subject, text, html, reply_to, attempts FROM mail_outbox
        WHERE sent_at IS NULL AND attempts < ${MAX_ATTEMPTS} AND next_attempt_at <= ${now.toISOString()}
        ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`);
      const row = (result as unknown as { rows: DueMail[] }).rows[0];
      if (!row) return null;
      const files = await tx.execute(
        sql`SELECT filename, content_type, content_base64 FROM mail_attachments WHERE mail_id = ${row.id} ORDER BY id`,
      );
      const attachments = (files as unknown as { rows: DueAttachment[] }).rows.map((a) => ({
        filename: a.filename,
        contentType: a.content_type,
        content: Buffer.from(a.content_base64, 'base64'),
      }));
      try {
        await transport.send({
          from,
          to: row.to_address,
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
          replyTo: row.reply_to ?? undefined,
          ...(attachments.length > 0 ? { attachments } : {}),
        });
        await tx.execute(
          sql`UPDATE mail_outbox SET sent_at = ${now.toISOString()}, transport = ${transport.name}, attempts = attempts + 1 WHERE id = ${row.id}`,
        );
        return true;
      } catch (err) {
        const backoffMs = 30_000 * 2 ** row.attempts;
        await tx.execute(sql`
          UPDATE mail_outbox SET attempts = attempts + 1, last_error = ${String(err).slice(0, 500)},
            next_attempt_at = ${new Date(now.getTime() + backoffMs).toISOString()} WHERE id = ${row.id}`);
        return false;
      }
    });
    if (delivered === null) break;
    if (delivered) sent++;
  }
  return sent;
}

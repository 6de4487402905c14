import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { insertRows } from '../../db/rows';
import { smsOutbox } from '../../db/schema';

export type OutgoingText = { to: string; text: string; organizationId?: number | null };

/** Text messages are written in the caller's transaction; a provider adapter delivers them after commit. */
export type SmsPort = {
  enqueue(db: Db, message: OutgoingText): Promise<void>;
  /** Many texts in one write (the billing run's notices of failed payments). */
  enqueueAll(db: Db, messages: readonly OutgoingText[]): Promise<void>;
};

/** The default sms port: rows in sms_outbox, kept there until a provider is configured. */
export function outboxSms(clock: Clock): SmsPort {
  const rowOf = (message: OutgoingText, now: Date) => ({
    to: message.to,
    text: message.text,
    organizationId: message.organizationId ?? null,
    createdAt: now,
  });
  return {
    async enqueue(db, message) {
      await db.insert(smsOutbox).values(rowOf(message, clock.now()));
    },
    async enqueueAll(db, messages) {
      const now = clock.now();
      await insertRows(
        db,
        smsOutbox,
        messages.map((m) => rowOf(m, now)),
      );
    },
  };
}

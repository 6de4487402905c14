import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { smsOutbox } from '../../db/schema';

export type OutgoingText = { to: string; text: string; organizationId?: number | null };

/** Text messages are written in the caller's transaction; a provider adapter delivers them after commit. */
export type SmsPort = { enqueue(db: Db, message: OutgoingText): Promise<void> };

/** The default sms port: rows in sms_outbox, kept there until a provider is configured. */
export function outboxSms(clock: Clock): SmsPort {
  return {
    async enqueue(db, message) {
      await db.insert(smsOutbox).values({
        to: message.to,
        text: message.text,
        organizationId: message.organizationId ?? null,
        createdAt: clock.now(),
      });
    },
  };
}

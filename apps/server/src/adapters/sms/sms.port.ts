import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { insertRows } from '../../db/rows';
import { smsOutbox } from '../../db/schema';

export type OutgoingText = {
  to: string;
  text: string;
  organizationId?: number | null;
  /** The patient (household payer) the text is about, when the caller knows: the SMS report links to them. */
  patientUserId?: number | null;
};

/** Text messages are written in the caller's transaction; a provider adapter delivers them after commit. */
export type SmsPort = {
  enqueue(db: Db, message: OutgoingText): Promise<number>;
  /** Many texts in one write (the billing run's notices of failed payments). */
  enqueueAll(db: Db, messages: readonly OutgoingText[]): Promise<void>;
  /** Nudges delivery right away instead of waiting for the next scheduled pass. */
  wake(): void;
};

/** What a provider answers for a text it accepted: its own id and where the text stands. */
export type ProviderReceipt = { providerMessageId: string; status: 'sent' | 'delivered' };

/** Hands one text to the outside world (Twilio), or to the demo's simulated network. */
export type SmsProvider = {
  name: 'twilio' | 'simulated';
  send(text: { to: string; text: string }): Promise<ProviderReceipt>;
  /**
   * The provider's later word on texts it took (delivered or failed). Twilio says it through its status callback;
   * the simulated provider says it here, on the next delivery pass, so its texts move as real ones do.
   */
  settle?(db: Db, now: Date): Promise<number>;
};

/** The default sms port: rows in sms_outbox, queued until the delivery job hands them to the provider. */
export function outboxSms(clock: Clock, onEnqueue: () => void = () => {}): SmsPort {
  const rowOf = (message: OutgoingText, now: Date) => ({
    to: message.to,
    text: message.text,
    organizationId: message.organizationId ?? null,
    patientUserId: message.patientUserId ?? null,
    status: 'queued',
    createdAt: now,
    updatedAt: now,
  });
  return {
    async enqueue(db, message) {
      const [row] = await db.insert(smsOutbox).values(rowOf(message, clock.now())).returning({ id: smsOutbox.id });
      if (!row) throw new Error('sms outbox insert returned nothing');
      return row.id;
    },
    async enqueueAll(db, messages) {
      const now = clock.now();
      await insertRows(
        db,
        smsOutbox,
        messages.map((m) => rowOf(m, now)),
      );
    },
    wake: onEnqueue,
  };
}

import { sql } from 'drizzle-orm';
import { smsNumberOf } from '../adapters/sms/phone';
import { smsSendingOn } from '../adapters/sms/sending-switch';
import type { SmsProvider } from '../adapters/sms/sms.port';
import { SmsSendFailed, TWILIO_UNSUBSCRIBED } from '../adapters/sms/twilio';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';

const BATCH = 20;

type DueText = { id: number; to_phone: string; text: string };

export type SmsDeliverySummary = { sent: number; failed: number; blocked: number; settled: number };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Why a number gets no text, or null: it replied STOP, or an admin stopped it. */
async function optOutOf(tx: Db, phone: string | null): Promise<string | null> {
  if (!phone) return null;
  const [row] = rowsOf<{ source: string }>(
    await tx.execute(sql`select source from sms_opt_outs where phone = ${phone}`),
  );
  if (!row) return null;
  return row.source === 'admin' ? 'Texts to this number were stopped by an admin' : 'The number replied STOP';
}

/**
 * Hands queued texts to the provider, after the transactions that wrote them have committed. Each row is claimed with
 * SKIP LOCKED in its own transaction, so several workers share the queue. A number on the opt-out list gets nothing
 * (blocked); a text the provider refuses is failed with its words; the switch off, or no provider, leaves the queue as
 * it is. `only` delivers one text (the setup page's test message) and nothing else.
 */
export async function deliverDueTexts(
  db: Db,
  provider: SmsProvider | null,
  clock: Clock,
  only?: number,
): Promise<SmsDeliverySummary> {
  const summary: SmsDeliverySummary = { sent: 0, failed: 0, blocked: 0, settled: 0 };
  if (provider?.settle && only === undefined) summary.settled = await provider.settle(db, clock.now());
  if (!(await smsSendingOn(db))) return summary;
  for (let i = 0; i < BATCH; i++) {
    const outcome = await db.transaction(async (tx) => {
      const [row] = rowsOf<DueText>(
        await tx.execute(sql`
          select id, to_phone, text from sms_outbox
          where status = 'queued' ${only === undefined ? sql`` : sql`and id = ${only}`}
          order by id limit 1 for update skip locked`),
      );
      if (!row) return null;
      const now = clock.now().toISOString();
      const to = smsNumberOf(row.to_phone);
      const stopped = await optOutOf(tx, to);
      if (stopped) {
        await tx.execute(
          sql`update sms_outbox set status = 'blocked', error = ${stopped}, updated_at = ${now} where id = ${row.id}`,
        );
        return 'blocked' as const;
      }
      if (!provider) return null;
      try {
        const receipt = await provider.send({ to: to ?? row.to_phone, text: row.text });
        await tx.execute(sql`
          update sms_outbox set status = ${receipt.status}, provider_message_id = ${receipt.providerMessageId},
            error = null, sent_at = ${now}, updated_at = ${now} where id = ${row.id}`);
        return 'sent' as const;
      } catch (err) {
        const failure = err instanceof SmsSendFailed ? err : new SmsSendFailed(String(err), null);
        // Twilio already holds this number as unsubscribed: the list here learns it too, and the text is blocked.
        const unsubscribed = failure.code === TWILIO_UNSUBSCRIBED && to !== null;
        if (unsubscribed) {
          await tx.execute(sql`
            insert into sms_opt_outs (phone, source, opted_out_at) values (${to}, 'reply', ${now})
            on conflict (phone) do nothing`);
        }
        await tx.execute(sql`
          update sms_outbox set status = ${unsubscribed ? 'blocked' : 'failed'},
            error = ${failure.message.slice(0, 500)}, updated_at = ${now} where id = ${row.id}`);
        return unsubscribed ? ('blocked' as const) : ('failed' as const);
      }
    });
    if (outcome === null) break;
    summary[outcome]++;
  }
  return summary;
}

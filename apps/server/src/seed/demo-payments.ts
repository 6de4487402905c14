import { eq } from 'drizzle-orm';
import type { MailPort } from '../adapters/mail/mail.port';
import { outboxMail } from '../adapters/mail/outbox';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { mailOutbox, simCharges } from '../db/schema';
import { type ChargeRecord, recordCharges } from '../modules/money/charges';

/** A payment of the demo's history: as the platform records it, and (by card) as the simulated processor kept it. */
export type SeedPayment = ChargeRecord & {
  /** Who the processor charged and where it settled; null for a payment taken in the office. */
  processor: { customerId: string; paymentMethodId: string; destinationAccountId: string } | null;
};

/**
 * Records the demo's past payments as the billing run and the front desk record them (charge, lines, ledger), the card
 * ones kept at the simulated processor too, so the two agree: a few statements for any number.
 */
export async function seedPayments(tx: Db, payments: readonly SeedPayment[]): Promise<number[]> {
  const kept = payments.flatMap((p) =>
    p.processor && p.processorChargeId
      ? [
          {
            id: p.processorChargeId,
            idempotencyKey: `seed_${p.processorChargeId}`,
            customerId: p.processor.customerId,
            paymentMethodId: p.processor.paymentMethodId,
            destinationAccountId: p.processor.destinationAccountId,
            amountCents: p.amountCents,
            applicationFeeCents: p.platformFeeCents,
            status: 'succeeded',
            description: p.description,
            createdAt: p.at,
          },
        ]
      : [],
  );
  for (let i = 0; i < kept.length; i += 200) await tx.insert(simCharges).values(kept.slice(i, i + 200));
  const ids: number[] = [];
  for (let i = 0; i < payments.length; i += 200) ids.push(...(await recordCharges(tx, payments.slice(i, i + 200))));
  return ids;
}

/**
 * The mail port of the demo's history: what it tells the offices (disputes, payouts) is in the dev mailbox as sent at
 * the clock's time, never delivered.
 */
export function historyMail(clock: Clock): MailPort {
  const outbox = outboxMail(clock);
  return {
    ...outbox,
    async enqueue(db, m) {
      const id = await outbox.enqueue(db, m);
      await db.update(mailOutbox).set({ sentAt: clock.now(), transport: 'demo history' }).where(eq(mailOutbox.id, id));
      return id;
    },
  };
}

import { and, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { simConnectedAccounts, simTransfers } from '../../db/schema';
import {
  assertPositiveAmount,
  PaymentDeclined,
  type PaymentGatewayTransfers,
  type Transfer,
  type TransferRequest,
} from './payment-gateway';
import { simId } from './simulated-rules';

type TransferRow = typeof simTransfers.$inferSelect;

const toTransfer = (row: TransferRow): Transfer => ({
  id: row.id,
  accountId: row.destinationAccountId,
  amountCents: row.amountCents,
  createdAt: row.createdAt,
});

/** The earlier answer to an idempotency key, provided the request is the same one (as Stripe checks). */
function sameTransfer(row: TransferRow, input: TransferRequest): Transfer {
  if (row.destinationAccountId !== input.accountId || row.amountCents !== input.amountCents) {
    throw new Error(`Idempotency key ${input.idempotencyKey} was already used for another transfer`);
  }
  return toTransfer(row);
}

/**
 * The simulated processor's transfers from the platform's balance, kept in sim_transfers. The platform's balance is
 * not simulated (it never runs short); an account that is unknown, closed or not able to take payments refuses. The
 * idempotency key is unique in the table, so racing retries store one transfer and all answer with it.
 */
export function simulatedTransfers(db: Db, clock: Clock): PaymentGatewayTransfers {
  return {
    async transferToAccount(input) {
      assertPositiveAmount(input);
      const [earlier] = await db
        .select()
        .from(simTransfers)
        .where(eq(simTransfers.idempotencyKey, input.idempotencyKey));
      if (earlier) return sameTransfer(earlier, input);
      const [account] = await db
        .select()
        .from(simConnectedAccounts)
        .where(and(eq(simConnectedAccounts.id, input.accountId), isNull(simConnectedAccounts.deletedAt)));
      if (!account?.chargesEnabled) {
        throw new PaymentDeclined('processor_error', "The practice's payout account cannot receive transfers yet.");
      }
      const [inserted] = await db
        .insert(simTransfers)
        .values({
          id: simId('tr_sim'),
          idempotencyKey: input.idempotencyKey,
          destinationAccountId: input.accountId,
          amountCents: input.amountCents,
          description: input.description,
          metadata: input.metadata ?? {},
          createdAt: clock.now(),
        })
        .onConflictDoNothing({ target: simTransfers.idempotencyKey })
        .returning();
      if (inserted) return toTransfer(inserted);
      const [stored] = await db
        .select()
        .from(simTransfers)
        .where(eq(simTransfers.idempotencyKey, input.idempotencyKey));
      if (!stored) throw new Error(`Transfer ${input.idempotencyKey} vanished`);
      return sameTransfer(stored, input);
    },
  };
}

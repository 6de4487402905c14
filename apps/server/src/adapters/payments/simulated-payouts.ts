import { and, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { simBankAccounts, simConnectedAccounts, simPayouts } from '../../db/schema';
import { assertPositiveAmount, type PaymentGatewayPayouts, type Payout, type PayoutRequest } from './payment-gateway';
import { simId } from './simulated-rules';

/** Days a simulated payout takes to reach the bank. */
const ARRIVAL_DAYS = 2;

const FAILURES = {
  no_account: 'The practice has no payout account at the processor.',
  payouts_disabled:
    "The practice's payout account cannot receive payouts yet: its bank account is missing or unverified.",
} as const;

type PayoutRow = typeof simPayouts.$inferSelect;

const toPayout = (row: PayoutRow): Payout => ({
  id: row.id,
  status: row.status === 'paid' ? 'paid' : 'failed',
  amountCents: row.amountCents,
  arrivalDate: row.arrivalDate,
  failureMessage: row.failureCode ? (FAILURES[row.failureCode as keyof typeof FAILURES] ?? row.failureCode) : null,
});

function samePayout(row: PayoutRow, input: PayoutRequest): Payout {
  if (row.connectedAccountId !== input.accountId || row.amountCents !== input.amountCents) {
    throw new Error(`Idempotency key ${input.idempotencyKey} was already used for another payout`);
  }
  return toPayout(row);
}

/**
 * The simulated processor's payouts (sim_payouts): a connected account with payouts on and a verified bank account is
 * paid (arriving two days later); any other is refused. The idempotency key is unique: the same request again answers
 * with the same payout.
 */
export function simulatedPayouts(db: Db, clock: Clock): PaymentGatewayPayouts {
  return {
    async payout(input) {
      assertPositiveAmount(input);
      const [earlier] = await db.select().from(simPayouts).where(eq(simPayouts.idempotencyKey, input.idempotencyKey));
      if (earlier) return samePayout(earlier, input);
      const [account] = await db
        .select({ id: simConnectedAccounts.id, payoutsEnabled: simConnectedAccounts.payoutsEnabled })
        .from(simConnectedAccounts)
        .where(and(eq(simConnectedAccounts.id, input.accountId), isNull(simConnectedAccounts.deletedAt)));
      const now = clock.now();
      if (!account) {
        return {
          id: null,
          status: 'failed',
          amountCents: input.amountCents,
          arrivalDate: now,
          failureMessage: FAILURES.no_account,
        };
      }
      const [bank] = await db
        .select({ id: simBankAccounts.id })
        .from(simBankAccounts)
        .where(and(eq(simBankAccounts.connectedAccountId, account.id), eq(simBankAccounts.status, 'verified')));
      const refused = !account.payoutsEnabled || !bank ? 'payouts_disabled' : null;
      const [row] = await db
        .insert(simPayouts)
        .values({
          id: simId('po_sim'),
          idempotencyKey: input.idempotencyKey,
          connectedAccountId: account.id,
          amountCents: input.amountCents,
          status: refused ? 'failed' : 'paid',
          failureCode: refused,
          arrivalDate: new Date(now.getTime() + ARRIVAL_DAYS * 86_400_000),
          description: input.description,
          createdAt: now,
        })
        // Two requests racing with one key: the first is kept, the other answers with it.
        .onConflictDoNothing({ target: simPayouts.idempotencyKey })
        .returning();
      if (row) return toPayout(row);
      const [stored] = await db.select().from(simPayouts).where(eq(simPayouts.idempotencyKey, input.idempotencyKey));
      if (!stored) throw new Error(`Payout ${input.idempotencyKey} vanished`);
      return samePayout(stored, input);
    },
  };
}

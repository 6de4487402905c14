import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { ConnectedAccount } from '../../adapters/payments/payment-gateway';
import type { Db } from '../../db/connection';
import { offices, organizations, payoutAccountStates, processorEvents, tierPaymentMethods } from '../../db/schema';

export type EventOutcome = 'applied' | 'ignored' | 'stale';

/**
 * Claims an event by its id: true for the first delivery, false for any later one. A second delivery racing the
 * first waits on the key until the first commits, then finds it taken.
 */
export async function claimEvent(
  db: Db,
  e: { processor: string; eventId: string; type: string; accountId: string | null; occurredAt: Date; receivedAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(processorEvents)
    .values({ ...e, outcome: 'received' })
    .onConflictDoNothing()
    .returning({ id: processorEvents.eventId });
  return rows.length > 0;
}

export async function settleEvent(
  db: Db,
  processor: string,
  eventId: string,
  result: { outcome: EventOutcome; organizationId: number | null },
) {
  await db
    .update(processorEvents)
    .set(result)
    .where(and(eq(processorEvents.processor, processor), eq(processorEvents.eventId, eventId)));
}

// The processor names an account, a customer or a payment method, not a practice: these look up which practice
// it is (the one place money queries start from a processor's id rather than an organization).

export async function officesOfAccount(db: Db, accountId: string) {
  return db
    .select({ organizationId: offices.organizationId, id: offices.id })
    .from(offices)
    .where(eq(offices.stripeAccountId, accountId));
}

export async function organizationOfCustomer(db: Db, customerId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.tierStripeCustomerId, customerId))
    .limit(1);
  return row?.id ?? null;
}

export async function activeTierMethodByProcessorId(db: Db, paymentMethodId: string) {
  const [row] = await db
    .select()
    .from(tierPaymentMethods)
    .where(and(eq(tierPaymentMethods.processorPaymentMethodId, paymentMethodId), isNull(tierPaymentMethods.removedAt)))
    .limit(1);
  return row ?? null;
}

export async function payoutAccountState(db: Db, organizationId: number, officeId: number) {
  const [row] = await db
    .select()
    .from(payoutAccountStates)
    .where(and(eq(payoutAccountStates.organizationId, organizationId), eq(payoutAccountStates.officeId, officeId)))
    .limit(1);
  return row ?? null;
}

/**
 * Stores the account's state as of `asOf`, unless a newer state of the same account is already stored (events
 * arrive in any order). True when stored.
 */
export async function storePayoutAccountState(
  db: Db,
  organizationId: number,
  officeId: number,
  account: ConnectedAccount,
  asOf: Date,
  now: Date,
): Promise<boolean> {
  const state = {
    accountId: account.id,
    payoutsEnabled: account.payoutsEnabled,
    chargesEnabled: account.chargesEnabled,
    detailsSubmitted: account.detailsSubmitted,
    bankName: account.bankAccount?.bankName ?? null,
    bankLast4: account.bankAccount?.last4 ?? null,
    accountHolderName: account.bankAccount?.accountHolderName ?? null,
    asOf,
    updatedAt: now,
  };
  const rows = await db
    .insert(payoutAccountStates)
    .values({ organizationId, officeId, ...state })
    .onConflictDoUpdate({
      target: [payoutAccountStates.organizationId, payoutAccountStates.officeId],
      set: state,
      setWhere: or(
        sql`${payoutAccountStates.asOf} <= ${asOf.toISOString()}::timestamptz`,
        sql`${payoutAccountStates.accountId} <> ${account.id}`,
      ),
    })
    .returning({ officeId: payoutAccountStates.officeId });
  return rows.length > 0;
}

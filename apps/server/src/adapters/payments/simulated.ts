import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { isPgError } from '../../db/pg-errors';
import { simBankAccounts, simConnectedAccounts, simCustomers, simPaymentMethods, simTokens } from '../../db/schema';
import type { ConnectedAccount, PaymentGateway, PaymentMethodSummary } from './payment-gateway';
import { simulatedCharges } from './simulated-charges';
import { simulatedPayouts } from './simulated-payouts';
import { decline, simId } from './simulated-rules';
import { simulatedTransfers } from './simulated-transfers';

const LINK_TOKEN_MINUTES = 30;

/**
 * The simulated processor: a real stateful processor kept in the sim_* tables. It runs on its own connection
 * (the app's database handle, never the caller's transaction), as a processor across the network would: call it
 * before opening a transaction, then record what it answered.
 */
export function simulatedGateway(db: Db, clock: Clock): PaymentGateway {
  async function account(accountId: string): Promise<ConnectedAccount> {
    const [row] = await db
      .select()
      .from(simConnectedAccounts)
      .where(and(eq(simConnectedAccounts.id, accountId), isNull(simConnectedAccounts.deletedAt)));
    if (!row) throw decline('invalid_token');
    const [bank] = await db
      .select()
      .from(simBankAccounts)
      .where(and(eq(simBankAccounts.connectedAccountId, accountId), eq(simBankAccounts.status, 'verified')));
    return {
      id: row.id,
      accountType: row.accountType === 'standard' ? 'standard' : 'express',
      payoutsEnabled: row.payoutsEnabled,
      chargesEnabled: row.chargesEnabled,
      detailsSubmitted: row.detailsSubmitted,
      bankAccount: bank
        ? {
            id: bank.id,
            bankName: bank.bankName,
            last4: bank.last4,
            accountHolderName: bank.accountHolderName,
            status: bank.status,
          }
        : null,
    };
  }

  /** Takes a single-use token of a kind: unknown, used, expired or of another kind is refused. */
  async function takeToken(id: string, kinds: readonly string[]) {
    const now = clock.now();
    // One statement: two requests racing with one token, only one gets it; unknown, used, expired or of another
    // kind is refused alike.
    const [token] = await db
      .update(simTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(simTokens.id, id),
          isNull(simTokens.usedAt),
          gt(simTokens.expiresAt, now),
          inArray(simTokens.kind, [...kinds]),
        ),
      )
      .returning();
    if (!token) throw decline('invalid_token');
    return token;
  }

  return {
    name: 'simulated',
    // Its changes happen at once, in our own database: it sends no events.
    webhooks: null,
    ...simulatedCharges(db, clock),
    ...simulatedPayouts(db, clock),
    ...simulatedTransfers(db, clock),

    async createConnectedAccount(input) {
      const id = simId('acct_sim');
      await db.insert(simConnectedAccounts).values({
        id,
        email: input.email,
        businessName: input.businessName,
        accountType: input.accountType,
        metadata: input.metadata,
        createdAt: clock.now(),
      });
      return account(id);
    },

    retrieveConnectedAccount: account,

    async createBankLinkToken(input) {
      const id = simId('link-sim');
      const expiresAt = new Date(clock.now().getTime() + LINK_TOKEN_MINUTES * 60_000);
      await db.insert(simTokens).values({
        id,
        kind: 'bank_link',
        detail: input.accountId ? { accountId: input.accountId } : {},
        createdAt: clock.now(),
        expiresAt,
      });
      return { linkToken: id, expiresAt, onboardingUrl: null };
    },

    async attachPayoutBankAccount(accountId, publicToken) {
      await account(accountId);
      const token = await takeToken(publicToken, ['bank_public']);
      // A public token only works for the account its link token was issued for.
      if (token.detail.accountId && token.detail.accountId !== accountId) throw decline('invalid_token');
      if (token.behaviour === 'fail') throw decline('bank_account_declined');
      await db.transaction(async (tx) => {
        await tx
          .update(simBankAccounts)
          .set({ status: 'replaced' })
          .where(eq(simBankAccounts.connectedAccountId, accountId));
        await tx.insert(simBankAccounts).values({
          id: simId('ba_sim'),
          connectedAccountId: accountId,
          accountHolderName: token.detail.accountHolderName ?? '',
          bankName: token.detail.bankName ?? '',
          routingNumber: token.detail.routingNumber ?? '',
          last4: token.last4 ?? '',
          status: 'verified',
          createdAt: clock.now(),
        });
        await tx
          .update(simConnectedAccounts)
          .set({ payoutsEnabled: true, chargesEnabled: true, detailsSubmitted: true })
          .where(eq(simConnectedAccounts.id, accountId));
      });
      return account(accountId);
    },

    // The simulated processor has no dashboard of its own: the platform's page shows the account.
    async accountViewUrl() {
      return null;
    },

    async deleteConnectedAccount(accountId) {
      await db
        .update(simConnectedAccounts)
        .set({ deletedAt: clock.now() })
        .where(eq(simConnectedAccounts.id, accountId));
    },

    async createCustomer(input) {
      const id = simId('cus_sim');
      await db
        .insert(simCustomers)
        .values({ id, email: input.email, name: input.name, metadata: input.metadata, createdAt: clock.now() });
      return { id };
    },

    async attachPaymentMethod(customerId, tokenId): Promise<PaymentMethodSummary> {
      // A card, or a bank account tokenized for a payer ('bank_account'; a payout link's 'bank_public' too).
      const token = await takeToken(tokenId, ['card', 'bank_account', 'bank_public']);
      if (token.behaviour === 'decline_attach') throw decline('card_declined');
      if (token.behaviour === 'insufficient_funds') throw decline('insufficient_funds');
      if (token.behaviour === 'fail') throw decline('bank_account_declined');
      const kind = token.kind === 'card' ? 'card' : 'us_bank_account';
      const method = {
        id: simId('pm_sim'),
        kind,
        brand: token.kind === 'card' ? (token.brand ?? 'unknown') : (token.detail.bankName ?? 'Bank account'),
        last4: token.last4 ?? '',
        expMonth: token.expMonth,
        expYear: token.expYear,
        // Its test bank accounts are verified at once, or refused (000111111116) above.
        verifyUrl: null,
      } as const;
      const { verifyUrl: _none, ...row } = method;
      // The method's customer must exist (a foreign key): an unknown one is the processor's refusal.
      await db
        .insert(simPaymentMethods)
        .values({ ...row, customerId, behaviour: token.behaviour, createdAt: clock.now() })
        .catch((err: unknown) => {
          throw isPgError(err, '23503') ? decline('processor_error') : err;
        });
      return method;
    },

    async detachPaymentMethod(customerId, paymentMethodId) {
      await db
        .update(simPaymentMethods)
        .set({ detachedAt: clock.now() })
        .where(and(eq(simPaymentMethods.id, paymentMethodId), eq(simPaymentMethods.customerId, customerId)));
    },

    async setDefaultPaymentMethod(customerId, paymentMethodId) {
      await db
        .update(simCustomers)
        .set({ defaultPaymentMethodId: paymentMethodId })
        .where(eq(simCustomers.id, customerId));
    },
  };
}

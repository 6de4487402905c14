import type { BankLinkTokenResponse, PayoutAccount, PayoutAccountResponse } from '@mhq/contract';
import {
  type ConnectedAccount,
  PaymentDeclined,
  type PaymentGateway,
  ProcessorUnavailable,
} from '../../adapters/payments/payment-gateway';
import type { Ctx } from '../../deps';
import { badRequest, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { recordAudit } from '../audit/audit.queries';
import { publicUrl } from '../auth/auth.service';
import { officeContactEmail, officeWithOrganization, storeConnectedAccount } from './money.queries';
import { assertMayChange, callerMayChange } from './money-access';
import { atProcessor } from './payment-errors';
import { payoutAccountState, storePayoutAccountState } from './processor-events.queries';

async function officeOrFail(ctx: Ctx, officeId: number) {
  const found = await officeWithOrganization(ctx.db, officeId);
  if (!found) throw notFound();
  return found;
}

/**
 * The office's payout account as the practice sees it. An office without an account shows 'none'; an account
 * the processor does not know (the old platform's, kept with its bank's last four on the office) shows 'legacy'.
 * While the processor cannot be reached, the account as it last reported it (its webhook) is shown instead.
 */
export async function payoutAccount(
  ctx: Ctx,
  gateway: PaymentGateway,
  auth: AuthContext,
  officeId: number,
): Promise<PayoutAccount> {
  const { office } = await officeOrFail(ctx, officeId);
  const canChange = await callerMayChange(ctx.db, auth, office.organizationId, office.id);
  const base = {
    officeId: office.id,
    processor: gateway.name,
    canChange,
    dashboardUrl: null,
    accountType: null,
    bankName: null,
    accountHolderName: null,
  };
  if (!office.stripeAccountId) {
    return {
      ...base,
      status: 'none',
      accountId: null,
      payoutsEnabled: false,
      chargesEnabled: false,
      detailsSubmitted: false,
      bankLast4: null,
    };
  }
  let account: ConnectedAccount;
  let live = true;
  try {
    account = await gateway.retrieveConnectedAccount(office.stripeAccountId);
  } catch (err) {
    const known = err instanceof ProcessorUnavailable ? await lastReported(ctx, office) : null;
    if (known) {
      account = known;
      live = false;
    } else {
      if (!(err instanceof PaymentDeclined)) throw err;
      return {
        ...base,
        status: 'legacy',
        accountId: office.stripeAccountId,
        payoutsEnabled: Boolean(office.last4),
        chargesEnabled: Boolean(office.last4),
        detailsSubmitted: Boolean(office.last4),
        bankLast4: office.last4,
      };
    }
  }
  return {
    ...base,
    status: account.payoutsEnabled ? 'active' : 'pending',
    accountId: account.id,
    // The stored state does not say which kind of account it is.
    accountType: live ? account.accountType : null,
    payoutsEnabled: account.payoutsEnabled,
    chargesEnabled: account.chargesEnabled,
    detailsSubmitted: account.detailsSubmitted,
    bankName: account.bankAccount?.bankName ?? null,
    bankLast4: account.bankAccount?.last4 ?? office.last4,
    accountHolderName: account.bankAccount?.accountHolderName ?? null,
    dashboardUrl: live ? await gateway.accountViewUrl(account.id) : null,
  };
}

/** The office's account as the processor's last event described it, if that is the account the office has now. */
async function lastReported(
  ctx: Ctx,
  office: { organizationId: number; id: number; stripeAccountId: string | null },
): Promise<ConnectedAccount | null> {
  const state = await payoutAccountState(ctx.db, office.organizationId, office.id);
  if (!state || state.accountId !== office.stripeAccountId) return null;
  return {
    id: state.accountId,
    accountType: 'express',
    payoutsEnabled: state.payoutsEnabled,
    chargesEnabled: state.chargesEnabled,
    detailsSubmitted: state.detailsSubmitted,
    bankAccount: state.bankLast4
      ? {
          id: '',
          bankName: state.bankName ?? '',
          last4: state.bankLast4,
          accountHolderName: state.accountHolderName ?? '',
          status: 'verified',
        }
      : null,
  };
}

/**
 * Starts connecting a payout bank account: opens the office's connected account at the processor if it has
 * none, then asks for a link token the browser enters the bank details under (Stripe: its onboarding page).
 */
export async function startBankLink(
  ctx: Ctx,
  gateway: PaymentGateway,
  auth: AuthContext,
  officeId: number,
): Promise<BankLinkTokenResponse> {
  const { office } = await officeOrFail(ctx, officeId);
  await assertMayChange(ctx.db, auth, office.organizationId, office.id);
  // 'Connect Bank Account': an office with only a standard account links its bank to that one.
  let accountId = office.stripeAccountId ?? office.standardStripeAccountId;
  if (!accountId) {
    const email = (await officeContactEmail(ctx.db, office.organizationId, office.id)) ?? 'office@example.invalid';
    const created = await atProcessor(() =>
      gateway.createConnectedAccount({
        email,
        businessName: office.officeName,
        accountType: 'express',
        metadata: { organizationId: String(office.organizationId), officeId: String(office.id) },
      }),
    );
    accountId = await storeConnectedAccount(ctx.db, office.organizationId, office.id, created.id);
    // Another request opened one first: ours is not needed.
    if (accountId !== created.id) await gateway.deleteConnectedAccount(created.id);
    await recordAudit(ctx.db, {
      organizationId: office.organizationId,
      officeId: office.id,
      actorUserId: auth.userId,
      action: 'payout_account.created',
      targetType: 'connected_account',
      targetId: accountId,
    });
  }
  // Back from the processor's onboarding to the billing page, on the practice's own brand.
  const back = `${publicUrl(ctx)}/account/settings/billing`;
  const link = await atProcessor(() =>
    gateway.createBankLinkToken({ accountId, returnUrl: `${back}?connected=1`, refreshUrl: `${back}?connect=bank` }),
  );
  return {
    linkToken: link.linkToken,
    expiresAt: link.expiresAt.toISOString(),
    onboardingUrl: link.onboardingUrl,
    processor: gateway.name,
  };
}

/** Attaches the bank account the browser linked as the office's payout account, which onboards the account. */
export async function connectBankAccount(
  ctx: Ctx,
  gateway: PaymentGateway,
  auth: AuthContext,
  officeId: number,
  publicToken: string,
  ip: string,
): Promise<PayoutAccountResponse> {
  const { office } = await officeOrFail(ctx, officeId);
  await assertMayChange(ctx.db, auth, office.organizationId, office.id);
  const accountId = office.stripeAccountId ?? office.standardStripeAccountId;
  if (!accountId) throw badRequest('Please start connecting your bank account first.');
  const connected = await atProcessor(() => gateway.attachPayoutBankAccount(accountId, publicToken));
  // A standard account with its bank becomes the office's account.
  if (!office.stripeAccountId) await storeConnectedAccount(ctx.db, office.organizationId, office.id, accountId);
  // What the processor answered is its latest word on the account, as a webhook's would be.
  const now = ctx.clock.now();
  await storePayoutAccountState(ctx.db, office.organizationId, office.id, connected, now, now);
  await recordAudit(ctx.db, {
    organizationId: office.organizationId,
    officeId: office.id,
    actorUserId: auth.userId,
    action: 'payout_account.bank_connected',
    targetType: 'connected_account',
    targetId: accountId,
    detail: { bankLast4: connected.bankAccount?.last4 ?? null },
    ip,
  });
  const last4 = connected.bankAccount?.last4;
  return {
    _message: last4
      ? `Your bank account ending in ${last4} is connected. Payouts will go there.`
      : 'Bank account connected.',
    account: await payoutAccount(ctx, gateway, auth, officeId),
  };
}

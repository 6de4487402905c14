import type { PaymentSourceResponse } from '@mhq/contract';
import { type EnrolmentLanguage, formatMoney } from '@mhq/domain';
import type { BillingDeps } from '../../jobs/billing-deps';
import { type HouseholdTry, retryHouseholdNow } from '../../jobs/billing-now';
import { BILLING_MESSAGES } from './billing-mail';

// A household's open debt tried at once with the method just put on file ('a new card retries at once'): what the
// answer of saving it says about the payment.

/** What trying the debt with the new method came to: paid or refused (why), and whether held plans run again. */
export type DebtTry = NonNullable<PaymentSourceResponse['lateRetry']>;

/** This request's own try, or null (nothing owed, another try underway, no answer from the processor). */
function ownTry(tried: HouseholdTry, reinstated: boolean): DebtTry | null {
  if (tried.outcome !== 'paid' && tried.outcome !== 'refused') return null;
  return {
    paid: tried.outcome === 'paid',
    amountCents: tried.amountCents,
    failureMessage: tried.outcome === 'refused' ? tried.failureMessage : null,
    reinstated: reinstated && tried.outcome === 'paid',
  };
}

/**
 * Tries the household's late payment now; with `reinstate` (the account owner's own change), then its delinquent
 * plans, one period from today, unless the late payment was just refused (the same method would be refused again).
 */
export async function debtTriedAtOnce(
  deps: BillingDeps,
  household: { organizationId: number; ownerMemberId: number },
  opts: { reinstate?: boolean },
): Promise<DebtTry | null> {
  const late = await retryHouseholdNow(deps, household);
  const lateTry = ownTry(late, false);
  if (!opts.reinstate || (late.outcome !== 'nothing' && late.outcome !== 'paid')) return lateTry;
  const held = ownTry(await retryHouseholdNow(deps, household, { reinstate: true }), true);
  if (!held) return lateTry;
  return lateTry ? { ...held, amountCents: lateTry.amountCents + held.amountCents } : held;
}

/** The sentence of the answer about the debt tried: paid and active again, or refused and why; none when none. */
export function debtTryWords(lang: EnrolmentLanguage, tried: DebtTry | null): string[] {
  if (!tried) return [];
  const m = BILLING_MESSAGES[lang];
  const amount = formatMoney(tried.amountCents, { decimals: 2 });
  if (tried.paid) return [tried.reinstated ? m.delinquentPaid(amount) : m.latePaid(amount)];
  return [tried.failureMessage ? m.lateRefused(amount, tried.failureMessage) : m.lateDeclined(amount)];
}

import type { EnrolmentLanguage } from '@mhq/domain';
import { ENROLMENT_MESSAGES } from '@mhq/domain';
import type { Charge, PaymentMethodSummary } from '../../adapters/payments/payment-gateway';
import type { Ctx } from '../../deps';
import { AppError } from '../../http/app-error';
import { recordAttempt } from '../auth/auth.queries';
import { recentDeclines } from './enrolment.queries';

// A household's payment at the processor is limited in refusals: card testing is stopped at a few declines an hour per
// payer and per place they come from (spec: never a card mill).

/** What a household's payment collected at the processor: the customer, the method attached, the charge. */
export type Collected = { customerId: string; method: PaymentMethodSummary; charge: Charge };

/**
 * Declines allowed an hour: per payer's e-mail; per client address online; per front-desk user at the desk, higher,
 * since one office's staff share an address and enrol many households (one desk's declines never stop another's).
 */
const DECLINE_LIMITS = { windowMs: 60 * 60_000, perAccount: 5, perAddress: 5, perDeskUser: 20 };

/** Who pays, and from where: the client's address, or the signed-in front-desk user enrolling them. */
export type Payer = { email: string; ip: string; desk?: number | null };

/** Where a payer's attempts are counted from: the desk user when enrolled at the desk, else the client address. */
const sourceOf = (who: Payer) => (who.desk ? `desk-user:${who.desk}` : who.ip);

/** Refuses (429) a payer with too many recent declines, before the processor is asked again. */
export async function assertFewDeclines(ctx: Ctx, who: Payer, language: EnrolmentLanguage): Promise<void> {
  const since = new Date(ctx.clock.now().getTime() - DECLINE_LIMITS.windowMs);
  const declines = await recentDeclines(ctx.db, who.email, sourceOf(who), since);
  const perSource = who.desk ? DECLINE_LIMITS.perDeskUser : DECLINE_LIMITS.perAddress;
  if (declines.byEmail >= DECLINE_LIMITS.perAccount || declines.byAddress >= perSource) {
    throw new AppError('TOO_MANY_REQUESTS', ENROLMENT_MESSAGES[language].tooManyDeclines);
  }
}

/** Runs a call at the processor for a payer, counting a refusal (402) toward their decline limit. */
export async function countingDeclines<T>(ctx: Ctx, who: Payer, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof AppError && err.status === 402) {
      await recordAttempt(ctx.db, 'enrol-payment', {
        email: who.email,
        ip: sourceOf(who),
        succeeded: false,
        at: ctx.clock.now(),
      });
    }
    throw err;
  }
}

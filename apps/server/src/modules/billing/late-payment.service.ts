import type { ChargeLateRequest, ChargeLateResponse } from '@mhq/contract';
import { formatMoney } from '@mhq/domain';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { Ctx } from '../../deps';
import { AppError, badRequest } from '../../http/app-error';
import { retryHouseholdNow } from '../../jobs/billing-run';
import { currentPaymentMethod, householdOwner } from './billing.queries';
import { BILLING_MESSAGES } from './billing-mail';
import { languageOf } from './payment-source.service';

/**
 * The household's late payment tried now with the method on file (`charge_user`): the front desk with the patient
 * on the phone, or the account owner, rather than waiting for the next day of the retry schedule. It goes through
 * the billing run itself, so it is the same charge, receipt and history line, and it counts as a try: a refusal
 * moves the schedule on as a scheduled try would (402 with the processor's reason).
 */
export async function chargeLatePayment(
  ctx: Ctx,
  gateway: PaymentGateway,
  req: ChargeLateRequest,
): Promise<ChargeLateResponse> {
  const owner = await householdOwner(ctx.db, req.dentistInfoId, req.memberId);
  const m = BILLING_MESSAGES[languageOf(owner, req.language)];
  const method = await currentPaymentMethod(ctx.db, owner.organizationId, owner.id);
  if (!method || !owner.processorCustomerId) throw badRequest(m.noMethod);
  const tried = await retryHouseholdNow(
    { ...ctx, gateway },
    { organizationId: owner.organizationId, ownerMemberId: owner.id },
  );
  if (!tried) throw new AppError('CONFLICT', m.nothingLate);
  const amount = formatMoney(tried.amountCents, { decimals: 2 });
  if (!tried.paid) throw new AppError('PAYMENT_REQUIRED', m.lateRefused(amount, tried.failureMessage ?? ''));
  return { _message: m.latePaid(amount), amountCents: tried.amountCents };
}

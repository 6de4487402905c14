import type { ChargeDelinquentRequest, ChargeLateRequest, ChargeLateResponse } from '@mhq/contract';
import { ENROLMENT_MESSAGES, formatMoney } from '@mhq/domain';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { Ctx } from '../../deps';
import { AppError, badRequest } from '../../http/app-error';
import { retryHouseholdNow } from '../../jobs/billing-now';
import { currentPaymentMethod, householdOwner } from './billing.queries';
import { BILLING_MESSAGES } from './billing-mail';
import { languageOf } from './payment-source.service';

/**
 * The household's late payment tried now with the method on file (`charge_user`): the front desk with the patient
 * on the phone, or the account owner, rather than waiting for the next day of the retry schedule. It goes through
 * the billing run itself, so it is the same charge, receipt and history line, and it counts as a try: a refusal
 * moves the schedule on as a scheduled try would (402 with the processor's reason).
 */
export function chargeLatePayment(ctx: Ctx, gateway: PaymentGateway, req: ChargeLateRequest) {
  return chargeHouseholdNow(ctx, gateway, req, 'late');
}

/**
 * The household's delinquent plans paid now with the method on file (`charge_user_delinquency`): one period from
 * today, not the missed one on top of it (STATES.md 'charge a delinquency'), through the billing run as above. Paid,
 * the plans run again; refused (402), they stay delinquent.
 */
export function chargeDelinquentPayment(ctx: Ctx, gateway: PaymentGateway, req: ChargeDelinquentRequest) {
  return chargeHouseholdNow(ctx, gateway, req, 'delinquent');
}

async function chargeHouseholdNow(
  ctx: Ctx,
  gateway: PaymentGateway,
  req: ChargeLateRequest,
  which: 'late' | 'delinquent',
): Promise<ChargeLateResponse> {
  const owner = await householdOwner(ctx.db, req.dentistInfoId, req.memberId);
  const m = BILLING_MESSAGES[languageOf(owner, req.language)];
  const method = await currentPaymentMethod(ctx.db, owner.organizationId, owner.id);
  if (!method || !owner.processorCustomerId) throw badRequest(m.noMethod);
  const tried = await retryHouseholdNow(
    { ...ctx, gateway },
    { organizationId: owner.organizationId, ownerMemberId: owner.id },
    { reinstate: which === 'delinquent' },
  );
  const money = (cents: number) => formatMoney(cents, { decimals: 2 });
  switch (tried.outcome) {
    case 'underway':
      throw new AppError('CONFLICT', m.paymentUnderway);
    case 'nothing':
      if (tried.justPaid) throw new AppError('CONFLICT', m.alreadyPaid(money(tried.justPaid.amountCents)));
      throw new AppError('CONFLICT', which === 'late' ? m.nothingLate : m.nothingDelinquent);
    case 'paidMeanwhile':
      throw new AppError('CONFLICT', m.alreadyPaid(money(tried.amountCents)));
    case 'unanswered':
      throw new AppError('UNAVAILABLE', m.processorUnreachable);
    case 'refused':
      throw new AppError(
        'PAYMENT_REQUIRED',
        m.lateRefused(money(tried.amountCents), tried.failureMessage ?? ENROLMENT_MESSAGES.en.card_declined),
      );
    case 'paid':
      return {
        _message: which === 'late' ? m.latePaid(money(tried.amountCents)) : m.delinquentPaid(money(tried.amountCents)),
        amountCents: tried.amountCents,
      };
  }
}

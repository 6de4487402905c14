import { type BillingPeriod, guaranteedPaymentApplies, periodEnd, platformFeeCents } from '@mhq/domain';
import { type ChargeItem, chargeLines } from '../money/charges';

/** A plan waiting for its first payment (pending_cash), as its payment reads it. */
export type WaitingPlan = {
  id: number;
  memberId: number;
  term: string;
  priceCents: number;
  feeDueCents: number;
  disableGpp: boolean | null;
  /** Enrolled under the guarantee: the fee owed is its setup fee (else the plan's activation fee). */
  guaranteed?: boolean;
};

/** What a household's waiting plans come to now: each one's period and the fee owed with it. */
export const amountDue = (waiting: readonly Pick<WaitingPlan, 'priceCents' | 'feeDueCents'>[]): number =>
  waiting.reduce((sum, plan) => sum + plan.priceCents + plan.feeDueCents, 0);

export type FirstPayment = { end: string; amountCents: number; platformFeeCents: number; items: ChargeItem[] };

/**
 * What paying a waiting plan takes, whether in the office or by card: its first period from today, plus the fee owed
 * with it — the setup fee under guaranteed payment, else the activation fee (spec 02 section 4 'Fees').
 */
export function firstPayment(
  plan: WaitingPlan,
  at: { day: string; gppActive: boolean; perMemberMonthCents: number },
): FirstPayment {
  const term: BillingPeriod = plan.term === 'annual' ? 'annual' : 'monthly';
  const end = periodEnd(at.day, term);
  const feeCents = platformFeeCents(plan.priceCents, term, at.perMemberMonthCents);
  // The plan's own enrolment says which fee it owes, whatever the office's switch says now.
  const gpp = plan.guaranteed ?? guaranteedPaymentApplies(at.gppActive, plan.disableGpp);
  const setupFeeCents = gpp ? plan.feeDueCents : 0;
  return {
    end,
    amountCents: amountDue([plan]),
    // The setup fee pays for the guarantee: the platform's, as its fee on the period is.
    platformFeeCents: feeCents + setupFeeCents,
    items: chargeLines(
      {
        listCents: plan.priceCents,
        discountCents: 0,
        periodCents: plan.priceCents,
        setupFeeCents,
        activationFeeCents: gpp ? 0 : plan.feeDueCents,
      },
      plan.id,
      plan.memberId,
      { start: at.day, end, feeCents },
    ),
  };
}

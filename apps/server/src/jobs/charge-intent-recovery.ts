import { ProcessorUnavailable } from '../adapters/payments/payment-gateway';
import { AppError } from '../http/app-error';
import { recordSubscribe } from '../modules/billing/subscribe.service';
import { recordEnrolment } from '../modules/enrolment/enrolment.service';
import { recordFamilyMember } from '../modules/enrolment/household-add.service';
import { recordAddedPlan } from '../modules/enrolment/subscription-add.service';
import {
  type ChargeIntent,
  type IntentKind,
  type PaidIntent,
  type Recorder,
  recordPaid,
} from '../modules/money/charge-intents';
import { chargeOfStale, takeStaleIntents } from '../modules/money/charge-intents.stale';
import { recordPrintOrder } from '../modules/print-orders/print-order-charge';
import { recordTierCharge } from '../modules/tiers/tier-charge.service';
import type { BillingDeps } from './billing-deps';

// The billing run's recovery of payments whose request died (modules/money/charge-intents.ts): each charge intent left
// open past its lease is finished from what the processor did with its key, asked without charging anything. Charged:
// what it paid for is recorded, or, when that can no longer be done, the charge is refunded. Never charged: given up.

/** Each kind of intent's recorder: the same one its request records with. */
const RECORDERS: { [K in IntentKind]: Recorder<never, unknown> } = {
  enrolment: recordEnrolment as Recorder<never, unknown>,
  subscribe: recordSubscribe as Recorder<never, unknown>,
  add_plan: recordAddedPlan as Recorder<never, unknown>,
  add_family_member: recordFamilyMember as Recorder<never, unknown>,
  tier: recordTierCharge as Recorder<never, unknown>,
  print_order: recordPrintOrder as Recorder<never, unknown>,
};

export type IntentsRecovered = { recorded: number; refunded: number; abandoned: number; declined: number };

/** Intents taken at once; the run goes on until none is left past its lease. */
const INTENTS_PER_BATCH = 100;

/**
 * Finishes every charge intent whose request died. One the processor cannot be asked about now waits for the next run;
 * a recording that fails for an unexpected reason is refunded, and its error thrown once the others are done.
 */
export async function recoverChargeIntents(deps: BillingDeps): Promise<IntentsRecovered> {
  const tally: IntentsRecovered = { recorded: 0, refunded: 0, abandoned: 0, declined: 0 };
  const unexpected: unknown[] = [];
  for (;;) {
    const stale = await takeStaleIntents(deps, INTENTS_PER_BATCH);
    if (stale.length === 0) break;
    for (const intent of stale) {
      try {
        await recover(deps, intent, tally);
      } catch (err) {
        if (err instanceof ProcessorUnavailable) continue;
        if (!(err instanceof AppError)) unexpected.push(err);
      }
    }
  }
  if (unexpected.length === 1) throw unexpected[0];
  if (unexpected.length > 1) throw new AggregateError(unexpected, 'Charge intents could not be recorded (refunded)');
  return tally;
}

async function recover(deps: BillingDeps, intent: ChargeIntent, tally: IntentsRecovered): Promise<void> {
  const found = await chargeOfStale(deps, deps.gateway, intent);
  if (found.state !== 'charged') {
    tally[found.state]++;
    return;
  }
  try {
    await recordPaid(deps, deps.gateway, found.paid as PaidIntent<never>, RECORDERS[intent.kind as IntentKind], true);
    tally.recorded++;
  } catch (err) {
    // Refunded, unless the processor could not be reached for the refund either (the intent waits for the next run).
    if (!(err instanceof ProcessorUnavailable)) tally.refunded++;
    throw err;
  }
}

import type { FastifyBaseLogger } from 'fastify';
import type { PaymentGateway, ProcessorChange, ProcessorEvent } from '../../adapters/payments/payment-gateway';
import type { Db } from '../../db/connection';
import type { Ctx } from '../../deps';
import { recordAudit } from '../audit/audit.queries';
import {
  hasDefaultTierMethod,
  makeTierMethodDefault,
  markTierMethodVerified,
  removeTierMethodRow,
  tierCustomerOf,
} from './money.queries';
import {
  activeTierMethodByProcessorId,
  claimEvent,
  type EventOutcome,
  officesOfAccount,
  organizationOfCustomer,
  payoutAccountState,
  settleEvent,
  storePayoutAccountState,
} from './processor-events.queries';

type Applied = {
  outcome: EventOutcome;
  organizationId: number | null;
  /** A call to the processor to make once our transaction has committed (never inside it). */
  after?: (gateway: PaymentGateway) => Promise<void>;
};

const ignored: Applied = { outcome: 'ignored', organizationId: null };

export type EventReceipt = { duplicate: boolean; outcome: EventOutcome | null };

/**
 * Records a verified processor event once and applies what it changes, in one transaction: a redelivered event
 * (same id) finds its record and changes nothing, and an event is never recorded without its effect.
 */
export async function receiveProcessorEvent(
  ctx: Ctx,
  gateway: PaymentGateway,
  event: ProcessorEvent,
  log: FastifyBaseLogger,
): Promise<EventReceipt> {
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    const first = await claimEvent(tx, {
      processor: gateway.name,
      eventId: event.id,
      type: event.type,
      accountId: event.accountId,
      occurredAt: event.occurredAt,
      receivedAt: now,
    });
    if (!first) return null;
    const applied = await apply(tx, event.change, event.occurredAt, now);
    await settleEvent(tx, gateway.name, event.id, { outcome: applied.outcome, organizationId: applied.organizationId });
    return applied;
  });
  if (!result) return { duplicate: true, outcome: null };
  // The event is ours now; a failing follow-up call must not make the processor send it again (it would be a
  // duplicate by then), so it is logged and the next change of the same thing sets it right.
  await result.after?.(gateway).catch((err: unknown) => {
    log.error({ err, eventId: event.id }, 'processor follow-up after an event failed');
  });
  return { duplicate: false, outcome: result.outcome };
}

function apply(db: Db, change: ProcessorChange, occurredAt: Date, now: Date): Promise<Applied> {
  switch (change.kind) {
    case 'account_updated':
      return accountUpdated(db, change.account, occurredAt, now);
    case 'payment_method_detached':
      return methodGone(db, change.paymentMethodId, now, 'tier_billing.method_detached_at_processor');
    case 'payment_method_verification_failed':
      return methodGone(db, change.paymentMethodId, now, 'tier_billing.method_verification_failed', true);
    case 'payment_method_verified':
      return methodVerified(db, change.paymentMethodId);
    case 'customer_default_changed':
      return defaultChanged(db, change.customerId, change.defaultPaymentMethodId);
    case 'other':
      return Promise.resolve(ignored);
  }
}

/**
 * The office's connected account changed (onboarding finished, payouts switched on or off, another bank): its state
 * is kept, for the billing page while Stripe cannot be reached and for what later checks payouts. An older state
 * arriving late changes nothing. offices.last4 is left alone: it marks the old platform's account (the shell reads
 * 'account id with last4' as one to upgrade, spec 01 section 4), which an account opened here never is.
 */
async function accountUpdated(
  db: Db,
  account: Extract<ProcessorChange, { kind: 'account_updated' }>['account'],
  occurredAt: Date,
  now: Date,
): Promise<Applied> {
  const owners = await officesOfAccount(db, account.id);
  if (owners.length === 0) return ignored;
  let outcome: EventOutcome = 'stale';
  for (const office of owners) {
    const before = await payoutAccountState(db, office.organizationId, office.id);
    if (!(await storePayoutAccountState(db, office.organizationId, office.id, account, occurredAt, now))) continue;
    outcome = 'applied';
    const bankBefore = before?.accountId === account.id ? before.bankLast4 : null;
    const bankNow = account.bankAccount?.last4 ?? null;
    if (before?.payoutsEnabled !== account.payoutsEnabled || bankBefore !== bankNow) {
      await recordAudit(db, {
        organizationId: office.organizationId,
        officeId: office.id,
        actorUserId: null,
        action: 'payout_account.updated_at_processor',
        targetType: 'connected_account',
        targetId: account.id,
        detail: {
          payoutsEnabled: account.payoutsEnabled,
          detailsSubmitted: account.detailsSubmitted,
          bankLast4: bankNow,
        },
      });
    }
  }
  return { outcome, organizationId: owners[0]?.organizationId ?? null };
}

/** A tier method the processor no longer holds (detached, or its bank could not be verified) leaves the list. */
async function methodGone(
  db: Db,
  paymentMethodId: string,
  now: Date,
  action: string,
  onlyWhileUnverified = false,
): Promise<Applied> {
  const method = await activeTierMethodByProcessorId(db, paymentMethodId);
  if (!method || (onlyWhileUnverified && method.verifyUrl === null)) return ignored;
  await removeTierMethodRow(db, method.organizationId, method.id, now);
  await recordAudit(db, {
    organizationId: method.organizationId,
    actorUserId: null,
    action,
    targetType: 'tier_payment_method',
    targetId: method.id,
    detail: { brand: method.brand, last4: method.last4, wasDefault: method.isDefault },
  });
  return { outcome: 'applied', organizationId: method.organizationId };
}

/** A bank method's deposits were confirmed: it can be charged, and becomes the default if there is none. */
async function methodVerified(db: Db, paymentMethodId: string): Promise<Applied> {
  const method = await activeTierMethodByProcessorId(db, paymentMethodId);
  if (!method || !(await markTierMethodVerified(db, method.organizationId, method.id))) return ignored;
  const becomesDefault = !(await hasDefaultTierMethod(db, method.organizationId));
  if (becomesDefault) await makeTierMethodDefault(db, method.organizationId, method.id);
  await recordAudit(db, {
    organizationId: method.organizationId,
    actorUserId: null,
    action: 'tier_billing.method_verified',
    targetType: 'tier_payment_method',
    targetId: method.id,
    detail: { last4: method.last4, becameDefault: becomesDefault },
  });
  const customerOf = await tierCustomerOf(db, method.organizationId);
  return {
    outcome: 'applied',
    organizationId: method.organizationId,
    ...(becomesDefault && customerOf
      ? { after: (g: PaymentGateway) => g.setDefaultPaymentMethod(customerOf, method.processorPaymentMethodId) }
      : {}),
  };
}

/** The default was changed at the processor (its dashboard): ours follows, if it is one of ours that can be charged. */
async function defaultChanged(db: Db, customerId: string, paymentMethodId: string | null): Promise<Applied> {
  const organizationId = await organizationOfCustomer(db, customerId);
  if (organizationId === null || paymentMethodId === null) return ignored;
  const method = await activeTierMethodByProcessorId(db, paymentMethodId);
  if (!method || method.organizationId !== organizationId || method.isDefault || method.verifyUrl !== null) {
    return { outcome: 'ignored', organizationId };
  }
  await makeTierMethodDefault(db, organizationId, method.id);
  await recordAudit(db, {
    organizationId,
    actorUserId: null,
    action: 'tier_billing.default_set_at_processor',
    targetType: 'tier_payment_method',
    targetId: method.id,
  });
  return { outcome: 'applied', organizationId };
}

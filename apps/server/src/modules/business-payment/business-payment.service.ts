import { BUSINESS_PORTAL_MESSAGES, type BusinessPaymentResponse, BUSINESS_PAYMENT_MESSAGES as M } from '@mhq/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import { processorOf } from '../../adapters/payments/select';
import type { Db } from '../../db/connection';
import { businessPaymentMethods, smallBusinesses } from '../../db/schema';
import type { Ctx } from '../../deps';
import { badRequest, notFound } from '../../http/app-error';
import { recordAudit } from '../audit/audit.queries';
import { patientPortalUrl } from '../billing/payment-link.issue';
import type { BusinessRow } from '../business-portal/business-portal.queries';
import { type Actor, businessLine, callerBusiness } from '../business-portal/business-portal.service';
import { atProcessor } from '../money/payment-errors';
import { employerStoppedMail } from './business-payment.mail';
import { currentCard, employerTotals, isEnrolmentOf, type PaidHousehold, stopPaying } from './business-payment.queries';

// An employer paying for its employees (issue 25): its card, the switch, and stopping for one employee or for all.
// While it pays, the households that enrol through its link are charged on its card: the first payment at enrolment
// (enrolment.service.ts) and every renewal (the billing run's payer, jobs/billing-claim.ts). The business is always the
// signed-in employer's own.

const DAY_MS = 86_400_000;

/** Where the employer stands: paying or not, its card, its households and what they cost. */
async function paymentOf(ctx: Ctx, business: BusinessRow, message?: string): Promise<BusinessPaymentResponse> {
  const card = await currentCard(ctx.db, business.id);
  const totals = await employerTotals(ctx.db, business.id, new Date(ctx.clock.now().getTime() - 30 * DAY_MS));
  const processor = processorOf(ctx.config);
  return {
    ...(message ? { _message: message } : {}),
    paysForEmployees: business.paysForEmployees,
    card: card ? { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear } : null,
    paidHouseholds: totals.households,
    monthlyCents: totals.monthlyCents,
    last30DaysCents: totals.last30DaysCents,
    processor,
    publishableKey: processor === 'stripe' ? (ctx.config.stripePublicKey ?? null) : null,
  };
}

export async function businessPayment(ctx: Ctx, actor: Actor): Promise<BusinessPaymentResponse> {
  return paymentOf(ctx, await callerBusiness(ctx.db, actor.auth));
}

/**
 * Saves the employer's card: attached at the processor first (a refusal writes nothing), then kept in place of the
 * old one, which is detached last. Bank accounts are refused: they wait days for their deposits to be confirmed.
 */
export async function saveBusinessCard(
  ctx: Ctx,
  gateway: PaymentGateway,
  actor: Actor & { userAgent: string | undefined },
  token: string,
): Promise<BusinessPaymentResponse> {
  const business = await callerBusiness(ctx.db, actor.auth);
  let customerId = business.processorCustomerId;
  if (!customerId) {
    const created = await atProcessor(() =>
      gateway.createCustomer({
        email: business.email ?? 'business@example.invalid',
        name: business.name,
        metadata: { smallBusinessId: String(business.id) },
      }),
    );
    customerId = created.id;
    await ctx.db
      .update(smallBusinesses)
      .set({ processorCustomerId: customerId })
      .where(and(eq(smallBusinesses.id, business.id), isNull(smallBusinesses.processorCustomerId)));
  }
  const customer = customerId;
  const method = await atProcessor(() =>
    gateway.attachPaymentMethod(customer, token, { ip: actor.ip, userAgent: actor.userAgent }),
  );
  if (method.kind !== 'card' || method.verifyUrl !== null) {
    await gateway.detachPaymentMethod(customer, method.id).catch(() => undefined);
    throw badRequest(M.cardOnly);
  }
  const old = await ctx.db.transaction(async (tx) => {
    const locked = await callerBusiness(tx, actor.auth, true);
    const previous = await currentCard(tx, locked.id);
    if (previous) {
      await tx
        .update(businessPaymentMethods)
        .set({ removedAt: ctx.clock.now() })
        .where(eq(businessPaymentMethods.id, previous.id));
    }
    await tx.insert(businessPaymentMethods).values({
      businessId: locked.id,
      processorPaymentMethodId: method.id,
      kind: method.kind,
      brand: method.brand,
      last4: method.last4,
      expMonth: method.expMonth,
      expYear: method.expYear,
      addedByUserId: actor.auth.userId,
      createdAt: ctx.clock.now(),
    });
    await recordAudit(
      tx,
      businessLine(actor, locked, 'small_business.card.saved', { brand: method.brand, last4: method.last4 }),
    );
    return previous;
  });
  await gateway.setDefaultPaymentMethod(customer, method.id).catch(() => undefined);
  if (old) await gateway.detachPaymentMethod(customer, old.processorPaymentMethodId).catch(() => undefined);
  return paymentOf(ctx, await callerBusiness(ctx.db, actor.auth), M.cardSaved);
}

/** Removes the employer's card, only while it does not pay for its employees (their renewals would fail). */
export async function removeBusinessCard(
  ctx: Ctx,
  gateway: PaymentGateway,
  actor: Actor,
): Promise<BusinessPaymentResponse> {
  const removed = await ctx.db.transaction(async (tx) => {
    const business = await callerBusiness(tx, actor.auth, true);
    const card = await currentCard(tx, business.id);
    if (!card) throw badRequest(M.noCard);
    if (business.paysForEmployees) throw badRequest(M.stopFirst);
    await tx
      .update(businessPaymentMethods)
      .set({ removedAt: ctx.clock.now() })
      .where(eq(businessPaymentMethods.id, card.id));
    await recordAudit(tx, businessLine(actor, business, 'small_business.card.removed', { last4: card.last4 }));
    return { customer: business.processorCustomerId, card };
  });
  if (removed.customer) {
    const customer = removed.customer;
    await gateway.detachPaymentMethod(customer, removed.card.processorPaymentMethodId).catch(() => undefined);
  }
  return paymentOf(ctx, await callerBusiness(ctx.db, actor.auth), M.cardRemoved);
}

/** Tells each household its employer stopped paying: from its next payment, its own card pays. */
async function tellStopped(ctx: Ctx, tx: Db, business: BusinessRow, stopped: PaidHousehold[]): Promise<void> {
  const portal = patientPortalUrl(ctx);
  for (const h of stopped) {
    if (!h.email) continue;
    await ctx.mail.enqueue(tx, {
      to: h.email,
      organizationId: h.organization_id,
      ...employerStoppedMail({
        language: h.spanish ? 'es' : 'en',
        tenant: ctx.tenant,
        firstName: h.first_name,
        business: business.name,
        officeName: h.office_name,
        officePhone: h.office_phone,
        nextPaymentOn: h.next_payment_on,
        portal,
      }),
    });
  }
}

/**
 * Starts paying for the employees who enrol through the link (a card is needed), or stops paying for every household
 * it pays for: each is told, and its next payment is its own.
 */
export async function setBusinessPays(ctx: Ctx, actor: Actor, pays: boolean): Promise<BusinessPaymentResponse> {
  const business = await ctx.db.transaction(async (tx) => {
    const locked = await callerBusiness(tx, actor.auth, true);
    if (!locked.officeId) throw badRequest(BUSINESS_PORTAL_MESSAGES.practiceRequired);
    if (pays && !(await currentCard(tx, locked.id))) throw badRequest(M.cardNeeded);
    await tx
      .update(smallBusinesses)
      .set({ paysForEmployees: pays, updatedAt: ctx.clock.now() })
      .where(eq(smallBusinesses.id, locked.id));
    const stopped = pays ? [] : await stopPaying(tx, locked.id);
    await tellStopped(ctx, tx, locked, stopped);
    await recordAudit(
      tx,
      businessLine(actor, locked, pays ? 'small_business.pays.started' : 'small_business.pays.stopped', {
        households: stopped.length,
      }),
    );
    return { ...locked, paysForEmployees: pays };
  });
  return paymentOf(ctx, business, pays ? M.paying : M.notPaying);
}

/** Stops paying for one employee household (by its enrolment through the employer); it is told. 404 if not its own. */
export async function stopPayingForEmployee(
  ctx: Ctx,
  actor: Actor,
  enrolmentId: number,
): Promise<BusinessPaymentResponse> {
  const business = await ctx.db.transaction(async (tx) => {
    const locked = await callerBusiness(tx, actor.auth, true);
    const stopped = await stopPaying(tx, locked.id, enrolmentId);
    if (stopped.length === 0) {
      if (!(await isEnrolmentOf(tx, locked.id, enrolmentId))) throw notFound();
      throw badRequest(M.notPaidByYou);
    }
    await tellStopped(ctx, tx, locked, stopped);
    await recordAudit(tx, {
      ...businessLine(actor, locked, 'small_business.pays.stopped_one', { enrolmentId }),
      memberId: stopped[0]?.id ?? null,
    });
    return locked;
  });
  return paymentOf(ctx, business, M.stoppedOne);
}

import type { PlatformPlan, TierBilling } from '@mhq/contract';
import {
  isPricingPeriod,
  PAYOUT_MESSAGES,
  platformPlanPrice,
  tierMethodMayBeDefault,
  tierMethodRemoval,
} from '@mhq/domain';
import type { PayerConsent, PaymentGateway } from '../../adapters/payments/payment-gateway';
import { tierPaymentMethods } from '../../db/schema';
import type { Ctx } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { recordAudit } from '../audit/audit.queries';
import { payOwedTierNow, tierHistory } from '../tiers/tier-settle.service';
import { clearTierDefault, tierPaymentOverdue } from '../tiers/tiers.queries';
import {
  activeTierMethod,
  activeTierMethods,
  makeTierMethodDefault,
  officeContactEmail,
  officeWithOrganization,
  removeTierMethodRow,
  signupPlanChoice,
  storeTierCustomer,
} from './money.queries';
import { assertMayChange, callerMayChange } from './money-access';
import { atProcessor } from './payment-errors';

type Who = { auth: AuthContext; ip: string; userAgent?: string | undefined };

async function scope(ctx: Ctx, officeId: number) {
  const found = await officeWithOrganization(ctx.db, officeId);
  if (!found) throw notFound();
  return found;
}

/**
 * The preamble of every change to one tier method: the office's organization, the caller allowed to change its
 * billing, and the method, active and of that organization (else 404, as for another practice's id).
 */
async function changeableMethod(ctx: Ctx, who: Who, officeId: number, methodId: number) {
  const { office, organization } = await scope(ctx, officeId);
  await assertMayChange(ctx.db, who.auth, organization.id, office.id);
  const method = await activeTierMethod(ctx.db, organization.id, methodId);
  if (!method) throw notFound();
  return { office, organization, method };
}

/** The platform plan the organization pays for, priced by the domain's rule from its sign-up choices. */
async function platformPlan(
  ctx: Ctx,
  organization: { id: number; tierLevel: number | null },
): Promise<PlatformPlan | null> {
  const choice = await signupPlanChoice(ctx.db, organization.id);
  const period = isPricingPeriod(choice?.pricingPeriod) ? choice.pricingPeriod : null;
  // The code recorded at sign-up keeps applying, even once new sign-ups can no longer use it.
  const discount = choice?.code ? { percentOff: choice.percentOff, amountOffCents: choice.amountOffCents } : null;
  const price = platformPlanPrice(ctx.tenant.id, organization.tierLevel, period, discount);
  if (!price) return null;
  return {
    tierLevel: price.tier.level,
    tierName: price.tier.name,
    period: price.period,
    priceCents: price.priceCents,
    discount: choice?.code && discount ? { code: choice.code, ...discount, discountCents: price.discountCents } : null,
    priceAfterDiscountCents: price.priceAfterDiscountCents,
  };
}

/** The organization's platform plan and tier payment methods, oldest first, with whether the caller may change them. */
export async function tierBilling(
  ctx: Ctx,
  gateway: PaymentGateway,
  auth: AuthContext,
  officeId: number,
  message?: string,
): Promise<TierBilling> {
  const { office, organization } = await scope(ctx, officeId);
  const methods = await activeTierMethods(ctx.db, organization.id);
  const history = await tierHistory(ctx.db, organization.id);
  return {
    organizationId: organization.id,
    tierLevel: organization.tierLevel,
    // A suspended tier (level 0 while a period is owed) is still the plan the practice pays for.
    plan: await platformPlan(ctx, {
      id: organization.id,
      tierLevel: history.owed?.tierLevel ?? organization.tierLevel,
    }),
    ...history,
    methods: methods.map((m) => ({
      id: m.id,
      kind: m.kind === 'us_bank_account' ? 'us_bank_account' : 'card',
      brand: m.brand,
      last4: m.last4,
      expMonth: m.expMonth,
      expYear: m.expYear,
      isDefault: m.isDefault,
      verifyUrl: m.verifyUrl,
      addedAt: m.createdAt.toISOString(),
    })),
    canChange: await callerMayChange(ctx.db, auth, organization.id, office.id),
    processor: gateway.name,
    publishableKey: gateway.name === 'stripe' ? (ctx.config.stripePublicKey ?? null) : null,
    ...(message ? { _message: message } : {}),
  };
}

/**
 * Adds a tokenized card or bank account; the organization's first method that can be charged becomes its default.
 * A bank account waiting for its verification deposits is kept, with where to confirm them.
 */
export async function addTierMethod(
  ctx: Ctx,
  gateway: PaymentGateway,
  who: Who,
  officeId: number,
  token: string,
): Promise<TierBilling> {
  const { office, organization } = await scope(ctx, officeId);
  await assertMayChange(ctx.db, who.auth, organization.id, office.id);
  let customerId = organization.tierStripeCustomerId;
  if (!customerId) {
    const email = (await officeContactEmail(ctx.db, organization.id, office.id)) ?? 'office@example.invalid';
    const created = await atProcessor(() =>
      gateway.createCustomer({ email, name: organization.name, metadata: { organizationId: String(organization.id) } }),
    );
    customerId = await storeTierCustomer(ctx.db, organization.id, created.id);
  }
  const customer = customerId;
  const consent: PayerConsent = { ip: who.ip, userAgent: who.userAgent };
  // The processor first (as across a network), then our record of what it answered.
  const method = await atProcessor(() => gateway.attachPaymentMethod(customer, token, consent));
  const awaitingVerification = method.verifyUrl !== null;
  const isDefault = await ctx.db.transaction(async (tx) => {
    const existing = await activeTierMethods(tx, organization.id);
    const hadDefault = existing.some((m) => m.isDefault);
    // A method added while a tier payment is owed becomes the default: it is what the owner means to pay with.
    const first =
      (!hadDefault || (await tierPaymentOverdue(tx, organization.id))) && tierMethodMayBeDefault(awaitingVerification);
    if (first && hadDefault) await clearTierDefault(tx, organization.id);
    await tx.insert(tierPaymentMethods).values({
      organizationId: organization.id,
      processorPaymentMethodId: method.id,
      kind: method.kind,
      brand: method.brand,
      last4: method.last4,
      expMonth: method.expMonth,
      expYear: method.expYear,
      isDefault: first,
      verifyUrl: method.verifyUrl,
      addedByUserId: who.auth.userId,
      createdAt: ctx.clock.now(),
    });
    await recordAudit(tx, {
      organizationId: organization.id,
      officeId: office.id,
      actorUserId: who.auth.userId,
      action: 'tier_billing.method_added',
      targetType: 'payment_method',
      targetId: method.id,
      detail: { kind: method.kind, brand: method.brand, last4: method.last4, awaitingVerification },
      ip: who.ip,
    });
    return first;
  });
  if (isDefault) await atProcessor(() => gateway.setDefaultPaymentMethod(customer, method.id));
  const label = method.kind === 'card' ? `card ending in ${method.last4}` : `bank account ending in ${method.last4}`;
  const message = awaitingVerification
    ? `Your ${label} was added. It can be used once you confirm the two small deposits it receives in 1-2 business days.`
    : `Your ${label} was added.`;
  // A payment owed is taken at once from the new default, and gives the tier back.
  const paid = isDefault ? await payOwedTierNow(ctx, gateway, organization.id) : null;
  return tierBilling(ctx, gateway, who.auth, officeId, paid ? `${message} ${paid}` : message);
}

/** Makes one method the default; the partial unique index keeps it the only one even under racing calls. */
export async function setDefaultTierMethod(
  ctx: Ctx,
  gateway: PaymentGateway,
  who: Who,
  officeId: number,
  methodId: number,
): Promise<TierBilling> {
  const { office, organization, method } = await changeableMethod(ctx, who, officeId, methodId);
  if (!tierMethodMayBeDefault(method.verifyUrl !== null)) throw new AppError('CONFLICT', PAYOUT_MESSAGES.verifyFirst);
  const customerId = organization.tierStripeCustomerId;
  if (customerId) await atProcessor(() => gateway.setDefaultPaymentMethod(customerId, method.processorPaymentMethodId));
  await ctx.db.transaction(async (tx) => {
    await makeTierMethodDefault(tx, organization.id, method.id);
    await recordAudit(tx, {
      organizationId: organization.id,
      officeId: office.id,
      actorUserId: who.auth.userId,
      action: 'tier_billing.default_set',
      targetType: 'tier_payment_method',
      targetId: method.id,
      ip: who.ip,
    });
  });
  // A payment owed is taken at once from the new default, and gives the tier back.
  const paid = await payOwedTierNow(ctx, gateway, organization.id);
  const message = `The ${method.brand} ending in ${method.last4} is now your default.`;
  return tierBilling(ctx, gateway, who.auth, officeId, paid ? `${message} ${paid}` : message);
}

/** Removes a method; the default cannot go while a tier is owed (make another the default first). */
export async function removeTierMethod(
  ctx: Ctx,
  gateway: PaymentGateway,
  who: Who,
  officeId: number,
  methodId: number,
): Promise<TierBilling> {
  const { office, organization, method } = await changeableMethod(ctx, who, officeId, methodId);
  if (tierMethodRemoval(method.isDefault, organization.tierLevel) === 'default-while-owed') {
    throw new AppError('CONFLICT', PAYOUT_MESSAGES.removeDefault);
  }
  const customerId = organization.tierStripeCustomerId;
  if (customerId) await atProcessor(() => gateway.detachPaymentMethod(customerId, method.processorPaymentMethodId));
  await ctx.db.transaction(async (tx) => {
    await removeTierMethodRow(tx, organization.id, method.id, ctx.clock.now());
    await recordAudit(tx, {
      organizationId: organization.id,
      officeId: office.id,
      actorUserId: who.auth.userId,
      action: 'tier_billing.method_removed',
      targetType: 'tier_payment_method',
      targetId: method.id,
      ip: who.ip,
    });
  });
  return tierBilling(ctx, gateway, who.auth, officeId, `The ${method.brand} ending in ${method.last4} was removed.`);
}

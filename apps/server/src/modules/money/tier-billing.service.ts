import type { TierBilling } from '@mhq/contract';
import { PAYOUT_MESSAGES, tierMethodRemoval } from '@mhq/domain';
import { and, eq } from 'drizzle-orm';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import { tierPaymentMethods } from '../../db/schema';
import type { Ctx } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { recordAudit } from '../audit/audit.queries';
import {
  activeTierMethod,
  activeTierMethods,
  officeContactEmail,
  officeWithOrganization,
  storeTierCustomer,
} from './money.queries';
import { assertMayChange, callerMayChange } from './money-access';
import { atProcessor } from './payment-errors';

type Who = { auth: AuthContext; ip: string };

async function scope(ctx: Ctx, officeId: number) {
  const found = await officeWithOrganization(ctx.db, officeId);
  if (!found) throw notFound();
  return found;
}

/** The organization's tier payment methods, newest last, with whether the caller may change them. */
export async function tierBilling(
  ctx: Ctx,
  gateway: PaymentGateway,
  auth: AuthContext,
  officeId: number,
  message?: string,
): Promise<TierBilling> {
  const { office, organization } = await scope(ctx, officeId);
  const methods = await activeTierMethods(ctx.db, organization.id);
  return {
    organizationId: organization.id,
    tierLevel: organization.tierLevel,
    methods: methods.map((m) => ({
      id: m.id,
      kind: m.kind === 'us_bank_account' ? 'us_bank_account' : 'card',
      brand: m.brand,
      last4: m.last4,
      expMonth: m.expMonth,
      expYear: m.expYear,
      isDefault: m.isDefault,
      addedAt: m.createdAt.toISOString(),
    })),
    canChange: await callerMayChange(ctx.db, auth, organization.id, office.id),
    processor: gateway.name,
    publishableKey: gateway.name === 'stripe' ? (ctx.config.stripePublicKey ?? null) : null,
    ...(message ? { _message: message } : {}),
  };
}

/** Adds a tokenized card or bank account; the organization's first method becomes its default. */
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
  // The processor first (as across a network), then our record of what it answered.
  const method = await atProcessor(() => gateway.attachPaymentMethod(customer, token));
  const isDefault = await ctx.db.transaction(async (tx) => {
    const existing = await activeTierMethods(tx, organization.id);
    const first = !existing.some((m) => m.isDefault);
    await tx.insert(tierPaymentMethods).values({
      organizationId: organization.id,
      processorPaymentMethodId: method.id,
      kind: method.kind,
      brand: method.brand,
      last4: method.last4,
      expMonth: method.expMonth,
      expYear: method.expYear,
      isDefault: first,
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
      detail: { brand: method.brand, last4: method.last4 },
      ip: who.ip,
    });
    return first;
  });
  if (isDefault) await atProcessor(() => gateway.setDefaultPaymentMethod(customer, method.id));
  const label = method.kind === 'card' ? `card ending in ${method.last4}` : `bank account ending in ${method.last4}`;
  return tierBilling(ctx, gateway, who.auth, officeId, `Your ${label} was added.`);
}

/** Makes one method the default; the partial unique index keeps it the only one even under racing calls. */
export async function setDefaultTierMethod(
  ctx: Ctx,
  gateway: PaymentGateway,
  who: Who,
  officeId: number,
  methodId: number,
): Promise<TierBilling> {
  const { office, organization } = await scope(ctx, officeId);
  await assertMayChange(ctx.db, who.auth, organization.id, office.id);
  const method = await activeTierMethod(ctx.db, organization.id, methodId);
  if (!method) throw notFound();
  const customerId = organization.tierStripeCustomerId;
  if (customerId) await atProcessor(() => gateway.setDefaultPaymentMethod(customerId, method.processorPaymentMethodId));
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(tierPaymentMethods)
      .set({ isDefault: false })
      .where(and(eq(tierPaymentMethods.organizationId, organization.id), eq(tierPaymentMethods.isDefault, true)));
    await tx
      .update(tierPaymentMethods)
      .set({ isDefault: true })
      .where(and(eq(tierPaymentMethods.organizationId, organization.id), eq(tierPaymentMethods.id, method.id)));
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
  return tierBilling(
    ctx,
    gateway,
    who.auth,
    officeId,
    `The ${method.brand} ending in ${method.last4} is now your default.`,
  );
}

/** Removes a method; the default cannot go while a tier is owed (make another the default first). */
export async function removeTierMethod(
  ctx: Ctx,
  gateway: PaymentGateway,
  who: Who,
  officeId: number,
  methodId: number,
): Promise<TierBilling> {
  const { office, organization } = await scope(ctx, officeId);
  await assertMayChange(ctx.db, who.auth, organization.id, office.id);
  const method = await activeTierMethod(ctx.db, organization.id, methodId);
  if (!method) throw notFound();
  if (tierMethodRemoval(method.isDefault, organization.tierLevel) === 'default-while-owed') {
    throw new AppError('CONFLICT', PAYOUT_MESSAGES.removeDefault);
  }
  const customerId = organization.tierStripeCustomerId;
  if (customerId) await atProcessor(() => gateway.detachPaymentMethod(customerId, method.processorPaymentMethodId));
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(tierPaymentMethods)
      .set({ removedAt: ctx.clock.now(), isDefault: false })
      .where(and(eq(tierPaymentMethods.organizationId, organization.id), eq(tierPaymentMethods.id, method.id)));
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

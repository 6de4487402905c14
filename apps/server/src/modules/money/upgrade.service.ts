import type { UpgradeStatus } from '@mhq/contract';
import { UPGRADE_MESSAGES, upgradeState } from '@mhq/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { PaymentDeclined, type PaymentGateway } from '../../adapters/payments/payment-gateway';
import { offices, officeUpgrades } from '../../db/schema';
import type { Ctx } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { recordAudit } from '../audit/audit.queries';
import { officeWithOrganization } from './money.queries';
import { assertMayChange, callerMayChange } from './money-access';
import { atProcessor } from './payment-errors';

type Who = { auth: AuthContext; ip: string };
type Office = typeof offices.$inferSelect;

const conflict = (message: string) => new AppError('CONFLICT', message);

const stateOf = (o: Office) =>
  upgradeState({
    stripeAccountId: o.stripeAccountId,
    last4: o.last4,
    standardStripeAccountId: o.standardStripeAccountId,
    standardStripeDateConverted: o.standardStripeDateConverted?.toISOString() ?? null,
  });

async function scope(ctx: Ctx, officeId: number) {
  const found = await officeWithOrganization(ctx.db, officeId);
  if (!found) throw notFound();
  const [upgrade] = await ctx.db
    .select()
    .from(officeUpgrades)
    .where(
      and(
        eq(officeUpgrades.organizationId, found.office.organizationId),
        eq(officeUpgrades.officeId, officeId),
        isNull(officeUpgrades.resetAt),
      ),
    )
    .limit(1);
  return { office: found.office, upgrade: upgrade ?? null };
}

/** Where the office stands in the upgrade, with the new account's bank as the processor knows it. */
export async function upgradeStatus(
  ctx: Ctx,
  gateway: PaymentGateway,
  auth: AuthContext,
  officeId: number,
  message?: string,
): Promise<UpgradeStatus> {
  const { office, upgrade } = await scope(ctx, officeId);
  let bankLast4: string | null = null;
  if (office.standardStripeAccountId) {
    try {
      const account = await gateway.retrieveConnectedAccount(office.standardStripeAccountId);
      bankLast4 = account.payoutsEnabled ? (account.bankAccount?.last4 ?? null) : null;
    } catch (err) {
      if (!(err instanceof PaymentDeclined)) throw err;
    }
  }
  return {
    officeId: office.id,
    state: stateOf(office),
    email: upgrade?.email ?? null,
    standardAccountId: office.standardStripeAccountId,
    bankConnected: bankLast4 !== null,
    bankLast4,
    legacyLast4: upgrade?.legacyLast4 ?? office.last4,
    convertedAt: office.standardStripeDateConverted?.toISOString() ?? null,
    canChange: await callerMayChange(ctx.db, auth, office.organizationId, office.id),
    ...(message ? { _message: message } : {}),
  };
}

/**
 * The upgrade modal's 'proceed': opens the standard account at the processor and makes it the office's account
 * (the side menu then offers 'I'm Ready to Upgrade'); the old account is remembered for a reset.
 */
export async function startUpgrade(ctx: Ctx, gateway: PaymentGateway, who: Who, officeId: number, email: string) {
  const { office } = await scope(ctx, officeId);
  await assertMayChange(ctx.db, who.auth, office.organizationId, office.id);
  const state = stateOf(office);
  if (state === 'not-eligible') throw conflict(UPGRADE_MESSAGES.notEligible);
  if (state !== 'eligible') throw conflict(UPGRADE_MESSAGES.alreadyStarted);
  const account = await atProcessor(() =>
    gateway.createConnectedAccount({
      email,
      businessName: office.officeName,
      accountType: 'standard',
      metadata: { organizationId: String(office.organizationId), officeId: String(office.id), upgrade: 'true' },
    }),
  );
  const started = await ctx.db.transaction(async (tx) => {
    // The office row, locked: a second 'start' racing this one sees the upgrade and stops.
    const [current] = await tx
      .select()
      .from(offices)
      .where(and(eq(offices.organizationId, office.organizationId), eq(offices.id, office.id)))
      .for('update');
    if (!current || stateOf(current) !== 'eligible') return false;
    await tx.insert(officeUpgrades).values({
      organizationId: office.organizationId,
      officeId: office.id,
      email,
      legacyStripeAccountId: current.stripeAccountId,
      legacyLast4: current.last4,
      standardStripeAccountId: account.id,
      startedByUserId: who.auth.userId,
      startedAt: ctx.clock.now(),
    });
    await tx
      .update(offices)
      .set({ stripeAccountId: account.id, standardStripeAccountId: account.id, last4: null })
      .where(and(eq(offices.organizationId, office.organizationId), eq(offices.id, office.id)));
    await recordAudit(tx, {
      organizationId: office.organizationId,
      officeId: office.id,
      actorUserId: who.auth.userId,
      action: 'upgrade.started',
      targetType: 'connected_account',
      targetId: account.id,
      detail: { previousAccount: current.stripeAccountId },
      ip: who.ip,
    });
    return true;
  });
  if (!started) {
    await gateway.deleteConnectedAccount(account.id);
    throw conflict(UPGRADE_MESSAGES.alreadyStarted);
  }
  return upgradeStatus(ctx, gateway, who.auth, officeId, UPGRADE_MESSAGES.started);
}

/**
 * 'I'm Ready to Upgrade' → proceed: enrollment is paused while the office moves (the office row is locked, and
 * enrollment takes the same lock), the standard account is marked converted, and enrollment opens again.
 */
export async function proceedUpgrade(ctx: Ctx, gateway: PaymentGateway, who: Who, officeId: number) {
  const { office, upgrade } = await scope(ctx, officeId);
  await assertMayChange(ctx.db, who.auth, office.organizationId, office.id);
  if (stateOf(office) !== 'started' || !upgrade) throw conflict(UPGRADE_MESSAGES.notStarted);
  const standard = office.standardStripeAccountId ?? upgrade.standardStripeAccountId;
  const account = await atProcessor(() => gateway.retrieveConnectedAccount(standard));
  if (!account.payoutsEnabled) throw conflict(UPGRADE_MESSAGES.needsBank);
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    await tx
      .select({ id: offices.id })
      .from(offices)
      .where(and(eq(offices.organizationId, office.organizationId), eq(offices.id, office.id)))
      .for('update');
    await tx
      .update(offices)
      .set({ standardStripeDateConverted: now })
      .where(and(eq(offices.organizationId, office.organizationId), eq(offices.id, office.id)));
    await tx.update(officeUpgrades).set({ convertedAt: now }).where(eq(officeUpgrades.id, upgrade.id));
    await recordAudit(tx, {
      organizationId: office.organizationId,
      officeId: office.id,
      actorUserId: who.auth.userId,
      action: 'upgrade.converted',
      targetType: 'connected_account',
      targetId: standard,
      ip: who.ip,
    });
  });
  return upgradeStatus(ctx, gateway, who.auth, officeId, UPGRADE_MESSAGES.converted);
}

/** Start over: the standard account is removed at the processor first, then the office gets its old account back. */
export async function resetUpgrade(ctx: Ctx, gateway: PaymentGateway, who: Who, officeId: number) {
  const { office, upgrade } = await scope(ctx, officeId);
  await assertMayChange(ctx.db, who.auth, office.organizationId, office.id);
  if (stateOf(office) !== 'started' || !upgrade) throw conflict(UPGRADE_MESSAGES.notStarted);
  await atProcessor(() => gateway.deleteConnectedAccount(upgrade.standardStripeAccountId));
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(offices)
      .set({
        stripeAccountId: upgrade.legacyStripeAccountId,
        last4: upgrade.legacyLast4,
        standardStripeAccountId: null,
        standardStripeDateConverted: null,
      })
      .where(and(eq(offices.organizationId, office.organizationId), eq(offices.id, office.id)));
    await tx.update(officeUpgrades).set({ resetAt: ctx.clock.now() }).where(eq(officeUpgrades.id, upgrade.id));
    await recordAudit(tx, {
      organizationId: office.organizationId,
      officeId: office.id,
      actorUserId: who.auth.userId,
      action: 'upgrade.reset',
      targetType: 'connected_account',
      targetId: upgrade.standardStripeAccountId,
      ip: who.ip,
    });
  });
  return upgradeStatus(ctx, gateway, who.auth, officeId, UPGRADE_MESSAGES.reset);
}

import type { MultiBillingLocation, MultiBillingResponse } from '@mhq/contract';
import { addMonths } from '@mhq/domain';
import { eq, inArray } from 'drizzle-orm';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import { offices, tierSchedules } from '../../db/schema';
import type { Ctx } from '../../deps';
import type { AuthContext } from '../../http/guard';
import { tierBilling } from '../money/tier-billing.service';
import { balanceMovement, officePayouts, practiceBalance } from '../payouts/payouts.queries';
import { payoutView } from '../payouts/payouts.service';
import { organizationOf } from './multi-location.scope';

const RECENT_CHARGES = 12;

/** The day the schedule opens its next period: its anchor plus the periods already opened. */
async function nextChargeOn(ctx: Ctx, organizationId: number): Promise<string | null> {
  const [schedule] = await ctx.db.select().from(tierSchedules).where(eq(tierSchedules.organizationId, organizationId));
  if (!schedule) return null;
  const months = schedule.pricingPeriod === 'annual' ? 12 : 1;
  return addMonths(schedule.anchorOn, schedule.periodsOpened * months);
}

/**
 * Multi-location billing: the organization's platform plan as its owner's billing page reads it (tierBilling), and
 * for each location the caller works in what its balance holds (from the ledger, never stored) and what reached
 * its bank in the last 12 months.
 */
export async function multiBilling(
  ctx: Ctx,
  gateway: PaymentGateway,
  auth: AuthContext,
  officeId: number,
): Promise<MultiBillingResponse> {
  const org = await organizationOf(ctx.db, auth, officeId);
  const organizationId = org.scope.organizationId;
  const tier = await tierBilling(ctx, gateway, auth, officeId);
  const method = tier.methods.find((m) => m.isDefault) ?? null;
  const now = ctx.clock.now();
  const yearAgo = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), now.getUTCDate()));
  const accounts = new Map(
    (
      await ctx.db
        .select({ id: offices.id, account: offices.stripeAccountId, last4: offices.last4 })
        .from(offices)
        .where(inArray(offices.id, [...org.scope.officeIds]))
    ).map((o) => [o.id, o]),
  );
  const locations: MultiBillingLocation[] = [];
  for (const location of org.locations) {
    const [balanceCents, moved, payouts] = await Promise.all([
      practiceBalance(ctx.db, organizationId, location.officeId),
      balanceMovement(ctx.db, organizationId, location.officeId, yearAgo, now),
      officePayouts(ctx.db, organizationId, location.officeId),
    ]);
    const account = accounts.get(location.officeId);
    const last = payouts[0] ? payoutView(payouts[0]) : null;
    locations.push({
      ...location,
      payoutAccount: account?.account
        ? account.last4
          ? `Bank account ending in ${account.last4}`
          : 'Bank account'
        : null,
      balanceCents,
      paidOutCents: moved.paidOutCents,
      lastPayout: last ? { payoutOn: last.payoutOn, amountCents: last.amountCents, status: last.status } : null,
    });
  }
  return {
    organizationId,
    organizationName: org.name,
    plan: tier.plan,
    nextChargeOn: tier.plan ? await nextChargeOn(ctx, organizationId) : null,
    paymentMethod: method ? { kind: method.kind, brand: method.brand, last4: method.last4 } : null,
    charges: tier.charges.slice(0, RECENT_CHARGES),
    owed: tier.owed,
    locations,
    totals: {
      balanceCents: locations.reduce((s, l) => s + l.balanceCents, 0),
      paidOutCents: locations.reduce((s, l) => s + l.paidOutCents, 0),
    },
  };
}

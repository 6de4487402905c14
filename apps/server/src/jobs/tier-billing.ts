import { isPricingPeriod, platformPlanPrice, tierPeriodStart } from '@mhq/domain';
import { sql } from 'drizzle-orm';
import { tierCharges, tierSchedules } from '../db/schema';
import { signupPlanChoice } from '../modules/money/money.queries';
import { tryTierCharge } from '../modules/tiers/tier-charge.service';
import { lockDueSchedules, startTierSchedules, takeDueTries } from '../modules/tiers/tiers.queries';
import type { BillingDeps } from './billing-deps';

// The billing run's step for the platform's tiers (modules/tiers): each organization on a tier pays it for each period
// on its own schedule (monthly or yearly, as chosen at sign-up, its discount code applied as sold). A period is opened
// once (tier_charges_period_once), so a retried or concurrent run never opens or charges it twice; each try is a charge
// intent, so a crash mid-charge is recorded or refunded by the run's recovery.

export type TiersBilled = { opened: number; paid: number; refused: number; unanswered: number };

const SCHEDULES_PER_BATCH = 200;
const TRIES_PER_BATCH = 50;
const TRY_LEASE_MS = 5 * 60_000;

/**
 * Opens every period that has begun by `day` of the organizations still on a tier, priced as sold: the tier level,
 * the period and the discount code recorded at sign-up (a code keeps applying once new sign-ups can no longer use it).
 */
async function openPeriods(deps: BillingDeps, day: string): Promise<number> {
  let opened = 0;
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const due = await lockDueSchedules(tx, day, SCHEDULES_PER_BATCH);
      let n = 0;
      for (const s of due) {
        const choice = await signupPlanChoice(tx, s.organization_id);
        const period = isPricingPeriod(s.pricing_period) ? s.pricing_period : 'monthly';
        const discount = choice?.code ? { percentOff: choice.percentOff, amountOffCents: choice.amountOffCents } : null;
        // The tier the organization is on now (an upgrade counts from its next period).
        const price = platformPlanPrice(deps.tenant.id, s.org_tier_level, period, discount);
        const start = tierPeriodStart(s.anchor_on, s.periods_opened, period);
        if (price) {
          const inserted = await tx
            .insert(tierCharges)
            .values({
              organizationId: s.organization_id,
              periodStart: start,
              periodEnd: tierPeriodStart(s.anchor_on, s.periods_opened + 1, period),
              tierLevel: price.tier.level,
              tierName: price.tier.name,
              pricingPeriod: period,
              listPriceCents: price.priceCents,
              discountCode: choice?.code ?? null,
              discountCents: price.discountCents,
              amountCents: price.priceAfterDiscountCents,
              status: 'due',
              nextTryOn: start,
            })
            .onConflictDoNothing()
            .returning({ id: tierCharges.id });
          n += inserted.length;
        }
        await tx
          .update(tierSchedules)
          .set({
            periodsOpened: sql`${tierSchedules.periodsOpened} + 1`,
            tierLevel: price ? price.tier.level : s.tier_level,
          })
          .where(sql`${tierSchedules.organizationId} = ${s.organization_id}`);
      }
      return { locked: due.length, opened: n };
    });
    opened += batch.opened;
    if (batch.locked === 0) return opened;
  }
}

/** The tier step of a billing run on `day`: schedules started, periods opened, every try due taken. */
export async function billTiers(deps: BillingDeps, day: string, schedule: readonly number[]): Promise<TiersBilled> {
  await startTierSchedules(deps.db, day);
  const tally: TiersBilled = { opened: await openPeriods(deps, day), paid: 0, refused: 0, unanswered: 0 };
  // A try the processor could not answer is let go; taken again in this run it would only fail again: stop then.
  const seen = new Set<number>();
  for (;;) {
    const tries = await takeDueTries(deps.db, day, TRY_LEASE_MS, TRIES_PER_BATCH);
    if (tries.length === 0 || tries.every((t) => seen.has(t.id))) return tally;
    for (const charge of tries) {
      seen.add(charge.id);
      const { outcome } = await tryTierCharge(deps, deps.gateway, charge, schedule);
      if (outcome === 'paid') tally.paid++;
      else if (outcome === 'refused') tally.refused++;
      else if (outcome === 'unanswered') tally.unanswered++;
    }
  }
}

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../adapters/payments/payment-gateway';
import { queryRows } from '../db/rows';
import { practiceWithPlan } from '../modules/money/money.fixtures';
import { tierFixtures } from '../modules/tiers/tiers.fixtures';
import { createTestApp } from '../test/harness';
import { billingFixtures } from './billing.fixtures';
import { runBilling } from './billing-run';

// The tier step of the billing run is safe to run twice at once (on the PostgreSQL server two runs really race: CI runs
// this file there too) and after a crash: a period is opened once (tier_charges_period_once) and each try is a charge
// intent, so a run killed right after the processor charged is recorded by the next run's recovery, never charged again.

/** Armed, the next tier charge is made at the processor and then the run dies, as a killed process would. */
const dies = { afterTierCharge: false };
const crashing = (sim: PaymentGateway): PaymentGateway => ({
  ...sim,
  async charge(input) {
    const answer = await sim.charge(input);
    if (dies.afterTierCharge && input.idempotencyKey.startsWith('tier:')) {
      dies.afterTierCharge = false;
      throw new Error('the process died after the processor charged the tier');
    }
    return answer;
  },
});

const t = await createTestApp({}, undefined, crashing);
const { runNow, deps } = await billingFixtures(t);
const { addCard, processorCharges, periods, tierLedger } = tierFixtures(t);

const practiceWithCard = async () => {
  const practice = await practiceWithPlan(t, { tierLevel: 1, pricingPeriod: 'monthly' });
  return (await addCard(practice.token, practice.dentistInfoId, '4242424242424242')).organizationId;
};

const intentsOf = (organizationId: number) =>
  queryRows<{ status: string }>(
    t.db,
    sql`select status from charge_intents where kind = 'tier' and organization_id = ${organizationId} order by id`,
  );

describe('the tier step of billing runs that overlap or die', () => {
  it('charges each practice once for its period when two runs go at once', async () => {
    const orgs = [await practiceWithCard(), await practiceWithCard(), await practiceWithCard()];
    await Promise.all([runNow(), runNow()]);
    await runNow();
    for (const org of orgs) {
      expect(await processorCharges(org)).toEqual([expect.objectContaining({ status: 'succeeded', amount: 9_900 })]);
      expect((await periods(org)).map((p) => p.status)).toEqual(['paid']);
      expect(await tierLedger(org)).toMatchObject({ revenue: 9_900, unbalanced: 0 });
    }
  });

  it('records a tier charge whose run died after the processor charged, at the next run, without charging again', async () => {
    const org = await practiceWithCard();
    dies.afterTierCharge = true;
    await expect(runBilling(deps())).rejects.toThrow(/died/);
    expect(await processorCharges(org)).toEqual([expect.objectContaining({ status: 'succeeded' })]);
    expect((await periods(org)).map((p) => p.status)).toEqual(['due']);
    expect((await intentsOf(org)).map((i) => i.status)).toEqual(['pending']);

    // The dead run's lease has not run out: the next run leaves its intent alone and does not try the period again.
    await runNow();
    expect(await processorCharges(org)).toHaveLength(1);
    expect((await periods(org)).map((p) => p.status)).toEqual(['due']);

    await t.db.execute(
      sql`update charge_intents set lease_until = now() - interval '1 second' where status = 'pending'`,
    );
    const recovered = await runNow();
    expect(recovered.summary).toMatchObject({ interruptedRecorded: 1 });
    expect(await processorCharges(org)).toHaveLength(1);
    expect((await periods(org)).map((p) => p.status)).toEqual(['paid']);
    expect((await intentsOf(org)).map((i) => i.status)).toEqual(['recorded']);
    expect(await tierLedger(org)).toMatchObject({ revenue: 9_900, paidByPractice: 9_900, unbalanced: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { officeIds, practiceWithPlan } from '../modules/money/money.fixtures';
import { tierFixtures, tiersOnCard, tierYearProblems } from '../modules/tiers/tiers.fixtures';
import { createTestApp } from '../test/harness';
import { billingDepsOf } from './billing-deps';
import { runBilling } from './billing-run';

// A year of the platform's tier billing, day by day, beside the demo's members (the whole platform's simulated year,
// billing-year.test.ts, checks the same of its two practices): each practice pays each period of its own schedule
// once, the ledger balances and the platform's tier revenue is what the processor took.

const DAY = 86_400_000;
const t = await createTestApp();
const { addCard, processorCharges, periods } = tierFixtures(t);

describe('a simulated year of tier billing', () => {
  it('charges every practice once per period of its own schedule, and balances to the cent', {
    timeout: 900_000,
  }, async () => {
    const monthly = await tiersOnCard(t, [['owner@demo.test', (await officeIds(t)).downtown]]);
    const annual = await practiceWithPlan(t, { tierLevel: 3, pricingPeriod: 'annual', discountCode: 'SAVE50' });
    const annualOrg = (await addCard(annual.token, annual.dentistInfoId, '4242424242424242')).organizationId;
    const deps = billingDepsOf(t.deps);
    for (let day = 0; day < 366; day++) {
      await runBilling(deps);
      t.clock.advance(DAY);
    }
    // Downtown: its three seeded months and a year of months after; the annual practice: two years begun.
    expect(await tierYearProblems(t, [...monthly, annualOrg], 2)).toEqual([]);
    expect((await periods(monthly[0] ?? 0)).length).toBeGreaterThanOrEqual(15);
    // Group is $349.00 a month, $3,490.00 a year; SAVE50 takes $50.00 off each payment.
    expect((await processorCharges(annualOrg)).map((c) => c.amount)).toEqual([344_000, 344_000]);
  });
});

import { describe, expect, it } from 'vitest';
import { pmsMembershipOf } from './pms-membership';

const plan = {
  planName: 'Adult Wellness',
  planDescription: 'Two cleanings a year, plus 15% off other treatment.',
  nextRenewalOn: '2026-12-15',
  endsOn: null,
};

describe('the membership written on a PMS chart', () => {
  it('says the plan, its treatment discount and the day it is paid through', () => {
    expect(pmsMembershipOf({ ...plan, summaryStatus: 'active' })).toEqual({
      status: 'active',
      planName: 'Adult Wellness',
      discountPercent: 15,
      validThrough: '2026-12-14',
      note: 'Adult Wellness member — 15% off treatment — paid through 2026-12-14',
    });
  });

  it('says a canceled plan is covered to its last day, and a plan with no discount names none', () => {
    const canceled = pmsMembershipOf({ ...plan, summaryStatus: 'canceled', endsOn: '2026-12-01' });
    expect(canceled).toMatchObject({ status: 'canceled', validThrough: '2026-12-01' });
    expect(canceled.note).toBe('Adult Wellness canceled — 15% off treatment — covered through 2026-12-01');
    const plain = pmsMembershipOf({ ...plan, planDescription: 'Two cleanings.', summaryStatus: 'other' });
    expect(plain).toMatchObject({ status: 'inactive', discountPercent: 0 });
    expect(plain.note).toBe('Adult Wellness inactive — paid through 2026-12-14');
    expect(pmsMembershipOf({ ...plan, summaryStatus: 'late' })).toMatchObject({ status: 'late', discountPercent: 15 });
    // Not paid yet (in the office) or ended: no discount on the chart, whatever the plan promises.
    const unpaid = pmsMembershipOf({ ...plan, summaryStatus: 'other', nextRenewalOn: null });
    expect(unpaid).toMatchObject({ status: 'inactive', discountPercent: 0, validThrough: null });
    expect(unpaid.note).toBe('Adult Wellness inactive');
  });
});

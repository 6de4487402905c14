import { describe, expect, it } from 'vitest';
import { commitmentYearEnd, termChangeGuaranteeNotice } from './term-change-guarantee';

const switching = {
  guaranteed: true,
  fromTerm: 'monthly',
  toTerm: 'annual',
  firstName: 'Maria',
  planName: 'Adult Wellness',
  nextRenewalOn: '2026-12-01',
} as const;

describe('switching a guaranteed monthly plan to annual', () => {
  it('says the guarantee ends now, what the yearly payment covers, what a failure then means, and the fee kept', () => {
    expect(termChangeGuaranteeNotice({ ...switching, commitmentEndsOn: '2027-06-01' })).toBe(
      "Maria's Adult Wellness is under the guaranteed payment plan, committed to monthly payments until 06/01/2027. " +
        'Switching to annual ends the guarantee now: from the next payment on 12/01/2026 the plan is paid once a year, ' +
        'which covers the rest of the commitment, but if that payment fails the plan becomes Delinquent and there is no ' +
        'guarantee to claim. The setup fee paid for the guarantee is not refunded.',
    );
  });

  it('leaves out what the page does not know, and the fee when it was waived', () => {
    const notice = termChangeGuaranteeNotice({ ...switching, nextRenewalOn: null, feeWaived: true });
    expect(notice).toMatch(
      /committed to monthly payments\. Switching to annual ends the guarantee now: from the next payment the plan/,
    );
    expect(notice).not.toMatch(/setup fee/);
  });

  it('says nothing when there is no guarantee to lose', () => {
    expect(termChangeGuaranteeNotice({ ...switching, guaranteed: false })).toBeNull();
    expect(termChangeGuaranteeNotice({ ...switching, fromTerm: 'annual', toTerm: 'monthly' })).toBeNull();
  });

  it('counts the commitment year from the start, a year at a time', () => {
    expect(commitmentYearEnd('2026-01-31', '2026-01-31')).toBe('2027-01-31');
    expect(commitmentYearEnd('2026-01-31', '2027-01-30')).toBe('2027-01-31');
    expect(commitmentYearEnd('2026-01-31', '2027-01-31')).toBe('2028-01-31');
  });
});

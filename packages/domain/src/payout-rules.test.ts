import { describe, expect, it } from 'vitest';
import {
  mayChangePayouts,
  payoutsOn,
  tierMethodMayBeDefault,
  tierMethodRemoval,
  tierPaymentOwed,
  upgradeState,
} from './payout-rules';

describe('who may change payout and billing details', () => {
  it('lets the practice owner and platform admins, not office admins or staff', () => {
    expect(mayChangePayouts('dentist', true)).toBe(true);
    expect(mayChangePayouts('dentist', false)).toBe(false);
    expect(mayChangePayouts('office_admin', true)).toBe(false);
    expect(mayChangePayouts('dentist_standard', false)).toBe(false);
    expect(mayChangePayouts('admin', false)).toBe(true);
    expect(mayChangePayouts('client', false)).toBe(false);
  });
});

describe('removing a tier payment method', () => {
  it('owes a tier payment on a paid tier only', () => {
    expect(tierPaymentOwed(1)).toBe(true);
    expect(tierPaymentOwed(0)).toBe(false);
    expect(tierPaymentOwed(null)).toBe(false);
  });

  it('refuses to remove the default while a tier is owed, and allows anything else', () => {
    expect(tierMethodRemoval(true, 2)).toBe('default-while-owed');
    expect(tierMethodRemoval(true, 0)).toBe('ok');
    expect(tierMethodRemoval(false, 2)).toBe('ok');
  });
});

describe('the default tier payment method', () => {
  it('may not be a bank account still waiting for its verification deposits', () => {
    expect(tierMethodMayBeDefault(true)).toBe(false);
    expect(tierMethodMayBeDefault(false)).toBe(true);
  });
});

describe('the upgrade to a standard account', () => {
  const legacy = {
    stripeAccountId: 'acct_old',
    last4: '6789',
    standardStripeAccountId: null,
    standardStripeDateConverted: null,
  };
  it('lets an old-platform account start, and nothing else', () => {
    expect(upgradeState(legacy)).toBe('eligible');
    expect(upgradeState({ ...legacy, last4: null })).toBe('not-eligible');
    expect(upgradeState({ ...legacy, stripeAccountId: null, last4: null })).toBe('not-eligible');
  });
  it('is started once a standard account exists, and converted once dated', () => {
    const started = { ...legacy, stripeAccountId: 'acct_std', last4: null, standardStripeAccountId: 'acct_std' };
    expect(upgradeState(started)).toBe('started');
    expect(upgradeState({ ...started, standardStripeDateConverted: '2026-11-22T00:00:00Z' })).toBe('converted');
  });
});

describe('whether payouts are on', () => {
  const account = { stripeAccountId: 'acct_1', last4: null };

  it('is on for a previous-platform account, whose bank the office keeps', () => {
    expect(payoutsOn({ stripeAccountId: 'acct_1', last4: '6789' }, null)).toBe(true);
  });

  it("follows the processor's last report about the office's own account", () => {
    expect(payoutsOn(account, { accountId: 'acct_1', payoutsEnabled: true })).toBe(true);
    expect(payoutsOn(account, { accountId: 'acct_1', payoutsEnabled: false })).toBe(false);
    expect(payoutsOn(account, null)).toBe(false);
  });

  it('ignores a report about another account, and is off without an account', () => {
    expect(payoutsOn(account, { accountId: 'acct_2', payoutsEnabled: true })).toBe(false);
    expect(payoutsOn({ stripeAccountId: null, last4: null }, { accountId: 'acct_1', payoutsEnabled: true })).toBe(
      false,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { closingRefusal, endsAtClosing, isLiveAtLocation, payoutStateOf, sameGroupName } from './locations';

describe('closing a location', () => {
  it('closes a location without live plans with no choice asked', () => {
    expect(closingRefusal([], 0, undefined)).toBeNull();
  });

  it('refuses to close a location with members without saying where they go, naming how many', () => {
    expect(closingRefusal(['active', 'past_due'], 2, undefined)).toMatch(/still has 2 members/);
    expect(closingRefusal(['active'], 1, undefined)).toMatch(/still has 1 member with/);
  });

  it('moves members of any status, but ends only plans that can end at the end of their paid period', () => {
    expect(closingRefusal(['delinquent', 'pending_cash'], 2, { mode: 'move', toLocationId: 3 })).toBeNull();
    expect(closingRefusal(['active', 'cancellation_requested'], 2, { mode: 'end' })).toBeNull();
    expect(closingRefusal(['active', 'delinquent'], 2, { mode: 'end' })).toMatch(/^1 plan is delinquent/);
  });

  it('counts finished plans as gone and leaves a plan already ending as it is', () => {
    expect(isLiveAtLocation('canceled')).toBe(false);
    expect(isLiveAtLocation('inactive_transferred')).toBe(false);
    expect(isLiveAtLocation('past_due')).toBe(true);
    expect(endsAtClosing('cancellation_requested')).toBe(false);
    expect(endsAtClosing('active')).toBe(true);
  });
});

describe('payout account of a location', () => {
  const north = { id: 1, officeName: 'Harbor North', stripeAccountId: 'acct_1', last4: '3301' };
  const east = { id: 3, officeName: 'Harbor East', stripeAccountId: 'acct_1', last4: '3301' };
  const west = { id: 4, officeName: 'Harbor West', stripeAccountId: null, last4: null };
  it("reads its own account, the first holder's account shared, or none connected", () => {
    const all = [east, north, west];
    expect(payoutStateOf(north, all)).toEqual({ kind: 'own', connected: true, last4: '3301' });
    expect(payoutStateOf(east, all)).toEqual({ kind: 'shared', withLocationId: 1, withLocationName: 'Harbor North' });
    expect(payoutStateOf(west, all)).toEqual({ kind: 'not_connected' });
  });
});

describe('group names', () => {
  it('compares names without case or surrounding spaces', () => {
    expect(sameGroupName('Coast', ' coast ')).toBe(true);
    expect(sameGroupName('Coast', 'Inland')).toBe(false);
  });
});

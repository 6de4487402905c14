import { describe, expect, it } from 'vitest';
import {
  canDeletePlan,
  describePreset,
  duplicatePriceCode,
  PLAN_MESSAGES,
  planLimitType,
  planSettingsSavedMessage,
  priceChangedMessage,
  priceChangeNeedsNotice,
  renewsAtTermEnd,
  statusChangeMessage,
} from './plan-rules';
import { SUBSCRIPTION_STATUSES } from './statuses';

describe('plan rules once members are on a plan (issue 5)', () => {
  it('derives the age-limit type from the minimum and maximum age', () => {
    expect(planLimitType(null, null)).toBe('no_limit');
    expect(planLimitType(null, 13)).toBe('under');
    expect(planLimitType(14, null)).toBe('over');
    expect(planLimitType(4, 12)).toBe('between');
    expect(planLimitType(0, null)).toBe('over');
  });

  it('treats only subscriptions that will renew as paying a changed price', () => {
    expect(SUBSCRIPTION_STATUSES.filter(renewsAtTermEnd)).toEqual([
      'active',
      'active_cash',
      'active_transferred',
      'past_due',
    ]);
  });

  it('sends a price change on a plan with members through the notice, and lets a plan without members change freely', () => {
    const now = { monthly: 2900, annually: 31900 };
    expect(priceChangeNeedsNotice(true, now, { monthly: 3100, annually: 31900 })).toBe(true);
    expect(priceChangeNeedsNotice(true, now, { monthly: 2900, annually: 33900 })).toBe(true);
    expect(priceChangeNeedsNotice(true, now, { ...now })).toBe(false);
    expect(priceChangeNeedsNotice(false, now, { monthly: 3100, annually: 33900 })).toBe(false);
    expect(PLAN_MESSAGES.priceNeedsNotice).toMatch(/Change price/);
  });

  it('deletes only a plan no one was ever subscribed to', () => {
    expect(canDeletePlan(false)).toBe(true);
    expect(canDeletePlan(true)).toBe(false);
    expect(PLAN_MESSAGES.deleteRefused).toBe('This plan has members and cannot be deleted; archive it instead.');
  });

  it('finds a procedure listed twice in any spelling', () => {
    expect(duplicatePriceCode([{ code: 'D1110' }, { code: 'D0120' }])).toBeNull();
    expect(duplicatePriceCode([{ code: 'D1110' }, { code: '1110' }])).toBe('D1110');
  });

  it('says what a status change did', () => {
    expect(statusChangeMessage('draft', 'active')).toBe(PLAN_MESSAGES.published);
    expect(statusChangeMessage('active', 'archived')).toBe(PLAN_MESSAGES.archived);
    expect(statusChangeMessage('archived', 'draft')).toBe(PLAN_MESSAGES.restored);
    expect(statusChangeMessage('active', 'draft')).toBe(PLAN_MESSAGES.movedToDraft);
  });
});

describe('describePreset', () => {
  const template = 'Two cleanings a year, plus {discountPercent}% off other treatment. A {planValue} value.';

  it('fills the treatment discount and the value', () => {
    expect(describePreset(template, 43500)).toBe('Two cleanings a year, plus 15% off other treatment. A $435 value.');
    expect(describePreset(template, 43550, 10)).toBe(
      'Two cleanings a year, plus 10% off other treatment. A $435.50 value.',
    );
  });

  it('leaves the value sentence out when the value is unknown', () => {
    expect(describePreset(template, null)).toBe('Two cleanings a year, plus 15% off other treatment.');
    expect(describePreset('Whitening all year, plus {discountPercent}% off.', null)).toBe(
      'Whitening all year, plus 15% off.',
    );
  });
});

describe('priceChangedMessage', () => {
  it('says who was told and who keeps their price', () => {
    expect(priceChangedMessage(0, 0)).toBe('Prices saved. New members pay the new price.');
    expect(priceChangedMessage(1, 0)).toBe(
      'Prices saved. New members pay the new price. 1 household on this plan was emailed: they pay the new price from their first renewal at least 30 days from today.',
    );
    expect(priceChangedMessage(3, 2)).toMatch(
      /3 households on this plan were emailed.*2 households without an email address keep the current price\.$/,
    );
    expect(priceChangedMessage(0, 1)).toMatch(/1 household without an email address keeps the current price\.$/);
  });
});

describe("the answer to saving plan settings or usual fees ('Save fees' is not 'Plan settings saved')", () => {
  it('names the usual fees in the brand words when only they were saved', () => {
    expect(planSettingsSavedMessage({ settings: false, fees: true }, 'UCR')).toBe('UCR fees saved');
    expect(planSettingsSavedMessage({ settings: false, fees: true }, 'U&C')).toBe('U&C fees saved');
  });

  it('names both when both changed, and the settings alone otherwise', () => {
    expect(planSettingsSavedMessage({ settings: true, fees: true }, 'UCR')).toBe('Plan settings and UCR fees saved');
    expect(planSettingsSavedMessage({ settings: true, fees: false }, 'UCR')).toBe('Plan settings saved');
  });
});

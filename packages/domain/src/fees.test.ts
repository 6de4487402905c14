import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ActivationFeeInput,
  activationFeeCents,
  annualCommitmentCents,
  gppActivationFeeCents,
  guaranteedPaymentApplies,
  isGuaranteedMembership,
  isMonthlyPlanType,
  mayChoosePayorAndWaive,
  type PayorAndWaiverContext,
  type SetupFeeInput,
  setupFeeCents,
} from './fees';
import { PLAN_TYPES } from './plans';
import { USER_TYPES } from './roles';

/** A $49 monthly plan under guaranteed payment, paid by the member, with a 10% setup fee. */
const setupFeeCase = (over: Partial<SetupFeeInput> = {}): SetupFeeInput => ({
  planType: 'month',
  gppActive: true,
  payor: 'member',
  annualCommitmentCents: annualCommitmentCents(4900),
  setupFeePercent: 10,
  ...over,
});

/** A monthly plan without guaranteed payment and a $25 activation fee. */
const activationFeeCase = (over: Partial<ActivationFeeInput> = {}): ActivationFeeInput => ({
  planType: 'month',
  gppActive: false,
  activationFeeCents: 2500,
  ...over,
});

/** A dentist enrolling a patient in the office, guaranteed payment not admin-only, no legacy pricing. */
const waiverContext = (over: Partial<PayorAndWaiverContext> = {}): PayorAndWaiverContext => ({
  userType: 'dentist',
  gppAdminOnlyWaive: false,
  channel: 'internal',
  legacyPricing: false,
  ...over,
});

describe('monthly plans and guaranteed payment', () => {
  it('treats month and the monthly custom membership as monthly, not the yearly ones', () => {
    expect(PLAN_TYPES.filter(isMonthlyPlanType)).toEqual(['month', 'custom']);
  });

  it('covers a plan when the office has guaranteed payment and the plan does not disable it', () => {
    expect(guaranteedPaymentApplies(true)).toBe(true);
    expect(guaranteedPaymentApplies(true, true)).toBe(false);
    expect(guaranteedPaymentApplies(false, false)).toBe(false);
  });

  it('commits a monthly plan to twelve payments', () => {
    expect(annualCommitmentCents(4900)).toBe(58800);
  });
});

describe('setup fee (spec 02 sections 4 and 9)', () => {
  it('charges the member a percent of the annual commitment on a monthly plan under guaranteed payment', () => {
    expect(setupFeeCents(setupFeeCase())).toBe(5880);
    expect(setupFeeCents(setupFeeCase({ planType: 'custom', setupFeePercent: 7.5 }))).toBe(4410);
  });

  it('rounds the fee half-up once', () => {
    expect(
      setupFeeCents(setupFeeCase({ annualCommitmentCents: annualCommitmentCents(1999), setupFeePercent: 12.5 })),
    ).toBe(2999);
  });

  it('is zero when the office pays', () => {
    expect(setupFeeCents(setupFeeCase({ payor: 'office' }))).toBe(0);
  });

  it('is zero without guaranteed payment, on a yearly plan, or when waived', () => {
    expect(setupFeeCents(setupFeeCase({ gppActive: false }))).toBe(0);
    expect(setupFeeCents(setupFeeCase({ planType: 'year' }))).toBe(0);
    expect(setupFeeCents(setupFeeCase({ planType: 'custom_year' }))).toBe(0);
    expect(setupFeeCents(setupFeeCase({ waived: true }))).toBe(0);
  });

  it('never exceeds the annual commitment for a percent up to 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1000 }), (monthly, tenths) => {
        const fee = setupFeeCents(setupFeeCase({ annualCommitmentCents: monthly * 12, setupFeePercent: tenths / 10 }));
        expect(fee).toBeGreaterThanOrEqual(0);
        expect(fee).toBeLessThanOrEqual(monthly * 12);
      }),
    );
  });
});

describe('activation fee (spec 02 section 4)', () => {
  it('charges the plan activation fee on a monthly plan without guaranteed payment', () => {
    expect(activationFeeCents(activationFeeCase())).toBe(2500);
    expect(activationFeeCents(activationFeeCase({ planType: 'custom' }))).toBe(2500);
  });

  it('can be waived', () => {
    expect(activationFeeCents(activationFeeCase({ waived: true }))).toBe(0);
  });

  it('is not charged under guaranteed payment, on yearly plans, or when the plan has none', () => {
    expect(activationFeeCents(activationFeeCase({ gppActive: true }))).toBe(0);
    expect(activationFeeCents(activationFeeCase({ planType: 'year' }))).toBe(0);
    expect(activationFeeCents(activationFeeCase({ activationFeeCents: null }))).toBe(0);
    expect(activationFeeCents(activationFeeCase({ activationFeeCents: 0 }))).toBe(0);
  });
});

describe('guaranteed-plan activation fee (spec 02 section 9)', () => {
  it('is a percent of twelve months of the discounted price', () => {
    expect(gppActivationFeeCents(4410, 10)).toBe(5292);
    expect(gppActivationFeeCents(1699, 2.5)).toBe(510);
  });

  it('rounds once, on the year, not on each month', () => {
    expect(gppActivationFeeCents(1, 4)).toBe(0);
    expect(gppActivationFeeCents(1, 5)).toBe(1);
  });
});

describe('who may choose the payor and waive fees (spec 01 and 02 section 6)', () => {
  it('lets only a super admin do it when guaranteed payment is admin-only-waive', () => {
    for (const userType of USER_TYPES) {
      expect(mayChoosePayorAndWaive(waiverContext({ userType, gppAdminOnlyWaive: true }))).toBe(
        userType === 'super_admin',
      );
    }
  });

  it('lets a super admin do it under admin-only-waive on either channel and with legacy pricing', () => {
    const superAdmin = waiverContext({ userType: 'super_admin', gppAdminOnlyWaive: true });
    expect(mayChoosePayorAndWaive({ ...superAdmin, channel: 'external' })).toBe(true);
    expect(mayChoosePayorAndWaive({ ...superAdmin, legacyPricing: true })).toBe(true);
  });

  it('lets anyone do it on internal enrolment when not admin-only', () => {
    for (const userType of USER_TYPES) {
      expect(mayChoosePayorAndWaive(waiverContext({ userType }))).toBe(true);
    }
  });

  it('lets no one do it on the external signup when not admin-only', () => {
    expect(mayChoosePayorAndWaive(waiverContext({ channel: 'external' }))).toBe(false);
    expect(mayChoosePayorAndWaive(waiverContext({ channel: 'external', userType: 'super_admin' }))).toBe(false);
  });

  it('lets no one do it with legacy pricing on when not admin-only, super admins included', () => {
    expect(mayChoosePayorAndWaive(waiverContext({ legacyPricing: true }))).toBe(false);
    expect(mayChoosePayorAndWaive(waiverContext({ legacyPricing: true, userType: 'super_admin' }))).toBe(false);
  });
});

describe('a guaranteed membership', () => {
  const base = { officeGppActive: true, planDisableGpp: false, term: 'monthly', payor: 'member' } as const;
  it('is a monthly plan the member pays while the office guarantees it', () => {
    expect(isGuaranteedMembership(base)).toBe(true);
  });
  it('is not an annual plan, an office-paid plan, a plan that opts out, or an office without the guarantee', () => {
    expect(isGuaranteedMembership({ ...base, term: 'annual' })).toBe(false);
    expect(isGuaranteedMembership({ ...base, payor: 'office' })).toBe(false);
    expect(isGuaranteedMembership({ ...base, planDisableGpp: true })).toBe(false);
    expect(isGuaranteedMembership({ ...base, officeGppActive: false })).toBe(false);
  });
});

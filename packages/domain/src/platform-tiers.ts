/**
 * The platform tiers a practice pays the platform for (spec 01 section 3 'tieredPayment.tierLevel', section 4
 * 'Code entry': tier and period are chosen at sign-up; spec 01 section 7 'GET /pricing').
 *
 * THE FIGURES ARE OURS: the spec names the tier level and the pricing period but shows neither the tiers nor
 * their prices. These are placeholders a product owner must confirm before launch. Level 0 is not a tier one
 * can choose: the shell reads 'tier level 0 with a tier customer' as payment owed (see shell.ts).
 */
import { priceAfterDiscount } from './discounts';
import type { Cents } from './money';
import type { TenantId } from './tenants';

export const PRICING_PERIODS = ['monthly', 'annual'] as const;
export type PricingPeriod = (typeof PRICING_PERIODS)[number];

export type PlatformTier = {
  readonly level: number;
  readonly name: string;
  readonly description: string;
  readonly monthlyCents: Cents;
  /** Paid once a year: two months free against twelve monthly payments. */
  readonly annualCents: Cents;
  readonly features: readonly string[];
};

const tiers = (prices: readonly [Cents, Cents, Cents], professional: string): readonly PlatformTier[] => [
  {
    level: 1,
    name: 'Essentials',
    description: `Everything a single ${professional} office needs to launch its membership program.`,
    monthlyCents: prices[0],
    annualCents: prices[0] * 10,
    features: ['Unlimited members and plans', 'Automatic billing and renewals', 'Enrollment page and QR signs'],
  },
  {
    level: 2,
    name: 'Growth',
    description: 'For practices that market their plans and want more from their reports.',
    monthlyCents: prices[1],
    annualCents: prices[1] * 10,
    features: ['Everything in Essentials', 'Email and text campaigns', 'Advanced reports and exports'],
  },
  {
    level: 3,
    name: 'Group',
    description: 'For groups with several locations managed from one account.',
    monthlyCents: prices[2],
    annualCents: prices[2] * 10,
    features: ['Everything in Growth', 'Master dashboard across locations', 'Dedicated success manager'],
  },
];

export const PLATFORM_TIERS: Record<TenantId, readonly PlatformTier[]> = {
  dental: tiers([9_900, 19_900, 34_900], 'dental'),
  vision: tiers([7_900, 14_900, 29_900], 'eye care'),
};

export function platformTier(tenant: TenantId, level: number): PlatformTier | null {
  return PLATFORM_TIERS[tenant].find((t) => t.level === level) ?? null;
}

export const isPricingPeriod = (value: unknown): value is PricingPeriod =>
  (PRICING_PERIODS as readonly unknown[]).includes(value);

export function tierPriceCents(tier: PlatformTier, period: PricingPeriod): Cents {
  return period === 'annual' ? tier.annualCents : tier.monthlyCents;
}

/** A platform discount code takes a percent off, or an amount of cents off, each payment. */
export type PlatformDiscount = { readonly percentOff: number | null; readonly amountOffCents: Cents | null };

/** The tier price after a discount code: the percent rounded half-up once, an amount never below zero. */
export function discountedTierPriceCents(priceCents: Cents, discount: PlatformDiscount | null): Cents {
  if (!discount) return priceCents;
  if (discount.percentOff !== null && discount.percentOff > 0)
    return priceAfterDiscount(priceCents, discount.percentOff);
  if (discount.amountOffCents !== null && discount.amountOffCents > 0) {
    return Math.max(0, priceCents - discount.amountOffCents);
  }
  return priceCents;
}

/**
 * A practice that recorded no period (one moved over from the old platform, which billed monthly) pays monthly.
 * Our reading: the spec shows the period chosen at sign-up, not what an older practice pays.
 */
export const DEFAULT_PRICING_PERIOD: PricingPeriod = 'monthly';

/** What a practice pays the platform each period: its tier's price, what its discount code takes off, and the rest. */
export type PlatformPlanPrice = {
  readonly tier: PlatformTier;
  readonly period: PricingPeriod;
  readonly priceCents: Cents;
  readonly discountCents: Cents;
  readonly priceAfterDiscountCents: Cents;
};

/**
 * The platform plan of a practice from what it chose at sign-up: tier level, period and discount code. Null when it
 * is on no tier this brand offers (level 0 or none). The discount and the discounted price add up to the price.
 */
export function platformPlanPrice(
  tenant: TenantId,
  tierLevel: number | null,
  period: PricingPeriod | null,
  discount: PlatformDiscount | null,
): PlatformPlanPrice | null {
  const tier = tierLevel === null ? null : platformTier(tenant, tierLevel);
  if (!tier) return null;
  const chosen = period ?? DEFAULT_PRICING_PERIOD;
  const priceCents = tierPriceCents(tier, chosen);
  const priceAfterDiscountCents = discountedTierPriceCents(priceCents, discount);
  return {
    tier,
    period: chosen,
    priceCents,
    discountCents: priceCents - priceAfterDiscountCents,
    priceAfterDiscountCents,
  };
}

/** Discount codes: 3 to 32 letters, digits, dashes or underscores, compared without regard to case. */
export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;
export const normalizeDiscountCode = (code: string): string => code.trim().toUpperCase();
export const INVALID_DISCOUNT_CODE = 'Invalid discount code';

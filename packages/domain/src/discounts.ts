import { type Cents, lessPercent } from './money';
import type { SubscriptionStatus } from './statuses';
import { hasFeature, type TenantConfig } from './tenants';

/**
 * A plan's family discount tiers in percent, for households of 2, 3 and 4 or more members (spec 02 sections 3
 * and 9). A tier that is null, missing or 0 is not set. Both the plan's familyDiscounts object and a listed plan
 * (which carries the three fields itself) have this shape.
 */
export type FamilyDiscounts = {
  family_discount_two?: number | null;
  family_discount_three?: number | null;
  family_discount_four?: number | null;
};

/** A tier's percent when it is set (above 0), else null. */
const tier = (percent: number | null | undefined): number | null => (percent && percent > 0 ? percent : null);

/**
 * The group discount for a household of `memberCount` members (spec 01 section 5, 02 section 9 'Discounts'):
 * 2 uses the two-member tier; 3 the three-member tier, else two; 4 or more the four, else three, else two;
 * any other count, or no tier set, 0.
 */
export function groupDiscountPercent(memberCount: number, discounts: FamilyDiscounts): number {
  const two = tier(discounts.family_discount_two);
  const three = tier(discounts.family_discount_three);
  const four = tier(discounts.family_discount_four);
  const members = Math.floor(memberCount);
  if (members >= 4) return four ?? three ?? two ?? 0;
  if (members === 3) return three ?? two ?? 0;
  if (members === 2) return two ?? 0;
  return 0;
}

/** A plan's switch that turns its group discount off (spec 02 section 3 'disableFamilyDiscounts'). */
export type FamilyDiscountPlan = FamilyDiscounts & { disableFamilyDiscounts?: boolean | null };

/** The group discount a plan gives a household: 0 when the plan disables family discounts. */
export function planGroupDiscountPercent(plan: FamilyDiscountPlan, memberCount: number): number {
  return plan.disableFamilyDiscounts ? 0 : groupDiscountPercent(memberCount, plan);
}

/**
 * Whether an office of this brand may turn family discounts off on a plan: the tenant's canDisableFamilyDiscounts
 * feature flag (spec 01 section 3 'Feature flags'). The plan flag, once set, applies either way.
 */
export function canDisableFamilyDiscounts(tenant: TenantConfig): boolean {
  return hasFeature(tenant, 'canDisableFamilyDiscounts');
}

/**
 * The applied discount: the larger of the group discount and the dentist's discount (spec 02 section 9).
 * A missing percent counts as 0.
 */
export function appliedDiscountPercent(
  groupPercent: number | null | undefined,
  dentistPercent: number | null | undefined,
): number {
  return Math.max(tier(groupPercent) ?? 0, tier(dentistPercent) ?? 0);
}

/**
 * Price after discount = price / 100 × (100 − percent) (spec 01 section 5, 02 section 9), in cents and rounded
 * half-up once. A percent outside 0 to 100 is held to the nearer bound, so the result is never negative and
 * never above the price.
 */
export function priceAfterDiscount(priceCents: Cents, percent: number): Cents {
  const bounded = Number.isNaN(percent) ? 0 : Math.min(100, Math.max(0, percent));
  return lessPercent(priceCents, bounded);
}

/** The cents a discount takes off, so that the discount and the discounted price add up to the price. */
export function discountCents(priceCents: Cents, percent: number): Cents {
  return priceCents - priceAfterDiscount(priceCents, percent);
}

/** Statuses with which the account owner counts toward a family discount (spec 02 section 9). */
export const FAMILY_DISCOUNT_OWNER_STATUSES = [
  'active',
  'active_transferred',
  'active_cash',
  'past_due',
] as const satisfies readonly SubscriptionStatus[];

/** Statuses with which an additional member counts toward a family discount: a late one does not (spec 02 §9). */
export const FAMILY_DISCOUNT_MEMBER_STATUSES = [
  'active',
  'active_transferred',
  'active_cash',
] as const satisfies readonly SubscriptionStatus[];

export type FamilyRole = 'owner' | 'additional';

/** Whether a household member with this status counts toward the family discount. */
export function countsForFamilyDiscount(status: SubscriptionStatus, role: FamilyRole): boolean {
  const counted: readonly SubscriptionStatus[] =
    role === 'owner' ? FAMILY_DISCOUNT_OWNER_STATUSES : FAMILY_DISCOUNT_MEMBER_STATUSES;
  return counted.includes(status);
}

/**
 * How many members of a household count toward its family discount: the owner (null when the owner holds no
 * subscription) and each additional member, by the statuses above.
 */
export function familyDiscountMemberCount(
  ownerStatus: SubscriptionStatus | null | undefined,
  additionalStatuses: readonly SubscriptionStatus[],
): number {
  const owner = ownerStatus && countsForFamilyDiscount(ownerStatus, 'owner') ? 1 : 0;
  return owner + additionalStatuses.filter((status) => countsForFamilyDiscount(status, 'additional')).length;
}

/** One member of a household as the family discount counts them: account owner or not, and their plans' statuses. */
export type CountedMember = { memberId: number; isOwner: boolean; statuses: readonly SubscriptionStatus[] };

/**
 * How many of a household's other members count toward its family discount when a plan is added for `memberId`
 * (each member once, by the statuses familyDiscountMemberCount counts): the quote's `alreadyCounted`. The member
 * the plan is for is the one being priced, counted once by the quote itself.
 */
export function familyMembersCountedBesides(household: readonly CountedMember[], memberId: number): number {
  return household.filter(
    (m) =>
      m.memberId !== memberId &&
      m.statuses.some((status) => countsForFamilyDiscount(status, m.isOwner ? 'owner' : 'additional')),
  ).length;
}

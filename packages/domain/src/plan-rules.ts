/**
 * What an office may do with its plans once members are on them (issue 5): which changes keep members' trust,
 * and the words the product answers with.
 */
import type { Cents } from './money';
import { fillPresetDescription, presetAgeLimit } from './presets';
import { isActiveStatus, type SubscriptionStatus } from './statuses';
import { canonicalProcedureCode } from './usual-fees';

export const PLAN_MESSAGES = {
  created: 'Plan created',
  saved: 'Plan saved',
  published: 'Plan published',
  archived: 'Plan archived: members keep it, new members no longer see it',
  restored: 'Plan restored as a draft',
  movedToDraft: 'Plan moved to draft',
  copied: 'Plan copied',
  deleted: 'Plan deleted',
  sorted: 'Plan order saved',
  settingsSaved: 'Plan settings saved',
  deleteRefused: 'This plan has members and cannot be deleted; archive it instead.',
  priceNeedsNotice:
    "This plan has members, so its price changes only through 'Change price': members keep their price until a renewal at least 30 days after they are told.",
  sortMismatch: 'Invalid data',
} as const;

/**
 * The answer to saving the plan settings form or the usual fees (one call saves both): what was saved, in the brand's
 * words for usual fees (UCR fees, U&C fees for vision), so 'Save fees' is never answered 'Plan settings saved'.
 */
export function planSettingsSavedMessage(changed: { settings: boolean; fees: boolean }, ucrName: string): string {
  if (changed.fees && changed.settings) return `Plan settings and ${ucrName} fees saved`;
  if (changed.fees) return `${ucrName} fees saved`;
  return PLAN_MESSAGES.settingsSaved;
}

/** The age-limit type of a plan, from its minimum and maximum age (spec 02 section 3 'limitType'). */
export function planLimitType(minAge: number | null, maxAge: number | null): 'no_limit' | 'under' | 'over' | 'between' {
  const { limit_type } = presetAgeLimit(minAge, maxAge);
  return limit_type === '' ? 'no_limit' : limit_type;
}

/**
 * A subscription that will renew, and so would pay a changed price: the Active flag (active, active_cash,
 * active_transferred, past_due). A requested cancellation ends with its paid term and never renews; canceled,
 * inactive, delinquent, disputed and disabled ones are not billed; pending_cash has not started a term, and its
 * first payment is taken when the office activates it.
 */
export const renewsAtTermEnd = (status: SubscriptionStatus): boolean => isActiveStatus(status);

/**
 * Whether saving these prices through the plan form is a price change members must be told of: the plan has
 * members and a price differs. Such changes go through 'Change price' instead (PLAN_MESSAGES.priceNeedsNotice).
 */
export function priceChangeNeedsNotice(
  hasMembers: boolean,
  current: { monthly: number; annually: number },
  next: { monthly: number; annually: number },
): boolean {
  return hasMembers && (current.monthly !== next.monthly || current.annually !== next.annually);
}

/** A plan can be deleted only when no one was ever subscribed to it; otherwise it is archived. */
export const canDeletePlan = (everSubscribed: boolean): boolean => !everSubscribed;

/** The first procedure a plan lists twice (in any spelling), or null. A plan says once how many of each it includes. */
export function duplicatePriceCode(priceCodes: readonly { code: string }[]): string | null {
  const seen = new Set<string>();
  for (const { code } of priceCodes) {
    const canonical = canonicalProcedureCode(code);
    if (seen.has(canonical)) return canonical;
    seen.add(canonical);
  }
  return null;
}

export const duplicatePriceCodeMessage = (code: string): string => `${code} is listed twice; list each procedure once`;

/** The message for a status change, by the status the plan moved to and the one it came from. */
export function statusChangeMessage(from: string, to: string): string {
  if (to === 'active') return PLAN_MESSAGES.published;
  if (to === 'archived') return PLAN_MESSAGES.archived;
  return from === 'archived' ? PLAN_MESSAGES.restored : PLAN_MESSAGES.movedToDraft;
}

/**
 * The discount on other treatment a preset's description promises until the owner edits it. The spec gives the
 * placeholder but no figure; 15% is what in-house plans commonly give, and the owner's text is what members see.
 */
export const DEFAULT_TREATMENT_DISCOUNT_PERCENT = 15;

/** The sentence of a description that names the plan's value ('A {planValue} value.'). */
const VALUE_SENTENCE = /\s*[^.]*\{planValue\}[^.]*\./g;

/**
 * A preset's description ready to use: the treatment discount and the plan's value at the office's usual fees
 * filled in; without a known value (a fee is missing) the sentence naming the value is left out rather than shown
 * with a gap.
 */
export function describePreset(
  template: string,
  valueCents: Cents | null,
  discountPercent: number = DEFAULT_TREATMENT_DISCOUNT_PERCENT,
): string {
  const text = valueCents === null ? template.replace(VALUE_SENTENCE, '') : template;
  return fillPresetDescription(text, { discountPercent, planValueCents: valueCents ?? 0 });
}

const households = (n: number) => (n === 1 ? '1 household' : `${n} households`);

/** The toast after a price change: who was told, and who keeps their price because they could not be told. */
export function priceChangedMessage(notified: number, unreachable: number): string {
  const parts = ['Prices saved. New members pay the new price.'];
  if (notified > 0) {
    parts.push(
      `${households(notified)} on this plan ${notified === 1 ? 'was' : 'were'} emailed: they pay the new price from their first renewal at least 30 days from today.`,
    );
  }
  if (unreachable > 0) {
    parts.push(
      `${households(unreachable)} without an email address keep${unreachable === 1 ? 's' : ''} the current price.`,
    );
  }
  return parts.join(' ');
}

import type { ChangePlanPriceResponse } from '@mhq/contract';
import {
  changedPriceCents,
  familyMembersCountedBesides,
  type IsoDay,
  type PlanPricing,
  priceChangeAppliesFrom,
  priceChangedMessage,
  priceForTerm,
  type SubscriptionTerm,
  utcDayOf,
} from '@mhq/domain';
import type { Db } from '../../db/connection';
import type { Ctx } from '../../deps';
import { badRequest } from '../../http/app-error';
import { enrolPlan } from '../enrolment/household';
import { householdForDiscount } from '../subscriptions/subscription-changes.queries';
import { type Actor, auditPlanChange, checkOfferedPrice, existingPlan, officeOf, planView } from './plan-access';
import type { OfficeRow } from './plan-settings.queries';
import {
  type PlanRow,
  type RenewingSubscription,
  renewingSubscriptionsOfPlan,
  setPendingPrice,
  updatePlan,
} from './plans.queries';
import { type NoticeLine, priceChangeNoticeMail } from './price-change-notice';

const termOf = (value: string): SubscriptionTerm => (value === 'annual' ? 'annual' : 'monthly');

/** What a price change means for one renewing subscription. */
export type Outcome =
  | { kind: 'unchanged' }
  /** The new price is what the member pays already: a pending change, if any, is withdrawn. */
  | { kind: 'withdraw' }
  | { kind: 'notify'; line: NoticeLine; cents: number };

/**
 * A member pays `priceCents` until told otherwise. Rows from before prices were kept per subscription carry 0;
 * they pay what the plan cost until now. The new price (`newCents`) is the plan's new price less the family discount
 * the household qualifies for, as enrolment prices it: a price change never takes a household's discount away.
 */
function outcomeFor(sub: RenewingSubscription, before: PlanPricing, newCents: number, today: IsoDay): Outcome {
  const term = termOf(sub.term);
  const paying = sub.priceCents > 0 ? sub.priceCents : priceForTerm(before, term);
  const cents = newCents;
  if (cents === paying) return sub.pendingPriceCents === null ? { kind: 'unchanged' } : { kind: 'withdraw' };
  // Told of this very price already: telling again would push the date it applies from further out.
  if (sub.pendingPriceCents === cents) return { kind: 'unchanged' };
  const from = priceChangeAppliesFrom(sub.nextRenewalOn, term, today);
  const memberName = `${sub.member.firstName} ${sub.member.lastName}`;
  return { kind: 'notify', cents, line: { memberName, term, oldCents: paying, newCents: cents, from } };
}

/**
 * What moving each subscription onto `plan` (at its prices) means: the household's family discount kept, the new
 * price from the first renewal 30 days after notice. `before` is what the plan cost them until now.
 */
export async function priceOutcomes(
  db: Db,
  organizationId: number,
  plan: PlanRow,
  before: PlanPricing,
  subs: readonly RenewingSubscription[],
  today: IsoDay,
): Promise<{ sub: RenewingSubscription; outcome: Outcome }[]> {
  const outcomes = [];
  const householdsRead = new Map<number, Awaited<ReturnType<typeof householdForDiscount>>>();
  for (const sub of subs) {
    const term = termOf(sub.term);
    const ownerId = sub.owner?.id ?? sub.member.id;
    const household = householdsRead.get(ownerId) ?? (await householdForDiscount(db, organizationId, ownerId));
    householdsRead.set(ownerId, household);
    const cents = changedPriceCents(enrolPlan(plan, term), term, familyMembersCountedBesides(household, sub.member.id));
    outcomes.push({ sub, outcome: outcomeFor(sub, before, cents, today) });
  }
  return outcomes;
}

export type Household = {
  to: string | null;
  greetingName: string;
  spanish: boolean;
  subs: { id: number; cents: number; from: IsoDay }[];
  lines: NoticeLine[];
};

/** Groups the members to tell by household: the account owner pays, so they get the one mail, in their language. */
export function households(subs: readonly { sub: RenewingSubscription; outcome: Outcome }[]): Household[] {
  const byOwner = new Map<number, Household>();
  for (const { sub, outcome } of subs) {
    if (outcome.kind !== 'notify') continue;
    const payer = sub.owner?.id ? sub.owner : sub.member;
    const key = payer.id ?? sub.member.id;
    const household = byOwner.get(key) ?? {
      to: payer.email ?? null,
      greetingName: payer.firstName ?? sub.member.firstName,
      spanish: payer.spanish ?? false,
      subs: [],
      lines: [],
    };
    household.to ??= sub.member.email;
    household.subs.push({ id: sub.id, cents: outcome.cents, from: outcome.line.from });
    household.lines.push(outcome.line);
    byOwner.set(key, household);
  }
  return [...byOwner.values()];
}

/** Records the pending prices of the households told, in as few statements as there are distinct changes. */
export async function recordPending(
  db: Db,
  organizationId: number,
  told: readonly Household[],
  at: Date,
): Promise<void> {
  const groups = new Map<string, number[]>();
  for (const s of told.flatMap((h) => h.subs)) {
    const k = `${s.cents}|${s.from}`;
    groups.set(k, [...(groups.get(k) ?? []), s.id]);
  }
  for (const [k, ids] of groups) {
    const [cents, from] = k.split('|') as [string, string];
    await setPendingPrice(db, organizationId, ids, { cents: Number(cents), from, notifiedAt: at });
  }
}

export async function mailNotices(ctx: Ctx, db: Db, office: OfficeRow, plan: PlanRow, told: readonly Household[]) {
  for (const h of told) {
    if (!h.to) continue;
    const mail = priceChangeNoticeMail({
      greetingName: h.greetingName,
      spanish: h.spanish,
      planName: plan.name,
      spanishPlanName: plan.spanishName,
      office: { name: office.officeName, phone: office.phone, email: office.email },
      lines: h.lines,
    });
    await ctx.mail.enqueue(db, {
      to: h.to,
      organizationId: office.organizationId,
      replyTo: office.email ?? undefined,
      ...mail,
    });
  }
}

/** Refuses a zero price for a term members renew on: 0 means the plan is not sold that way, and they would be left without a price. */
export function checkRenewingTerms(subs: readonly RenewingSubscription[], after: PlanPricing): void {
  for (const term of ['monthly', 'annual'] as const) {
    if (priceForTerm(after, term) === 0 && subs.some((s) => termOf(s.term) === term)) {
      const message = `Members renew on this plan's ${term} price, so it cannot be 0`;
      throw badRequest(message, { pricing: message });
    }
  }
}

/**
 * Changes a plan's prices. New members pay them at once; each household already on the plan is emailed (in its
 * language) and pays the new price from its first renewal at least 30 days after today (the billing engine applies
 * pending prices at renewal). A household without an email address cannot be told, so it keeps its price. All in
 * one transaction: the prices, the pending changes and the mails stand or fall together.
 */
export async function changePlanPrice(
  ctx: Ctx,
  actor: Actor,
  officeId: number,
  planId: number,
  after: PlanPricing,
): Promise<ChangePlanPriceResponse> {
  const { office, key } = await officeOf(ctx, officeId);
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    const plan = await existingPlan(tx, key, planId, true);
    if (plan.viewStatus === 'active') checkOfferedPrice(ctx, after, plan.presetType);
    const before = { monthly: plan.priceCents, annually: plan.annualPriceCents };
    const subs = await renewingSubscriptionsOfPlan(tx, key.organizationId, planId);
    checkRenewingTerms(subs, after);
    const repriced = { ...plan, priceCents: after.monthly, annualPriceCents: after.annually };
    const outcomes = await priceOutcomes(tx, key.organizationId, repriced, before, subs, utcDayOf(now));
    const withdrawn = outcomes.filter((o) => o.outcome.kind === 'withdraw').map((o) => o.sub.id);
    await setPendingPrice(tx, key.organizationId, withdrawn, { cents: null, from: null, notifiedAt: null });
    const all = households(outcomes);
    const told = all.filter((h) => h.to);
    await recordPending(tx, key.organizationId, told, now);
    await mailNotices(ctx, tx, office, plan, told);
    await updatePlan(tx, key, planId, {
      priceCents: after.monthly,
      annualPriceCents: after.annually,
      updatedByUserId: actor.auth.userId,
      updatedAt: now,
    });
    await auditPlanChange(
      tx,
      actor,
      key,
      'plan.price_change',
      { type: 'plan', id: planId },
      {
        from: before,
        to: after,
        notified: told.length,
        withdrawn: withdrawn.length,
      },
    );
    return { notified: told.length, unreachable: all.length - told.length };
  });
  if (result.notified > 0) ctx.mail.wake();
  const plan = await planView(ctx.db, ctx, key, await existingPlan(ctx.db, key, planId));
  return { plan, notified: result.notified, _message: priceChangedMessage(result.notified, result.unreachable) };
}

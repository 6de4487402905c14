import type { MemberSubscription, TransferMemberRequest, TransferMemberResponse } from '@mhq/contract';
import {
  ageOn,
  type BillingPeriod,
  formatMoney,
  formatUsDate,
  pickablePlans,
  type SubscriptionStatus,
  transferRefusal,
  transferRole,
  transferredPricing,
  utcDayOf,
} from '@mhq/domain';
import type { Ctx } from '../../deps';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { type AuthContext, assertOfficeAccess } from '../../http/guard';
import { enrolPlan } from '../enrolment/household';
import { subscriptionsOf } from '../members/member-details.queries';
import { liveMemberOf, memberSubscriptionOf } from '../members/member-details.service';
import { type MemberEventEntry, recordMemberEvents } from '../members/member-events';
import { plansOfOffice } from '../plans/plans.queries';
import { fullName } from './subscription-cash.service';
import {
  endTransferred,
  type HouseholdMember,
  type HouseholdSubscription,
  householdOf,
  insertTransferred,
  moveMembers,
  officeById,
  subscriptionsOfMembers,
} from './transfer.queries';

// A household moved to another office of its organization (transfer-member): each running plan ends at the old office
// (inactive_transferred) and continues in a plan of the new one (active_transferred) with its term, its next renewal
// and the price paid until then; the new plan's price applies from that renewal. The payment method stays with the
// household. The state table: STATES.md, 'Cash and transfers'.

const M = {
  sameOffice: 'This household is already at this office. Choose another office.',
  nothingRunning:
    'No plan of this household is running, so there is nothing to move. Enroll the family at the other office instead.',
  mapEach: (list: string) => `Choose a plan at the new office for each running plan: ${list}.`,
  notRunning: (whose: string) => `${whose} is not running: it stays in this office's history and does not move.`,
  notOffered: (plan: string, name: string, office: string) =>
    `${plan} is not offered to ${name} at ${office}. Please choose another plan.`,
  twice: (name: string, plan: string) => `${name} would have ${plan} twice. Please choose another plan.`,
  changed: 'This household changed while you were moving it. Please reload the page and try again.',
  moved: (owner: string, office: string) => `${owner}'s household moved to ${office}.`,
} as const;

const termOf = (term: string): BillingPeriod => (term === 'annual' ? 'annual' : 'monthly');
const perTermWords = (term: BillingPeriod) => (term === 'annual' ? 'a year' : 'a month');

/** One running plan and where it goes. */
type Move = {
  old: HouseholdSubscription;
  person: HouseholdMember;
  term: BillingPeriod;
  plan: { id: number; name: string; price: number };
};

/**
 * Checks the request against the household before the new office is even looked at: what blocks the move, and a
 * mapping of exactly the running plans. Answers the running plans.
 */
function runningPlansMapped(
  req: TransferMemberRequest,
  subs: readonly HouseholdSubscription[],
  personOf: (memberId: number) => HouseholdMember,
): HouseholdSubscription[] {
  const whose = (s: HouseholdSubscription) => `${fullName(personOf(s.sub.memberId))}'s ${s.planName}`;
  for (const s of subs) {
    const refusal = transferRefusal({
      status: s.sub.status as SubscriptionStatus,
      memberName: fullName(personOf(s.sub.memberId)),
      planName: s.planName,
      endsOn: s.sub.endsOn,
    });
    if (refusal) throw new AppError('CONFLICT', refusal);
  }
  const running = subs.filter((s) => transferRole(s.sub.status as SubscriptionStatus) === 'moves');
  if (running.length === 0) throw new AppError('CONFLICT', M.nothingRunning);
  const named = new Set(req.plans.map((p) => p.subscriptionId));
  const missing = running.filter((s) => !named.has(s.sub.id));
  if (missing.length > 0) {
    const message = M.mapEach(missing.map(whose).join(', '));
    throw badRequest(message, { plans: message });
  }
  for (const p of req.plans) {
    if (running.some((s) => s.sub.id === p.subscriptionId)) continue;
    // A subscription of anyone outside the household is 'not found'; an ended one of the household stays behind.
    const ended = subs.find((s) => s.sub.id === p.subscriptionId);
    if (!ended) throw notFound();
    throw badRequest(M.notRunning(whose(ended)), { plans: M.notRunning(whose(ended)) });
  }
  return running;
}

/** Moves a household (named by any of its members) to another office of the same organization. */
export async function transferHousehold(
  ctx: Ctx,
  auth: AuthContext,
  sourceOfficeId: number,
  req: TransferMemberRequest,
): Promise<TransferMemberResponse> {
  if (req.targetOfficeId === sourceOfficeId) throw badRequest(M.sameOffice, { targetOfficeId: M.sameOffice });
  // One snapshot of the household: a move committed meanwhile shows entirely (the member is no longer here: 404) or
  // not at all (the lock below then finds the household changed: 409), never half (its new plans unmapped: 400).
  const { named, people, subs } = await ctx.db.transaction(
    async (tx) => {
      const named = await liveMemberOf({ ...ctx, db: tx }, sourceOfficeId, req.memberId);
      const people = await householdOf(tx, named.organizationId, named.accountOwnerId ?? named.id);
      const ids = people.map((p) => p.id);
      return { named, people, subs: await subscriptionsOfMembers(tx, named.organizationId, ids) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const { organizationId } = named;
  const personOf = (memberId: number): HouseholdMember => {
    const person = people.find((p) => p.id === memberId);
    if (!person) throw new Error(`member ${memberId} is not in the household`);
    return person;
  };
  const memberIds = people.map((p) => p.id);
  const running = runningPlansMapped(req, subs, personOf);

  // The caller must work in the new office too; another organization's office is 'not found' even to an admin.
  await assertOfficeAccess(ctx.db, auth, req.targetOfficeId);
  const [source, target] = await Promise.all([
    officeById(ctx.db, sourceOfficeId),
    officeById(ctx.db, req.targetOfficeId),
  ]);
  if (!source || !target || target.organizationId !== organizationId) throw notFound();

  const today = utcDayOf(ctx.clock.now());
  const targetPlans = (await plansOfOffice(ctx.db, { organizationId, officeId: target.id })).map((r) => r.plan);
  const moves: Move[] = req.plans.map((p, index) => {
    const old = running.find((s) => s.sub.id === p.subscriptionId) as HouseholdSubscription;
    const person = personOf(old.sub.memberId);
    const term = termOf(old.sub.term);
    // A plan the picker offers this member at the new office, as the front desk would enrol them there.
    const offered = pickablePlans(
      targetPlans.map((plan) => enrolPlan(plan, term)),
      {
        age: ageOn(person.birthDate, today),
        currentPlanIds: [],
        channel: 'internal',
        period: term,
        planType: person.insured ? 'insured' : 'uninsured',
      },
    );
    const plan = offered.find((o) => o.id === p.planId);
    if (!plan) {
      const message = M.notOffered(
        targetPlans.find((t) => t.id === p.planId)?.name ?? 'This plan',
        fullName(person),
        target.officeName,
      );
      throw badRequest(message, { [`plans.${index}.planId`]: message });
    }
    return { old, person, term, plan: { id: plan.id, name: plan.name, price: plan.price } };
  });
  const twice = moves.find((m, i) =>
    moves.some((n, j) => j < i && n.person.id === m.person.id && n.plan.id === m.plan.id),
  );
  if (twice)
    throw badRequest(M.twice(fullName(twice.person), twice.plan.name), {
      plans: M.twice(fullName(twice.person), twice.plan.name),
    });

  const now = ctx.clock.now();
  const subscriptions = await ctx.db.transaction(async (tx) => {
    // Under the lock, the household must be as it was read: a payment, a cancellation or another move in between
    // would make this mapping wrong.
    const locked = await subscriptionsOfMembers(tx, organizationId, memberIds, true);
    const state = (rows: readonly HouseholdSubscription[]) => rows.map((r) => `${r.sub.id}:${r.sub.status}`).join();
    if (state(locked) !== state(subs)) throw new AppError('CONFLICT', M.changed);
    if ((await moveMembers(tx, organizationId, memberIds, source.id, target.id)) !== memberIds.length) {
      throw new AppError('CONFLICT', M.changed);
    }
    await endTransferred(
      tx,
      organizationId,
      moves.map((m) => m.old.sub.id),
      today,
    );
    const inserted = await insertTransferred(
      tx,
      moves.map(({ old, plan }) => ({
        organizationId,
        memberId: old.sub.memberId,
        planId: plan.id,
        status: 'active_transferred',
        term: old.sub.term,
        ...transferredPricing(old.sub, plan.price, today),
        nextRenewalOn: old.sub.nextRenewalOn,
        currentPeriodStart: old.sub.currentPeriodStart,
        payor: old.sub.payor,
        feeWaived: old.sub.feeWaived,
        autoRenew: old.sub.autoRenew,
        guaranteed: old.sub.guaranteed,
        createdAt: now,
      })),
    );
    const newIdOf = (m: Move) => inserted.find((r) => r.memberId === m.person.id && r.planId === m.plan.id)?.id ?? null;
    await recordMemberEvents(
      tx,
      people.map((person): MemberEventEntry => {
        const own = moves.filter((m) => m.person.id === person.id);
        const from = `Transferred from ${source.officeName} to ${target.officeName}`;
        const plans = own.map((m) => {
          const pricing = transferredPricing(m.old.sub, m.plan.price, today);
          const later =
            pricing.pendingPriceCents !== null && pricing.pendingPriceFrom
              ? ` (${formatMoney(pricing.pendingPriceCents, { decimals: 2 })} ${perTermWords(m.term)} from ${formatUsDate(pricing.pendingPriceFrom)})`
              : '';
          return `${m.old.planName} continues as ${m.plan.name}${later}`;
        });
        return {
          organizationId,
          memberId: person.id,
          subscriptionId: own[0] ? newIdOf(own[0]) : null,
          actorUserId: auth.userId,
          kind: 'member.transferred',
          summary: plans.length > 0 ? `${from}: ${plans.join('; ')}.` : `${from} with the household.`,
          detail: {
            fromOfficeId: source.id,
            toOfficeId: target.id,
            subscriptions: own.map((m) => ({ from: m.old.sub.id, to: newIdOf(m) })),
          },
          at: now,
        };
      }),
    );
    const rows = await subscriptionsOf(tx, organizationId, memberIds);
    return moves.map((m): MemberSubscription => {
      const row = rows.find((r) => r.subscription.id === newIdOf(m));
      if (!row) throw new Error('a transferred subscription was not written');
      return memberSubscriptionOf(row);
    });
  });
  return {
    _message: M.moved(fullName(personOf(named.accountOwnerId ?? named.id)), target.officeName),
    officeId: target.id,
    subscriptions,
  };
}

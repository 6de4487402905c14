import type { AddSubscriptionRequest } from '@mhq/contract';
import {
  ageOn,
  COVERED_STATUSES,
  familyMembersCountedBesides,
  formatMoney,
  isGuaranteedMembership,
  mayChoosePayorAndWaive,
  paymentPlatformFeeCents,
  periodEnd,
  pickablePlans,
  platformFeeCents,
  type Quote,
  type QuoteLine,
  quoteEnrolment,
  type SubscriptionStatus,
  type UserType,
} from '@mhq/domain';
import { and, eq, or } from 'drizzle-orm';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { Db } from '../../db/connection';
import { members, subscriptions, users } from '../../db/schema';
import type { Ctx } from '../../deps';
import { AppError, badRequest, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { recordAudit } from '../audit/audit.queries';
import { currentPaymentMethod, memberOf, payerOnFile } from '../billing/billing.queries';
import { recordMemberEvents } from '../members/member-events';
import { type IntentCtx, intentKey, payThroughIntent, type Recorder, resumeIntent } from '../money/charge-intents';
import { chargeLines, recordCharge } from '../money/charges';
import { enrolmentOffice } from './enrolment.queries';
import { enrolPlan } from './household';

/**
 * Another plan for a member of an enrolled household (the front desk's 'add another plan'): charged to the
 * household's card on file, paid in the office (pending_cash until activate_cash, cash.service.ts), or paid by the
 * office. Priced with the household's family discount as it stands.
 */

const M = {
  added: (name: string) => `${name} now has the new plan.`,
  addedCash: (name: string) => `${name}'s new plan starts once it is paid at the office.`,
  reEnrolled: (name: string, plan: string) => `${name} is re-enrolled in ${plan}.`,
  reEnrolledCash: (name: string, plan: string) =>
    `${name} is re-enrolled in ${plan}, starting once it is paid at the office.`,
  noCard: 'This household has no card or bank account on file. Choose "Pay in the office" instead.',
  notOffered: 'This plan is not offered for this member. Please choose another.',
  mayNotWaive: 'You may not waive fees or choose the payor.',
  priceChanged: 'The prices changed while you were enrolling. Please review the new total.',
} as const;

/** The statuses of a household's subscriptions: the owner's and each other member's. */
async function householdStatuses(ctx: Ctx, organizationId: number, ownerId: number) {
  return ctx.db
    .select({ memberId: members.id, status: subscriptions.status, planId: subscriptions.planId })
    .from(members)
    .innerJoin(
      subscriptions,
      and(eq(subscriptions.organizationId, members.organizationId), eq(subscriptions.memberId, members.id)),
    )
    .where(
      and(eq(members.organizationId, organizationId), or(eq(members.id, ownerId), eq(members.accountOwnerId, ownerId))),
    );
}

/**
 * Why a plan is added: 'add', another plan; 're-enroll', a plan the member had starting again (the member's page,
 * apps/server/src/modules/subscriptions/cancellation.service.ts): same price and payment, its own history line.
 */
export type AddPurpose = 'add' | 're-enroll';

/** What adding a plan writes, as its charge intent keeps it when the card on file pays for it. */
type AddPlanWork = {
  purpose: AddPurpose;
  organizationId: number;
  officeId: number;
  memberId: number;
  ownerId: number;
  firstName: string;
  lastName: string;
  planId: number;
  planName: string;
  officeName: string;
  term: AddSubscriptionRequest['term'];
  payment: AddSubscriptionRequest['payment'];
  waiveFee: boolean;
  line: QuoteLine;
  quote: Quote;
  /** The business day the plan starts, and the end of its first period. */
  day: string;
  end: string;
  /** The platform's fee on the first period, and on today's payment as a whole (with the setup fee). */
  periodFeeCents: number;
  feeCents: number;
  guaranteed: boolean;
  /** The household's method on file (ours), when it pays. */
  methodId: number | null;
  methodKind: string | null;
  userId: number;
  ip: string;
};

type AddPlanAnswer = {
  _message: string;
  subscriptionId: number;
  status: 'active' | 'pending_cash';
  quote: Quote;
};

/** Writes the added plan (and the payment that paid for it, when one did) with its history line and audit entry. */
async function writePlan(
  ctx: Pick<IntentCtx, 'clock'>,
  tx: Db,
  w: AddPlanWork,
  processorChargeId: string | null,
): Promise<AddPlanAnswer> {
  const reEnrolling = w.purpose === 're-enroll';
  const pending = w.payment === 'cash';
  const name = `${w.firstName} ${w.lastName}`;
  const [sub] = await tx
    .insert(subscriptions)
    .values({
      organizationId: w.organizationId,
      memberId: w.memberId,
      planId: w.planId,
      status: pending ? 'pending_cash' : 'active',
      term: w.term,
      priceCents: w.line.periodCents,
      nextRenewalOn: pending ? null : w.end,
      currentPeriodStart: w.day,
      payor: w.line.payor,
      feeWaived: w.waiveFee,
      feeDueCents: pending ? w.line.setupFeeCents + w.line.activationFeeCents : 0,
      guaranteed: w.guaranteed,
      createdAt: ctx.clock.now(),
    })
    .returning({ id: subscriptions.id });
  if (!sub) throw new Error('subscription insert returned nothing');
  if (processorChargeId && w.methodKind) {
    await recordCharge(tx, {
      organizationId: w.organizationId,
      officeId: w.officeId,
      ownerMemberId: w.ownerId,
      method: w.methodKind,
      processorChargeId,
      paymentMethodId: w.methodId,
      amountCents: w.quote.todayCents,
      platformFeeCents: w.feeCents,
      description: `${w.officeName} membership for ${name}`,
      enrolmentId: null,
      recordedByUserId: w.userId,
      at: ctx.clock.now(),
      items: chargeLines(w.line, sub.id, w.memberId, { start: w.day, end: w.end, feeCents: w.periodFeeCents }),
    });
  }
  await recordMemberEvents(tx, [
    {
      organizationId: w.organizationId,
      memberId: w.memberId,
      subscriptionId: sub.id,
      actorUserId: w.userId,
      kind: reEnrolling ? 'subscription.re_enrolled' : 'subscription.added',
      summary: `${reEnrolling ? 'Re-enrolled in' : 'Added'} ${w.planName} (${w.term}), ${
        pending
          ? 'to pay in the office'
          : processorChargeId
            ? `paid ${formatMoney(w.quote.todayCents, { decimals: 2 })} by card`
            : 'paid by the office'
      }.`,
      at: ctx.clock.now(),
    },
  ]);
  await recordAudit(tx, {
    organizationId: w.organizationId,
    officeId: w.officeId,
    memberId: w.memberId,
    actorUserId: w.userId,
    action: reEnrolling ? 'member.re-enroll' : 'member.add-plan',
    targetType: 'subscription',
    targetId: sub.id,
    ip: w.ip,
  });
  return {
    _message: reEnrolling
      ? (pending ? M.reEnrolledCash : M.reEnrolled)(w.firstName, w.planName)
      : pending
        ? M.addedCash(name)
        : M.added(name),
    subscriptionId: sub.id,
    status: pending ? 'pending_cash' : 'active',
    quote: w.quote,
  };
}

/** A plan paid with the card on file, its charge intent recorded. */
export const recordAddedPlan: Recorder<AddPlanWork, AddPlanAnswer> = (ctx, tx, paid) =>
  writePlan(ctx, tx, paid.work, paid.charge.id);

/** The processor's key of a plan added to a member: one per request (its scoped Idempotency-Key). */
const addPlanKey = (memberId: number, planId: number, requestKey: string | null) =>
  intentKey(`add-plan:${memberId}:${planId}`, requestKey);

/**
 * The plan a request (the same one, before a crash) was adding with the card on file: finished, or answered as it
 * closed; null when no such request paid for it. `requestKey` is the request's scoped Idempotency-Key.
 */
export async function resumeAddedPlan(
  ctx: Ctx,
  gateway: PaymentGateway,
  target: { memberId: number; planId: number; requestKey: string | null },
): Promise<AddPlanAnswer | null> {
  if (target.requestKey === null) return null;
  const resumed = await resumeIntent(ctx, gateway, {
    processorKey: addPlanKey(target.memberId, target.planId, target.requestKey),
    language: 'en',
    record: recordAddedPlan,
  });
  return resumed?.answer ?? null;
}

export async function addAdditionalSubscription(
  ctx: Ctx,
  gateway: PaymentGateway,
  auth: AuthContext,
  req: AddSubscriptionRequest,
  ip: string,
  requestKey: string | null,
  purpose: AddPurpose = 'add',
): Promise<AddPlanAnswer> {
  const resumed = await resumeAddedPlan(ctx, gateway, { memberId: req.memberId, planId: req.planId, requestKey });
  if (resumed) return resumed;
  const office = await enrolmentOffice(ctx.db, req.dentistInfoId, ctx.clock.now());
  if (!office) throw notFound();
  const member = await memberOf(ctx.db, req.dentistInfoId, req.memberId);
  const ownerId = member.accountOwnerId ?? member.id;
  const household = await householdStatuses(ctx, member.organizationId, ownerId);
  const own = household.filter((h) => h.memberId === member.id);
  const covered = (s: string) => (COVERED_STATUSES as readonly string[]).includes(s) || s === 'pending_cash';
  const rows = office.household.plans.map((p) => enrolPlan(p, req.term));
  const pickable = pickablePlans(rows, {
    age: ageOn(member.birthDate, office.household.today),
    currentPlanIds: own.filter((h) => covered(h.status)).map((h) => h.planId),
    channel: 'internal',
    period: req.term,
    planType: member.insured ? 'insured' : 'uninsured',
  });
  if (!pickable.some((p) => p.id === req.planId)) throw badRequest(M.notOffered, { planId: M.notOffered });

  const [caller] = await ctx.db
    .select({ legacyPricing: users.legacyPricing })
    .from(users)
    .where(eq(users.id, auth.userId));
  const waiving = Boolean(req.waiveFee) || req.payment === 'office';
  const mayWaive = mayChoosePayorAndWaive({
    userType: auth.type as UserType,
    gppAdminOnlyWaive: office.household.gppAdminOnlyWaive,
    channel: 'internal',
    legacyPricing: caller?.legacyPricing ?? false,
  });
  if (waiving && !mayWaive) throw badRequest(M.mayNotWaive, { waiveFee: M.mayNotWaive });

  // Each other member of the household counts once toward the family discount (the same rule as a plan change).
  const alreadyCounted = familyMembersCountedBesides(
    [...new Set(household.map((h) => h.memberId))].map((memberId) => ({
      memberId,
      isOwner: memberId === ownerId,
      statuses: household.filter((h) => h.memberId === memberId).map((h) => h.status as SubscriptionStatus),
    })),
    member.id,
  );
  const quote = quoteEnrolment({
    plans: rows,
    people: [{ planId: req.planId, waiveFee: req.waiveFee, payor: req.payment === 'office' ? 'office' : 'member' }],
    term: req.term,
    gppActive: office.household.gppActive,
    setupFeePercent: office.household.setupFeePercent,
    alreadyCounted,
  });
  const line = quote.lines[0];
  if (!line) throw badRequest(M.notOffered);
  if (req.expected.todayCents !== quote.todayCents || req.expected.recurringCents !== quote.recurringCents) {
    throw new AppError('CONFLICT', M.priceChanged, undefined, { quote });
  }

  const day = office.household.today;
  const plan = office.household.plans.find((p) => p.id === req.planId);
  const work: AddPlanWork = {
    purpose,
    organizationId: member.organizationId,
    officeId: member.officeId,
    memberId: member.id,
    ownerId,
    firstName: member.firstName,
    lastName: member.lastName,
    planId: req.planId,
    planName: plan?.name ?? 'a plan',
    officeName: office.officeName,
    term: req.term,
    payment: req.payment,
    waiveFee: Boolean(req.waiveFee),
    line,
    quote,
    day,
    end: periodEnd(day, req.term),
    periodFeeCents: platformFeeCents(line.periodCents, req.term, office.fees.perMemberMonthCents),
    // The platform's share: its fee on the period and the setup fee (the guarantee's), when the member pays.
    feeCents: line.payor === 'member' ? paymentPlatformFeeCents(line, req.term, office.fees.perMemberMonthCents) : 0,
    guaranteed: isGuaranteedMembership({
      officeGppActive: office.household.gppActive,
      planDisableGpp: plan?.disableGpp,
      term: req.term,
      payor: line.payor,
    }),
    methodId: null,
    methodKind: null,
    userId: auth.userId,
    ip,
  };
  if (req.payment !== 'card_on_file' || quote.todayCents === 0) {
    return ctx.db.transaction((tx) => writePlan(ctx, tx, work, null));
  }
  const owner = await memberOf(ctx.db, req.dentistInfoId, ownerId);
  const method = await currentPaymentMethod(ctx.db, member.organizationId, ownerId);
  if (!owner.processorCustomerId || !method || !office.destinationAccountId) throw badRequest(M.noCard);
  return payThroughIntent(ctx, gateway, {
    processorKey: addPlanKey(member.id, req.planId, requestKey),
    language: 'en',
    record: recordAddedPlan,
    request: {
      kind: 'add_plan',
      organizationId: member.organizationId,
      officeId: member.officeId,
      amountCents: quote.todayCents,
      platformFeeCents: work.feeCents,
      destinationAccountId: office.destinationAccountId,
      description: `${office.officeName} membership, first ${req.term === 'annual' ? 'year' : 'month'}`,
      metadata: { officeId: String(office.key.officeId), kind: 'additional-plan', language: 'en' },
      payer: payerOnFile(owner.processorCustomerId, method),
      work: { ...work, methodId: method.id, methodKind: method.kind },
    },
  });
}

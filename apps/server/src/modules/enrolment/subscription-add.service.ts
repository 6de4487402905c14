import { randomUUID } from 'node:crypto';
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
  quoteEnrolment,
  type SubscriptionStatus,
  type UserType,
} from '@mhq/domain';
import { and, eq, or } from 'drizzle-orm';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import { members, subscriptions, users } from '../../db/schema';
import type { Ctx } from '../../deps';
import { AppError, badRequest, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { recordAudit } from '../audit/audit.queries';
import { currentPaymentMethod, memberOf } from '../billing/billing.queries';
import { recordMemberEvents } from '../members/member-events';
import { chargeLines, recordCharge } from '../money/charges';
import { enrolmentOffice } from './enrolment.queries';
import { enrolPlan } from './household';
import { atProcessorIn, declinedIn } from './payment-collection';

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

export async function addAdditionalSubscription(
  ctx: Ctx,
  gateway: PaymentGateway,
  auth: AuthContext,
  req: AddSubscriptionRequest,
  ip: string,
  idempotencyKey: string | null,
  purpose: AddPurpose = 'add',
) {
  const reEnrolling = purpose === 're-enroll';
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
  const end = periodEnd(day, req.term);
  const periodFeeCents = platformFeeCents(line.periodCents, req.term, office.fees.perMemberMonthCents);
  // The platform's share: its fee on the period and the setup fee (the guarantee's), when the member pays.
  const feeCents =
    line.payor === 'member' ? paymentPlatformFeeCents(line, req.term, office.fees.perMemberMonthCents) : 0;
  let processorChargeId: string | null = null;
  let methodRow: Awaited<ReturnType<typeof currentPaymentMethod>> = null;
  if (req.payment === 'card_on_file' && quote.todayCents > 0) {
    const owner = await memberOf(ctx.db, req.dentistInfoId, ownerId);
    methodRow = await currentPaymentMethod(ctx.db, member.organizationId, ownerId);
    if (!owner.processorCustomerId || !methodRow || !office.destinationAccountId) throw badRequest(M.noCard);
    const customerId = owner.processorCustomerId;
    const method = methodRow;
    const destination = office.destinationAccountId;
    const charge = await atProcessorIn('en', () =>
      gateway.charge({
        customerId,
        paymentMethodId: method.processorPaymentMethodId,
        amountCents: quote.todayCents,
        currency: 'usd',
        destinationAccountId: destination,
        applicationFeeCents: feeCents,
        idempotencyKey: `${purpose}-plan:${member.id}:${req.planId}:${idempotencyKey ?? randomUUID()}`,
        description: `${office.officeName} membership, first ${req.term === 'annual' ? 'year' : 'month'}`,
        metadata: { officeId: String(office.key.officeId), kind: 'additional-plan' },
      }),
    );
    if (charge.status !== 'succeeded') throw declinedIn('en', charge.failureCode);
    processorChargeId = charge.id;
  }

  const pending = req.payment === 'cash';
  const name = `${member.firstName} ${member.lastName}`;
  const planName = office.household.plans.find((p) => p.id === req.planId)?.name ?? 'a plan';
  const subscriptionId = await ctx.db.transaction(async (tx) => {
    const [sub] = await tx
      .insert(subscriptions)
      .values({
        organizationId: member.organizationId,
        memberId: member.id,
        planId: req.planId,
        status: pending ? 'pending_cash' : 'active',
        term: req.term,
        priceCents: line.periodCents,
        nextRenewalOn: pending ? null : end,
        currentPeriodStart: day,
        payor: line.payor,
        feeWaived: Boolean(req.waiveFee),
        feeDueCents: pending ? line.setupFeeCents + line.activationFeeCents : 0,
        guaranteed: isGuaranteedMembership({
          officeGppActive: office.household.gppActive,
          planDisableGpp: office.household.plans.find((p) => p.id === req.planId)?.disableGpp,
          term: req.term,
          payor: line.payor,
        }),
        createdAt: ctx.clock.now(),
      })
      .returning({ id: subscriptions.id });
    if (!sub) throw new Error('subscription insert returned nothing');
    if (processorChargeId && methodRow) {
      await recordCharge(tx, {
        organizationId: member.organizationId,
        officeId: member.officeId,
        ownerMemberId: ownerId,
        method: methodRow.kind,
        processorChargeId,
        paymentMethodId: methodRow.id,
        amountCents: quote.todayCents,
        platformFeeCents: feeCents,
        description: `${office.officeName} membership for ${name}`,
        enrolmentId: null,
        recordedByUserId: auth.userId,
        at: ctx.clock.now(),
        items: chargeLines(line, sub.id, member.id, { start: day, end, feeCents: periodFeeCents }),
      });
    }
    await recordMemberEvents(tx, [
      {
        organizationId: member.organizationId,
        memberId: member.id,
        subscriptionId: sub.id,
        actorUserId: auth.userId,
        kind: reEnrolling ? 'subscription.re_enrolled' : 'subscription.added',
        summary: `${reEnrolling ? 'Re-enrolled in' : 'Added'} ${planName} (${req.term}), ${
          pending
            ? 'to pay in the office'
            : processorChargeId
              ? `paid ${formatMoney(quote.todayCents, { decimals: 2 })} by card`
              : 'paid by the office'
        }.`,
        at: ctx.clock.now(),
      },
    ]);
    await recordAudit(tx, {
      organizationId: member.organizationId,
      officeId: member.officeId,
      memberId: member.id,
      actorUserId: auth.userId,
      action: reEnrolling ? 'member.re-enroll' : 'member.add-plan',
      targetType: 'subscription',
      targetId: sub.id,
      ip,
    });
    return sub.id;
  });
  return {
    _message: reEnrolling
      ? (pending ? M.reEnrolledCash : M.reEnrolled)(member.firstName, planName)
      : pending
        ? M.addedCash(name)
        : M.added(name),
    subscriptionId,
    status: pending ? ('pending_cash' as const) : ('active' as const),
    quote,
  };
}

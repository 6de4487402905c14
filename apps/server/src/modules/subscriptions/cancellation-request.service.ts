import type {
  CancellationRequestBody,
  CancellationRequestQuery,
  CancellationRequestResponse,
  LeavingTermsResponse,
} from '@mhq/contract';
import {
  CANCELLATION_REASONS,
  cancellationOutcome,
  cancellationRequestRefusal,
  commitmentYearEnd,
  guaranteeCovers,
  leavingTerms,
  utcDayOf,
} from '@mhq/domain';
import type { Db } from '../../db/connection';
import type { Ctx } from '../../deps';
import { badRequest, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { publicUrl } from '../auth/auth.service';
import { officeContactEmail } from '../money/money.queries';
import { officeRequestMail, REQUEST_TEXTS, requestReceivedMail } from './cancellation-request.mail';
import { householdContact, setupFeePaid, subscriptionOfMember } from './cancellation-request.queries';
import { paidPeriods } from './subscription-cash.queries';
import { CANCELLATION_REQUESTED, type SubscriptionRow, updateSubscription } from './subscription-changes.queries';
import {
  type ChangeTarget,
  changeSubscription,
  changeTarget,
  officePlan,
  statusOf,
} from './subscription-changes.service';

// A household asks from its portal to cancel a member's plan (issue 22, 'Leave'). The plan becomes
// cancellation_requested with cancel_requested_at set and no ends_on: it still covers the member (spec 01 section 4),
// and the office decides (cancellation-request.office.ts).
//
// Billing while a request waits, as a payments engineer would have it: the billing run renews and ends only plans in
// the statuses it knows (active, active_transferred to renew; cancellation_requested with an ends_on to end), so a
// plan whose household asked to leave is neither charged for a new period nor ended behind the office's back. Its
// renewal waits: kept, the plan is back in its status with next_renewal_on unchanged and the next run charges the
// period from that day (once: a period is paid once, charge_items_period_once); confirmed, it ends at the end of the
// period already paid for, or today when that day has passed, and the held days are never charged.

export const reasonLabel = (value: number | null) =>
  CANCELLATION_REASONS.find((r) => r.value === value)?.label ?? 'Other';

/** The household's language: the account owner's (members.spanish, as the portal follows it). */
const languageOf = (spanish: boolean): 'en' | 'es' => (spanish ? 'es' : 'en');

/** Whether a household's request waits for the office on this subscription. */
export const awaitsOffice = (sub: Pick<SubscriptionRow, 'status' | 'cancelRequestedAt'>) =>
  sub.status === 'cancellation_requested' && sub.cancelRequestedAt !== null;

/** The terms of leaving one subscription, read from its row (locked or not). */
async function termsOf(db: Db, target: ChangeTarget, sub: SubscriptionRow): Promise<LeavingTermsResponse> {
  const { member, office, today } = target;
  const status = statusOf(sub);
  const guaranteed = guaranteeCovers({ ...sub, status });
  const paid = guaranteed ? await paidPeriods(db, sub.organizationId, sub.id) : [];
  const startedOn = paid[0]?.start ?? sub.currentPeriodStart ?? utcDayOf(sub.createdAt);
  const requested = awaitsOffice(sub);
  const terms = leavingTerms({
    term: sub.term === 'annual' ? 'annual' : 'monthly',
    // What confirming would end it on: the end of the period paid, as the office's own cancellation decides (a plan
    // with a request waiting came from a status paid ahead: CANCELLATION_REQUEST_FROM).
    nextRenewalOn: cancellationOutcome({
      status: requested ? 'active' : status,
      when: 'periodEnd',
      nextRenewalOn: sub.nextRenewalOn,
      today,
    }).endsOn,
    startedOn: utcDayOf(sub.createdAt),
    today,
    guaranteed,
    commitmentEndsOn: guaranteed ? commitmentYearEnd(startedOn, today) : null,
    setupFeePaid: await setupFeePaid(db, sub.organizationId, sub.id),
  });
  return {
    memberFirstName: member.firstName,
    planName: officePlan(target, sub.planId).name,
    officeName: office.officeName,
    officePhone: office.officePhone,
    priceCents: sub.priceCents,
    ...terms,
    requestedAt: requested ? (sub.cancelRequestedAt?.toISOString() ?? null) : null,
    requestedReason: requested ? sub.cancelReason : null,
    refusal: cancellationRequestRefusal({
      status,
      autoRenew: sub.autoRenew,
      endsOn: sub.endsOn,
      payor: sub.payor === 'office' ? 'office' : 'member',
      requested,
    }),
  };
}

/** What leaving a member's plan means, for the household's page (GET /users/me/account/cancellation-request). */
export async function leavingTermsFor(ctx: Ctx, q: CancellationRequestQuery): Promise<LeavingTermsResponse> {
  const target = await changeTarget(ctx, q.dentistInfoId, q.memberId);
  const sub = await subscriptionOfMember(ctx.db, target.member.organizationId, target.member.id, q.subscriptionId);
  if (!sub) throw notFound();
  return termsOf(ctx.db, target, sub);
}

/**
 * The household asks the office to cancel a member's plan (POST /users/me/account/cancellation-request): the plan
 * becomes cancellation_requested, the office is mailed, and the household gets a receipt in its language.
 */
export async function requestCancellation(
  ctx: Ctx,
  auth: AuthContext,
  req: CancellationRequestBody,
): Promise<CancellationRequestResponse> {
  const target = await changeTarget(ctx, req.dentistInfoId, req.memberId);
  const { member, office } = target;
  const ownerId = member.accountOwnerId ?? member.id;
  const contact = await householdContact(ctx.db, member.organizationId, req.dentistInfoId, ownerId);
  const language = languageOf(contact?.spanish ?? member.spanish);
  const t = REQUEST_TEXTS[language];
  const plan = { name: '' };
  await changeSubscription(ctx, auth, target, req.subscriptionId, async (tx, sub) => {
    const status = statusOf(sub);
    const refusal = cancellationRequestRefusal({
      status,
      autoRenew: sub.autoRenew,
      endsOn: sub.endsOn,
      payor: sub.payor === 'office' ? 'office' : 'member',
      requested: awaitsOffice(sub),
    });
    // Checked on the locked row: two requests at once (a double tap) write one, the second is told it is sent.
    if (refusal) throw badRequest(t.refusal[refusal], { subscriptionId: t.refusal[refusal] });
    plan.name = officePlan(target, sub.planId).name;
    const now = ctx.clock.now();
    await updateSubscription(tx, sub.organizationId, sub.id, {
      status: 'cancellation_requested',
      cancelRequestedAt: now,
      canceledAt: now,
      cancelReason: req.reason,
      cancelNote: req.note ? req.note : null,
    });
    const endsOn = cancellationOutcome({
      status,
      when: 'periodEnd',
      nextRenewalOn: sub.nextRenewalOn,
      today: target.today,
    }).endsOn;
    await tellRequest(ctx, tx, {
      target,
      contact,
      language,
      planName: plan.name,
      reason: req.reason,
      note: req.note ?? null,
      endsOn,
    });
    const note = req.note ? ` Note: ${req.note}` : '';
    return {
      result: null,
      event: {
        kind: CANCELLATION_REQUESTED,
        summary: `Cancellation requested by the household from the portal (${reasonLabel(req.reason)}): ${plan.name}. Waiting for the office to confirm or keep the plan.${note}`,
        // The status it had: keeping the plan (or Re-enroll) puts it back.
        detail: { fromStatus: status, reason: req.reason, by: 'household', requested: true },
      },
    };
  });
  const sub = await subscriptionOfMember(ctx.db, member.organizationId, member.id, req.subscriptionId);
  if (!sub) throw notFound();
  return {
    _message: t.sent(member.firstName, plan.name, office.officeName),
    terms: await termsOf(ctx.db, target, sub),
  };
}

/** The office and the household hear of the request, in the request's transaction (the outbox sends after commit). */
async function tellRequest(
  ctx: Ctx,
  tx: Db,
  r: {
    target: ChangeTarget;
    contact: Awaited<ReturnType<typeof householdContact>>;
    language: 'en' | 'es';
    planName: string;
    reason: number;
    note: string | null;
    endsOn: string;
  },
) {
  const { member, office } = r.target;
  const officeEmail = await officeContactEmail(tx, member.organizationId, member.officeId);
  const ownerName = r.contact ? `${r.contact.ownerFirstName} ${r.contact.ownerLastName}` : member.firstName;
  if (officeEmail) {
    await ctx.mail.enqueue(tx, {
      to: officeEmail,
      organizationId: member.organizationId,
      ...officeRequestMail({
        officeName: office.officeName,
        memberName: `${member.firstName} ${member.lastName}`,
        ownerName,
        planName: r.planName,
        reasonLabel: reasonLabel(r.reason),
        note: r.note,
        membersUrl: `${publicUrl(ctx)}/dentist-new/members`,
      }),
    });
  }
  if (r.contact?.ownerEmail) {
    await ctx.mail.enqueue(tx, {
      to: r.contact.ownerEmail,
      organizationId: member.organizationId,
      ...requestReceivedMail({
        language: r.language,
        tenant: ctx.tenant,
        ownerFirstName: r.contact.ownerFirstName,
        memberFirstName: member.firstName,
        planName: r.planName,
        officeName: office.officeName,
        officePhone: office.officePhone,
        endsOn: r.endsOn,
      }),
    });
  }
}

import type {
  CancellationDecisionBody,
  CancellationDecisionResponse,
  PendingCancellationRequestsResponse,
} from '@mhq/contract';
import { cancellationOutcome, formatUsDay, statusAfterUndo, statusLabel, utcDayOf } from '@mhq/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { offices } from '../../db/schema';
import type { Ctx } from '../../deps';
import { notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { currentPaymentMethod } from '../billing/billing.queries';
import { requestConfirmedMail, requestKeptMail } from './cancellation-request.mail';
import { householdContact, pendingRequestsOf } from './cancellation-request.queries';
import { awaitsOffice, reasonLabel } from './cancellation-request.service';
import {
  CANCELLATION_REQUESTED,
  lastCancellationRequest,
  type SubscriptionRow,
  updateSubscription,
} from './subscription-changes.queries';
import {
  type ChangeTarget,
  changeSubscription,
  changeTarget,
  conflict,
  officePlan,
  subscriptionAnswer,
} from './subscription-changes.service';

// The office decides on a household's cancellation request (issue 22, 'Leave'): confirmed, the plan ends at the end of
// the paid period exactly as the office's own cancellation at the period's end (cancellation.service.ts); kept after
// talking to the household, the request is withdrawn and the plan goes back to the status it had.

const M = {
  notWaiting: 'This request was already decided (confirmed, kept or canceled from the member page).',
  confirmed: (first: string, plan: string, on: string) =>
    `Cancellation confirmed: ${first}'s ${plan} ends on ${on}, at the end of the paid period. The household was told.`,
  kept: (first: string, plan: string) =>
    `${first} keeps ${plan}: the request is withdrawn and the plan goes on as before. The household was told.`,
} as const;

/** The requests waiting for the office, for its members page (GET /dentists/{id}/subscription/cancellation-requests). */
export async function pendingCancellationRequests(
  ctx: Ctx,
  officeId: number,
): Promise<PendingCancellationRequestsResponse> {
  const target = await officeToday(ctx, officeId);
  const rows = await pendingRequestsOf(ctx.db, target.organizationId, officeId);
  return {
    requests: rows.map((r) => ({
      memberId: r.memberId,
      subscriptionId: r.subscriptionId,
      memberName: `${r.firstName} ${r.lastName}`,
      accountOwnerName: `${r.ownerFirstName} ${r.ownerLastName}`,
      accountOwnerEmail: r.ownerEmail,
      accountOwnerPhone: r.ownerPhone,
      planName: r.planName,
      term: r.term === 'annual' ? 'annual' : 'monthly',
      priceCents: r.priceCents,
      guaranteed: r.guaranteed,
      requestedAt: (r.requestedAt ?? new Date(0)).toISOString(),
      reason: r.reason ?? 7,
      reasonLabel: reasonLabel(r.reason),
      note: r.note,
      nextRenewalOn: r.nextRenewalOn,
      endsIfConfirmed: endsIfConfirmed(r.nextRenewalOn, target.today),
    })),
  };
}

/** The office's organization (the guard checked the caller works there) and today's date. */
async function officeToday(ctx: Ctx, officeId: number) {
  const [office] = await ctx.db
    .select({ organizationId: offices.organizationId })
    .from(offices)
    .where(eq(offices.id, officeId));
  if (!office) throw notFound();
  return { organizationId: office.organizationId, today: utcDayOf(ctx.clock.now()) };
}

/** The day a request would end the plan if confirmed today: the end of the paid period, else today. */
const endsIfConfirmed = (nextRenewalOn: string | null, today: string) =>
  cancellationOutcome({ status: 'active', when: 'periodEnd', nextRenewalOn, today }).endsOn;

/** The office confirms a household's request: the plan ends at the end of the paid period, the household is told. */
export async function confirmCancellationRequest(
  ctx: Ctx,
  auth: AuthContext,
  officeId: number,
  req: CancellationDecisionBody,
): Promise<CancellationDecisionResponse> {
  const target = await changeTarget(ctx, officeId, req.memberId);
  const { member } = target;
  const fromStatus = await lastCancellationRequest(ctx.db, member.organizationId, req.subscriptionId);
  const message = await changeSubscription(ctx, auth, target, req.subscriptionId, async (tx, sub) => {
    if (!awaitsOffice(sub)) throw conflict(M.notWaiting);
    const plan = officePlan(target, sub.planId);
    // As the office's cancellation at the period's end from the status the plan had before the request.
    const outcome = cancellationOutcome({
      status: fromStatus ?? 'active',
      when: 'periodEnd',
      nextRenewalOn: sub.nextRenewalOn,
      today: target.today,
    });
    await updateSubscription(tx, sub.organizationId, sub.id, {
      status: outcome.status,
      endsOn: outcome.endsOn,
      nextRenewalOn: outcome.nextRenewalOn,
      cancelRequestedAt: null,
      // A plan change waiting for a renewal that will not happen goes with the cancellation.
      pendingPlanId: null,
      pendingPlanFrom: null,
    });
    const on = formatUsDay(outcome.endsOn);
    await tellHousehold(ctx, tx, target, sub, (h) => requestConfirmedMail({ ...h, endsOn: outcome.endsOn }), plan.name);
    const note = req.note ? ` Note: ${req.note}` : '';
    return {
      result: M.confirmed(member.firstName, plan.name, on),
      event: {
        // The same kind as the office's own cancellation at the period's end: Re-enroll undoes either alike.
        kind: CANCELLATION_REQUESTED,
        summary: `Cancellation confirmed (the household's request, ${reasonLabel(sub.cancelReason)}): ${plan.name} ends on ${on}.${note}`,
        detail: {
          fromStatus,
          reason: sub.cancelReason,
          when: 'periodEnd',
          endsOn: outcome.endsOn,
          confirmedRequest: true,
        },
      },
    };
  });
  return { _message: message, subscription: await subscriptionAnswer(ctx, member, req.subscriptionId) };
}

/** The office keeps the plan after talking to the household: the request is withdrawn, the plan goes on as before. */
export async function keepCancellationRequest(
  ctx: Ctx,
  auth: AuthContext,
  officeId: number,
  req: CancellationDecisionBody,
): Promise<CancellationDecisionResponse> {
  const target = await changeTarget(ctx, officeId, req.memberId);
  const { member } = target;
  const before = await lastCancellationRequest(ctx.db, member.organizationId, req.subscriptionId);
  const method = await currentPaymentMethod(ctx.db, member.organizationId, member.accountOwnerId ?? member.id);
  const message = await changeSubscription(ctx, auth, target, req.subscriptionId, async (tx, sub) => {
    if (!awaitsOffice(sub)) throw conflict(M.notWaiting);
    const status = statusAfterUndo(before, method === null);
    const plan = officePlan(target, sub.planId);
    // next_renewal_on is untouched: a renewal held while the request waited is charged by the next billing run.
    await updateSubscription(tx, sub.organizationId, sub.id, {
      status,
      cancelRequestedAt: null,
      canceledAt: null,
      cancelReason: null,
      cancelNote: null,
    });
    await tellHousehold(ctx, tx, target, sub, requestKeptMail, plan.name);
    const note = req.note ? ` Note: ${req.note}` : '';
    return {
      result: M.kept(member.firstName, plan.name),
      event: {
        kind: 'subscription.cancellation_request_kept',
        summary: `Plan kept after talking to the household: the cancellation request is withdrawn, ${plan.name} continues (${statusLabel(status)}).${note}`,
        detail: {
          toStatus: status,
          requestedAt: sub.cancelRequestedAt?.toISOString() ?? null,
          reason: sub.cancelReason,
          note: sub.cancelNote,
        },
      },
    };
  });
  return { _message: message, subscription: await subscriptionAnswer(ctx, member, req.subscriptionId) };
}

type HouseholdMailInput = Parameters<typeof requestKeptMail>[0];

/** The household hears the office's decision in its language, in the decision's transaction. */
async function tellHousehold(
  ctx: Ctx,
  tx: Db,
  target: ChangeTarget,
  sub: SubscriptionRow,
  compose: (h: HouseholdMailInput) => { subject: string; text: string },
  planName: string,
) {
  const { member, office } = target;
  const contact = await householdContact(tx, sub.organizationId, member.officeId, member.accountOwnerId ?? member.id);
  if (!contact?.ownerEmail) return;
  await ctx.mail.enqueue(tx, {
    to: contact.ownerEmail,
    organizationId: sub.organizationId,
    ...compose({
      language: contact.spanish ? 'es' : 'en',
      tenant: ctx.tenant,
      ownerFirstName: contact.ownerFirstName,
      memberFirstName: member.firstName,
      planName,
      officeName: office.officeName,
      officePhone: office.officePhone,
    }),
  });
}

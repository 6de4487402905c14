import { formatMoney, nextRetryDay, statusWhenTriesRunOut } from '@mhq/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { billingAttempts, members, offices, subscriptions } from '../db/schema';
import { newPaymentLink } from '../modules/billing/payment-link.service';
import { recordMemberEvents } from '../modules/members/member-events';
import type { Attempt, Outcome } from './billing-ask';
import type { BillingDay, BillingRequest } from './billing-claim';
import type { BillingDeps } from './billing-deps';
import { officeDelinquentMail, paymentFailedMail, paymentFailedText } from './billing-run.mail';

// A payment the processor refused: the plans are late with their next try (dunning), or delinquent when the tries
// ran out; the household hears of the first failure and the last, the office of the last.

export type OwnerInfo = {
  email: string | null;
  phone: string | null;
  firstName: string;
  lastName: string;
  officeName: string;
  officePhone: string | null;
  officeEmail: string | null;
};

/** The account owners of these attempts, with their office: whom the receipts and notices go to. */
export async function ownersOf(tx: Db, attempts: Attempt[]): Promise<Map<number, OwnerInfo>> {
  const rows = await tx
    .select({
      id: members.id,
      email: members.email,
      phone: members.phone,
      firstName: members.firstName,
      lastName: members.lastName,
      officeName: offices.officeName,
      officePhone: offices.phone,
      officeEmail: offices.email,
    })
    .from(members)
    .innerJoin(offices, and(eq(offices.organizationId, members.organizationId), eq(offices.id, members.officeId)))
    .where(inArray(members.id, [...new Set(attempts.map((a) => a.ownerMemberId))]));
  return new Map(rows.map(({ id, ...info }) => [id, info]));
}

const subsOf = (a: Attempt, r: BillingRequest) =>
  and(
    eq(subscriptions.organizationId, a.organizationId),
    inArray(
      subscriptions.id,
      r.items.map((i) => i.subscriptionId),
    ),
  );

/** A payment refused: the plans are late with their next try, or delinquent when the tries ran out; the household and
 * (at the end) the office are told. */
export async function recordRefused(
  deps: BillingDeps,
  tx: Db,
  a: Attempt,
  outcome: Extract<Outcome, { ok: false }>,
  at: BillingDay,
  schedule: readonly number[],
): Promise<void> {
  const r = a.request as unknown as BillingRequest;
  const claimed = await tx
    .select({
      id: subscriptions.id,
      status: subscriptions.status,
      failedTries: subscriptions.failedTries,
      firstFailedOn: subscriptions.firstFailedOn,
      guaranteed: subscriptions.guaranteed,
    })
    .from(subscriptions)
    .where(subsOf(a, r))
    .for('update');
  // The plans still running: one cancelled or paid at the desk meanwhile is left as it is.
  const late = claimed.filter((s) => ['active', 'active_transferred', 'past_due'].includes(s.status));
  const tries = Math.max(1, ...late.map((s) => s.failedTries + 1));
  const firstFailedOn = late.map((s) => s.firstFailedOn).find((d) => d !== null) ?? at.day;
  const nextTry = nextRetryDay(firstFailedOn, tries, schedule);
  const guaranteed = late.some((s) => s.guaranteed);
  for (const s of late) {
    await tx
      .update(subscriptions)
      .set({
        status: nextTry ? 'past_due' : statusWhenTriesRunOut(s.guaranteed),
        failedTries: tries,
        firstFailedOn,
        nextRetryOn: nextTry,
      })
      .where(and(eq(subscriptions.organizationId, a.organizationId), eq(subscriptions.id, s.id)));
  }
  await tx
    .update(billingAttempts)
    .set({
      status: 'failed',
      processorChargeId: outcome.processorChargeId,
      failureCode: outcome.code,
      failureMessage: outcome.message,
      settledAt: at.now,
    })
    .where(eq(billingAttempts.id, a.id));
  if (late.length === 0) return;
  const who = (await ownersOf(tx, [a])).get(a.ownerMemberId);
  if (!who) throw new Error(`attempt ${a.id}: account owner ${a.ownerMemberId} is missing`);
  const amount = formatMoney(a.amountCents, { decimals: 2 });
  await recordMemberEvents(tx, [
    {
      organizationId: a.organizationId,
      memberId: a.ownerMemberId,
      actorUserId: null,
      kind: nextTry ? 'payment.failed' : 'payment.delinquent',
      summary: nextTry
        ? `Payment of ${amount} failed (try ${tries}): ${outcome.message} Next try ${nextTry}.`
        : `Payment of ${amount} failed ${tries} times: the plan is now delinquent.`,
      detail: { attemptId: a.id, code: outcome.code, tries },
      at: at.now,
    },
  ]);
  // The household hears of the first failure and of the last, each time with a fresh link to replace the card.
  if (tries !== 1 && nextTry) return;
  const link = await newPaymentLink(tx, deps, { organizationId: a.organizationId, id: a.ownerMemberId }, null, at.now);
  const household = {
    language: r.language,
    tenant: deps.tenant,
    officeName: who.officeName,
    officePhone: who.officePhone,
  };
  if (who.email) {
    await deps.mail.enqueue(tx, {
      to: who.email,
      organizationId: a.organizationId,
      ...paymentFailedMail({
        ...household,
        ownerFirstName: who.firstName,
        amountCents: a.amountCents,
        method: r.method,
        link,
        nextTry,
        tries,
      }),
    });
  }
  if (who.phone) {
    await deps.sms.enqueue(tx, {
      to: who.phone,
      organizationId: a.organizationId,
      text: paymentFailedText({ ...household, amountCents: a.amountCents, link }),
    });
  }
  if (!nextTry && who.officeEmail) {
    await deps.mail.enqueue(tx, {
      to: who.officeEmail,
      organizationId: a.organizationId,
      ...officeDelinquentMail({
        tenant: deps.tenant,
        officeName: who.officeName,
        ownerName: `${who.firstName} ${who.lastName}`,
        names: r.paidFor.map((p) => p.name),
        amountCents: a.amountCents,
        tries,
        guaranteed,
      }),
    });
  }
}

import { formatMoney, nextRetryDay, statusWhenTriesRunOut } from '@mhq/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OutgoingMail } from '../adapters/mail/mail.port';
import type { OutgoingText } from '../adapters/sms/sms.port';
import type { Db } from '../db/connection';
import { jsonRows, queryRows } from '../db/rows';
import { members, offices } from '../db/schema';
import { publicUrl } from '../modules/auth/auth.service';
import { newPaymentLinks, patientPortalUrl } from '../modules/billing/payment-link.issue';
import { type MemberEventEntry, recordMemberEvents } from '../modules/members/member-events';
import { type Attempt, type Outcome, requestOf } from './billing-ask';
import type { BillingDay } from './billing-claim';
import type { BillingDeps } from './billing-deps';
import { employerPaymentFailedMail, employersOf } from './billing-employer';
import { officeDelinquentMail, paymentFailedMail, paymentFailedText } from './billing-run.mail';

// Payments the processor refused: the plans are late with their next try (dunning), or delinquent when the tries
// ran out; the household hears of every try of the schedule that failed and of the last, the office of the last.

export type OwnerInfo = {
  email: string | null;
  phone: string | null;
  firstName: string;
  lastName: string;
  officeName: string;
  officePhone: string | null;
  officeEmail: string | null;
  /** The owner's portal account, when they have one: the SMS report links the text to it. */
  userId: number | null;
};

/** A refused attempt and the processor's refusal (or why it was not asked). */
export type Refused = { a: Attempt; outcome: Extract<Outcome, { ok: false }> };

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
      userId: members.userId,
    })
    .from(members)
    .innerJoin(offices, and(eq(offices.organizationId, members.organizationId), eq(offices.id, members.officeId)))
    .where(inArray(members.id, [...new Set(attempts.map((a) => a.ownerMemberId))]));
  return new Map(rows.map(({ id, ...info }) => [id, info]));
}

type ClaimedPlan = {
  organization_id: number;
  id: number;
  status: string;
  failed_tries: number;
  first_failed_on: string | null;
  guaranteed: boolean;
};

/** The plans these attempts were for, locked (in id order): where each stands now. */
async function claimedPlans(tx: Db, refused: Refused[]): Promise<Map<string, ClaimedPlan>> {
  const plans = refused.flatMap(({ a }) =>
    requestOf(a).items.map((i) => ({ organization_id: a.organizationId, id: i.subscriptionId })),
  );
  const rows = await queryRows<ClaimedPlan>(
    tx,
    sql`select s.organization_id, s.id, s.status, s.failed_tries, s.first_failed_on::text as first_failed_on, s.guaranteed
      from subscriptions s
      join json_to_recordset(${jsonRows(plans)}) as v(organization_id int, id int)
        on s.organization_id = v.organization_id and s.id = v.id
      order by s.id for update of s`,
  );
  return new Map(rows.map((r) => [`${r.organization_id}:${r.id}`, r]));
}

/** What a refusal does to a household's plans still running: the try it was, the next one (none: delinquent). */
function dunningOf(late: ClaimedPlan[], at: BillingDay, schedule: readonly number[]) {
  const tries = Math.max(1, ...late.map((s) => s.failed_tries + 1));
  const firstFailedOn = late.map((s) => s.first_failed_on).find((d) => d !== null) ?? at.day;
  const nextTry = nextRetryDay(firstFailedOn, tries, schedule);
  return { tries, firstFailedOn, nextTry, guaranteed: late.some((s) => s.guaranteed) };
}

type Notice = Refused & ReturnType<typeof dunningOf>;

/**
 * Payments refused, all at once whatever their number: the plans still running are late with their next try, or
 * delinquent when the tries ran out (one cancelled or paid at the desk meanwhile is left as it is); the attempts
 * failed; a history line for each household; the household (at the first failure and the last) and the office (at
 * the last) told.
 */
export async function recordRefusedAll(
  deps: BillingDeps,
  tx: Db,
  refused: Refused[],
  at: BillingDay,
  schedule: readonly number[],
): Promise<void> {
  if (refused.length === 0) return;
  const claimed = await claimedPlans(tx, refused);
  const plans: Record<string, unknown>[] = [];
  const events: MemberEventEntry[] = [];
  const notices: Notice[] = [];
  for (const { a, outcome } of refused) {
    const late = requestOf(a)
      .items.map((i) => claimed.get(`${a.organizationId}:${i.subscriptionId}`))
      .filter((s): s is ClaimedPlan => !!s && ['active', 'active_transferred', 'past_due'].includes(s.status));
    if (late.length === 0) continue;
    const dunning = dunningOf(late, at, schedule);
    const { tries, nextTry } = dunning;
    for (const s of late) {
      plans.push({
        organization_id: s.organization_id,
        id: s.id,
        attempt: a.id,
        status: nextTry ? 'past_due' : statusWhenTriesRunOut(s.guaranteed),
        failed_tries: tries,
        first_failed_on: dunning.firstFailedOn,
        next_retry_on: nextTry,
      });
    }
    const amount = formatMoney(a.amountCents, { decimals: 2 });
    events.push({
      organizationId: a.organizationId,
      memberId: a.ownerMemberId,
      actorUserId: null,
      kind: nextTry ? 'payment.failed' : 'payment.delinquent',
      summary: nextTry
        ? `Payment of ${amount} failed (try ${tries}): ${outcome.message} Next try ${nextTry}.`
        : `Payment of ${amount} failed ${tries} times: the plan is now delinquent.`,
      detail: { attemptId: a.id, code: outcome.code, tries },
      at: at.now,
    });
    // The household hears of every scheduled try that failed, and of the one that made the plan delinquent however it
    // was made. Other tries made at once on request (at.only: the patient's or the desk's own, or paying a delinquency
    // again) are answered on the screen of whoever asked.
    const madeDelinquent = !nextTry && tries === schedule.length + 1;
    if (!at.only || madeDelinquent) notices.push({ a, outcome, ...dunning });
  }
  if (plans.length > 0) {
    await tx.execute(sql`update subscriptions s set status = v.status, failed_tries = v.failed_tries,
        first_failed_on = v.first_failed_on, next_retry_on = v.next_retry_on,
        billing_attempt_id = case when s.billing_attempt_id = v.attempt then null else s.billing_attempt_id end
      from json_to_recordset(${jsonRows(plans)}) as v(organization_id int, id int, attempt int, status text,
        failed_tries int, first_failed_on date, next_retry_on date)
      where s.organization_id = v.organization_id and s.id = v.id`);
  }
  await tx.execute(sql`update billing_attempts b set status = 'failed', processor_charge_id = v.processor_id,
      failure_code = v.code, failure_message = v.message, settled_at = ${at.now.toISOString()}::timestamptz
    from json_to_recordset(${jsonRows(
      refused.map(({ a, outcome }) => ({
        id: a.id,
        processor_id: outcome.processorChargeId,
        code: outcome.code,
        message: outcome.message,
      })),
    )}) as v(id int, processor_id text, code text, message text)
    where b.id = v.id`);
  await recordMemberEvents(tx, events);
  await notify(deps, tx, notices, at);
}

/**
 * The notices of failed payments: to the household a mail and, where a phone number is on file, a text, each with a
 * fresh link to replace the card that works while the debt is open (older ones keep working too) and the portal's
 * address; to the office a mail when the tries ran out.
 */
async function notify(deps: BillingDeps, tx: Db, notices: Notice[], at: BillingDay): Promise<void> {
  if (notices.length === 0) return;
  const owners = await ownersOf(
    tx,
    notices.map((n) => n.a),
  );
  const links = await newPaymentLinks(
    tx,
    deps,
    notices.map(({ a }) => ({ organizationId: a.organizationId, id: a.ownerMemberId })),
    null,
    at.now,
    { untilSettled: true },
  );
  const portal = patientPortalUrl(deps);
  const employers = await employersOf(
    tx,
    notices.map(({ a }) => requestOf(a).businessId),
  );
  const mails: Omit<OutgoingMail, 'attachments'>[] = [];
  const texts: OutgoingText[] = [];
  notices.forEach(({ a, tries, nextTry, guaranteed }, n) => {
    const who = owners.get(a.ownerMemberId);
    if (!who) throw new Error(`attempt ${a.id}: account owner ${a.ownerMemberId} is missing`);
    const r = requestOf(a);
    const link = links[n] as string;
    const employer = r.businessId ? employers.get(r.businessId) : undefined;
    const household = {
      language: r.language,
      tenant: deps.tenant,
      officeName: who.officeName,
      officePhone: who.officePhone,
    };
    if (who.email) {
      mails.push({
        to: who.email,
        organizationId: a.organizationId,
        ...paymentFailedMail({
          ...household,
          ownerFirstName: who.firstName,
          amountCents: a.amountCents,
          method: r.method,
          link,
          portal,
          nextTry,
          tries,
          guaranteed,
          employer: employer?.name ?? null,
        }),
      });
    }
    if (employer?.email) {
      mails.push({
        to: employer.email,
        organizationId: a.organizationId,
        ...employerPaymentFailedMail({
          tenant: deps.tenant,
          business: employer.name,
          officeName: who.officeName,
          employee: `${who.firstName} ${who.lastName}`,
          amountCents: a.amountCents,
          method: r.method,
          nextTry,
          settingsUrl: `${publicUrl(deps)}/business/settings`,
        }),
      });
    }
    if (who.phone) {
      texts.push({
        to: who.phone,
        organizationId: a.organizationId,
        patientUserId: who.userId,
        text: paymentFailedText({ ...household, amountCents: a.amountCents, link, final: !nextTry }),
      });
    }
    if (!nextTry && who.officeEmail) {
      mails.push({
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
  });
  await deps.mail.enqueueAll(tx, mails);
  await deps.sms.enqueueAll(tx, texts);
}

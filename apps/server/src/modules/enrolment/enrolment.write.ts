import type { EnrolmentResponse } from '@mhq/contract';
import { ENROLMENT_MESSAGES, formatMoney, isGuaranteedMembership, periodEnd } from '@mhq/domain';
import type { Db } from '../../db/connection';
import { enrolments, members, subscriptions, users } from '../../db/schema';
import { recordAudit } from '../audit/audit.queries';
import { recordMemberEvents } from '../members/member-events';
import { recordReferral, referralCodeOf } from './enrolment-codes';
import { recordFirstPayment } from './enrolment-first-payment';
import { queueWelcome } from './enrolment-welcome';
import type { EnrolmentWork, WriteCtx } from './enrolment-work';
import { type Draft, peopleOf } from './household';
import type { Collected } from './payment-collection';

const addressText = (a: Draft['owner']['address']) =>
  `${a.line1}${a.line2 ? `, ${a.line2}` : ''}, ${a.city}, ${a.state} ${a.zip}`;

/**
 * Writes an enrolled household inside `tx` and queues its confirmation mail: with what was collected at the processor
 * (null when nothing was charged online).
 */
export async function writeHousehold(
  ctx: WriteCtx,
  tx: Db,
  w: EnrolmentWork,
  collected: Collected | null,
): Promise<EnrolmentResponse> {
  const { office, draft, quote } = w;
  const { organizationId, officeId } = office;
  const covered = new Set(w.covered);
  const now = ctx.clock.now();
  const today = office.today;
  const cash = draft.payment.method === 'cash';
  const employer = draft.payment.method === 'employer';
  const people = peopleOf(draft);
  const planName = (id: number | null) => {
    const plan = office.plans.find((p) => p.id === id);
    if (!plan) return null;
    return draft.language === 'es' && plan.spanishName ? plan.spanishName : plan.name;
  };

  const [user] = await tx
    .insert(users)
    .values({
      email: draft.owner.email,
      type: 'client',
      firstName: draft.owner.firstName,
      lastName: draft.owner.lastName,
      phone: draft.owner.phone,
      address: addressText(draft.owner.address),
      organizationId,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');

  const base = {
    organizationId,
    officeId,
    spanish: draft.language === 'es',
    channel: w.enroller.channel,
    createdAt: now,
  };
  const [owner] = await tx
    .insert(members)
    .values({
      ...base,
      userId: user.id,
      firstName: draft.owner.firstName,
      lastName: draft.owner.lastName,
      email: draft.owner.email,
      phone: draft.owner.phone,
      birthDate: draft.owner.birthDate,
      relationship: 'myself',
      address: draft.owner.address,
      chartId: draft.owner.chartId || null,
      insured: draft.owner.insured,
      // The employer's customer at the processor is its own, never the household's.
      processorCustomerId: employer ? null : (collected?.customerId ?? null),
      paidByBusinessId: employer ? office.smallBusinessId : null,
    })
    .returning({ id: members.id });
  if (!owner) throw new Error('member insert returned nothing');
  const memberIds: (number | null)[] = [owner.id];
  // One statement for the whole family; PostgreSQL returns the rows of a multi-row VALUES in order.
  const family = draft.members.flatMap((m, i) => (covered.has(i) ? [] : [{ m, i }]));
  const familyRows =
    family.length === 0
      ? []
      : await tx
          .insert(members)
          .values(
            family.map(({ m }) => ({
              ...base,
              accountOwnerId: owner.id,
              firstName: m.firstName,
              lastName: m.lastName,
              birthDate: m.birthDate,
              relationship: m.relationship,
              chartId: m.chartId || null,
              insured: m.insured,
            })),
          )
          .returning({ id: members.id });
  draft.members.forEach((_, i) => {
    const at = family.findIndex((f) => f.i === i);
    memberIds.push(at === -1 ? null : (familyRows[at]?.id ?? null));
  });

  const paymentKind = employer ? 'employer' : collected ? collected.method.kind : cash ? 'cash' : 'office';
  const [enrolment] = await tx
    .insert(enrolments)
    .values({
      organizationId,
      officeId,
      ownerMemberId: owner.id,
      channel: w.enroller.channel,
      enrolledByUserId: w.enroller.userId,
      paymentKind,
      term: draft.term,
      todayCents: quote.todayCents,
      recurringCents: quote.recurringCents,
      quote: quote as unknown as Record<string, unknown>,
      language: draft.language,
      inviteId: draft.inviteId ?? null,
      smallBusinessId: office.smallBusinessId,
      communityGroupId: office.communityGroupId,
      campaignRecipientId: office.campaignRecipientId ?? null,
    })
    .returning({ id: enrolments.id });
  if (!enrolment) throw new Error('enrolment insert returned nothing');

  // Every household gets its own referral code; the one that referred this one is credited (spec 01 section 5).
  const referralCode = await referralCodeOf(tx, organizationId, owner.id);
  if (w.referral) {
    await recordReferral(tx, {
      organizationId,
      officeId,
      referrerOwnerMemberId: w.referral.ownerMemberId,
      referredOwnerMemberId: owner.id,
      enrolmentId: enrolment.id,
      code: w.referral.code,
    });
  }

  const nextRenewal = periodEnd(today, draft.term);
  const enrolled = quote.lines.flatMap((line) => {
    const memberId = memberIds[line.person];
    return memberId ? [{ line, memberId }] : [];
  });
  const subRows =
    enrolled.length === 0
      ? []
      : await tx
          .insert(subscriptions)
          .values(
            enrolled.map(({ line, memberId }) => {
              const pending = cash && line.payor === 'member';
              return {
                organizationId,
                memberId,
                planId: line.planId,
                status: pending ? 'pending_cash' : 'active',
                term: draft.term,
                priceCents: line.periodCents,
                nextRenewalOn: pending ? null : nextRenewal,
                currentPeriodStart: today,
                payor: line.payor,
                feeWaived: Boolean(people[line.person]?.waiveFee),
                feeDueCents: pending ? line.setupFeeCents + line.activationFeeCents : 0,
                enrolmentId: enrolment.id,
                guaranteed: isGuaranteedMembership({
                  officeGppActive: office.gppActive,
                  planDisableGpp: office.plans.find((p) => p.id === line.planId)?.disableGpp,
                  term: draft.term,
                  payor: line.payor,
                }),
                createdAt: now,
              };
            }),
          )
          .returning({ id: subscriptions.id });
  const subscriptionOf = new Map<number, number>();
  enrolled.forEach(({ line }, at) => {
    const id = subRows[at]?.id;
    if (id) subscriptionOf.set(line.person, id);
  });

  // The first payment's receipt, at its public link in the welcome mail.
  const receiptChargeId = collected
    ? await recordFirstPayment(tx, w, collected, {
        ownerId: owner.id,
        enrolmentId: enrolment.id,
        memberIds,
        subscriptionOf,
        period: { start: today, end: nextRenewal },
        at: now,
      })
    : null;

  const enrolledNames = people.flatMap((p, i) =>
    memberIds[i]
      ? [{ name: `${p.firstName} ${p.lastName}`, plan: subscriptionOf.has(i) ? planName(p.planId) : null }]
      : [],
  );
  await queueWelcome(ctx, tx, w, {
    userId: user.id,
    enrolled: enrolledNames,
    collected,
    nextRenewal,
    receiptChargeId,
    referralCode,
  });
  const paidBy = employer
    ? `${office.employerName ?? 'the employer'}'s card`
    : collected?.method.kind === 'us_bank_account'
      ? 'bank draft'
      : 'card';
  const how = collected
    ? `paid ${formatMoney(quote.todayCents, { decimals: 2 })} by ${paidBy}`
    : cash
      ? 'to pay in the office'
      : 'paid by the office';
  await recordMemberEvents(
    tx,
    people.flatMap((p, i) => {
      const memberId = memberIds[i];
      if (!memberId) return [];
      const plan = subscriptionOf.has(i) ? planName(p.planId) : null;
      return [
        {
          organizationId,
          memberId,
          subscriptionId: subscriptionOf.get(i) ?? null,
          actorUserId: w.enroller.userId,
          kind: 'member.enrolled',
          summary: `${w.enroller.channel === 'internal' ? 'Enrolled at the front desk' : 'Enrolled online'}${plan ? ` in ${plan} (${draft.term === 'annual' ? 'annual' : 'monthly'}), ${how}` : ', no plan'}.`,
          detail: { enrolmentId: enrolment.id },
          at: now,
        },
      ];
    }),
  );
  await recordAudit(tx, {
    organizationId,
    officeId,
    memberId: owner.id,
    actorUserId: w.enroller.userId,
    action: 'member.enrol',
    targetType: 'enrolment',
    targetId: enrolment.id,
    detail: { channel: w.enroller.channel, members: enrolledNames.length },
    ip: w.ip,
  });

  return {
    _message: ENROLMENT_MESSAGES[draft.language][cash ? 'successPayInOffice' : 'success'],
    enrolmentId: enrolment.id,
    ownerMemberId: owner.id,
    status: cash ? 'pending_cash' : 'active',
    quote,
    charged: {
      amountCents: collected ? quote.todayCents : 0,
      method: employer ? 'employer' : collected ? collected.method.kind : cash ? 'cash' : 'none',
      // The employer's card is its own: its employee is not shown it.
      brand: employer ? null : (collected?.method.brand ?? null),
      last4: employer ? null : (collected?.method.last4 ?? null),
    },
    members: people.flatMap((p, i) => {
      const memberId = memberIds[i];
      if (!memberId) return [];
      const subscriptionId = subscriptionOf.get(i) ?? null;
      return [
        {
          memberId,
          firstName: p.firstName,
          lastName: p.lastName,
          planId: subscriptionId ? p.planId : null,
          planName: subscriptionId ? planName(p.planId) : null,
          subscriptionId,
        },
      ];
    }),
    nextPaymentOn: cash || quote.recurringCents === 0 ? null : nextRenewal,
    notAdded: w.notAdded,
  };
}

import { formatMoney, formatPhone, formatUsDay, type TenantConfig, utcDayOf } from '@mhq/domain';
import type { DisputeEvidence } from '../../adapters/payments/payment-gateway';
import type { Db } from '../../db/connection';
import type { disputes } from '../../db/schema';
import { householdEnrolment, paidForLines, payerAndOffice } from './disputes.queries';

// An answer to a dispute, composed from the records: what the payment paid for, how and when the household agreed to
// the membership (its enrolment), and the plans' terms. The office adds its own account; it sees all of it first.

type Dispute = typeof disputes.$inferSelect;

const money = (cents: number) => formatMoney(cents, { decimals: 2 });
const per = (term: string) => (term === 'annual' ? 'year' : 'month');

/** Everything the records say for a dispute, before the office's words are added. */
export async function evidenceFromRecords(db: Db, tenant: TenantConfig, d: Dispute) {
  const lines = await paidForLines(db, d.organizationId, d.chargeId);
  const who = await payerAndOffice(db, d.organizationId, d.ownerMemberId, d.officeId);
  const enrolment = await householdEnrolment(db, d.organizationId, d.ownerMemberId);
  const payer = who ? `${who.firstName} ${who.lastName}` : 'The account holder';
  const officeName = who?.officeName ?? 'the practice';
  const phone = who?.officePhone ? formatPhone(who.officePhone) : tenant.supportPhone;

  const bought = lines.map((l) =>
    l.kind === 'membership'
      ? `${l.planName} for ${l.firstName} ${l.lastName}, ${formatUsDay(l.periodStart)} to ${formatUsDay(l.periodEnd)} (${money(l.amountCents)})`
      : `${l.kind === 'setup_fee' ? 'Setup fee' : 'Activation fee'} for ${l.planName} (${money(l.amountCents)})`,
  );
  const productDescription = `${tenant.name} membership at ${officeName}: ${bought.join('; ')}.`;

  const started = lines.map((l) => utcDayOf(l.subscriptionCreatedAt)).sort()[0];
  const agreement = enrolment
    ? `${payer} enrolled ${enrolment.channel === 'external' ? "online, on the practice's own enrolment page," : "at the practice's front desk"} on ${formatUsDay(utcDayOf(enrolment.createdAt))}. At checkout they agreed to the terms and conditions, to the membership's automatic renewal and how to cancel it, and that the practice's team would confirm the plan; the payment method charged was put on file for the renewals.`
    : `${payer}'s membership began on ${formatUsDay(started ?? utcDayOf(d.openedAt))} and renews automatically until it is canceled.`;

  const plansSeen = new Map<string, string>();
  for (const l of lines) {
    if (l.kind !== 'membership' || plansSeen.has(l.planName)) continue;
    plansSeen.set(
      l.planName,
      `${l.planName}: ${money(l.priceCents)} a ${per(l.term)}, renewed automatically every ${per(l.term)} until canceled.`,
    );
  }
  const terms = [
    ...plansSeen.values(),
    `A member may cancel at any time by calling ${officeName} at ${phone}; a cancellation takes effect at the end of the period already paid.`,
    ...(lines.some((l) => l.kind === 'setup_fee') ? ['The one-time setup fee is not refundable.'] : []),
    'Membership plans are a discount program for care at the practice, not insurance.',
  ].join(' ');

  return {
    productDescription,
    customerName: who ? payer : null,
    customerEmail: who?.email ?? null,
    serviceDate: lines.find((l) => l.kind === 'membership')?.periodStart ?? null,
    agreement,
    terms,
  };
}

/** The answer as sent: the records' parts the office chose, with its own account. */
export function evidenceToSend(
  records: Awaited<ReturnType<typeof evidenceFromRecords>>,
  choice: { description: string; agreement: boolean; terms: boolean },
): DisputeEvidence {
  return {
    description: choice.description,
    productDescription: records.productDescription,
    customerName: records.customerName,
    customerEmail: records.customerEmail,
    serviceDate: records.serviceDate,
    agreement: choice.agreement ? records.agreement : null,
    terms: choice.terms ? records.terms : null,
  };
}

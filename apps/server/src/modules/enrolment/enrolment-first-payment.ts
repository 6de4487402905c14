import { platformFeeCents } from '@mhq/domain';
import type { Db } from '../../db/connection';
import { memberPaymentMethods } from '../../db/schema';
import { chargeLines, recordCharge } from '../money/charges';
import type { EnrolmentWork } from './enrolment-work';
import type { Collected } from './payment-collection';

// An enrolment's first payment, as the processor took it: the household's method kept for its renewals (unless its
// employer pays, whose card stays the employer's alone), and the charge with its lines and ledger.

/** Where the household was written: its owner, enrolment, members and subscriptions by person, and its first period. */
export type Written = {
  ownerId: number;
  enrolmentId: number;
  memberIds: (number | null)[];
  subscriptionOf: Map<number, number>;
  period: { start: string; end: string };
  at: Date;
};

/** Records the first payment; answers its charge's id (the receipt's). */
export async function recordFirstPayment(
  tx: Db,
  w: EnrolmentWork,
  collected: Collected,
  written: Written,
): Promise<number> {
  const { office, draft, quote } = w;
  const { organizationId, officeId } = office;
  const employerPays = draft.payment.method === 'employer';
  const [method] = employerPays
    ? []
    : await tx
        .insert(memberPaymentMethods)
        .values({
          organizationId,
          ownerMemberId: written.ownerId,
          processorPaymentMethodId: collected.method.id,
          kind: collected.method.kind,
          brand: collected.method.brand,
          last4: collected.method.last4,
          expMonth: collected.method.expMonth,
          expYear: collected.method.expYear,
        })
        .returning({ id: memberPaymentMethods.id });
  const lines = quote.lines.filter((l) => l.payor === 'member' && written.subscriptionOf.has(l.person));
  return recordCharge(tx, {
    organizationId,
    officeId,
    ownerMemberId: written.ownerId,
    method: collected.method.kind,
    processorChargeId: collected.charge.id,
    paymentMethodId: method?.id ?? null,
    paidByBusinessId: employerPays ? office.smallBusinessId : null,
    amountCents: quote.todayCents,
    platformFeeCents: w.platformFeeCents,
    description: `${office.officeName} membership, first ${draft.term === 'annual' ? 'year' : 'month'}`,
    enrolmentId: written.enrolmentId,
    recordedByUserId: w.enroller.userId,
    at: written.at,
    items: lines.flatMap((line) =>
      chargeLines(line, written.subscriptionOf.get(line.person) ?? 0, written.memberIds[line.person] ?? 0, {
        ...written.period,
        feeCents: platformFeeCents(line.periodCents, draft.term, office.perMemberMonthCents),
      }),
    ),
  });
}

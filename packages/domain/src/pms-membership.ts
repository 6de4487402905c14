import { addDays } from './calendar';
import { treatmentDiscountPercent } from './household-attention';
import type { MemberSummaryStatus } from './statuses';

// What the platform writes on a member's PMS chart (issue 28 write-back): the membership as the front desk should see
// it when the patient is in the chair, in the PMS's four status words and one line for the chart's note.

export type PmsMembershipStatus = 'active' | 'late' | 'canceled' | 'inactive';

export type PmsMembershipWords = {
  status: PmsMembershipStatus;
  planName: string;
  /** The plan's discount on other treatment, in percent (0 when its description promises none). */
  discountPercent: number;
  /** yyyy-mm-dd: paid through, or the last day covered; null when unknown. */
  validThrough: string | null;
  note: string;
};

export type PmsMembershipInput = {
  planName: string;
  /** The plan's description, where the office states its discount on other treatment ('15% off ...'). */
  planDescription: string;
  summaryStatus: MemberSummaryStatus;
  /** The day the next period starts; the membership is paid through the day before. */
  nextRenewalOn: string | null;
  /** The last day covered, when the membership ends (a cancellation). */
  endsOn: string | null;
};

const STATUS_OF: Record<MemberSummaryStatus, PmsMembershipStatus> = {
  active: 'active',
  late: 'late',
  canceled: 'canceled',
  other: 'inactive',
};

/** The membership to write on the chart, from the member's listed plan as it is now. */
export function pmsMembershipOf(input: PmsMembershipInput): PmsMembershipWords {
  const status = STATUS_OF[input.summaryStatus];
  // An inactive membership (not paid yet, or ended) gives no discount: the chart must not tell the desk to apply one.
  const discountPercent = status === 'inactive' ? 0 : (treatmentDiscountPercent(input.planDescription) ?? 0);
  const validThrough = input.endsOn ?? (input.nextRenewalOn ? addDays(input.nextRenewalOn, -1) : null);
  const parts = [
    status === 'active' ? `${input.planName} member` : `${input.planName} ${status}`,
    discountPercent > 0 ? `${discountPercent}% off treatment` : null,
    validThrough ? `${input.endsOn ? 'covered' : 'paid'} through ${validThrough}` : null,
  ];
  return {
    status,
    planName: input.planName,
    discountPercent,
    validThrough,
    note: parts.filter((p): p is string => p !== null).join(' — '),
  };
}

import type { ActivityKind } from '@mhq/contract';
import type { Tone } from '../../ui/StatusBadge';

/** Texts of the office's activity feed. */
export const activityTexts = {
  eyebrow: 'Activity',
  title: 'What happened',
  lead: 'Enrollments, cancellations, payments, refunds, price-change notices, disputes, payouts and campaigns, newest first.',
  kindsLabel: 'Show',
  all: 'Everything',
  from: 'From',
  to: 'To',
  clear: 'Clear filters',
  loading: 'Loading activity',
  more: 'Show more',
  none: 'Nothing happened in this range.',
  openMember: (name: string) => `Open ${name}`,
  openPayout: 'Open the payout',
  openCampaign: 'Open campaigns',
  noOffice: 'Choose an office to see its activity.',
};

/** Each kind's name and badge tone. */
export const KIND_LABELS: Record<ActivityKind, { label: string; tone: Tone }> = {
  enrolment: { label: 'Enrollment', tone: 'ok' },
  cancellation: { label: 'Cancellation', tone: 'neutral' },
  payment: { label: 'Payment', tone: 'brand' },
  refund: { label: 'Refund', tone: 'attention' },
  price_change: { label: 'Price change', tone: 'attention' },
  dispute: { label: 'Dispute', tone: 'danger' },
  payout: { label: 'Payout', tone: 'ok' },
  campaign: { label: 'Campaign', tone: 'brand' },
};

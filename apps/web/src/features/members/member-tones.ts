import type { MemberRow } from '@mhq/contract';
import { MEMBER_SUMMARY_LABELS, type SubscriptionStatus, statusLabel } from '@mhq/domain';
import type { Tone } from '../../ui/StatusBadge';

/** The summary status's colour (spec 01 section 4): late in red, active in green, canceled grey, other amber. */
export const SUMMARY_TONES: Record<MemberRow['summaryStatus'], Tone> = {
  late: 'danger',
  active: 'ok',
  canceled: 'neutral',
  other: 'attention',
};

/**
 * What the badge of a member says: the summary status, or, when the summary is only 'other' (waiting for payment,
 * disputed, inactive...), the status of the plan they are listed by, which tells the front desk more.
 */
export const summaryLabel = (s: MemberRow['summaryStatus'], status?: SubscriptionStatus | null) =>
  s === 'other' && status ? statusLabel(status) : MEMBER_SUMMARY_LABELS[s];

/** A subscription status's colour: running green, owing red, waiting amber, ended grey. */
export function statusTone(status: SubscriptionStatus): Tone {
  switch (status) {
    case 'active':
    case 'active_cash':
    case 'active_transferred':
      return 'ok';
    case 'past_due':
    case 'delinquent':
    case 'delinquent_gpp':
      return 'danger';
    case 'pending_cash':
    case 'cancellation_requested':
    case 'disputed':
      return 'attention';
    default:
      return 'neutral';
  }
}

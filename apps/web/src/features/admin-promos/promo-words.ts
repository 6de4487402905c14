import type { PromoCode, PromoStatus } from '@mhq/contract';
import { formatMoney } from '@mhq/domain';
import type { Tone } from '../../ui/StatusBadge';

export const STATUS_WORDS: Record<PromoStatus, { label: string; tone: Tone }> = {
  active: { label: 'Active', tone: 'ok' },
  scheduled: { label: 'Scheduled', tone: 'brand' },
  paused: { label: 'Paused', tone: 'attention' },
  expired: { label: 'Expired', tone: 'neutral' },
  used_up: { label: 'Used up', tone: 'danger' },
};

/** '15% off' or '$25.00 off'. */
export const discountWords = (p: Pick<PromoCode, 'percentOff' | 'amountOffCents'>) =>
  p.percentOff !== null ? `${p.percentOff}% off` : `${formatMoney(p.amountOffCents ?? 0)} off`;

/** '3 of 50' or '3 (no limit)'. */
export const usesWords = (p: Pick<PromoCode, 'uses' | 'maxUses'>) =>
  p.maxUses === null ? `${p.uses} (no limit)` : `${p.uses} of ${p.maxUses}`;

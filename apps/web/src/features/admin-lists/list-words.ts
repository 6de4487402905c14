import type { LeadSource, ReleaseNoteAudience } from '@mhq/contract';
import type { Tone } from '../../ui/StatusBadge';

/** Words of the platform's own lists (issue 24): lead sources, services, release notes. */
export const KIND_WORDS: Record<LeadSource['kind'], string> = { association: 'Association', partner: 'Partner' };

export const AUDIENCE_WORDS: Record<ReleaseNoteAudience, string> = {
  both: 'Both brands',
  dental: 'DentalHQ practices',
  vision: 'VisionHQ practices',
};

export const activeBadge = (active: boolean): { tone: Tone; label: string } =>
  active ? { tone: 'ok', label: 'Active' } : { tone: 'neutral', label: 'Inactive' };

export const practicesWords = (n: number) => (n === 1 ? '1 practice' : `${n} practices`);
export const seenWords = (n: number) => (n === 1 ? 'Seen by 1 office user' : `Seen by ${n} office users`);

/** The ids with the one at `index` moved one place up (-1) or down (+1). */
export function moved(ids: readonly number[], index: number, delta: -1 | 1): number[] {
  const next = [...ids];
  const to = index + delta;
  if (to < 0 || to >= next.length) return next;
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

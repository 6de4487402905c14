import type { Campaign } from '@mhq/contract';
import type { CampaignChannel, CampaignLanguage } from '@mhq/domain';

// How the Campaigns tab words a campaign's channel, language and time (English UI, both brands).

export const channelLabel = (c: CampaignChannel) => (c === 'email' ? 'Email' : 'Text message');
export const languageLabel = (l: CampaignLanguage) => (l === 'es' ? 'Spanish' : 'English');

const stamp = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** When it went, goes, or was made. */
export function whenOf(c: Campaign): string {
  if (c.status === 'scheduled' && c.scheduledFor) return `Goes ${stamp(c.scheduledFor)}`;
  if (c.finishedAt) return `Sent ${stamp(c.finishedAt)}`;
  return `Created ${stamp(c.createdAt)}`;
}

/** A `datetime-local` value (the browser's time) as the instant the server takes, or null when empty or unreadable. */
export function instantOf(local: string): string | null {
  if (!local) return null;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

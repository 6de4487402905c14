import type { SmsSetupResponse, SmsStatus } from '@mhq/contract';
import type { Tone } from '../../ui/StatusBadge';

export const SMS_STATUS_WORDS: Record<SmsStatus, { label: string; tone: Tone; meaning: string }> = {
  queued: { label: 'Queued', tone: 'neutral', meaning: 'waiting to be sent' },
  sent: { label: 'Sent', tone: 'brand', meaning: 'the provider took it' },
  delivered: { label: 'Delivered', tone: 'ok', meaning: 'on the phone' },
  failed: { label: 'Failed', tone: 'danger', meaning: 'refused or lost' },
  blocked: { label: 'Blocked', tone: 'attention', meaning: 'the number is on the opt-out list' },
};

/** The provider in words: which one, and what it means for the texts. */
export function providerWords(p: SmsSetupResponse['provider']): { name: string; note: string } {
  switch (p.kind) {
    case 'twilio':
      return { name: 'Twilio', note: 'Texts go to patients’ phones through your Twilio account.' };
    case 'simulated':
      return {
        name: 'Simulated provider (demo)',
        note: 'No text leaves this server: a stand-in network marks texts sent, then delivered a few seconds later (numbers ending in 0000 fail as unreachable). Set the TWILIO_* settings to send real texts.',
      };
    case 'none':
      return {
        name: 'No provider',
        note: 'Texts wait in the queue until the TWILIO_* settings are given and the server restarts.',
      };
  }
}

export function senderWords(s: SmsSetupResponse['sender']): string {
  switch (s.kind) {
    case 'number':
      return `The number ${s.value}`;
    case 'messaging_service':
      return `Messaging service ${s.value}`;
    case 'simulated':
      return 'The simulated provider (no real number)';
    case 'none':
      return 'None';
  }
}

export const OPT_OUT_SOURCE_WORDS = { reply: 'Replied STOP', admin: 'Stopped by an admin' } as const;

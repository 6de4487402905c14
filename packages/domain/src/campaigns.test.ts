import { describe, expect, it } from 'vitest';
import {
  builtInCampaignTemplates,
  CAMPAIGN_DAILY_LIMIT,
  campaignLimitMessage,
  campaignRoomToday,
  renderCampaignMessage,
} from './campaigns';

const values = {
  firstName: 'Lucía',
  lastName: 'García',
  officeName: 'Bright Smiles',
  link: 'https://x.test/signup/a?c=t',
};

describe('campaign messages', () => {
  it('fills every placeholder for the recipient and leaves unknown words as typed', () => {
    expect(renderCampaignMessage('{officeName}: Hola {firstName} {lastName}, {link} {unknown}', values)).toBe(
      'Bright Smiles: Hola Lucía García, https://x.test/signup/a?c=t {unknown}',
    );
  });

  it('offers each brand an invitation by mail and by text in English and in Spanish, in its own words', () => {
    for (const brand of ['dental', 'vision'] as const) {
      const templates = builtInCampaignTemplates(brand);
      const kinds = new Set(templates.map((t) => `${t.channel}-${t.language}`));
      expect(kinds).toEqual(new Set(['email-en', 'email-es', 'sms-en', 'sms-es']));
      for (const t of templates) {
        expect(t.body).toContain('{link}');
        expect(t.subject === null).toBe(t.channel === 'sms');
      }
    }
    expect(builtInCampaignTemplates('dental').find((t) => t.key === 'invite-sms-es')?.body).toMatch(/limpiezas/);
    expect(builtInCampaignTemplates('vision').find((t) => t.key === 'invite-sms-es')?.body).toMatch(/de la vista/);
    expect(builtInCampaignTemplates('vision').some((t) => /dental|cleaning/i.test(t.body))).toBe(false);
  });

  it('counts the room left today and says so when a campaign would pass it', () => {
    expect(campaignRoomToday(CAMPAIGN_DAILY_LIMIT - 3)).toBe(3);
    expect(campaignRoomToday(CAMPAIGN_DAILY_LIMIT + 3)).toBe(0);
    expect(campaignLimitMessage(10, 3)).toBe(
      `This campaign would send 10 messages, but your office may send ${CAMPAIGN_DAILY_LIMIT} a day and has 3 left today. Choose fewer people or schedule it for another day.`,
    );
  });
});

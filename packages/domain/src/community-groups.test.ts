import { describe, expect, it } from 'vitest';
import { communityCodeEnrols, suggestCommunityCode } from './community-groups';
import { isWellFormedCode } from './enrolment-codes';

describe("a community group's code", () => {
  it('enrols only while the group is active, through its last day', () => {
    expect(communityCodeEnrols({ status: 'active', expiresOn: null }, '2026-11-29')).toBe(true);
    expect(communityCodeEnrols({ status: 'active', expiresOn: '2026-11-29' }, '2026-11-29')).toBe(true);
    expect(communityCodeEnrols({ status: 'active', expiresOn: '2026-11-28' }, '2026-11-29')).toBe(false);
    expect(communityCodeEnrols({ status: 'closed', expiresOn: null }, '2026-11-29')).toBe(false);
    expect(communityCodeEnrols({ status: 'requested', expiresOn: null }, '2026-11-29')).toBe(false);
  });

  it('is suggested from the name, well formed whatever the name', () => {
    expect(suggestCommunityCode("St. Mark's Youth Club")).toBe('STMARKSYOUTH');
    expect(suggestCommunityCode('Église Sainte-Anne')).toBe('EGLISESAINTE');
    for (const name of ['', 'A', '!!', 'Grace 10', '日本語の教会'])
      expect(isWellFormedCode(suggestCommunityCode(name))).toBe(true);
  });
});

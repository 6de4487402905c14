import type { AdminBannerResponse, AdminBannersResponse, CurrentUserResponse } from '@mhq/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { expectNothingWritten } from '../subscriptions/subscription-changes.fixtures';

// The global banner (issue 24, /admin/manage): a platform admin puts a message in front of every office user for a
// while, schedules one for later, or takes one down; each change is in the audit log.

const t = await createTestApp();
let admin = '';
let owner = '';
beforeAll(async () => {
  admin = await t.login('platform@demo.test');
  owner = await t.login('owner@demo.test');
});

const inDays = (days: number) => new Date(t.clock.now().getTime() + days * 86_400_000).toISOString();
const create = (body: Record<string, unknown>, token = admin) =>
  t.call({ method: 'POST', url: '/api/v1/admin/banners', payload: body, token });
const end = (id: number | string, token = admin) =>
  t.call({ method: 'POST', url: `/api/v1/admin/banners/${id}/end`, token });
const list = async () =>
  ((await t.call({ method: 'GET', url: '/api/v1/admin/banners', token: admin })).body as AdminBannersResponse).banners;
const ownersBanner = async () =>
  ((await t.call({ method: 'GET', url: '/api/v1/users/me/account', token: owner })).body as CurrentUserResponse).data
    .globalBanner;

describe('the global banner', () => {
  let shown = 0;

  it('shows a new banner to office users at once, with its call to action, and audits it', async () => {
    const res = await create({
      message: 'New: print your plan brochure from Marketing.',
      callToAction: 'Open Marketing',
      callToActionLink: '/account/marketing',
      endsAt: inDays(7),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { banner, _message } = res.body as AdminBannerResponse;
    shown = banner.id;
    expect(banner.status).toBe('showing');
    expect(_message).toMatch(/showing/);
    expect(await ownersBanner()).toMatchObject({
      id: shown,
      message: 'New: print your plan brochure from Marketing.',
      callToAction: 'Open Marketing',
      callToActionLink: '/account/marketing',
    });
    const lines = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'banner.create'), eq(auditLog.targetId, String(shown))));
    expect(lines).toHaveLength(1);
  });

  it('keeps a scheduled banner out of sight until its start', async () => {
    const res = await create({ message: 'Office hours change in December.', startsAt: inDays(3), endsAt: inDays(10) });
    const { banner } = res.body as AdminBannerResponse;
    expect(banner.status).toBe('scheduled');
    expect((await ownersBanner())?.id).toBe(shown);
    expect((await list()).find((b) => b.id === banner.id)?.status).toBe('scheduled');
  });

  it('takes a banner down: the office no longer sees it, and ending it again changes nothing', async () => {
    const res = await end(shown);
    expect((res.body as AdminBannerResponse).banner.status).toBe('ended');
    expect((await ownersBanner())?.id).not.toBe(shown);
    expect((await list()).find((b) => b.id === shown)?.status).toBe('ended');
    await expectNothingWritten(t, () => end(shown), 200, 'The banner is down.');
  });

  it('refuses a link that is not a product page or a secure site, half a call to action, or an end before the start', async () => {
    for (const [body, words] of [
      [{ message: 'Hi', callToAction: 'Go', callToActionLink: 'javascript:alert(1)', endsAt: inDays(1) }, /secure/],
      [{ message: 'Hi', callToAction: 'Go', callToActionLink: '//evil.example/x', endsAt: inDays(1) }, /secure/],
      [{ message: 'Hi', callToAction: 'Go', endsAt: inDays(1) }, /both its words and its link/],
      [{ message: 'Hi', startsAt: inDays(2), endsAt: inDays(1) }, /end after it starts/],
      [{ message: '', endsAt: inDays(1) }, /./],
    ] as const) {
      const res = await expectNothingWritten(t, () => create(body), 400);
      expect(JSON.stringify(res.body)).toMatch(words);
    }
  });

  it('is the platform admins’ alone, and answers 404 for a banner that does not exist', async () => {
    await expectNothingWritten(t, () => create({ message: 'Hi', endsAt: inDays(1) }, owner), 404);
    await expectNothingWritten(t, () => end(shown, owner), 404);
    await expectNothingWritten(t, () => end(2_000_000_000), 404);
  });
});

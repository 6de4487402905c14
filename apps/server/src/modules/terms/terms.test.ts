import type { TermsStatusResponse } from '@mhq/contract';
import { TERMS_VERSION } from '@mhq/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, termsAcceptances, users } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { expectNothingWritten } from '../subscriptions/subscription-changes.fixtures';

// The platform's terms for office users (issue 27, /dentist-new/terms-update): each accepts each version once, in person.

const t = await createTestApp();
const userId = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]?.id ?? 0;
const status = async (token: string) =>
  (await t.call({ method: 'GET', url: '/api/v1/users/me/terms', token })).body as TermsStatusResponse;
const accept = (token: string, version: string) =>
  t.call({ method: 'POST', url: '/api/v1/users/me/terms', token, payload: { version } });

describe('the terms update', () => {
  it('asks the user who accepted an earlier version, records the acceptance once and audits it', async () => {
    const token = await t.login('frontdesk@demo.test');
    const before = await status(token);
    expect(before).toMatchObject({ version: TERMS_VERSION, acceptedAt: null });
    expect(before.changes.length).toBeGreaterThan(0);
    const res = await accept(token, TERMS_VERSION);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await status(token);
    expect(after.acceptedAt).toBe((res.body as { acceptedAt: string }).acceptedAt);
    // Again: no second row, the first time kept.
    const again = await accept(token, TERMS_VERSION);
    expect((again.body as { acceptedAt: string }).acceptedAt).toBe(after.acceptedAt);
    const id = await userId('frontdesk@demo.test');
    const rows = await t.db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, id));
    expect(rows.map((r) => r.version).sort()).toEqual(['2026-06-01', TERMS_VERSION]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'terms.accepted'), eq(auditLog.actorUserId, id)));
    expect(audit).toHaveLength(1);
  });

  it('shows the seeded owner as having accepted the terms in force', async () => {
    expect((await status(await t.login('owner@demo.test'))).acceptedAt).not.toBeNull();
  });

  it('refuses a replaced version and a patient, writing nothing', async () => {
    const token = await t.login('riverside@demo.test');
    await expectNothingWritten(t, () => accept(token, '2020-01-01'), 400, /replaced/);
    await expectNothingWritten(t, () => accept(token, 'latest'), 400);
    const patient = await t.login('patient@demo.test');
    await expectNothingWritten(t, () => accept(patient, TERMS_VERSION), 403);
  });
});

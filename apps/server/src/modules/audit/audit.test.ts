import type { AuditEntry, LoginResponse } from '@mhq/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members, offices } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { findUserByEmail } from '../auth/auth.queries';
import { recordAudit } from './audit.queries';

const t = await createTestApp();
const adminToken = await t.login('platform@demo.test');
const [downtown] = await t.db.select().from(offices).where(eq(offices.slug, 'demo-downtown'));
const [patientMember] = await t.db.select().from(members).where(eq(members.email, 'patient@demo.test'));
if (!downtown || !patientMember) throw new Error('seed data missing');

const trail = async (query: Record<string, string>, token = adminToken) =>
  t.call({ method: 'GET', url: '/api/v1/admin/audit-log', query, token });
const entries = (res: { body: unknown }) => (res.body as { entries: AuditEntry[] }).entries;

describe('audit log of patient data', () => {
  it('shows an impersonation with who, whom, which organization and from which address', async () => {
    const owner = await findUserByEmail(t.db, 'owner@demo.test');
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/admin/impersonate',
      payload: { userId: owner?.id },
      token: adminToken,
      remoteAddress: '10.44.0.7',
    });
    expect((res.body as LoginResponse).type).toBe('dentist');
    const [latest] = entries(await trail({ organizationId: String(downtown.organizationId), limit: '1' }));
    expect(latest).toMatchObject({
      action: 'impersonation.start',
      actor: { email: 'platform@demo.test' },
      targetId: String(owner?.id),
      ip: '10.44.0.7',
    });
  });

  it("reads one member's trail, newest first", async () => {
    const actor = await findUserByEmail(t.db, 'staff@demo.test');
    for (const action of ['member.view', 'member.update']) {
      await recordAudit(t.db, {
        organizationId: downtown.organizationId,
        officeId: downtown.id,
        memberId: patientMember.id,
        actorUserId: actor?.id ?? null,
        action,
        ip: '10.44.0.8',
      });
    }
    const list = entries(await trail({ memberId: String(patientMember.id) }));
    expect(list.map((e) => e.action)).toEqual(['member.update', 'member.view']);
    expect(list.every((e) => e.memberId === patientMember.id && e.officeId === downtown.id)).toBe(true);
    expect(entries(await trail({ memberId: '999999' }))).toEqual([]);
  });

  it('cannot be rewritten or erased, even by the application', async () => {
    const refusal = (statement: string) =>
      t.db.execute(statement).then(
        () => 'allowed',
        (err: Error & { cause?: Error }) => err.cause?.message ?? err.message,
      );
    expect(await refusal("update audit_log set action = 'nothing happened'")).toMatch(/append-only/);
    expect(await refusal('delete from audit_log')).toMatch(/append-only/);
    expect(entries(await trail({})).length).toBeGreaterThan(0);
  });

  it('is for platform admins only, and validates its filters', async () => {
    expect((await trail({}, await t.login('owner@demo.test'))).status).toBe(404);
    expect((await trail({ memberId: 'abc' })).status).toBe(400);
    expect((await trail({ limit: '100000' })).status).toBe(400);
  });
});

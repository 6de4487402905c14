import type { AdminMembersResponse, AdminPatientResponse } from '@mhq/contract';
import { and, count, eq, gt, isNotNull, isNull, max } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, members, offices } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { expectNothingWritten } from '../subscriptions/subscription-changes.fixtures';
import { adminSearchWords } from './admin-members.service';

// Members across every office for the platform's admins (issue 24, /admin/members): a search by name, email, phone
// or chart id finds a patient wherever they are enrolled, and each look is in the audit log.

const t = await createTestApp();
let admin = '';
let owner = '';
beforeAll(async () => {
  admin = await t.login('platform@demo.test');
  owner = await t.login('owner@demo.test');
});

const list = (query: Record<string, string>, token = admin) =>
  t.call({ method: 'GET', url: '/api/v1/admin/members', query, token });
const patient = (id: number | string, token = admin) =>
  t.call({ method: 'GET', url: `/api/v1/admin/patients/${id}`, token });
const auditMark = async () => (await t.db.select({ id: max(auditLog.id) }).from(auditLog))[0]?.id ?? 0;
const auditSince = (mark: number) => t.db.select().from(auditLog).where(gt(auditLog.id, mark));
const officeOf = async (slug: string) => (await t.db.select().from(offices).where(eq(offices.slug, slug)))[0];

describe('the admins’ members list', () => {
  it('finds the demo patient by name with her office and organization, and audits which members the page showed', async () => {
    const mark = await auditMark();
    const res = await list({ search: 'Delgado' });
    expect(res.status).toBe(200);
    const body = res.body as AdminMembersResponse;
    const rosa = body.members.find((m) => m.email === 'patient@demo.test');
    expect(rosa).toMatchObject({ firstName: 'Rosa', lastName: 'Delgado', officeName: 'Bright Smiles Dental Downtown' });
    expect(body.members.every((m) => `${m.firstName} ${m.lastName} ${m.email}`.toLowerCase().includes('delgado'))).toBe(
      true,
    );
    expect(body.total).toBe(body.members.length);
    const lines = await auditSince(mark);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ action: 'members.search', actorUserId: await t.userIdOf(admin) });
    expect(lines[0]?.detail).toMatchObject({ search: 'Delgado', memberIds: body.members.map((m) => m.id) });
  });

  it('searches every organization: a member of the second practice, by email, by chart id and by phone as typed', async () => {
    const lakeside = await officeOf('second-lakeside');
    const [someone] = await t.db
      .select()
      .from(members)
      .where(and(eq(members.officeId, lakeside?.id ?? 0), isNotNull(members.phone)))
      .limit(1);
    if (!someone?.phone || !someone.email) throw new Error('the demo has no Lakeside member with a phone and an email');
    const byEmail = (await list({ search: someone.email })).body as AdminMembersResponse;
    expect(byEmail.members.map((m) => m.id)).toContain(someone.id);
    expect(byEmail.members.find((m) => m.id === someone.id)?.officeName).toBe(lakeside?.officeName);
    const digits = someone.phone.replace(/\D/g, '');
    const typed = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
    const byPhone = (await list({ search: typed })).body as AdminMembersResponse;
    expect(byPhone.members.map((m) => m.id)).toContain(someone.id);
    // The office gives the member its chart number (the database keeps the list's row current).
    await t.db.update(members).set({ chartId: 'LK-20418' }).where(eq(members.id, someone.id));
    const byChart = (await list({ search: 'lk-20418' })).body as AdminMembersResponse;
    expect(byChart.members.map((m) => [m.id, m.chartId])).toEqual([[someone.id, 'LK-20418']]);
  });

  it('pages every member 25 at a time, newest first, the pages apart and the total the same', async () => {
    const first = (await list({ sort: 'newest', page: '1' })).body as AdminMembersResponse;
    const second = (await list({ sort: 'newest', page: '2' })).body as AdminMembersResponse;
    expect(first.members).toHaveLength(25);
    expect(first.total).toBe(second.total);
    const [everyone] = await t.db.select({ n: count() }).from(members).where(isNull(members.deletedAt));
    expect(first.total).toBe(everyone?.n);
    const ids = new Set(first.members.map((m) => m.id));
    expect(second.members.some((m) => ids.has(m.id))).toBe(false);
    const since = [...first.members, ...second.members].map((m) => m.since);
    expect(since).toEqual([...since].sort().reverse());
  });

  it('narrows to late members on asking, and sorts by office', async () => {
    const late = (await list({ status: 'late' })).body as AdminMembersResponse;
    expect(late.total).toBeGreaterThan(0);
    expect(late.members.every((m) => m.summaryStatus === 'late')).toBe(true);
    const byOffice = (await list({ sort: 'office' })).body as AdminMembersResponse;
    const names = byOffice.members.map((m) => m.officeName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('answers 400 to a page out of range or a search too long, and 404 to an office user, writing nothing', async () => {
    await expectNothingWritten(t, () => list({ page: '0' }), 400);
    await expectNothingWritten(t, () => list({ search: 'x'.repeat(101) }), 400);
    await expectNothingWritten(t, () => list({ sort: 'age' }), 400);
    await expectNothingWritten(t, () => list({ search: 'Delgado' }, owner), 404);
  });
});

describe('one patient for the admins', () => {
  it('gives the patient’s office and household owner, and writes the read to the audit log of that office', async () => {
    const [rosa] = await t.db.select().from(members).where(eq(members.email, 'patient@demo.test'));
    const [child] = await t.db
      .select()
      .from(members)
      .where(eq(members.accountOwnerId, rosa?.id ?? 0))
      .limit(1);
    const mark = await auditMark();
    const res = await patient(child?.id ?? 0);
    expect(res.status).toBe(200);
    expect(res.body as AdminPatientResponse).toMatchObject({
      id: child?.id,
      officeId: rosa?.officeId,
      officeName: 'Bright Smiles Dental Downtown',
      accountOwner: { id: rosa?.id, name: 'Rosa Delgado' },
    });
    const lines = await auditSince(mark);
    expect(lines.map((l) => [l.action, l.memberId, l.officeId])).toEqual([['member.read', child?.id, rosa?.officeId]]);
  });

  it('answers 404 for a patient who does not exist, and to an office user, writing nothing', async () => {
    await expectNothingWritten(t, () => patient(2_000_000_000), 404);
    const [rosa] = await t.db.select().from(members).where(eq(members.email, 'patient@demo.test'));
    await expectNothingWritten(t, () => patient(rosa?.id ?? 0, owner), 404);
    await expectNothingWritten(t, () => patient('abc'), 400);
  });
});

describe('the words of a search', () => {
  it('reads a phone number typed with punctuation as its digits, anything else as the members list does', () => {
    expect(adminSearchWords('(555) 201-4433')).toEqual(['5552014433']);
    expect(adminSearchWords('  Rosa  DELGADO ')).toEqual(['rosa', 'delgado']);
    expect(adminSearchWords('12')).toEqual(['12']);
  });
});

import { TENANTS } from '@mhq/domain';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, supportRequests } from '../../db/schema';
import { countRows, createTestApp } from '../../test/harness';
import { findUserByEmail } from '../auth/auth.queries';

const t = await createTestApp();
const INBOX = '/api/v1/admin/support-requests';

const platform = await t.login('platform@demo.test');
const superAdmin = await t.login('super@demo.test');
const owner = await t.login('owner@demo.test');
const alex = await findUserByEmail(t.db, 'platform@demo.test');
const sam = await findUserByEmail(t.db, 'super@demo.test');
const dana = await findUserByEmail(t.db, 'owner@demo.test');
if (!alex || !sam || !dana) throw new Error('seeded users missing');

type Detail = {
  id: number;
  status: string;
  assignee: { id: number } | null;
  closedAt: string | null;
  thread: { message: string; mailed: boolean; author: { id: number } }[];
  history: { action: string; actor: string | null }[];
  office: { id: number; name: string } | null;
  user: { id: number; email: string };
};
type Inbox = {
  requests: { id: number; status: string; preview: string; office: { name: string } | null }[];
  total: number;
  counts: Record<string, number>;
};

/** The owner asks for help through 'Need Assistance?' (the form of the support module); answers the new id. */
async function ownerAsks(message: string): Promise<number> {
  const res = await t.call({
    method: 'POST',
    url: '/api/v1/dentists/contact_account_support',
    token: owner,
    payload: { name: 'Dana Whitfield', email: 'dana.answers@practice.example', message },
  });
  expect(res.status).toBe(200);
  const [row] = await t.db.select().from(supportRequests).orderBy(desc(supportRequests.id)).limit(1);
  if (!row) throw new Error('no request stored');
  return row.id;
}

const inbox = async (query: string, token = platform) => {
  const res = await t.call({ method: 'GET', url: `${INBOX}?${query}`, token });
  expect(res.status).toBe(200);
  return res.body as Inbox;
};
const act = (id: number, what: string, payload?: object, token = platform) =>
  t.call({ method: 'POST', url: `${INBOX}/${id}/${what}`, token, ...(payload ? { payload } : {}) });
const detail = (res: { body: unknown }) => (res.body as { request: Detail }).request;

describe('the support inbox', () => {
  it('lists a new request as open, found by its words, its sender and its office', async () => {
    const id = await ownerAsks('Our reception printer cannot print the enrollment form (inbox test).');
    const found = await inbox('search=reception+printer');
    expect(found.requests.map((r) => r.id)).toEqual([id]);
    expect(found.requests[0]).toMatchObject({ status: 'open' });
    expect(found.requests[0]?.preview).toContain('reception printer');
    expect((await inbox('search=dana.answers@practice')).requests.map((r) => r.id)).toContain(id);
    expect((await inbox(`search=%23${id}`)).requests.map((r) => r.id)).toContain(id);
    expect((await inbox('search=reception+printer&status=closed')).requests).toEqual([]);
  });

  it('pages in SQL, with the total and the count of every status', async () => {
    const all = await inbox('pageSize=5&page=1&sort=oldest');
    expect(all.requests.length).toBeLessThanOrEqual(5);
    expect(all.total).toBe(await countRows(t.db, 'support_requests'));
    expect(Object.values(all.counts).reduce((a, b) => a + b, 0)).toBe(all.total);
    const second = await inbox('pageSize=5&page=2&sort=oldest');
    const firstIds = all.requests.map((r) => r.id);
    for (const r of second.requests) expect(firstIds).not.toContain(r.id);
    if (second.requests[0] && all.requests[0]) expect(second.requests[0].id).toBeGreaterThan(all.requests[0].id);
  });

  it('is there for platform admins only: an office owner is told it does not exist', async () => {
    expect((await t.call({ method: 'GET', url: INBOX, token: owner })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: `${INBOX}/1`, token: owner })).status).toBe(404);
    expect((await act(1, 'close', undefined, owner)).status).toBe(404);
  });

  it('answers 404 for a request that does not exist, and writes nothing', async () => {
    const before = await countRows(t.db, 'audit_log');
    expect((await t.call({ method: 'GET', url: `${INBOX}/999999`, token: platform })).status).toBe(404);
    expect((await act(999999, 'close')).status).toBe(404);
    expect((await act(999999, 'replies', { message: 'Hello', mailed: true })).status).toBe(404);
    expect(await countRows(t.db, 'audit_log')).toBe(before);
  });
});

describe('working a request', () => {
  it('assigns, answers by mail, notes, closes and reopens, each step audited', async () => {
    const id = await ownerAsks('Where do I change the price of the Child plan? (thread test)');

    const assigned = await act(id, 'assign', { userId: alex.id });
    expect(assigned.status).toBe(200);
    expect(detail(assigned)).toMatchObject({ status: 'assigned', assignee: { id: alex.id } });
    expect((await inbox('assigned=me&status=assigned')).requests.map((r) => r.id)).toContain(id);
    expect((await inbox('assigned=me', superAdmin)).requests.map((r) => r.id)).not.toContain(id);

    const mailsBefore = await countRows(t.db, 'mail_outbox');
    const answer = 'Open Manage > Membership Plans and choose Edit on the Child plan.';
    const answered = await act(id, 'replies', { message: answer, mailed: true });
    expect(answered.status).toBe(200);
    expect(detail(answered)).toMatchObject({ status: 'answered' });
    expect(detail(answered).thread).toEqual([expect.objectContaining({ message: answer, mailed: true })]);
    expect(await countRows(t.db, 'mail_outbox')).toBe(mailsBefore + 1);
    const [mail] = await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail).toMatchObject({
      to: 'dana.answers@practice.example',
      replyTo: TENANTS.dental.supportEmail,
      subject: `Re: Your support request #${id}`,
    });
    expect(mail?.text).toContain(answer);

    // An internal note is kept in the thread, mailed to nobody, and leaves the status as it was.
    const noted = await act(id, 'replies', { message: 'Called the office too; they were happy.', mailed: false });
    expect(detail(noted)).toMatchObject({ status: 'answered' });
    expect(detail(noted).thread.map((r) => r.mailed)).toEqual([true, false]);
    expect(await countRows(t.db, 'mail_outbox')).toBe(mailsBefore + 1);

    const closed = await act(id, 'close');
    expect(detail(closed).status).toBe('closed');
    expect(detail(closed).closedAt).not.toBeNull();
    // Closed: no answer until it is reopened, and nothing written by the refusal.
    const refused = await act(id, 'replies', { message: 'One more thing', mailed: true });
    expect(refused.status).toBe(409);
    expect((refused.body as { _message: string })._message).toBe('This request is closed. Reopen it first.');
    expect(await countRows(t.db, 'mail_outbox')).toBe(mailsBefore + 1);

    const reopened = await act(id, 'reopen');
    expect(detail(reopened)).toMatchObject({ status: 'assigned', closedAt: null, assignee: { id: alex.id } });

    const lines = await t.db
      .select({ action: auditLog.action, actor: auditLog.actorUserId, org: auditLog.organizationId })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'support_request'), eq(auditLog.targetId, String(id))))
      .orderBy(auditLog.id);
    expect(lines.map((l) => l.action)).toEqual([
      'support_request.assign',
      'support_request.answer',
      'support_request.note',
      'support_request.close',
      'support_request.reopen',
    ]);
    expect(new Set(lines.map((l) => l.actor))).toEqual(new Set([alex.id]));
    expect(lines[0]?.org).toBe(dana.organizationId);

    const opened = await t.call({ method: 'GET', url: `${INBOX}/${id}`, token: superAdmin });
    expect(opened.status).toBe(200);
    expect(detail(opened).history.map((h) => h.action)).toEqual(lines.map((l) => l.action));
    expect(detail(opened).user).toMatchObject({ id: dana.id, email: 'owner@demo.test' });
  });

  it('assigns to another platform admin, never to an office user, and can hand it back to nobody', async () => {
    const id = await ownerAsks('Please merge our two duplicate patients (assign test).');
    expect(detail(await act(id, 'assign', { userId: sam.id })).assignee).toMatchObject({ id: sam.id });
    const before = await countRows(t.db, 'audit_log');
    const refused = await act(id, 'assign', { userId: dana.id });
    expect(refused.status).toBe(400);
    expect(await countRows(t.db, 'audit_log')).toBe(before);
    expect(detail(await act(id, 'assign', { userId: null }))).toMatchObject({ status: 'open', assignee: null });
  });

  it('refuses an empty answer with 400 and writes nothing', async () => {
    const id = await ownerAsks('Empty answer test.');
    const before = await countRows(t.db, 'support_replies');
    const res = await act(id, 'replies', { message: '   ', mailed: true });
    expect(res.status).toBe(400);
    expect((res.body as { _message: string })._message).toBeTruthy();
    expect(await countRows(t.db, 'support_replies')).toBe(before);
  });

  it('lists the platform admins a request may be assigned to', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/admin/support-assignees', token: platform });
    const ids = (res.body as { admins: { id: number }[] }).admins.map((a) => a.id);
    expect(ids).toEqual(expect.arrayContaining([alex.id, sam.id]));
    expect(ids).not.toContain(dana.id);
  });
});

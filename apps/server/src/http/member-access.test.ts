import { BodyId, endpoint, MessageBody } from '@mhq/contract';
import { and, asc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { outboxMail } from '../adapters/mail/outbox';
import { auditLog, members, offices, users } from '../db/schema';
import { loadJwtKey } from '../secrets';
import { createTestApp } from '../test/harness';
import { AppError } from './app-error';
import { registerErrorHandler } from './error-handler';
import { route } from './route';

/*
 * A route that names a member (issue 4, part 3): the one guard checks the member is the office's (a patient's
 * own household), and the wrapper writes every successful call to the audit log, so no member route can forget
 * to. Member routes arrive with the members issue; this file registers its own on a bare app that shares the
 * real app's database and session key, so the guard and the audit are tested on real rows.
 */

const t = await createTestApp();
const deps = {
  config: t.config,
  database: t.database,
  clock: t.clock,
  mail: outboxMail(t.clock),
  jwtKey: await loadJwtKey(t.db, t.config.jwtSecret),
};

const lookAtMember = endpoint({
  method: 'POST',
  path: '/test/member-record/{memberId}',
  summary: 'test only',
  tag: 'test',
  auth: true,
  params: z.object({ memberId: z.coerce.number().int() }),
  body: z.object({ dentistInfoId: BodyId, fail: z.boolean().optional() }),
  response: MessageBody,
});

const app = Fastify({ logger: false });
registerErrorHandler(app);
route(
  app,
  deps,
  lookAtMember,
  { office: { in: 'body', field: 'dentistInfoId' }, member: { in: 'params', field: 'memberId', audit: 'read' } },
  async ({ body }) => {
    if (body.fail) throw new AppError('BAD_REQUEST', 'The handler refused');
    return { _message: 'Here it is' };
  },
);
await app.ready();

const officeId = async (slug: string) => {
  const [o] = await t.db.select({ id: offices.id }).from(offices).where(eq(offices.slug, slug));
  if (!o) throw new Error(`no office ${slug}`);
  return o.id;
};
const downtown = await officeId('demo-downtown');
const lakeside = await officeId('second-lakeside');

const [patientUser] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'patient@demo.test'));
const [rosa] = await t.db
  .select()
  .from(members)
  .where(eq(members.userId, patientUser?.id ?? -1));
const [rosaChild] = await t.db
  .select()
  .from(members)
  .where(eq(members.accountOwnerId, rosa?.id ?? -1));
const [otherDowntownOwner] = await t.db
  .select()
  .from(members)
  .where(and(eq(members.officeId, downtown), isNull(members.accountOwnerId), ne(members.id, rosa?.id ?? -1)))
  .orderBy(asc(members.id))
  .limit(1);
const [lakesideMember] = await t.db
  .select()
  .from(members)
  .where(and(eq(members.officeId, lakeside), isNotNull(members.id)))
  .limit(1);
if (!rosa || !rosaChild || !otherDowntownOwner || !lakesideMember) throw new Error('seed households missing');

const tokens = {
  owner: await t.login('owner@demo.test', undefined, t.newIp()),
  owner2: await t.login('owner2@demo.test', undefined, t.newIp()),
  patient: await t.login('patient@demo.test', undefined, t.newIp()),
};

async function look(token: string, memberId: number, office: number, extra: { fail?: boolean } = {}) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/test/member-record/${memberId}`,
    payload: { dentistInfoId: office, ...extra },
    headers: { authorization: `JWT ${token}` },
    remoteAddress: '198.51.100.7',
  });
  return { status: res.statusCode, body: res.json() as { _message: string } };
}

const auditOf = (memberId: number) =>
  t.db.select().from(auditLog).where(eq(auditLog.memberId, memberId)).orderBy(asc(auditLog.id));

describe('a route that names a member', () => {
  it("records the office user's look at the member: who, which office and member, what, from where", async () => {
    const res = await look(tokens.owner, otherDowntownOwner.id, downtown);
    expect(res.status).toBe(200);
    const [entry, ...more] = await auditOf(otherDowntownOwner.id);
    expect(more).toEqual([]);
    const [owner] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@demo.test'));
    expect(entry).toMatchObject({
      action: 'member.read',
      actorUserId: owner?.id,
      officeId: downtown,
      organizationId: rosa.organizationId,
      memberId: otherDowntownOwner.id,
      targetId: 'POST /test/member-record/{memberId}',
      ip: '198.51.100.7',
    });
  });

  it("answers 404 for another organization's member, even from the caller's own office, and records nothing", async () => {
    const before = await auditOf(lakesideMember.id);
    expect((await look(tokens.owner, lakesideMember.id, downtown)).status).toBe(404);
    expect((await look(tokens.owner, lakesideMember.id, lakeside)).status).toBe(404);
    expect((await look(tokens.owner2, rosa.id, lakeside)).status).toBe(404);
    expect((await look(tokens.owner, 999_999, downtown)).status).toBe(404);
    expect(await auditOf(lakesideMember.id)).toEqual(before);
    expect(await auditOf(999_999)).toEqual([]);
  });

  it('lets a patient name their own household only', async () => {
    expect((await look(tokens.patient, rosa.id, downtown)).status).toBe(200);
    expect((await look(tokens.patient, rosaChild.id, downtown)).status).toBe(200);
    const before = await auditOf(otherDowntownOwner.id);
    expect((await look(tokens.patient, otherDowntownOwner.id, downtown)).status).toBe(404);
    expect(await auditOf(otherDowntownOwner.id)).toEqual(before);
    expect((await auditOf(rosaChild.id)).map((e) => e.action)).toEqual(['member.read']);
  });

  it('records nothing when the call itself fails', async () => {
    const before = await auditOf(rosaChild.id);
    const res = await look(tokens.owner, rosaChild.id, downtown, { fail: true });
    expect(res).toEqual({ status: 400, body: { _message: 'The handler refused' } });
    expect(await auditOf(rosaChild.id)).toEqual(before);
  });

  it('refuses to register a member route without the office it is checked in, or naming a field it lacks', () => {
    const bare = Fastify({ logger: false });
    expect(() =>
      route(bare, deps, lookAtMember, { member: { in: 'params', field: 'memberId', audit: 'read' } }, async () => ({
        _message: 'x',
      })),
    ).toThrow(/checked within an office/);
    expect(() =>
      route(
        bare,
        deps,
        lookAtMember,
        { office: { in: 'body', field: 'dentistInfoId' }, member: { in: 'body', field: 'memberId', audit: 'change' } },
        async () => ({ _message: 'x' }),
      ),
    ).toThrow(/member field body.memberId is not in its schema/);
  });
});

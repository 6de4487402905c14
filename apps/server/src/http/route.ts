import { type Endpoint, MAX_ID } from '@mhq/contract';
import { resolveTenant } from '@mhq/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { outboxSms } from '../adapters/sms/sms.port';
import type { AppDeps, Ctx } from '../deps';
import { type OwedLine, writeOwedLines } from '../modules/audit/call-audit';
import { type Access, assertNamedIds, checkDeclaration, idIn, roleRefusal } from './access';
import { AppError, notFound } from './app-error';
import {
  type AuthContext,
  assertOfficeAccess,
  assertOfficeAction,
  assertStanding,
  authenticate,
  authenticateInOffice,
  type OfficeStanding,
  officeOfMember,
} from './guard';
import { assertUserOfAssociation } from './guard-channels';

type In<S> = S extends z.ZodType ? z.output<S> : undefined;

export type Input<E extends Endpoint> = { body: In<E['body']>; query: In<E['query']>; params: In<E['params']> };

/** What every /api/v1 route carries in its Fastify config. */
export type RouteMeta = { endpoint: Endpoint; access: Access };

export type Call<E extends Endpoint, A> = Input<E> & {
  ctx: Ctx;
  auth: A;
  ip: string;
  userAgent: string | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
};

type Handler<E extends Endpoint, A> = (call: Call<E, A>) => Promise<z.input<E['response']>>;

/** What the declaration says a call to `endpoint` owes, once its ids have passed the guard. */
function owedLines(
  access: Exclude<Access, 'public'>,
  input: Input<Endpoint>,
  officeId: number,
  endpoint: string,
): OwedLine[] {
  const lines: OwedLine[] = [];
  const memberId = access.member ? idIn(input, access.member) : undefined;
  // A member's line names the endpoint as its target: the member has a column of its own.
  if (access.member && memberId !== undefined) {
    lines.push({
      memberId,
      subject: 'member',
      does: access.member.audit,
      targetType: 'endpoint',
      targetId: endpoint,
      detail: {},
    });
  }
  if (access.audit) {
    const { subject, does, target } = access.audit;
    const targetId = target ? idIn(input, target) : undefined;
    lines.push({
      memberId: null,
      subject,
      does,
      ...(target && targetId !== undefined
        ? { targetType: target.type, targetId }
        : { targetType: 'office', targetId: officeId }),
      detail: { endpoint },
    });
  }
  return lines;
}

/**
 * The audit lines a successful call still owes, written once: by the handler's return (an answer as data), or as the
 * handler's own answer (a file) is sent.
 */
const pendingAudits = new WeakMap<FastifyRequest, (asFile: boolean) => Promise<void>>();

const toFastifyPath = (path: string) => `/api/v1${path.replace(/\{(\w+)\}/g, ':$1')}`;

/** The request's body, query and path parameters, each read with the contract's schema (a ZodError if wrong). */
function inputOf<E extends Endpoint>(e: E, request: FastifyRequest): Input<E> {
  return {
    body: e.body ? e.body.parse(request.body ?? {}) : undefined,
    query: e.query ? e.query.parse(request.query ?? {}) : undefined,
    params: e.params ? e.params.parse(request.params ?? {}) : undefined,
  } as Input<E>;
}

/** A whole number PostgreSQL's integer column can hold (an id outside it names nothing). */
const isDatabaseId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID;

export function requestCtx(deps: AppDeps, request: FastifyRequest): Ctx {
  return {
    db: deps.database.db,
    clock: deps.clock,
    mail: deps.mail,
    config: deps.config,
    jwtKey: deps.jwtKey,
    tenant: resolveTenant(deps.config.tenant, request.hostname),
    sms: deps.sms ?? outboxSms(deps.clock),
  };
}

export function route<E extends Endpoint>(
  app: FastifyInstance,
  deps: AppDeps,
  e: E,
  access: 'public',
  handler: Handler<E, AuthContext | null>,
): void;
export function route<E extends Endpoint>(
  app: FastifyInstance,
  deps: AppDeps,
  e: E,
  access: Exclude<Access, 'public'>,
  handler: Handler<E, AuthContext>,
): void;
/** Registers one contract endpoint: validate input, check access, run the use case, shape the answer. */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  deps: AppDeps,
  e: E,
  access: Access,
  handler: Handler<E, AuthContext | null> | Handler<E, AuthContext>,
): void {
  if (access !== 'public') checkDeclaration(e, access);
  const meta: RouteMeta = { endpoint: e, access };
  app.route({
    method: e.method,
    url: toFastifyPath(e.path),
    config: meta,
    ...(e.bodyLimit ? { bodyLimit: e.bodyLimit } : {}),
    // A handler that sends its own answer (a file) has the audit line written here, before the answer leaves: the
    // caller never sees the answer of a call whose audit line is not yet in the log.
    onSend: async (request, reply, payload) => {
      const pending = pendingAudits.get(request);
      if (pending && reply.statusCode < 400) {
        pendingAudits.delete(request);
        await pending(true);
      }
      return payload;
    },
    handler: async (request, reply) => {
      const ctx = requestCtx(deps, request);
      // The input is read before the session, but what is wrong with it is told only after the session passes: a
      // caller without a session learns nothing about the input's shape. Read first, the office it names is checked
      // in the session's own statement (one round trip to the database, issue 29).
      let input: Input<E> | undefined;
      let inputFault: unknown = null;
      try {
        input = inputOf(e, request);
      } catch (err) {
        inputFault = err;
      }
      let auth: AuthContext | null = null;
      let named: { officeId: number; standing: OfficeStanding } | null = null;
      if (access !== 'public') {
        const officeId = input && access.office ? idIn(input, access.office) : undefined;
        if (officeId !== undefined && isDatabaseId(officeId)) {
          const read = await authenticateInOffice(ctx.db, ctx.jwtKey, ctx.clock.now(), request, officeId);
          auth = read.auth;
          named = { officeId, standing: read.standing };
        } else {
          auth = await authenticate(ctx.db, ctx.jwtKey, ctx.clock.now(), request);
        }
      }
      if (!input) throw inputFault;
      if (access !== 'public' && auth) {
        const refused = roleRefusal(access, auth.type);
        if (refused === 404) throw notFound();
        if (refused === 403) throw new AppError('FORBIDDEN', access.refusal);
        const officeId = access.office
          ? idIn(input, access.office)
          : access.officeOf && access.member
            ? await officeOfMember(ctx.db, idIn(input, access.member))
            : undefined;
        const link =
          officeId === undefined
            ? null
            : named?.officeId === officeId
              ? assertStanding(named.standing)
              : await assertOfficeAccess(ctx.db, auth, officeId);
        // In an office the caller may act in, the matrix decides whether they may do this: 403, saying who may. It
        // reads the caller's link to the office the access check has just read.
        if (access.action && officeId !== undefined) {
          await assertOfficeAction(ctx.db, auth, officeId, access.action, link);
        }
        if (access.self && idIn(input, access.self) !== auth.userId) throw notFound();
        const associationUser = access.associationUser ? idIn(input, access.associationUser) : undefined;
        if (associationUser !== undefined) await assertUserOfAssociation(ctx.db, auth, associationUser);
        if (officeId !== undefined) await assertNamedIds({ db: ctx.db, auth, officeId, access, input });
        const owed = officeId === undefined ? [] : owedLines(access, input, officeId, `${e.method} ${e.path}`);
        if (owed.length > 0 && officeId !== undefined) {
          const [actor, ip] = [auth, request.ip];
          pendingAudits.set(request, (asFile) => writeOwedLines(ctx.db, actor, owed, { officeId, ip, asFile }));
        }
      }
      const result = await (handler as Handler<E, AuthContext | null>)({
        ...input,
        ctx,
        auth,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        request,
        reply,
      });
      // A handler that sent its own answer returns the reply, which may not have left yet (onSend hooks still running):
      // its audit lines are the onSend hook's to write.
      if (result === reply || reply.sent) return reply;
      const pending = pendingAudits.get(request);
      if (pending) {
        pendingAudits.delete(request);
        await pending(false);
      }
      const parsed = e.response.safeParse(result);
      if (!parsed.success) {
        request.log.error({ issues: parsed.error.issues, endpoint: e.path }, 'response does not match the contract');
        throw new AppError('INTERNAL');
      }
      return parsed.data;
    },
  });
}

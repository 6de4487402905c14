import type { Endpoint } from '@mhq/contract';
import { resolveTenant, type UserType } from '@mhq/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps, Ctx } from '../deps';
import { AppError } from './app-error';
import { type AuthContext, assertOfficeAccess, authenticate } from './guard';

type In<S> = S extends z.ZodType ? z.output<S> : undefined;

export type Input<E extends Endpoint> = { body: In<E['body']>; query: In<E['query']>; params: In<E['params']> };

/** Where in the validated input the office a call acts in is named. */
export type OfficeRef = { in: 'body' | 'query' | 'params'; field: string };

/**
 * Who may call a route. 'public': anyone. Otherwise a signed-in user, of one of `roles` when given;
 * `office` names the input field holding the office the call acts in, checked by the one guard. The
 * declaration is data, so the isolation suite can read it from every registered route.
 */
export type Access = 'public' | { roles?: readonly UserType[]; office?: OfficeRef };

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

function officeIdIn(input: { body: unknown; query: unknown; params: unknown }, ref: OfficeRef): number | undefined {
  const part = input[ref.in] as Record<string, unknown> | undefined;
  const value = part?.[ref.field];
  return typeof value === 'number' ? value : undefined;
}

const toFastifyPath = (path: string) => `/api/v1${path.replace(/\{(\w+)\}/g, ':$1')}`;

export function requestCtx(deps: AppDeps, request: FastifyRequest): Ctx {
  return {
    db: deps.database.db,
    clock: deps.clock,
    mail: deps.mail,
    config: deps.config,
    jwtKey: deps.jwtKey,
    tenant: resolveTenant(deps.config.tenant, request.hostname),
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
  if (access !== 'public' && access.office) {
    const schema = { body: e.body, query: e.query, params: e.params }[access.office.in] as z.ZodObject | undefined;
    if (!schema?.shape?.[access.office.field]) {
      throw new Error(
        `${e.method} ${e.path}: office field ${access.office.in}.${access.office.field} is not in its schema`,
      );
    }
  }
  const meta: RouteMeta = { endpoint: e, access };
  app.route({
    method: e.method,
    url: toFastifyPath(e.path),
    config: meta,
    handler: async (request, reply) => {
      const ctx = requestCtx(deps, request);
      // Authentication first: a caller without a session learns nothing about the input's shape.
      let auth: AuthContext | null = null;
      if (access !== 'public') auth = await authenticate(ctx.db, ctx.jwtKey, ctx.clock.now(), request);
      const input = {
        body: e.body ? e.body.parse(request.body ?? {}) : undefined,
        query: e.query ? e.query.parse(request.query ?? {}) : undefined,
        params: e.params ? e.params.parse(request.params ?? {}) : undefined,
      } as Input<E>;
      if (access !== 'public' && auth) {
        if (access.roles && !access.roles.includes(auth.type)) throw new AppError('FORBIDDEN');
        const officeId = access.office ? officeIdIn(input, access.office) : undefined;
        if (officeId !== undefined) await assertOfficeAccess(ctx.db, auth, officeId);
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
      if (reply.sent) return reply;
      const parsed = e.response.safeParse(result);
      if (!parsed.success) {
        request.log.error({ issues: parsed.error.issues, endpoint: e.path }, 'response does not match the contract');
        throw new AppError('INTERNAL');
      }
      return parsed.data;
    },
  });
}

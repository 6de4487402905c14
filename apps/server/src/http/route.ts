import type { Endpoint } from '@mhq/contract';
import { type OfficeAction, resolveTenant, type UserType } from '@mhq/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { outboxSms } from '../adapters/sms/sms.port';
import type { AppDeps, Ctx } from '../deps';
import { type DataUse, type OwedLine, writeOwedLines } from '../modules/audit/call-audit';
import { AppError, notFound } from './app-error';
import {
  type AuthContext,
  assertChargeInOffice,
  assertDisputeInOffice,
  assertMemberAccess,
  assertOfficeAccess,
  assertOfficeAction,
  assertPayoutInOffice,
  assertPlanInOffice,
  assertReviewInOffice,
  assertSubscriptionOfMember,
  assertTierMethodInOffice,
  assertUserInOffice,
  authenticate,
} from './guard';
import {
  assertGroupOfOrganization,
  assertLocationOfOrganization,
  assertPlanOfOrganization,
  assertUserOfOrganization,
} from './guard-organization';

type In<S> = S extends z.ZodType ? z.output<S> : undefined;

export type Input<E extends Endpoint> = { body: In<E['body']>; query: In<E['query']>; params: In<E['params']> };

/** Where in the validated input an id the guard checks is named. */
/**
 * Where a request carries an id. `when` names a sibling field that says what the id is (a plan's `target` is a location
 * only when its `targetType` is 'location'): the id is that kind only when the sibling holds the value given.
 */
export type FieldRef = {
  in: 'body' | 'query' | 'params';
  field: string;
  when?: { field: string; equals: string };
};

/** The part of the request a field is in, or nothing when its `when` says the field is not this kind of id. */
function partOf(input: { body: unknown; query: unknown; params: unknown }, ref: FieldRef) {
  const part = input[ref.in] as Record<string, unknown> | undefined;
  if (ref.when && part?.[ref.when.field] !== ref.when.equals) return undefined;
  return part;
}

/**
 * Who may call a route. 'public': anyone. Otherwise a signed-in user, of one of `roles` when given, and the
 * ids the input names are checked by the one guard:
 * - `office`: the office the call acts in, which the caller must work in (or be a member of);
 * - `self`: a user id that must be the caller's own (the spec's `/users/{id}/...` paths);
 * - `plan`: a plan that must belong to the office named by `office` (and not be deleted);
 * - `member`: a member of the office named by `office` (for a patient, of their own household). Naming a
 *   member is looking at patient data, so the route also says what it does with it (`audit`), and every
 *   successful call is written to the audit log by the wrapper, not by each handler.
 * - `officeUser`: a user the call acts on, who must work in the office named by `office`.
 * - `tierMethod`: a platform-tier payment method of the organization of the office named by `office`.
 * - `subscription`: a subscription of the member named by `member` (a plan change, a cancellation acts on one).
 * - `charge`: a payment (charge) taken in the office named by `office` (a refund acts on one).
 * - `dispute`: a dispute of a payment taken in the office named by `office`.
 * - `payout`: a payout made to the office named by `office`.
 * - `review`: a patient's review of the office named by `office`.
 * - `location`: another office (location) of the organization of the office named by `office`, where the caller works
 *   too (a user assigned to some locations gets 404 at the others). The field may hold one id or a list of them.
 * - `group`: a group of locations (or a list of them) of the organization of the office named by `office`.
 * - `orgUser`: a user who works in some office of the organization of the office named by `office` (a staff
 *   assignment's target).
 * - `orgPlan`: a plan of the organization's catalogue (the office named by `office`'s organization), wherever it is
 *   offered: the multi-location plan calls name master, group and other locations' plans.
 * - `action`: what the call does in the office named by `office` (a refund, a cancellation...): an office user's
 *   standing there must allow it by the office permission matrix (`@mhq/domain` office-permissions), else 403.
 * - `audit`: the call reads, changes or exports patient or payment data of the office named by `office` beyond one
 *   member's record (a payout's lines, the payment ledger): every successful call is written to the audit log by the
 *   wrapper, like a member call's.
 * The declaration is data, so the isolation and audit suites can read it from every registered route.
 */
export type Access =
  | 'public'
  | {
      roles?: readonly UserType[];
      /** What a signed-in caller outside `roles` is told (403), when the spec gives the words. */
      refusal?: string;
      office?: FieldRef;
      /** The office permission the call needs (checked after the office, before any id it names). */
      action?: OfficeAction;
      self?: FieldRef;
      plan?: FieldRef;
      member?: FieldRef & { audit: MemberAudit };
      /** A user who must work in the office named by `office` (the team calls' target user). */
      officeUser?: FieldRef;
      /** A platform-tier payment method of the organization of the office named by `office`. */
      tierMethod?: FieldRef;
      /** A subscription that must belong to the member named by `member`. */
      subscription?: FieldRef;
      /** A charge that must have been taken in the office named by `office`. */
      charge?: FieldRef;
      /** A dispute of a payment taken in the office named by `office`. */
      dispute?: FieldRef;
      /** A payout made to the office named by `office`. */
      payout?: FieldRef;
      /** A patient's review of the office named by `office`. */
      review?: FieldRef;
      /** A location (or a list of them) of the organization of the office named by `office`, where the caller works. */
      location?: FieldRef;
      /** A group of locations of the organization of the office named by `office`. */
      group?: FieldRef;
      /** A user who works in some office of the organization of the office named by `office`. */
      orgUser?: FieldRef;
      /** A plan of the catalogue of the organization of the office named by `office`, wherever it is offered. */
      orgPlan?: FieldRef;
      /** The office's patient or payment data the call reads, changes or exports (beyond one member's record). */
      audit?: DataAudit;
    };

/** What a route does with the member's record it names: the audit log's action is `member.<this>`. */
export type MemberAudit = DataUse;

/**
 * What a route does with an office's patient or payment data: the audit log's action is `<subject>.<does>`, its
 * target the id `target` names (of type `target.type`), else the office.
 */
export type DataAudit = { subject: string; does: DataUse; target?: FieldRef & { type: string } };

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

function idIn(input: { body: unknown; query: unknown; params: unknown }, ref: FieldRef): number | undefined {
  const value = partOf(input, ref)?.[ref.field];
  return typeof value === 'number' ? value : undefined;
}

/** The ids a field names: one, or each of a list (a group's locations, say). */
function idsIn(input: { body: unknown; query: unknown; params: unknown }, ref: FieldRef): number[] {
  const value = partOf(input, ref)?.[ref.field];
  if (typeof value === 'number') return [value];
  return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
}

/** The object schemas a body may take: the schema itself, or each option of a union. */
function objectOptions(schema: z.ZodType | undefined): z.ZodObject[] {
  if (!schema) return [];
  const def = (schema as unknown as { def: { type: string; options?: z.ZodType[] } }).def;
  if (def.type === 'object') return [schema as z.ZodObject];
  if (def.type === 'union' && def.options) return def.options.flatMap(objectOptions);
  if (def.type === 'pipe') return objectOptions((def as unknown as { in: z.ZodType }).in);
  return [];
}

/**
 * Refuses to register a route whose declaration names a field its schema lacks: an office or self field must
 * be in every shape the input may take (else a request could skip the check), a plan field in at least one.
 */
function checkDeclaration(e: Endpoint, access: Exclude<Access, 'public'>): void {
  const refs: [string, FieldRef | undefined, 'every' | 'some'][] = [
    ['office', access.office, 'every'],
    ['self', access.self, 'every'],
    ['plan', access.plan, 'some'],
    ['member', access.member, 'every'],
    ['officeUser', access.officeUser, 'every'],
    ['tierMethod', access.tierMethod, 'every'],
    ['subscription', access.subscription, 'every'],
    ['charge', access.charge, 'every'],
    ['dispute', access.dispute, 'every'],
    ['payout', access.payout, 'every'],
    ['review', access.review, 'every'],
    ['location', access.location, 'some'],
    ['group', access.group, 'every'],
    ['orgUser', access.orgUser, 'every'],
    ['orgPlan', access.orgPlan, 'every'],
    ['audit target', access.audit?.target, 'every'],
  ];
  for (const [kind, ref, rule] of refs) {
    if (!ref) continue;
    const options = objectOptions({ body: e.body, query: e.query, params: e.params }[ref.in]);
    const has = (o: z.ZodObject) => ref.field in o.shape;
    if (options.length === 0 || !(rule === 'every' ? options.every(has) : options.some(has))) {
      throw new Error(`${e.method} ${e.path}: ${kind} field ${ref.in}.${ref.field} is not in its schema`);
    }
  }
  if (access.subscription && !access.member) {
    throw new Error(`${e.method} ${e.path}: a subscription is checked as one of the member's`);
  }
  for (const [kind, ref] of [
    ['plan', access.plan],
    ['member', access.member],
    ['officeUser', access.officeUser],
    ['tierMethod', access.tierMethod],
    ['charge', access.charge],
    ['dispute', access.dispute],
    ['payout', access.payout],
    ['review', access.review],
    ['location', access.location],
    ['group', access.group],
    ['orgUser', access.orgUser],
    ['orgPlan', access.orgPlan],
    ['audit', access.audit],
    ['action', access.action],
  ] as const) {
    if (ref && !access.office) throw new Error(`${e.method} ${e.path}: a ${kind} is checked within an office`);
  }
}

/** The organization-wide ids a call names (locations, a group, a user or a plan of the organization), each checked. */
async function assertOrganizationIds(
  db: Ctx['db'],
  auth: AuthContext,
  access: Exclude<Access, 'public'>,
  input: Input<Endpoint>,
  officeId: number,
): Promise<void> {
  for (const locationId of access.location ? idsIn(input, access.location) : []) {
    await assertLocationOfOrganization(db, auth, officeId, locationId);
  }
  for (const groupId of access.group ? idsIn(input, access.group) : []) {
    await assertGroupOfOrganization(db, officeId, groupId);
  }
  const userId = access.orgUser ? idIn(input, access.orgUser) : undefined;
  if (userId !== undefined) await assertUserOfOrganization(db, officeId, userId);
  const planId = access.orgPlan ? idIn(input, access.orgPlan) : undefined;
  if (planId !== undefined) await assertPlanOfOrganization(db, officeId, planId);
}

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
      // Authentication first: a caller without a session learns nothing about the input's shape.
      let auth: AuthContext | null = null;
      if (access !== 'public') auth = await authenticate(ctx.db, ctx.jwtKey, ctx.clock.now(), request);
      const input = {
        body: e.body ? e.body.parse(request.body ?? {}) : undefined,
        query: e.query ? e.query.parse(request.query ?? {}) : undefined,
        params: e.params ? e.params.parse(request.params ?? {}) : undefined,
      } as Input<E>;
      if (access !== 'public' && auth) {
        if (access.roles && !access.roles.includes(auth.type)) throw new AppError('FORBIDDEN', access.refusal);
        const officeId = access.office ? idIn(input, access.office) : undefined;
        if (officeId !== undefined) await assertOfficeAccess(ctx.db, auth, officeId);
        // In an office the caller may act in, the matrix decides whether they may do this: 403, saying who may.
        if (access.action && officeId !== undefined) await assertOfficeAction(ctx.db, auth, officeId, access.action);
        if (access.self && idIn(input, access.self) !== auth.userId) throw notFound();
        const planId = access.plan ? idIn(input, access.plan) : undefined;
        if (planId !== undefined && officeId !== undefined) await assertPlanInOffice(ctx.db, officeId, planId);
        const memberId = access.member ? idIn(input, access.member) : undefined;
        if (memberId !== undefined && officeId !== undefined)
          await assertMemberAccess(ctx.db, auth, officeId, memberId);
        const subscriptionId = access.subscription ? idIn(input, access.subscription) : undefined;
        if (subscriptionId !== undefined && memberId !== undefined && officeId !== undefined)
          await assertSubscriptionOfMember(ctx.db, officeId, memberId, subscriptionId);
        const officeUserId = access.officeUser ? idIn(input, access.officeUser) : undefined;
        if (officeUserId !== undefined && officeId !== undefined)
          await assertUserInOffice(ctx.db, officeId, officeUserId);
        const tierMethodId = access.tierMethod ? idIn(input, access.tierMethod) : undefined;
        if (tierMethodId !== undefined && officeId !== undefined)
          await assertTierMethodInOffice(ctx.db, officeId, tierMethodId);
        const chargeId = access.charge ? idIn(input, access.charge) : undefined;
        if (chargeId !== undefined && officeId !== undefined) await assertChargeInOffice(ctx.db, officeId, chargeId);
        const disputeId = access.dispute ? idIn(input, access.dispute) : undefined;
        if (disputeId !== undefined && officeId !== undefined) await assertDisputeInOffice(ctx.db, officeId, disputeId);
        const payoutId = access.payout ? idIn(input, access.payout) : undefined;
        if (payoutId !== undefined && officeId !== undefined) await assertPayoutInOffice(ctx.db, officeId, payoutId);
        const reviewId = access.review ? idIn(input, access.review) : undefined;
        if (reviewId !== undefined && officeId !== undefined) await assertReviewInOffice(ctx.db, officeId, reviewId);
        if (officeId !== undefined) await assertOrganizationIds(ctx.db, auth, access, input, officeId);
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

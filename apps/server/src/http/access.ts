import type { Endpoint } from '@mhq/contract';
import { isAssociationUser, isPlatformAdmin, type OfficeAction, type UserType } from '@mhq/domain';
import type { z } from 'zod';
import type { Db } from '../db/connection';
import type { DataUse } from '../modules/audit/call-audit';
import {
  type AuthContext,
  assertChargeInOffice,
  assertDisputeInOffice,
  assertMemberAccess,
  assertPayoutInOffice,
  assertPlanInOffice,
  assertReviewInOffice,
  assertSubscriptionOfMember,
  assertTierMethodInOffice,
  assertUserInOffice,
} from './guard';
import { assertBusinessOfOffice, assertCommunityGroupOfOffice } from './guard-channels';
import { assertOfficeRow, OFFICE_ROW_KINDS } from './guard-office-rows';
import {
  assertGroupOfOrganization,
  assertLocationOfOrganization,
  assertPlanOfOrganization,
  assertUserOfOrganization,
} from './guard-organization';

/** A request's validated parts, as the guard reads them. */
export type NamedInput = { body: unknown; query: unknown; params: unknown };

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
function partOf(input: NamedInput, ref: FieldRef) {
  const part = input[ref.in] as Record<string, unknown> | undefined;
  if (ref.when && part?.[ref.when.field] !== ref.when.equals) return undefined;
  return part;
}

/**
 * Who may call a route. 'public': anyone. Otherwise a signed-in user, of one of `roles` when given, and the
 * ids the input names are checked by the one guard:
 * - `office`: the office the call acts in, which the caller must work in (or be a member of);
 * - `self`: a user id that must be the caller's own (the spec's `/users/{id}/...` paths);
 * - `plan`: a plan (or a list of them) that must belong to the office named by `office` (and not be deleted);
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
 * - `business`: a small business (employer) that works with the office named by `office`.
 * - `communityGroup`: a community group of the office named by `office`.
 * - `associationUser`: a user of the caller's own association; checked without an office (the association portal).
 * - `campaign`, `printOrder`: a marketing campaign or print order of the office named by `office` (guard-office-rows.ts).
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
      /**
       * 'member': the office the call acts in is the one of the member named by `member`, wherever it is. Only for
       * routes of the platform's admins (a patient found across every office): the member's office is then checked,
       * and the call audited, as if the call had named it.
       */
      officeOf?: 'member';
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
      /** A small business (employer) that works with the office named by `office` (BusinessConnect). */
      business?: FieldRef;
      /** A community group of the office named by `office` (CommunityConnect). */
      communityGroup?: FieldRef;
      /** A user of the caller's own association (the association portal's user calls; no office). */
      associationUser?: FieldRef;
      /** A marketing campaign of the office named by `office` (guard-office-rows.ts). */
      campaign?: FieldRef;
      /** A saved campaign message of the office named by `office` (guard-office-rows.ts). */
      campaignTemplate?: FieldRef;
      /** A print order of the office named by `office` (guard-office-rows.ts). */
      printOrder?: FieldRef;
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

export function idIn(input: NamedInput, ref: FieldRef): number | undefined {
  const value = partOf(input, ref)?.[ref.field];
  return typeof value === 'number' ? value : undefined;
}

/** The ids a field names: one, or each of a list (a group's locations, say). */
function idsIn(input: NamedInput, ref: FieldRef): number[] {
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

type SignedIn = Exclude<Access, 'public'>;
/** What an id's check is given: the call's office (already checked), its caller, declaration and input. */
type Named = { db: Db; auth: AuthContext; officeId: number; access: SignedIn; input: NamedInput };
type IdKind = Exclude<
  keyof SignedIn,
  'roles' | 'refusal' | 'office' | 'officeOf' | 'action' | 'self' | 'audit' | 'associationUser'
>;

/**
 * Every kind of id a call may name within its office, in the order the guard checks them: whether its field must be in
 * every shape the input may take (else a request could skip the check) or in at least one, whether it may hold a list
 * of ids, and the check, which answers 404 for an id the caller may not reach from that office.
 */
const ID_KINDS: readonly {
  kind: IdKind;
  rule: 'every' | 'some';
  list?: true;
  check: (n: Named, id: number) => Promise<void>;
}[] = [
  // A list too: a print order names the plans printed on it (issue 26).
  { kind: 'plan', rule: 'some', list: true, check: (n, id) => assertPlanInOffice(n.db, n.officeId, id) },
  { kind: 'member', rule: 'every', check: (n, id) => assertMemberAccess(n.db, n.auth, n.officeId, id) },
  {
    kind: 'subscription',
    rule: 'every',
    check: async (n, id) => {
      const memberId = n.access.member ? idIn(n.input, n.access.member) : undefined;
      if (memberId !== undefined) await assertSubscriptionOfMember(n.db, n.officeId, memberId, id);
    },
  },
  { kind: 'officeUser', rule: 'every', check: (n, id) => assertUserInOffice(n.db, n.officeId, id) },
  { kind: 'tierMethod', rule: 'every', check: (n, id) => assertTierMethodInOffice(n.db, n.officeId, id) },
  { kind: 'charge', rule: 'every', check: (n, id) => assertChargeInOffice(n.db, n.officeId, id) },
  { kind: 'dispute', rule: 'every', check: (n, id) => assertDisputeInOffice(n.db, n.officeId, id) },
  { kind: 'payout', rule: 'every', check: (n, id) => assertPayoutInOffice(n.db, n.officeId, id) },
  { kind: 'review', rule: 'every', check: (n, id) => assertReviewInOffice(n.db, n.officeId, id) },
  {
    kind: 'location',
    rule: 'some',
    list: true,
    check: (n, id) => assertLocationOfOrganization(n.db, n.auth, n.officeId, id),
  },
  { kind: 'group', rule: 'every', list: true, check: (n, id) => assertGroupOfOrganization(n.db, n.officeId, id) },
  { kind: 'orgUser', rule: 'every', check: (n, id) => assertUserOfOrganization(n.db, n.officeId, id) },
  { kind: 'orgPlan', rule: 'every', check: (n, id) => assertPlanOfOrganization(n.db, n.officeId, id) },
  { kind: 'business', rule: 'every', check: (n, id) => assertBusinessOfOffice(n.db, n.officeId, id) },
  { kind: 'communityGroup', rule: 'every', check: (n, id) => assertCommunityGroupOfOffice(n.db, n.officeId, id) },
  ...OFFICE_ROW_KINDS.map((kind) => ({
    kind,
    rule: 'every' as const,
    check: (n: Named, id: number) => assertOfficeRow(n.db, kind, n.officeId, id),
  })),
];

/**
 * Refuses to register a route whose declaration names a field its schema lacks, or an id it could not check: every id
 * is checked within the office the call names.
 */
export function checkDeclaration(e: Endpoint, access: SignedIn): void {
  const refs: [string, FieldRef | undefined, 'every' | 'some'][] = [
    ['office', access.office, 'every'],
    ['self', access.self, 'every'],
    ['associationUser', access.associationUser, 'every'],
    ...ID_KINDS.map((k) => [k.kind, access[k.kind], k.rule] as [string, FieldRef | undefined, 'every' | 'some']),
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
  if (access.associationUser && !access.roles?.every(isAssociationUser)) {
    throw new Error(`${e.method} ${e.path}: an association's user is named only by its association's users`);
  }
  if (access.officeOf && !(access.member && access.roles?.every(isPlatformAdmin))) {
    throw new Error(`${e.method} ${e.path}: only a platform admin's route finds the office of the member it names`);
  }
  for (const kind of [...ID_KINDS.map((k) => k.kind), 'audit', 'action'] as const) {
    if (access[kind] && !access.office && !access.officeOf) {
      throw new Error(`${e.method} ${e.path}: a ${kind} is checked within an office`);
    }
  }
}

/**
 * How a signed-in caller outside a route's roles is refused: a route only the platform's admins may call does not
 * exist for anyone else (404); a platform admin without the role it needs (a super admin's page) is told why (403).
 * Null: the caller's type may call it.
 */
export function roleRefusal(access: SignedIn, type: UserType): 403 | 404 | null {
  if (!access.roles || access.roles.includes(type)) return null;
  return access.roles.every(isPlatformAdmin) && !isPlatformAdmin(type) ? 404 : 403;
}

/** Checks each id the call names, of each kind its declaration gives, within the office it acts in (404 if not there). */
export async function assertNamedIds(n: Named): Promise<void> {
  for (const k of ID_KINDS) {
    const ref = n.access[k.kind];
    if (!ref) continue;
    const one = k.list ? undefined : idIn(n.input, ref);
    for (const id of k.list ? idsIn(n.input, ref) : one === undefined ? [] : [one]) await k.check(n, id);
  }
}

import {
  CANCELLATION_REASONS,
  LEGACY_MEMBER_FILTERS,
  MEMBER_FILTERS,
  RELATIONSHIPS,
  SUBSCRIPTION_STATUSES,
  VALIDATION_MESSAGES,
} from '@mhq/domain';
import { z } from 'zod';
import { PaymentMethodOnFile } from './billing';
import { BodyId, Email, Id, Text } from './common';
import { BirthDate } from './enrolment';
import { OfficeAddress, UsPhone } from './office';

// The front desk's members: the list and its filters, a member's page, notes and history (spec 01 sections 2 to 4,
// 02 sections 7 'Members' and 9 'Member filters').

const CURRENT_FILTERS = MEMBER_FILTERS.map((f) => f.value) as [string, ...string[]];
const LEGACY_FILTERS = LEGACY_MEMBER_FILTERS.map((f) => f.value) as [string, ...string[]];
const FILTER_VALUES = [...new Set([...CURRENT_FILTERS, ...LEGACY_FILTERS])] as [string, ...string[]];

/** Which list of filters a request reads: the current one, or the legacy one (spec 02 section 9, both readings). */
export const FilterReading = z.enum(['current', 'legacy']);
export type FilterReading = z.infer<typeof FilterReading>;

export const MEMBER_SORTS = ['name', 'newest', 'nextPayment'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

/** What the front desk typed in the top bar's search (spec 01 section 4: at least 2 characters, or none). */
const SearchQuery = Text(100)
  .default('')
  .refine((v) => v.length !== 1, 'Type at least 2 characters to search.');

/** Where a search looks: the office of the path, or every office of its organization the caller works in. */
const Locations = z.enum(['office', 'all']).default('office');

/** `POST /dentists/{id}/members/upgraded-search`: one page of the members list (spec 01 section 3 'query params'). */
export const MemberSearchRequest = z
  .object({
    /** Where the previous page ended (its `nextStartingAt`); absent for the first page. */
    startingAt: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,400}$/, VALIDATION_MESSAGES.invalidData)
      .optional(),
    searchQuery: SearchQuery,
    searchFilter: z.enum(FILTER_VALUES).default('all'),
    reading: FilterReading.default('current'),
    sort: z.enum(MEMBER_SORTS).default('name'),
    /** The first page of a new list: the answer also counts every member that matches. */
    initial: z.boolean().default(false),
    locations: Locations,
  })
  .superRefine((value, ctx) => {
    const allowed = value.reading === 'legacy' ? LEGACY_FILTERS : CURRENT_FILTERS;
    if (!allowed.includes(value.searchFilter)) {
      ctx.addIssue({ code: 'custom', path: ['searchFilter'], message: 'Unknown filter.' });
    }
  })
  .meta({ id: 'MemberSearchRequest' });
export type MemberSearchRequest = z.infer<typeof MemberSearchRequest>;

/** How a household pays, as the list shows it. */
export const ListPaymentKind = z.enum(['card', 'bank', 'cash']).nullable();

/** One row of the members list. */
export const MemberRow = z.object({
  memberId: z.number().int(),
  officeId: z.number().int(),
  /** The account owner's member id; null when this member is the account owner. */
  accountOwnerId: z.number().int().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  chartId: z.string().nullable(),
  birthDate: z.string(),
  summaryStatus: z.enum(['late', 'active', 'canceled', 'other']),
  /** The status of the subscription the member is listed by; null when the member has no plan. */
  status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  planId: z.number().int().nullable(),
  planName: z.string().nullable(),
  term: z.enum(['monthly', 'annual']).nullable(),
  priceCents: z.number().int().nullable(),
  nextPaymentOn: z.string().nullable(),
  paymentMethod: ListPaymentKind,
  autoRenew: z.boolean().nullable(),
  changePending: z.boolean(),
  /** The guarantee stands behind the listed plan (guaranteeCovers: never one paid in the office). */
  guaranteed: z.boolean(),
  /** The day the listed plan went late unpaid in the office (cash lateness), while late or delinquent; else null. */
  lateInOfficeOn: z.string().nullable(),
  underContract: z.boolean(),
  transferred: z.boolean(),
  source: z.enum(['business', 'community']).nullable(),
  /** When the listed subscription began and, if so, was canceled (ISO 8601): what the dated filters count from. */
  subscriptionCreatedAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  memberSince: z.string(),
});
export type MemberRow = z.infer<typeof MemberRow>;

export const MemberSearchResponse = z
  .object({
    members: z.array(MemberRow),
    noMoreResults: z.boolean(),
    /** Pass as `startingAt` for the next page; null when there is none. */
    nextStartingAt: z.string().nullable(),
    /** Every member that matches (the first page of a list, `initial`); null otherwise. */
    total: z.number().int().nullable(),
  })
  .meta({ id: 'MemberSearchResponse' });
export type MemberSearchResponse = z.infer<typeof MemberSearchResponse>;

/** `POST /dentists/{id}/members/upgraded-filters-search`: every filter with how many members it holds. */
export const MemberFiltersRequest = z
  .object({ searchQuery: SearchQuery, reading: FilterReading.default('current'), locations: Locations })
  .meta({ id: 'MemberFiltersRequest' });

export const MemberFiltersResponse = z
  .object({
    reading: FilterReading,
    filters: z.array(
      z.object({
        value: z.string(),
        label: z.string(),
        hint: z.string().nullable(),
        count: z.number().int(),
        /** One of the default quick filters, shown first. */
        quick: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'MemberFiltersResponse' });
export type MemberFiltersResponse = z.infer<typeof MemberFiltersResponse>;

/** A member named in an office: the body of the calls that act on one member. */
export const OfficeMemberBody = z.object({ dentistInfoId: BodyId, memberId: BodyId });

/** `POST /users/{id}/members/memberDetails`: a member's page. */
export const MemberDetailsRequest = OfficeMemberBody.meta({ id: 'MemberDetailsRequest' });

/** A plan change waiting for the next renewal. */
const PendingPlan = z.object({ planId: z.number().int(), planName: z.string(), from: z.string() }).nullable();
const PendingPrice = z.object({ priceCents: z.number().int(), from: z.string() }).nullable();

/** One subscription of a member, as their page shows it and the actions answer it. */
export const MemberSubscription = z.object({
  subscriptionId: z.number().int(),
  memberId: z.number().int(),
  planId: z.number().int(),
  planName: z.string(),
  term: z.enum(['monthly', 'annual']),
  priceCents: z.number().int(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  statusLabel: z.string(),
  payor: z.enum(['member', 'office']),
  autoRenew: z.boolean(),
  /** The guarantee stands behind this plan (guaranteeCovers: never one paid in the office). */
  guaranteed: z.boolean(),
  /** The day this plan went late unpaid in the office (cash lateness), while late or delinquent; else null. */
  lateInOfficeOn: z.string().nullable(),
  createdAt: z.string(),
  currentPeriodStart: z.string().nullable(),
  nextRenewalOn: z.string().nullable(),
  /** The last day covered when a cancellation waits for the end of the period. */
  endsOn: z.string().nullable(),
  canceledAt: z.string().nullable(),
  cancelReason: z.number().int().nullable(),
  cancelNote: z.string().nullable(),
  /** A fee still owed with the first payment (paying in the office). */
  feeDueCents: z.number().int(),
  pendingPlan: PendingPlan,
  pendingPrice: PendingPrice,
  /** The spec's 'cancellable' rule. */
  cancellable: z.boolean(),
});
export type MemberSubscription = z.infer<typeof MemberSubscription>;

export const MemberCard = z.object({
  memberId: z.number().int(),
  accountOwnerId: z.number().int().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  birthDate: z.string(),
  relationship: z.enum(RELATIONSHIPS.map((r) => r.value) as [string, ...string[]]),
  chartId: z.string().nullable(),
  spanish: z.boolean(),
  insured: z.boolean(),
  address: z
    .object({ line1: z.string(), line2: z.string(), city: z.string(), state: z.string(), zip: z.string() })
    .nullable(),
  summaryStatus: z.enum(['late', 'active', 'canceled', 'other']),
  memberSince: z.string(),
  /** Has signed in to the patient area. */
  hasLogin: z.boolean(),
  subscriptions: z.array(MemberSubscription),
});
export type MemberCard = z.infer<typeof MemberCard>;

export const MemberNote = z.object({
  noteId: z.number().int(),
  text: z.string(),
  author: z.string().nullable(),
  createdAt: z.string(),
});
export type MemberNote = z.infer<typeof MemberNote>;

export const MemberDetailsResponse = z
  .object({
    office: z.object({ id: z.number().int(), officeName: z.string() }),
    /** The member the page is about. */
    memberId: z.number().int(),
    household: z.object({
      accountOwnerId: z.number().int(),
      paymentMethod: PaymentMethodOnFile.nullable(),
      /** The employer whose card pays for the household now (BusinessConnect), or null: the household pays. */
      paidByEmployer: z.string().nullable(),
      /** The account owner first, then the family members. */
      members: z.array(MemberCard),
    }),
    notes: z.array(MemberNote),
  })
  .meta({ id: 'MemberDetailsResponse' });
export type MemberDetailsResponse = z.infer<typeof MemberDetailsResponse>;

/** `PUT /users/{id}/members/{memberId}`: a member's details, as the front desk corrects them. */
export const MemberEditParams = z.object({ id: Id, memberId: Id });
export const MemberEditRequest = z
  .object({
    dentistInfoId: BodyId,
    firstName: Text(60).pipe(z.string().min(1, VALIDATION_MESSAGES.required)),
    lastName: Text(60).pipe(z.string().min(1, VALIDATION_MESSAGES.required)),
    birthDate: BirthDate,
    /** The account owner's email, where mail and the patient area's sign-in go; family members have none. */
    email: Email.optional(),
    phone: UsPhone.optional(),
    address: OfficeAddress.optional(),
    chartId: Text(40).optional(),
    spanish: z.boolean().optional(),
  })
  .meta({ id: 'MemberEditRequest' });
export type MemberEditRequest = z.infer<typeof MemberEditRequest>;

export const MemberEditResponse = z
  .object({ _message: z.string(), member: MemberCard })
  .meta({ id: 'MemberEditResponse' });

/** `DELETE /users/{id}/members/{memberId}`: the office marks a member deleted (the delete flag). */
export const MemberDeleteQuery = z.object({ dentistInfoId: Id });

/** `POST /users/me/account/loggingNote`: a note on a member. */
export const MemberNoteRequest = z
  .object({
    dentistInfoId: BodyId,
    memberId: BodyId,
    note: Text(2000).pipe(z.string().min(1, VALIDATION_MESSAGES.required)),
  })
  .meta({ id: 'MemberNoteRequest' });
export const MemberNoteResponse = z
  .object({ _message: z.string(), note: MemberNote })
  .meta({ id: 'MemberNoteResponse' });

/** `GET /users/me/account/getMemberHistory/{id}`: everything that happened to a member, newest first. */
export const MemberHistoryParams = z.object({ id: Id });
export const MemberHistoryQuery = z.object({ dentistInfoId: Id });
export const MemberEvent = z.object({
  eventId: z.number().int(),
  at: z.string(),
  kind: z.string(),
  summary: z.string(),
  actor: z.string().nullable(),
});
export type MemberEvent = z.infer<typeof MemberEvent>;
export const MemberHistoryResponse = z.object({ events: z.array(MemberEvent) }).meta({ id: 'MemberHistoryResponse' });

/** A cancellation reason's value (spec 02 section 9). */
export const CancellationReasonValue = z
  .number()
  .int()
  .refine((v) => CANCELLATION_REASONS.some((r) => r.value === v), 'Choose a reason.');

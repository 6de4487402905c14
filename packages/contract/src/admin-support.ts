import { ISSUE_TYPES, PLATFORM_ADMIN_TYPES, SUPPORT_STATUSES } from '@mhq/domain';
import { z } from 'zod';
import { UserType } from './auth';
import { BodyId, Text } from './common';

// The platform admins' support inbox (issue 24): every 'Need Assistance?' request and issue report, its thread of
// answers (mailed to the sender) and internal notes, who holds it, and its status.

export const SUPPORT_SORTS = ['newest', 'oldest', 'updated'] as const;
export type SupportSort = (typeof SUPPORT_SORTS)[number];

/** A page number from the query string: 1 and up. */
const Page = z.coerce.number().int().min(1).max(100_000).default(1);
const PageSize = z.coerce.number().int().min(5).max(100).default(25);

export const SupportInboxQuery = z.object({
  /** Matches the sender's name and email, the office's name and the message. */
  search: Text(100).optional(),
  status: z.enum(SUPPORT_STATUSES).optional(),
  /** Only the requests held by the caller ('me') or by nobody ('nobody'). */
  assigned: z.enum(['me', 'nobody']).optional(),
  sort: z.enum(SUPPORT_SORTS).default('newest'),
  page: Page,
  pageSize: PageSize,
});
export type SupportInboxQuery = z.infer<typeof SupportInboxQuery>;

const Person = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

export const SupportRequestRow = z
  .object({
    id: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    status: z.enum(SUPPORT_STATUSES),
    /** An issue report's subject; null for a 'Need Assistance?' message. */
    issueType: z.enum(ISSUE_TYPES).nullable(),
    /** Who wrote, as the form said it. */
    name: z.string(),
    email: z.string(),
    /** The message's first characters (the detail has all of it). */
    preview: z.string(),
    office: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    organization: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    /** The signed-in account that sent it. */
    user: Person.extend({ type: UserType }),
    assignee: Person.nullable(),
    replyCount: z.number().int(),
  })
  .meta({ id: 'SupportRequestRow' });
export type SupportRequestRow = z.infer<typeof SupportRequestRow>;

export const SupportInboxResponse = z
  .object({
    requests: z.array(SupportRequestRow),
    /** Every request that matches the search and filters (all pages). */
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** How many requests hold each status, with the search applied (the status tabs' counts). */
    counts: z.object({
      open: z.number().int(),
      assigned: z.number().int(),
      answered: z.number().int(),
      closed: z.number().int(),
    }),
  })
  .meta({ id: 'SupportInboxResponse' });
export type SupportInboxResponse = z.infer<typeof SupportInboxResponse>;

export const SupportReply = z.object({
  id: z.number().int(),
  at: z.string(),
  author: Person,
  message: z.string(),
  /** true: an answer mailed to the sender; false: an internal note, seen by admins only. */
  mailed: z.boolean(),
});
export type SupportReply = z.infer<typeof SupportReply>;

/** A change made to the request (from the audit log): assigned, answered, noted, closed, reopened. */
export const SupportEvent = z.object({
  at: z.string(),
  action: z.string(),
  actor: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type SupportEvent = z.infer<typeof SupportEvent>;

export const SupportRequestDetail = SupportRequestRow.omit({ preview: true })
  .extend({
    message: z.string(),
    closedAt: z.string().nullable(),
    thread: z.array(SupportReply),
    history: z.array(SupportEvent),
  })
  .meta({ id: 'SupportRequestDetail' });
export type SupportRequestDetail = z.infer<typeof SupportRequestDetail>;

export const SupportRequestResponse = z
  .object({ _message: z.string().optional(), request: SupportRequestDetail })
  .meta({ id: 'SupportRequestResponse' });
export type SupportRequestResponse = z.infer<typeof SupportRequestResponse>;

/** Hand the request to a platform admin (the caller or another), or to nobody (null). */
export const AssignSupportRequest = z.object({ userId: BodyId.nullable() }).meta({ id: 'AssignSupportRequest' });
export type AssignSupportRequest = z.infer<typeof AssignSupportRequest>;

/** An answer (mailed to the sender) or an internal note (`mailed: false`). */
export const SupportReplyRequest = z
  .object({ message: Text(5000).min(1), mailed: z.boolean() })
  .meta({ id: 'SupportReplyRequest' });
export type SupportReplyRequest = z.infer<typeof SupportReplyRequest>;

/** The platform admins a request may be assigned to. */
export const SupportAssigneesResponse = z
  .object({ admins: z.array(Person.extend({ type: z.enum(PLATFORM_ADMIN_TYPES) })) })
  .meta({ id: 'SupportAssigneesResponse' });
export type SupportAssigneesResponse = z.infer<typeof SupportAssigneesResponse>;

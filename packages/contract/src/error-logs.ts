import { z } from 'zod';
import { Id, Text } from './common';

// The platform's error logs (issue 24): every server error (a 5xx answer) and every failed background job, with its
// request id, route, user and office; never a request's body, card data, passwords or tokens.

export const ERROR_LOG_KINDS = ['request', 'job'] as const;
export type ErrorLogKind = (typeof ERROR_LOG_KINDS)[number];

export const ErrorLogsQuery = z.object({
  /** Matches the message, the route, the job's name and the request id. */
  search: Text(100).optional(),
  kind: z.enum(ERROR_LOG_KINDS).optional(),
  officeId: Id.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(5).max(100).default(25),
});
export type ErrorLogsQuery = z.infer<typeof ErrorLogsQuery>;

export const ErrorLogRow = z
  .object({
    id: z.number().int(),
    at: z.string(),
    kind: z.enum(ERROR_LOG_KINDS),
    requestId: z.string().nullable(),
    method: z.string().nullable(),
    /** The route's pattern (/api/v1/members/{id}), never the address with its query. */
    route: z.string().nullable(),
    status: z.number().int().nullable(),
    /** A failed job's name (billing-run, mail-delivery). */
    job: z.string().nullable(),
    user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
    organization: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    office: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    errorName: z.string(),
    message: z.string(),
  })
  .meta({ id: 'ErrorLogRow' });
export type ErrorLogRow = z.infer<typeof ErrorLogRow>;

export const ErrorLogsResponse = z
  .object({
    logs: z.array(ErrorLogRow),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** The offices errors were logged in (the office filter's choices), by name. */
    offices: z.array(z.object({ id: z.number().int(), name: z.string() })),
  })
  .meta({ id: 'ErrorLogsResponse' });
export type ErrorLogsResponse = z.infer<typeof ErrorLogsResponse>;

export const ErrorLogResponse = z
  .object({ log: ErrorLogRow.extend({ stack: z.string().nullable() }) })
  .meta({ id: 'ErrorLogResponse' });
export type ErrorLogResponse = z.infer<typeof ErrorLogResponse>;

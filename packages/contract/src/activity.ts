import { z } from 'zod';
import { Id } from './common';

// The office's activity feed (/dentist-new/activity, issue 26): what happened, newest first, from the office's own
// records (enrolments, cancellations, payments, refunds, price-change notices, disputes, payouts, campaigns).

export const ACTIVITY_KINDS = [
  'enrolment',
  'cancellation',
  'payment',
  'refund',
  'price_change',
  'dispute',
  'payout',
  'campaign',
] as const;
export const ActivityKind = z.enum(ACTIVITY_KINDS, { error: 'Choose a kind of activity.' });
export type ActivityKind = z.infer<typeof ActivityKind>;

export const ACTIVITY_PAGE_MAX = 50;

const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date like 2026-11-30.')
  // A real day of the calendar: JavaScript reads 2023-02-30 as March 2, the database refuses it.
  .refine((d) => {
    const parsed = new Date(`${d}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === d;
  }, 'Enter a date like 2026-11-30.');

/** Where the previous page ended: the last line's time, kind and id (keyset paging: no line skipped or repeated). */
const Cursor = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z~[a-z_]{3,20}~\d{1,10}$/,
    'The page to continue from is not valid.',
  )
  .refine((c) => {
    const at = c.split('~')[0] ?? '';
    const parsed = new Date(at);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 19) === at.slice(0, 19);
  }, 'The page to continue from is not valid.');

export const ActivityParams = z.object({ id: Id });
export const ActivityQuery = z
  .object({
    /** Kinds to show, comma separated; all when absent. */
    kinds: z
      .string()
      .max(200)
      .optional()
      .transform((s, c) => {
        if (!s) return [...ACTIVITY_KINDS];
        const list = s.split(',').map((k) => k.trim());
        const bad = list.find((k) => !(ACTIVITY_KINDS as readonly string[]).includes(k));
        if (bad !== undefined) {
          c.addIssue({ code: 'custom', message: 'Choose a kind of activity.' });
          return z.NEVER;
        }
        return [...new Set(list)] as ActivityKind[];
      }),
    /** First and last day (UTC) of the range, inclusive. */
    from: Day.optional(),
    to: Day.optional(),
    before: Cursor.optional(),
    limit: z.coerce.number().int().min(1).max(ACTIVITY_PAGE_MAX).default(25),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'The range must end after it starts.', path: ['to'] });
export type ActivityQuery = z.input<typeof ActivityQuery>;

export const ActivityItem = z.object({
  kind: ActivityKind,
  id: z.number().int(),
  at: z.iso.datetime(),
  /** What happened, in the office's words. */
  summary: z.string(),
  amountCents: z.number().int().nullable(),
  /** The member (account owner) the line is about: the line links to the member's page. */
  memberId: z.number().int().nullable(),
  memberName: z.string().nullable(),
  /** A payout's line links to the payout's page. */
  payoutId: z.number().int().nullable(),
  campaignId: z.number().int().nullable(),
  status: z.string().nullable(),
});
export type ActivityItem = z.infer<typeof ActivityItem>;

export const ActivityResponse = z.object({
  items: z.array(ActivityItem),
  /** Give as `before` for the next page; null on the last page. */
  next: z.string().nullable(),
});
export type ActivityResponse = z.infer<typeof ActivityResponse>;

import {
  ACTIVE_STATUSES,
  anniversaryMonthDays,
  type LegacyMemberFilter,
  type MemberFilter,
  STATUS_FILTER_STATUSES,
} from '@mhq/domain';
import { type SQL, sql } from 'drizzle-orm';
import { memberList as l } from '../../db/schema';

/**
 * The members-list filters of spec 02 section 9 as SQL over member_list, each the same predicate as the domain's
 * matchesFilter and matchesLegacyFilter (packages/domain member-filters.ts; members.test.ts checks them against it).
 * A member with no plan is only in 'all'. `now` is the app's clock, so tests and the demo can move time.
 */

const DAY = "interval '1 day'";
const hasPlan = sql`${l.subscriptionId} is not null`;
const inStatuses = (statuses: readonly string[]) =>
  sql`${l.status} in (${sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  )})`;
/** Created (or canceled) at `at`, between 0 and `days` days ago: with `inclusive`, `days` days ago counts. */
const within = (at: SQL | typeof l.subscriptionCreatedAt, now: Date, days: number, inclusive: boolean) =>
  sql`(${at} <= ${now.toISOString()}::timestamptz and ${at} ${sql.raw(inclusive ? '>=' : '>')} ${now.toISOString()}::timestamptz - ${sql.raw(`${days} * ${DAY}`)})`;
/**
 * The listed plan went late (or delinquent) unpaid in the office (cash lateness): read from the subscription itself,
 * by its key, and only for the few late or delinquent rows.
 */
export const lateInOffice = sql`(${l.status} in ('past_due', 'delinquent') and exists (select 1 from subscriptions s
  where s.organization_id = ${l.organizationId} and s.id = ${l.subscriptionId} and s.late_in_office_on is not null))`;
const isCash = sql`(${l.paymentKind} = 'cash' or ${l.status} in ('pending_cash', 'active_cash') or ${lateInOffice})`;
const isTransferred = sql`(${l.transferred} or ${l.status} in ('active_transferred', 'inactive_transferred'))`;

/**
 * The subscription began on one of the days a 'renewal' window covers (anniversaryMonthDays): a necessary condition,
 * written exactly as member_list_anniversary_idx (migration 0010), so 'renewal' reads only those days' rows.
 */
function anniversaryDayIn(monthDays: readonly number[]): SQL {
  const at = sql`${l.subscriptionCreatedAt} at time zone 'UTC'`;
  return sql`((extract(month from ${at}) * 100 + extract(day from ${at}))::int) = any(${`{${monthDays.join(',')}}`}::int[])`;
}

/**
 * 'renewal' among the members whose subscription began on one of `monthDays` of its window (all of them: the filter
 * itself; some: the master dashboard counts the rest from its summaries).
 */
export function renewalOn(now: Date, monthDays: readonly number[]): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`(${inStatuses(ACTIVE_STATUSES)} and ${anniversaryDayIn(monthDays)} and member_next_anniversary(${l.subscriptionCreatedAt}, ${at}) <= ${at} + ${sql.raw(`30 * ${DAY}`)})`;
}

export function currentFilterSql(filter: MemberFilter, now: Date): SQL {
  switch (filter) {
    case 'all':
      return sql`true`;
    case 'active':
    case 'past_due':
    case 'canceled':
    case 'inactive':
    case 'delinquent':
    case 'disputed':
      return inStatuses(STATUS_FILTER_STATUSES[filter]);
    case 'new':
      return within(l.subscriptionCreatedAt, now, 30, true);
    case 'renewal':
      return renewalOn(now, anniversaryMonthDays(now, 30));
    case 'monthly':
      return sql`${l.term} = 'monthly'`;
    case 'annual':
      return sql`${l.term} = 'annual'`;
    case 'nonautorenew':
      return sql`(${hasPlan} and not ${l.autoRenew})`;
    case 'inoffice':
      return sql`(${hasPlan} and ${isCash})`;
    case 'lateInOffice':
      return sql`(${hasPlan} and ${l.status} = 'past_due' and ${lateInOffice})`;
    case 'business':
    case 'community':
      return sql`${l.source} = ${filter}`;
    case 'notUnderContract':
      return sql`(${hasPlan} and not ${l.underContract})`;
    case 'pendingPriceChange':
      return sql`(${hasPlan} and ${l.changePending})`;
    case 'transferred':
      return sql`(${hasPlan} and ${isTransferred})`;
    case 'pmsNotConnected':
      return sql`(${hasPlan} and ${l.chartId} is null)`;
    case 'isGPP':
      // guaranteeCovers: never a plan whose payments the desk collects.
      return sql`(${hasPlan} and ${l.guaranteed} and ${l.status} not in ('pending_cash', 'active_cash') and not ${lateInOffice})`;
  }
}

export function legacyFilterSql(filter: LegacyMemberFilter, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  switch (filter) {
    case 'all':
      return sql`true`;
    case 'new':
      return within(l.subscriptionCreatedAt, now, 31, false);
    case 'uncancel':
      return sql`(${l.status} = 'canceled' and ${within(l.canceledAt, now, 91, false)})`;
    case 'cash':
      return sql`(${hasPlan} and ${isCash})`;
    case 'not_cash':
      return sql`(${hasPlan} and not ${isCash})`;
    case 'transferred':
      return sql`(${hasPlan} and ${isTransferred})`;
    case 'disputed':
    case 'inactive':
    case 'active':
      return inStatuses(STATUS_FILTER_STATUSES[filter]);
    case 'renewal':
      // Whole days since the subscription began, mod 365, above 335 (isLegacyRenewal).
      return sql`(${inStatuses(ACTIVE_STATUSES)} and ${l.subscriptionCreatedAt} <= ${at} and (floor(extract(epoch from ${at} - ${l.subscriptionCreatedAt}) / 86400)::bigint % 365) > 335)`;
  }
}

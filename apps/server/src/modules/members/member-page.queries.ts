import type { MemberSort } from '@mhq/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { plannedRows, preparedRows } from '../../db/prepared';
import { memberList as l, officeStatusCounts } from '../../db/schema';
import { readAuditCommit, readAuditInsert } from '../audit/audit.queries';
import { scopeSelect } from './member-scope';
import {
  type Cursor,
  type CursorKind,
  cursorValues,
  inScope,
  type MemberListRow,
  order,
  PAGE_SIZE,
  pageColumns,
  type Scope,
  wordCondition,
  wordPattern,
} from './member-search.queries';

/**
 * The members list's page as one statement (issue 29): the scope, the page, its count and the search's audit line in
 * one round trip after the guard.
 */

const ph = sql.placeholder;

/**
 * Where a page statement finds its offices: the path's office, its organization read by the statement itself
 * ('office'), or offices already known ('All Locations': one, or many), given as values ($organizationId, $scopeOffice
 * or $officeIds) so that PostgreSQL plans for them. Planned blind (an InitPlan's organization, an array it cannot see),
 * an 'All Locations' page picked an index for a few rows where the organization has 20,000: 20 to 65 ms a page.
 */
export type PageScope = 'office' | 'known-one' | 'known-many';

/** The rows of a page statement's scope; with `organizationIndexed` false, its organization is checked row by row. */
function inPageScope(scope: PageScope, organizationIndexed = true): SQL {
  if (scope === 'office') return inScope('office', sql`${ph('officeId')}::int`, organizationIndexed);
  const offices =
    scope === 'known-one'
      ? sql`${l.officeId} = ${ph('scopeOffice')}::int`
      : sql`${l.officeId} = any(${ph('officeIds')}::int[])`;
  return sql`${l.organizationId} = ${ph('organizationId')}::int and ${offices} and not ${l.deleted}`;
}

/** The `scope` of a page statement: one row (organization_id), none when the path's office does not exist. */
const pageScopeSelect = (scope: PageScope) =>
  scope === 'office'
    ? scopeSelect('office', sql`${ph('officeId')}`, sql`${ph('userId')}`)
    : sql`select ${ph('organizationId')}::int as organization_id`;

/**
 * What makes one page statement's text: everything else is a placeholder ($officeId, $userId, $w0.., $key, $id,
 * $actorUserId, $detail, $ip). `long` says, per search word, whether it has three letters or more.
 */
export type PageShape = {
  scope: PageScope;
  filter: SQL;
  long: readonly boolean[];
  sort: MemberSort;
  cursor: CursorKind;
  initial: boolean;
  /**
   * When the filter is a set of statuses (or 'all') and nothing is searched: the count is read from the office's
   * counts by status, which the database keeps with every change (office_status_counts), instead of from every row.
   */
  statuses: readonly string[] | 'all' | null;
};

/**
 * The scope's members listed with one of `statuses` (any, or none, for 'all'), from office_status_counts: a few rows
 * where counting member_list read the office's 20,000 (issue 29). Deleted members are in neither.
 */
function statusCount(scope: PageScope, statuses: readonly string[] | 'all'): SQL {
  const c = officeStatusCounts;
  const offices =
    scope === 'office'
      ? sql`${c.officeId} = ${ph('officeId')}::int`
      : scope === 'known-one'
        ? sql`${c.officeId} = ${ph('scopeOffice')}::int`
        : sql`${c.officeId} = any(${ph('officeIds')}::int[])`;
  const only =
    statuses === 'all'
      ? sql``
      : sql` and ${c.status} in (${sql.join(
          statuses.map((status) => sql`${status}`),
          sql`, `,
        )})`.inlineParams();
  return sql`(select coalesce(sum(${c.members}), 0)::int from ${c}
    where ${c.organizationId} = (select organization_id from scope) and ${offices}${only})`;
}

/**
 * One statement for a page of the list (15, and one more to tell whether another page follows), its count when
 * asked, and the search's line in the audit log (its target the number of members shown): issue 29, one round trip.
 * No row when the office does not exist, and then no line either.
 */
function pageStatement(s: PageShape): SQL {
  const officeId = sql`${ph('officeId')}::int`;
  const { orderBy, after, pageOrder } = order(s.sort, s.cursor);
  const words = s.long.map((long, i) => wordCondition(long, ph(`w${i}`)));
  const where = sql.join([inPageScope(s.scope), s.filter, ...words], sql` and `);
  // Counting an office's matches of a word of three letters or more, the trigram index (office, search) finds them and
  // each one's organization is checked as it is read. Planned before the organization is known, PostgreSQL otherwise
  // also read the organization's every key (20,681) to intersect them: a quarter of the count. (Several offices are
  // not a condition that index takes: there, the organization's keys do narrow.)
  const trigram = s.scope === 'office' && s.long.some((long) => long);
  const counted = sql.join([inPageScope(s.scope, !trigram), s.filter, ...words], sql` and `);
  const count = !s.initial
    ? sql`null::int`
    : s.statuses === null
      ? sql`(select count(*)::int from ${l} where ${counted})`
      : statusCount(s.scope, s.statuses);
  const line = readAuditInsert(sql`select s.organization_id, ${officeId}, ${ph('actorUserId')}::int, 'members.search',
    'members', least((select count(*) from page), ${sql.raw(String(PAGE_SIZE))})::text, ${ph('detail')}::jsonb,
    ${ph('ip')}::text from scope s`);
  return sql`with scope as (${pageScopeSelect(s.scope)}),
    page as (select ${pageColumns} from ${l} where ${after ? sql`${where} and ${after}` : where}
      order by ${orderBy} limit ${sql.raw(String(PAGE_SIZE + 1))}),
    line as (${line})
    select (select coalesce(json_agg(p order by ${pageOrder}), '[]') from page p)::text as rows, ${count} as total,
      ${readAuditCommit} as async
    from scope`;
}

export type PageValues = {
  officeId: number;
  userId: number;
  /** The offices of 'All Locations' (scopeOf), for a 'known' scope. */
  known: Scope | null;
  words: readonly string[];
  cursor: Cursor | null;
  detail: Record<string, unknown>;
  ip: string;
};

/**
 * How a page statement is sent: built for this call alone (null); its text kept by `key` (its shape) and planned for
 * each call's values ('planned'); or also prepared by PostgreSQL once per connection under that name ('prepared').
 */
export type PageStatement = { key: string; plan: 'prepared' | 'planned' } | null;

/** A page of the list with its count and audit line (pageStatement). Null when the office does not exist. */
export async function memberPageAudited(
  db: Db,
  statement: PageStatement,
  shape: PageShape,
  v: PageValues,
): Promise<{ rows: MemberListRow[]; total: number | null } | null> {
  const values: Record<string, unknown> = {
    ...cursorValues(shape.sort, v.cursor),
    officeId: v.officeId,
    userId: v.userId,
    actorUserId: v.userId,
    organizationId: v.known?.organizationId ?? null,
    scopeOffice: v.known?.officeIds[0] ?? null,
    officeIds: v.known ? `{${v.known.officeIds.join(',')}}` : null,
    detail: JSON.stringify(v.detail),
    ip: v.ip,
  };
  v.words.forEach((word, i) => {
    values[`w${i}`] = wordPattern(word);
  });
  const build = () => pageStatement(shape);
  type Row = { rows: string; total: number | null };
  const [row] =
    statement?.plan === 'planned'
      ? await plannedRows<Row>(db, statement.key, build, values)
      : await preparedRows<Row>(db, statement?.key ?? null, build, values);
  if (!row) return null;
  return { rows: JSON.parse(row.rows) as MemberListRow[], total: row.total === null ? null : Number(row.total) };
}

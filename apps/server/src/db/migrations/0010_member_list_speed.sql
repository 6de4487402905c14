-- The members list of a large office (20,000 members) answering every filter, with its count, in a few ms
-- (issue 8; measured by `npm run bench:members`). Written by hand: drizzle's schema cannot say INCLUDE, statistics
-- or an expression index's exact text, so these live here and member-list.ts points to them.
--
-- An office decides its organization. Without this the planner multiplies the two selectivities and expects about
-- a ninth of the office's rows, which steers counts and rare filters to the wrong plans.
CREATE STATISTICS member_list_office_stats (dependencies) ON organization_id, office_id FROM member_list;--> statement-breakpoint
-- initial: true counts every matching row of the office, and upgraded-filters-search counts every filter at once:
-- with the filters' columns included, a count is an index-only scan instead of ~20,000 heap rows.
CREATE INDEX member_list_counts_idx ON member_list (organization_id, office_id)
  INCLUDE (status, term, auto_renew, payment_kind, source, under_contract, change_pending, transferred, guaranteed,
    chart_id, subscription_id, subscription_created_at, canceled_at)
  WHERE NOT deleted;--> statement-breakpoint
-- 'business' and 'community' are rare sources (often none): in the name index a page walks every row of the
-- office to find none; in their own small index a page and a count take a few rows.
CREATE INDEX member_list_source_idx ON member_list (organization_id, office_id, source, sort_name, member_id)
  WHERE NOT deleted AND source IS NOT NULL;--> statement-breakpoint
-- A price or plan change waiting for renewal is rare too: the same for 'pendingPriceChange'.
CREATE INDEX member_list_change_pending_idx ON member_list (organization_id, office_id, sort_name, member_id)
  WHERE NOT deleted AND change_pending AND subscription_id IS NOT NULL;--> statement-breakpoint
-- The same arithmetic as migration 0008's member_next_anniversary, as one expression with no FROM, so that the
-- planner inlines it instead of calling a SQL function for every active row (~4 us each). Same results: the
-- members tests compare it with the domain's nextAnniversary, and the benchmark with the old body row by row.
CREATE OR REPLACE FUNCTION member_next_anniversary(created timestamptz, now timestamptz) RETURNS timestamptz
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
SELECT CASE
  WHEN ((created AT TIME ZONE 'UTC') + make_interval(years => greatest(1, extract(year FROM now AT TIME ZONE 'UTC')::int
    - extract(year FROM created AT TIME ZONE 'UTC')::int))) AT TIME ZONE 'UTC' >= now
  THEN ((created AT TIME ZONE 'UTC') + make_interval(years => greatest(1, extract(year FROM now AT TIME ZONE 'UTC')::int
    - extract(year FROM created AT TIME ZONE 'UTC')::int))) AT TIME ZONE 'UTC'
  ELSE ((created AT TIME ZONE 'UTC') + make_interval(years => greatest(1, extract(year FROM now AT TIME ZONE 'UTC')::int
    - extract(year FROM created AT TIME ZONE 'UTC')::int) + 1)) AT TIME ZONE 'UTC'
END
$fn$;--> statement-breakpoint
-- The day of the year (UTC, as month * 100 + day) a subscription began: its anniversaries fall on it. 'renewal'
-- names the 31 days its window covers (member-filters.sql.ts, anniversaryDayIn), so it reads only those rows.
CREATE INDEX member_list_anniversary_idx ON member_list (organization_id, office_id,
  ((extract(month FROM subscription_created_at AT TIME ZONE 'UTC') * 100
    + extract(day FROM subscription_created_at AT TIME ZONE 'UTC'))::int))
  INCLUDE (status, subscription_created_at)
  WHERE NOT deleted;--> statement-breakpoint
ANALYZE member_list;

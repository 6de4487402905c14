CREATE TABLE "office_anniversary_days" (
	"organization_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"month_day" integer NOT NULL,
	"day" date NOT NULL,
	"active" integer NOT NULL,
	CONSTRAINT "office_anniversary_days_organization_id_office_id_month_day_day_pk" PRIMARY KEY("organization_id","office_id","month_day","day")
);
--> statement-breakpoint
CREATE TABLE "office_enrolment_months" (
	"organization_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"month" date NOT NULL,
	"enrolled" integer NOT NULL,
	"canceled" integer NOT NULL,
	CONSTRAINT "office_enrolment_months_organization_id_office_id_month_pk" PRIMARY KEY("organization_id","office_id","month")
);
--> statement-breakpoint
CREATE TABLE "office_revenue_months" (
	"organization_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"month" date NOT NULL,
	"gross_cents" bigint NOT NULL,
	"platform_fee_cents" bigint NOT NULL,
	"charges" integer NOT NULL,
	CONSTRAINT "office_revenue_months_organization_id_office_id_month_pk" PRIMARY KEY("organization_id","office_id","month")
);
--> statement-breakpoint
CREATE TABLE "office_status_counts" (
	"organization_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"status" text NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "office_status_counts_organization_id_office_id_status_pk" PRIMARY KEY("organization_id","office_id","status")
);
--> statement-breakpoint
-- The master dashboard's per-location figures (issue 23), kept by statement triggers in the transaction of each change
-- (office-summaries.ts): a statement adds +1 for each row's new state and -1 for its old one, grouped by key, and
-- writes only the keys whose sum is not zero, in key order. A refresh that changes no figure (most of member_list's:
-- a billing run renewing active plans) locks no summary row; two transactions lock the rows they share in one order.
-- The calendar month (UTC) of a moment, as its first day: the dashboards' months ('YYYY-MM' in UTC).
CREATE FUNCTION office_month(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
SELECT date_trunc('month', at AT TIME ZONE 'UTC')::date
$fn$;--> statement-breakpoint
-- Members by status, active ones by the day their listed subscription began, and all by the month it began and was
-- canceled: member_list rows as they were (`removed`) and are (`added`); deleted members count nowhere.
CREATE FUNCTION office_summaries_apply(added member_list[], removed member_list[]) RETURNS void
LANGUAGE sql VOLATILE AS $fn$
WITH changed AS (
  SELECT organization_id, office_id, coalesce(status, '') AS status, subscription_created_at, canceled_at, 1 AS sign
  FROM unnest(added) WHERE NOT deleted
  UNION ALL
  SELECT organization_id, office_id, coalesce(status, ''), subscription_created_at, canceled_at, -1
  FROM unnest(removed) WHERE NOT deleted
), statuses AS (
  INSERT INTO office_status_counts AS c (organization_id, office_id, status, members)
  SELECT organization_id, office_id, status, sum(sign) FROM changed
  GROUP BY 1, 2, 3 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (organization_id, office_id, status) DO UPDATE SET members = c.members + excluded.members
), anniversaries AS (
  INSERT INTO office_anniversary_days AS a (organization_id, office_id, month_day, day, active)
  SELECT organization_id, office_id, (extract(month FROM day) * 100 + extract(day FROM day))::int, day, sum(sign)
  FROM (
    SELECT organization_id, office_id, (subscription_created_at AT TIME ZONE 'UTC')::date AS day, sign FROM changed
    WHERE subscription_created_at IS NOT NULL AND status IN ('active', 'active_cash', 'active_transferred', 'past_due')
  ) x
  GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (organization_id, office_id, month_day, day) DO UPDATE SET active = a.active + excluded.active
)
INSERT INTO office_enrolment_months AS e (organization_id, office_id, month, enrolled, canceled)
SELECT organization_id, office_id, month, sum(enrolled), sum(canceled) FROM (
  SELECT organization_id, office_id, office_month(subscription_created_at) AS month, sign AS enrolled, 0 AS canceled
  FROM changed WHERE subscription_created_at IS NOT NULL
  UNION ALL
  SELECT organization_id, office_id, office_month(canceled_at), 0, sign FROM changed WHERE canceled_at IS NOT NULL
) m
GROUP BY 1, 2, 3 HAVING sum(enrolled) <> 0 OR sum(canceled) <> 0 ORDER BY 1, 2, 3
ON CONFLICT (organization_id, office_id, month) DO UPDATE
  SET enrolled = e.enrolled + excluded.enrolled, canceled = e.canceled + excluded.canceled;
$fn$;--> statement-breakpoint
-- member_list is written by member_list_refresh's INSERT ... ON CONFLICT DO UPDATE: its INSERT and UPDATE statement
-- triggers both fire, each with its own rows.
CREATE FUNCTION office_summaries_member_list_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM office_summaries_apply(ARRAY(SELECT n::member_list FROM new_rows n), '{}');
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM office_summaries_apply(ARRAY(SELECT n::member_list FROM new_rows n), ARRAY(SELECT o::member_list FROM old_rows o));
  ELSE
    PERFORM office_summaries_apply('{}', ARRAY(SELECT o::member_list FROM old_rows o));
  END IF;
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE TRIGGER office_summaries_member_list_inserted AFTER INSERT ON member_list
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION office_summaries_member_list_changed();--> statement-breakpoint
CREATE TRIGGER office_summaries_member_list_updated AFTER UPDATE ON member_list
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION office_summaries_member_list_changed();--> statement-breakpoint
CREATE TRIGGER office_summaries_member_list_deleted AFTER DELETE ON member_list
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION office_summaries_member_list_changed();--> statement-breakpoint
-- Adds revenue by office and month (the summary's own row type carries the amounts to add).
CREATE FUNCTION office_revenue_add(deltas office_revenue_months[]) RETURNS void LANGUAGE sql VOLATILE AS $fn$
INSERT INTO office_revenue_months AS r (organization_id, office_id, month, gross_cents, platform_fee_cents, charges)
SELECT organization_id, office_id, month, sum(gross_cents), sum(platform_fee_cents), sum(charges)
FROM unnest(deltas)
GROUP BY 1, 2, 3 HAVING sum(gross_cents) <> 0 OR sum(platform_fee_cents) <> 0 OR sum(charges) <> 0 ORDER BY 1, 2, 3
ON CONFLICT (organization_id, office_id, month) DO UPDATE SET gross_cents = r.gross_cents + excluded.gross_cents,
  platform_fee_cents = r.platform_fee_cents + excluded.platform_fee_cents, charges = r.charges + excluded.charges;
$fn$;--> statement-breakpoint
-- A charge counts, in the month it was recorded, once it was paid (dashboard.queries RECEIVED_STATUSES); a charge
-- moved to another office takes the refunds settled from it along.
CREATE FUNCTION office_revenue_charges(added charges[], removed charges[]) RETURNS void LANGUAGE sql VOLATILE AS $fn$
WITH moved AS (
  SELECT organization_id, id, office_id, 1 AS sign FROM (
    SELECT organization_id, id, office_id FROM unnest(added)
    EXCEPT SELECT organization_id, id, office_id FROM unnest(removed)) a
  WHERE (organization_id, id) IN (SELECT organization_id, id FROM unnest(removed))
  UNION ALL
  SELECT organization_id, id, office_id, -1 FROM (
    SELECT organization_id, id, office_id FROM unnest(removed)
    EXCEPT SELECT organization_id, id, office_id FROM unnest(added)) d
  WHERE (organization_id, id) IN (SELECT organization_id, id FROM unnest(added))
)
SELECT office_revenue_add(ARRAY(
  SELECT ROW(organization_id, office_id, office_month(created_at), sign * amount_cents, sign * platform_fee_cents,
    sign)::office_revenue_months
  FROM (SELECT a.*, 1 AS sign FROM unnest(added) a UNION ALL SELECT d.*, -1 FROM unnest(removed) d) c
  WHERE status IN ('succeeded', 'partially_refunded', 'refunded', 'disputed', 'dispute_lost')
  UNION ALL
  SELECT ROW(m.organization_id, m.office_id, office_month(r.settled_at), -m.sign * r.amount_cents,
    -m.sign * r.platform_fee_cents, 0)::office_revenue_months
  FROM moved m JOIN refunds r ON r.organization_id = m.organization_id AND r.charge_id = m.id
  WHERE r.status = 'succeeded' AND r.settled_at IS NOT NULL));
$fn$;--> statement-breakpoint
-- A refund counts against its charge's office in the month it settled.
CREATE FUNCTION office_revenue_refunds(added refunds[], removed refunds[]) RETURNS void LANGUAGE sql VOLATILE AS $fn$
SELECT office_revenue_add(ARRAY(
  SELECT ROW(c.organization_id, c.office_id, office_month(r.settled_at), -r.sign * r.amount_cents,
    -r.sign * r.platform_fee_cents, 0)::office_revenue_months
  FROM (SELECT a.*, 1 AS sign FROM unnest(added) a UNION ALL SELECT d.*, -1 FROM unnest(removed) d) r
  JOIN charges c ON c.organization_id = r.organization_id AND c.id = r.charge_id
  WHERE r.status = 'succeeded' AND r.settled_at IS NOT NULL));
$fn$;--> statement-breakpoint
-- A lost dispute counts against its office in the month it closed.
CREATE FUNCTION office_revenue_disputes(added disputes[], removed disputes[]) RETURNS void LANGUAGE sql VOLATILE AS $fn$
SELECT office_revenue_add(ARRAY(
  SELECT ROW(organization_id, office_id, office_month(closed_at), -sign * amount_cents, -sign * platform_fee_cents,
    0)::office_revenue_months
  FROM (SELECT a.*, 1 AS sign FROM unnest(added) a UNION ALL SELECT d.*, -1 FROM unnest(removed) d) x
  WHERE status = 'lost' AND closed_at IS NOT NULL));
$fn$;--> statement-breakpoint
-- A guarantee claim paid counts for its office in the month it settled (no fee: the claim is already net of it).
CREATE FUNCTION office_revenue_guarantee_claims(added guarantee_claims[], removed guarantee_claims[]) RETURNS void
LANGUAGE sql VOLATILE AS $fn$
SELECT office_revenue_add(ARRAY(
  SELECT ROW(organization_id, office_id, office_month(settled_at), sign * amount_cents, 0, 0)::office_revenue_months
  FROM (SELECT a.*, 1 AS sign FROM unnest(added) a UNION ALL SELECT d.*, -1 FROM unnest(removed) d) x
  WHERE status = 'succeeded' AND settled_at IS NOT NULL));
$fn$;--> statement-breakpoint
CREATE FUNCTION office_revenue_charges_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM office_revenue_charges(ARRAY(SELECT n::charges FROM new_rows n), '{}');
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM office_revenue_charges(ARRAY(SELECT n::charges FROM new_rows n), ARRAY(SELECT o::charges FROM old_rows o));
  ELSE
    PERFORM office_revenue_charges('{}', ARRAY(SELECT o::charges FROM old_rows o));
  END IF;
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE FUNCTION office_revenue_refunds_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM office_revenue_refunds(ARRAY(SELECT n::refunds FROM new_rows n), '{}');
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM office_revenue_refunds(ARRAY(SELECT n::refunds FROM new_rows n), ARRAY(SELECT o::refunds FROM old_rows o));
  ELSE
    PERFORM office_revenue_refunds('{}', ARRAY(SELECT o::refunds FROM old_rows o));
  END IF;
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE FUNCTION office_revenue_disputes_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM office_revenue_disputes(ARRAY(SELECT n::disputes FROM new_rows n), '{}');
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM office_revenue_disputes(ARRAY(SELECT n::disputes FROM new_rows n), ARRAY(SELECT o::disputes FROM old_rows o));
  ELSE
    PERFORM office_revenue_disputes('{}', ARRAY(SELECT o::disputes FROM old_rows o));
  END IF;
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE FUNCTION office_revenue_guarantee_claims_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM office_revenue_guarantee_claims(ARRAY(SELECT n::guarantee_claims FROM new_rows n), '{}');
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM office_revenue_guarantee_claims(ARRAY(SELECT n::guarantee_claims FROM new_rows n), ARRAY(SELECT o::guarantee_claims FROM old_rows o));
  ELSE
    PERFORM office_revenue_guarantee_claims('{}', ARRAY(SELECT o::guarantee_claims FROM old_rows o));
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER office_revenue_charges_inserted AFTER INSERT ON charges
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION office_revenue_charges_changed();--> statement-breakpoint
CREATE TRIGGER office_revenue_charges_updated AFTER UPDATE ON charges
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION office_revenue_charges_changed();--> statement-breakpoint
CREATE TRIGGER office_revenue_charges_deleted AFTER DELETE ON charges
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION office_revenue_charges_changed();
--> statement-breakpoint
CREATE TRIGGER office_revenue_refunds_inserted AFTER INSERT ON refunds
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION office_revenue_refunds_changed();--> statement-breakpoint
CREATE TRIGGER office_revenue_refunds_updated AFTER UPDATE ON refunds
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION office_revenue_refunds_changed();--> statement-breakpoint
CREATE TRIGGER office_revenue_refunds_deleted AFTER DELETE ON refunds
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION office_revenue_refunds_changed();
--> statement-breakpoint
CREATE TRIGGER office_revenue_disputes_inserted AFTER INSERT ON disputes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION office_revenue_disputes_changed();--> statement-breakpoint
CREATE TRIGGER office_revenue_disputes_updated AFTER UPDATE ON disputes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION office_revenue_disputes_changed();--> statement-breakpoint
CREATE TRIGGER office_revenue_disputes_deleted AFTER DELETE ON disputes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION office_revenue_disputes_changed();
--> statement-breakpoint
CREATE TRIGGER office_revenue_guarantee_claims_inserted AFTER INSERT ON guarantee_claims
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION office_revenue_guarantee_claims_changed();--> statement-breakpoint
CREATE TRIGGER office_revenue_guarantee_claims_updated AFTER UPDATE ON guarantee_claims
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION office_revenue_guarantee_claims_changed();--> statement-breakpoint
CREATE TRIGGER office_revenue_guarantee_claims_deleted AFTER DELETE ON guarantee_claims
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION office_revenue_guarantee_claims_changed();
--> statement-breakpoint
-- What is there already: the same rules over every row.
INSERT INTO office_status_counts (organization_id, office_id, status, members)
SELECT organization_id, office_id, coalesce(status, ''), count(*) FROM member_list WHERE NOT deleted GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO office_anniversary_days (organization_id, office_id, month_day, day, active)
SELECT organization_id, office_id, (extract(month FROM day) * 100 + extract(day FROM day))::int, day, count(*) FROM (
  SELECT organization_id, office_id, (subscription_created_at AT TIME ZONE 'UTC')::date AS day FROM member_list
  WHERE NOT deleted AND subscription_created_at IS NOT NULL
    AND status IN ('active', 'active_cash', 'active_transferred', 'past_due')
) x GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO office_enrolment_months (organization_id, office_id, month, enrolled, canceled)
SELECT organization_id, office_id, month, sum(enrolled), sum(canceled) FROM (
  SELECT organization_id, office_id, office_month(subscription_created_at) AS month, 1 AS enrolled, 0 AS canceled
  FROM member_list WHERE NOT deleted AND subscription_created_at IS NOT NULL
  UNION ALL
  SELECT organization_id, office_id, office_month(canceled_at), 0, 1
  FROM member_list WHERE NOT deleted AND canceled_at IS NOT NULL
) m GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO office_revenue_months (organization_id, office_id, month, gross_cents, platform_fee_cents, charges)
SELECT organization_id, office_id, month, sum(gross), sum(fee), sum(n) FROM (
  SELECT organization_id, office_id, office_month(created_at) AS month, amount_cents AS gross,
    platform_fee_cents AS fee, 1 AS n
  FROM charges WHERE status IN ('succeeded', 'partially_refunded', 'refunded', 'disputed', 'dispute_lost')
  UNION ALL
  SELECT c.organization_id, c.office_id, office_month(r.settled_at), -r.amount_cents, -r.platform_fee_cents, 0
  FROM refunds r JOIN charges c ON c.organization_id = r.organization_id AND c.id = r.charge_id
  WHERE r.status = 'succeeded' AND r.settled_at IS NOT NULL
  UNION ALL
  SELECT organization_id, office_id, office_month(closed_at), -amount_cents, -platform_fee_cents, 0
  FROM disputes WHERE status = 'lost' AND closed_at IS NOT NULL
  UNION ALL
  SELECT organization_id, office_id, office_month(settled_at), amount_cents, 0, 0
  FROM guarantee_claims WHERE status = 'succeeded' AND settled_at IS NOT NULL
) m GROUP BY 1, 2, 3;
--> statement-breakpoint
ANALYZE office_status_counts, office_anniversary_days, office_enrolment_months, office_revenue_months;

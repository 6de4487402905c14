-- Trigram search for the members list; btree_gin puts the office into the same GIN index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE TABLE "member_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"subscription_id" integer,
	"actor_user_id" integer,
	"kind" text NOT NULL,
	"summary" text NOT NULL,
	"detail" jsonb,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_list" (
	"organization_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"account_owner_id" integer,
	"user_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"chart_id" text,
	"birth_date" date NOT NULL,
	"sort_name" text NOT NULL,
	"first_sort" text NOT NULL,
	"search" text NOT NULL,
	"subscription_id" integer,
	"plan_id" integer,
	"plan_name" text,
	"term" text,
	"price_cents" bigint,
	"status" text,
	"summary_status" text NOT NULL,
	"subscription_created_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"next_payment_on" date,
	"auto_renew" boolean,
	"change_pending" boolean NOT NULL,
	"payment_kind" text,
	"source" text,
	"transferred" boolean NOT NULL,
	"guaranteed" boolean NOT NULL,
	"under_contract" boolean NOT NULL,
	"deleted" boolean NOT NULL,
	"member_created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_list_organization_id_member_id_pk" PRIMARY KEY("organization_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "member_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"author_user_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_update_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"owner_member_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"sent_by_user_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_update_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "guaranteed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending_plan_id" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending_plan_from" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_reason" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_note" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "member_events" ADD CONSTRAINT "member_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_events" ADD CONSTRAINT "member_events_organization_id_member_id_members_organization_id_id_fk" FOREIGN KEY ("organization_id","member_id") REFERENCES "public"."members"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notes" ADD CONSTRAINT "member_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notes" ADD CONSTRAINT "member_notes_organization_id_member_id_members_organization_id_id_fk" FOREIGN KEY ("organization_id","member_id") REFERENCES "public"."members"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_update_links" ADD CONSTRAINT "payment_update_links_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_update_links" ADD CONSTRAINT "payment_update_links_organization_id_owner_member_id_members_organization_id_id_fk" FOREIGN KEY ("organization_id","owner_member_id") REFERENCES "public"."members"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_events_member_idx" ON "member_events" USING btree ("organization_id","member_id","at");--> statement-breakpoint
CREATE INDEX "member_list_name_idx" ON "member_list" USING btree ("organization_id","office_id","sort_name","member_id") WHERE not "member_list"."deleted";--> statement-breakpoint
CREATE INDEX "member_list_last_prefix_idx" ON "member_list" USING btree ("organization_id","office_id","sort_name" text_pattern_ops) WHERE not "member_list"."deleted";--> statement-breakpoint
CREATE INDEX "member_list_first_prefix_idx" ON "member_list" USING btree ("organization_id","office_id","first_sort" text_pattern_ops) WHERE not "member_list"."deleted";--> statement-breakpoint
CREATE INDEX "member_list_status_idx" ON "member_list" USING btree ("organization_id","office_id","status","sort_name","member_id") WHERE not "member_list"."deleted";--> statement-breakpoint
CREATE INDEX "member_list_created_idx" ON "member_list" USING btree ("organization_id","office_id","subscription_created_at") WHERE not "member_list"."deleted";--> statement-breakpoint
CREATE INDEX "member_list_newest_idx" ON "member_list" USING btree ("organization_id","office_id","member_created_at","member_id") WHERE not "member_list"."deleted";--> statement-breakpoint
CREATE INDEX "member_list_next_payment_idx" ON "member_list" USING btree ("organization_id","office_id","next_payment_on","member_id") WHERE not "member_list"."deleted";--> statement-breakpoint
CREATE INDEX "member_list_search_idx" ON "member_list" USING gin ("office_id","search" gin_trgm_ops) WHERE not "member_list"."deleted";--> statement-breakpoint
CREATE INDEX "member_notes_member_idx" ON "member_notes" USING btree ("organization_id","member_id","created_at");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_organization_id_pending_plan_id_plans_organization_id_id_fk" FOREIGN KEY ("organization_id","pending_plan_id") REFERENCES "public"."plans"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "members_owner_idx" ON "members" USING btree ("organization_id","account_owner_id");--> statement-breakpoint
-- The members list keeps itself current: every statement that writes members, subscriptions, a household's payment
-- method or a plan's name refreshes the list rows of the members it touched, in the same transaction.
-- The rows are locked first, in member order, so that the refresh reads (in a new snapshot) what a concurrent
-- transaction that refreshed the same member has committed, never an older state.
CREATE FUNCTION member_list_refresh(ids integer[]) RETURNS void LANGUAGE sql VOLATILE AS $fn$
SELECT 1 FROM member_list WHERE member_id = ANY(ids) ORDER BY organization_id, member_id FOR UPDATE;
INSERT INTO member_list AS l (
  organization_id, member_id, office_id, account_owner_id, user_id, first_name, last_name, email, phone, chart_id,
  birth_date, sort_name, first_sort, search, subscription_id, plan_id, plan_name, term, price_cents, status,
  summary_status, subscription_created_at, canceled_at, next_payment_on, auto_renew, change_pending, payment_kind,
  source, transferred, guaranteed, under_contract, deleted, member_created_at)
SELECT m.organization_id, m.id, m.office_id, m.account_owner_id, m.user_id, m.first_name, m.last_name, m.email,
  m.phone, m.chart_id, m.birth_date,
  lower(m.last_name || ' ' || m.first_name),
  lower(m.first_name || ' ' || m.last_name),
  lower(concat_ws(' ', m.first_name, m.last_name, m.email, m.chart_id,
    nullif(regexp_replace(coalesce(m.phone, ''), '\D', '', 'g'), ''))),
  s.id, s.plan_id, p.name, s.term, s.price_cents, s.status,
  coalesce(summary.status, 'other'),
  s.created_at, s.canceled_at,
  CASE WHEN s.status IN ('active', 'active_cash', 'active_transferred', 'past_due') AND s.auto_renew
    THEN s.next_renewal_on END,
  s.auto_renew,
  coalesce(s.pending_price_cents IS NOT NULL OR s.pending_plan_id IS NOT NULL, false),
  CASE
    WHEN s.id IS NULL THEN NULL
    WHEN s.status IN ('pending_cash', 'active_cash') THEN 'cash'
    WHEN s.payor = 'office' THEN NULL
    WHEN pm.kind = 'us_bank_account' THEN 'bank'
    WHEN pm.kind = 'card' THEN 'card'
  END,
  CASE WHEN e.small_business_id IS NOT NULL THEN 'business' END,
  coalesce(s.status IN ('active_transferred', 'inactive_transferred'), false),
  coalesce(s.guaranteed, false),
  coalesce(s.term = 'annual' OR s.guaranteed, false),
  m.deleted_at IS NOT NULL,
  m.created_at
FROM members m
-- Listed by a subscription that has not ended, the latest first; else by the latest that ended.
LEFT JOIN LATERAL (
  SELECT * FROM subscriptions x
  WHERE x.organization_id = m.organization_id AND x.member_id = m.id
  ORDER BY (x.status IN ('canceled', 'inactive', 'inactive_transferred', 'permanently_disabled')), x.created_at DESC, x.id DESC
  LIMIT 1
) s ON true
LEFT JOIN plans p ON p.organization_id = s.organization_id AND p.id = s.plan_id
LEFT JOIN enrolments e ON e.organization_id = s.organization_id AND e.id = s.enrolment_id
LEFT JOIN member_payment_methods pm ON pm.organization_id = m.organization_id
  AND pm.owner_member_id = coalesce(m.account_owner_id, m.id) AND pm.removed_at IS NULL
-- memberSummaryStatus (packages/domain statuses.ts) over all of the member's subscriptions.
LEFT JOIN LATERAL (
  SELECT CASE
    WHEN bool_or(y.status = 'past_due') THEN 'late'
    WHEN bool_or(y.status IN ('active', 'active_cash', 'active_transferred')) THEN 'active'
    WHEN bool_or(y.status IN ('canceled', 'delinquent', 'cancellation_requested', 'delinquent_gpp')) THEN 'canceled'
    ELSE 'other'
  END AS status
  FROM subscriptions y WHERE y.organization_id = m.organization_id AND y.member_id = m.id
) summary ON true
WHERE m.id = ANY(ids)
ON CONFLICT (organization_id, member_id) DO UPDATE SET
  office_id = excluded.office_id, account_owner_id = excluded.account_owner_id, user_id = excluded.user_id,
  first_name = excluded.first_name, last_name = excluded.last_name, email = excluded.email, phone = excluded.phone,
  chart_id = excluded.chart_id, birth_date = excluded.birth_date, sort_name = excluded.sort_name,
  first_sort = excluded.first_sort, search = excluded.search, subscription_id = excluded.subscription_id,
  plan_id = excluded.plan_id, plan_name = excluded.plan_name, term = excluded.term,
  price_cents = excluded.price_cents, status = excluded.status, summary_status = excluded.summary_status,
  subscription_created_at = excluded.subscription_created_at, canceled_at = excluded.canceled_at,
  next_payment_on = excluded.next_payment_on, auto_renew = excluded.auto_renew,
  change_pending = excluded.change_pending, payment_kind = excluded.payment_kind, source = excluded.source,
  transferred = excluded.transferred, guaranteed = excluded.guaranteed, under_contract = excluded.under_contract,
  deleted = excluded.deleted, member_created_at = excluded.member_created_at;
$fn$;--> statement-breakpoint
CREATE FUNCTION member_list_members_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM member_list_refresh(ARRAY(SELECT id FROM new_rows ORDER BY id));
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE TRIGGER member_list_members_inserted AFTER INSERT ON members
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_list_members_changed();--> statement-breakpoint
CREATE TRIGGER member_list_members_updated AFTER UPDATE ON members
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_list_members_changed();--> statement-breakpoint
CREATE FUNCTION member_list_subscriptions_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM member_list_refresh(ARRAY(SELECT DISTINCT member_id FROM old_rows ORDER BY member_id));
  ELSE
    PERFORM member_list_refresh(ARRAY(SELECT DISTINCT member_id FROM new_rows ORDER BY member_id));
  END IF;
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE TRIGGER member_list_subscriptions_inserted AFTER INSERT ON subscriptions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_list_subscriptions_changed();--> statement-breakpoint
CREATE TRIGGER member_list_subscriptions_updated AFTER UPDATE ON subscriptions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_list_subscriptions_changed();--> statement-breakpoint
CREATE TRIGGER member_list_subscriptions_deleted AFTER DELETE ON subscriptions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION member_list_subscriptions_changed();--> statement-breakpoint
CREATE FUNCTION member_list_payment_methods_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM member_list_refresh(ARRAY(
    SELECT m.id FROM members m
    JOIN (SELECT DISTINCT organization_id, owner_member_id FROM new_rows) n
      ON m.organization_id = n.organization_id AND (m.id = n.owner_member_id OR m.account_owner_id = n.owner_member_id)
    ORDER BY m.id));
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE TRIGGER member_list_payment_methods_inserted AFTER INSERT ON member_payment_methods
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_list_payment_methods_changed();--> statement-breakpoint
CREATE TRIGGER member_list_payment_methods_updated AFTER UPDATE ON member_payment_methods
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_list_payment_methods_changed();--> statement-breakpoint
CREATE FUNCTION member_list_plans_renamed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM member_list_refresh(ARRAY(
    SELECT l.member_id FROM new_rows n
    JOIN old_rows o ON o.id = n.id
    JOIN member_list l ON l.organization_id = n.organization_id AND l.plan_id = n.id
    WHERE n.name IS DISTINCT FROM o.name
    ORDER BY l.member_id));
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE TRIGGER member_list_plans_updated AFTER UPDATE ON plans
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_list_plans_renamed();--> statement-breakpoint
-- The next anniversary of a subscription (one year or more after it began) that is not before `now`, in UTC, as
-- nextAnniversary in packages/domain member-filters.ts; 29 February falls back to 28 February.
CREATE FUNCTION member_next_anniversary(created timestamptz, now timestamptz) RETURNS timestamptz
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
SELECT CASE WHEN first >= now THEN first
  ELSE ((created AT TIME ZONE 'UTC') + make_interval(years => years + 1)) AT TIME ZONE 'UTC' END
FROM (
  SELECT years, ((created AT TIME ZONE 'UTC') + make_interval(years => years)) AT TIME ZONE 'UTC' AS first
  FROM (SELECT greatest(1, extract(year FROM now AT TIME ZONE 'UTC')::int
    - extract(year FROM created AT TIME ZONE 'UTC')::int) AS years) y
) a
$fn$;--> statement-breakpoint
SELECT member_list_refresh(ARRAY(SELECT id FROM members ORDER BY id));

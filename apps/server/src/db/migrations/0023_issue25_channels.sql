CREATE TABLE "association_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"association_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"age_group" text DEFAULT 'adult' NOT NULL,
	"monthly_cents" bigint,
	"annual_cents" bigint,
	"benefits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"treatment_discount_percent" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_connect_settings" (
	"organization_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"discount_percent" integer DEFAULT 10 NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"addendum_accepted_at" timestamp with time zone,
	"accepted_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_connect_settings_organization_id_office_id_pk" PRIMARY KEY("organization_id","office_id")
);
--> statement-breakpoint
CREATE TABLE "community_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"kind" text DEFAULT 'other' NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"plan_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"organizer_name" text,
	"organizer_email" text,
	"organizer_phone" text,
	"note" text,
	"status" text DEFAULT 'active' NOT NULL,
	"expires_on" date,
	"created_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_groups_code_unique" UNIQUE("code"),
	CONSTRAINT "community_groups_org_id_unique" UNIQUE("organization_id","id")
);
--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "community_group_id" integer;--> statement-breakpoint
ALTER TABLE "associations" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "associations" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "associations" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "associations" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "associations" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "small_businesses" ADD COLUMN "organization_id" integer;--> statement-breakpoint
ALTER TABLE "small_businesses" ADD COLUMN "office_id" integer;--> statement-breakpoint
ALTER TABLE "small_businesses" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "small_businesses" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "small_businesses" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "small_businesses" ADD COLUMN "employee_count" integer;--> statement-breakpoint
ALTER TABLE "small_businesses" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "small_businesses" ADD COLUMN "activation_key_hash" text;--> statement-breakpoint
ALTER TABLE "small_businesses" ADD COLUMN "activation_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "small_businesses" ADD COLUMN "invited_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "small_businesses" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "small_businesses" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "small_businesses" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "association_plans" ADD CONSTRAINT "association_plans_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_connect_settings" ADD CONSTRAINT "business_connect_settings_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_connect_settings" ADD CONSTRAINT "business_connect_settings_organization_id_office_id_offices_organization_id_id_fk" FOREIGN KEY ("organization_id","office_id") REFERENCES "public"."offices"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_groups" ADD CONSTRAINT "community_groups_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_groups" ADD CONSTRAINT "community_groups_organization_id_office_id_offices_organization_id_id_fk" FOREIGN KEY ("organization_id","office_id") REFERENCES "public"."offices"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "association_plans_association_idx" ON "association_plans" USING btree ("association_id","sort_order") WHERE "association_plans"."is_active";--> statement-breakpoint
CREATE INDEX "community_groups_office_idx" ON "community_groups" USING btree ("organization_id","office_id","status");--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_organization_id_community_group_id_community_groups_organization_id_id_fk" FOREIGN KEY ("organization_id","community_group_id") REFERENCES "public"."community_groups"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "small_businesses" ADD CONSTRAINT "small_businesses_organization_id_office_id_offices_organization_id_id_fk" FOREIGN KEY ("organization_id","office_id") REFERENCES "public"."offices"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "small_businesses_office_idx" ON "small_businesses" USING btree ("organization_id","office_id");--> statement-breakpoint
-- A business that enrolled households before it named its practice works with the office of its first enrolment.
UPDATE "small_businesses" b SET "organization_id" = e.organization_id, "office_id" = e.office_id
FROM (
  SELECT DISTINCT ON (small_business_id) small_business_id, organization_id, office_id
  FROM enrolments WHERE small_business_id IS NOT NULL ORDER BY small_business_id, created_at, id
) e
WHERE e.small_business_id = b.id AND b.office_id IS NULL;--> statement-breakpoint
-- The members list's source: 'community' for a household that enrolled with a community group's code (issue 25).
CREATE OR REPLACE FUNCTION member_list_refresh(ids integer[]) RETURNS void LANGUAGE sql VOLATILE AS $fn$
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
  CASE WHEN e.small_business_id IS NOT NULL THEN 'business'
    WHEN e.community_group_id IS NOT NULL THEN 'community' END,
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
$fn$;

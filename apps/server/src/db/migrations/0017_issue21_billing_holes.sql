CREATE TABLE "group_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"small_business_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_codes_small_business_id_unique" UNIQUE("small_business_id")
);
--> statement-breakpoint
CREATE TABLE "household_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"owner_member_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"kind" text NOT NULL,
	"referral_id" integer,
	"charge_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"owner_member_id" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "referral_codes_household_unique" UNIQUE("organization_id","owner_member_id")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"referrer_owner_member_id" integer NOT NULL,
	"referred_owner_member_id" integer NOT NULL,
	"enrolment_id" integer NOT NULL,
	"code" text NOT NULL,
	"credit_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_org_id_unique" UNIQUE("organization_id","id"),
	CONSTRAINT "referrals_referred_unique" UNIQUE("organization_id","referred_owner_member_id")
);
--> statement-breakpoint
CREATE TABLE "tier_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"tier_level" integer NOT NULL,
	"tier_name" text NOT NULL,
	"pricing_period" text NOT NULL,
	"list_price_cents" bigint NOT NULL,
	"discount_code" text,
	"discount_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"failed_tries" integer DEFAULT 0 NOT NULL,
	"next_try_on" date,
	"first_failed_on" date,
	"last_failure" text,
	"lease_until" timestamp with time zone,
	"processor_charge_id" text,
	"ledger_transaction_id" integer,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tier_charges_period_once" UNIQUE("organization_id","period_start"),
	CONSTRAINT "tier_charges_org_id_unique" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "tier_schedules" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"tier_level" integer NOT NULL,
	"pricing_period" text NOT NULL,
	"anchor_on" date NOT NULL,
	"periods_opened" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "charge_intents" ALTER COLUMN "destination_account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sim_charges" ALTER COLUMN "destination_account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_update_links" ADD COLUMN "until_settled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "late_in_office_on" date;--> statement-breakpoint
ALTER TABLE "group_codes" ADD CONSTRAINT "group_codes_small_business_id_small_businesses_id_fk" FOREIGN KEY ("small_business_id") REFERENCES "public"."small_businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_credits" ADD CONSTRAINT "household_credits_organization_id_owner_member_id_members_organization_id_id_fk" FOREIGN KEY ("organization_id","owner_member_id") REFERENCES "public"."members"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_credits" ADD CONSTRAINT "household_credits_organization_id_referral_id_referrals_organization_id_id_fk" FOREIGN KEY ("organization_id","referral_id") REFERENCES "public"."referrals"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_credits" ADD CONSTRAINT "household_credits_organization_id_charge_id_charges_organization_id_id_fk" FOREIGN KEY ("organization_id","charge_id") REFERENCES "public"."charges"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_organization_id_owner_member_id_members_organization_id_id_fk" FOREIGN KEY ("organization_id","owner_member_id") REFERENCES "public"."members"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_organization_id_office_id_offices_organization_id_id_fk" FOREIGN KEY ("organization_id","office_id") REFERENCES "public"."offices"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_organization_id_referrer_owner_member_id_members_organization_id_id_fk" FOREIGN KEY ("organization_id","referrer_owner_member_id") REFERENCES "public"."members"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_organization_id_referred_owner_member_id_members_organization_id_id_fk" FOREIGN KEY ("organization_id","referred_owner_member_id") REFERENCES "public"."members"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_organization_id_enrolment_id_enrolments_organization_id_id_fk" FOREIGN KEY ("organization_id","enrolment_id") REFERENCES "public"."enrolments"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_charges" ADD CONSTRAINT "tier_charges_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_schedules" ADD CONSTRAINT "tier_schedules_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "household_credits_household_idx" ON "household_credits" USING btree ("organization_id","owner_member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "household_credits_referral_unique" ON "household_credits" USING btree ("referral_id") WHERE "household_credits"."referral_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "household_credits_charge_unique" ON "household_credits" USING btree ("charge_id") WHERE "household_credits"."charge_id" is not null;--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("organization_id","referrer_owner_member_id");--> statement-breakpoint
CREATE INDEX "tier_charges_due_idx" ON "tier_charges" USING btree ("next_try_on") WHERE "tier_charges"."status" = 'due';
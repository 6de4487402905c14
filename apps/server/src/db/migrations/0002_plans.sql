CREATE TABLE "office_usual_fees" (
	"organization_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"code" text NOT NULL,
	"fee_cents" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "office_usual_fees_organization_id_office_id_code_pk" PRIMARY KEY("organization_id","office_id","code")
);
--> statement-breakpoint
CREATE TABLE "plan_settings" (
	"organization_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"program_name" text DEFAULT '' NOT NULL,
	"program_description" text DEFAULT '' NOT NULL,
	"dentist_specialty_id" integer,
	"family_discount_two" numeric(5, 2) DEFAULT 0 NOT NULL,
	"family_discount_three" numeric(5, 2) DEFAULT 0 NOT NULL,
	"family_discount_four" numeric(5, 2) DEFAULT 0 NOT NULL,
	"worry_free_adult_monthly_cents" bigint DEFAULT 0 NOT NULL,
	"worry_free_adult_annual_cents" bigint DEFAULT 0 NOT NULL,
	"worry_free_child_monthly_cents" bigint DEFAULT 0 NOT NULL,
	"worry_free_child_annual_cents" bigint DEFAULT 0 NOT NULL,
	"worry_free_perio_monthly_cents" bigint DEFAULT 0 NOT NULL,
	"worry_free_perio_annual_cents" bigint DEFAULT 0 NOT NULL,
	"allow_bank_draft" boolean DEFAULT true NOT NULL,
	"gpp_member_waive" boolean DEFAULT false NOT NULL,
	"gpp_automatic_claim" boolean DEFAULT false NOT NULL,
	"disable_enrollment" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_settings_organization_id_office_id_pk" PRIMARY KEY("organization_id","office_id")
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "spanish_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "spanish_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "preset_type" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "annual_price_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "for_insured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "for_uninsured" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "show_on_enrollment_monthly" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "show_on_enrollment_annual" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "show_on_internal_enrollment_monthly" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "show_on_internal_enrollment_annual" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "show_on_bc" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "worry_free_month" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "worry_free_year" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "activation_fee_cents" bigint;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "family_discount_two" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "family_discount_three" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "family_discount_four" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "disable_gpp" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "disable_family_discounts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "price_codes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "target_type" text DEFAULT 'master' NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "target_id" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "is_deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "updated_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "term" text DEFAULT 'monthly' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "price_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_renewal_on" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending_price_cents" bigint;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending_price_from" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending_price_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "office_usual_fees" ADD CONSTRAINT "office_usual_fees_organization_id_office_id_offices_organization_id_id_fk" FOREIGN KEY ("organization_id","office_id") REFERENCES "public"."offices"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_settings" ADD CONSTRAINT "plan_settings_organization_id_office_id_offices_organization_id_id_fk" FOREIGN KEY ("organization_id","office_id") REFERENCES "public"."offices"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plans_office_idx" ON "plans" USING btree ("organization_id","office_id","sort_order");
CREATE TABLE "campaign_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"member_id" integer,
	"source" text NOT NULL,
	"consent_at" timestamp with time zone,
	"consent_note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"sent_at" timestamp with time zone,
	"token" text NOT NULL,
	"clicked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_recipients_token_unique" UNIQUE("token"),
	CONSTRAINT "campaign_recipients_org_id_unique" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "campaign_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"channel" text NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_templates_org_id_unique" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"name" text NOT NULL,
	"channel" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"scheduled_for" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_org_id_unique" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "launch_rewards" (
	"organization_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"threshold" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"members_at_earning" integer NOT NULL,
	"status" text DEFAULT 'earned' NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by_user_id" integer,
	CONSTRAINT "launch_rewards_organization_id_office_id_threshold_pk" PRIMARY KEY("organization_id","office_id","threshold")
);
--> statement-breakpoint
CREATE TABLE "marketing_opt_outs" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_marketing" (
	"organization_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"theme" text DEFAULT 'classic' NOT NULL,
	"custom_primary" text,
	"custom_accent" text,
	"leaderboard_opt_in" boolean DEFAULT false NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "office_marketing_organization_id_office_id_pk" PRIMARY KEY("organization_id","office_id")
);
--> statement-breakpoint
CREATE TABLE "print_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"product" text NOT NULL,
	"plan_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"quantity" integer NOT NULL,
	"finish" text DEFAULT 'standard' NOT NULL,
	"price_cents" bigint NOT NULL,
	"ship_to" jsonb NOT NULL,
	"status" text DEFAULT 'ordered' NOT NULL,
	"status_note" text,
	"tracking_number" text,
	"processor_charge_id" text,
	"failure_message" text,
	"ordered_by_user_id" integer,
	"updated_by_user_id" integer,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_orders_org_id_unique" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "business_payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"processor_payment_method_id" text NOT NULL,
	"kind" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer,
	"exp_year" integer,
	"added_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "business_payment_methods_processor_payment_method_id_unique" UNIQUE("processor_payment_method_id")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "paid_by_business_id" integer;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "campaign_recipient_id" integer;--> statement-breakpoint
ALTER TABLE "small_businesses" ADD COLUMN "pays_for_employees" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "small_businesses" ADD COLUMN "processor_customer_id" text;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_organization_id_campaign_id_campaigns_organization_id_id_fk" FOREIGN KEY ("organization_id","campaign_id") REFERENCES "public"."campaigns"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_organization_id_member_id_members_organization_id_id_fk" FOREIGN KEY ("organization_id","member_id") REFERENCES "public"."members"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_templates" ADD CONSTRAINT "campaign_templates_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_templates" ADD CONSTRAINT "campaign_templates_organization_id_office_id_offices_organization_id_id_fk" FOREIGN KEY ("organization_id","office_id") REFERENCES "public"."offices"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_organization_id_office_id_offices_organization_id_id_fk" FOREIGN KEY ("organization_id","office_id") REFERENCES "public"."offices"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_rewards" ADD CONSTRAINT "launch_rewards_paid_by_user_id_users_id_fk" FOREIGN KEY ("paid_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_rewards" ADD CONSTRAINT "launch_rewards_organization_id_office_id_offices_organization_id_id_fk" FOREIGN KEY ("organization_id","office_id") REFERENCES "public"."offices"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_marketing" ADD CONSTRAINT "office_marketing_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_marketing" ADD CONSTRAINT "office_marketing_organization_id_office_id_offices_organization_id_id_fk" FOREIGN KEY ("organization_id","office_id") REFERENCES "public"."offices"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_orders" ADD CONSTRAINT "print_orders_ordered_by_user_id_users_id_fk" FOREIGN KEY ("ordered_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_orders" ADD CONSTRAINT "print_orders_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_orders" ADD CONSTRAINT "print_orders_organization_id_office_id_offices_organization_id_id_fk" FOREIGN KEY ("organization_id","office_id") REFERENCES "public"."offices"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_payment_methods" ADD CONSTRAINT "business_payment_methods_business_id_small_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."small_businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_payment_methods" ADD CONSTRAINT "business_payment_methods_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_recipients_campaign_idx" ON "campaign_recipients" USING btree ("organization_id","campaign_id","status");--> statement-breakpoint
CREATE INDEX "campaign_templates_office_idx" ON "campaign_templates" USING btree ("organization_id","office_id");--> statement-breakpoint
CREATE INDEX "campaigns_office_idx" ON "campaigns" USING btree ("organization_id","office_id","created_at");--> statement-breakpoint
CREATE INDEX "campaigns_due_idx" ON "campaigns" USING btree ("scheduled_for") WHERE "campaigns"."status" = 'scheduled';--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_opt_outs_once" ON "marketing_opt_outs" USING btree ("organization_id","channel","address");--> statement-breakpoint
CREATE INDEX "print_orders_office_idx" ON "print_orders" USING btree ("organization_id","office_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "business_payment_methods_current" ON "business_payment_methods" USING btree ("business_id") WHERE "business_payment_methods"."removed_at" is null;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_paid_by_business_id_small_businesses_id_fk" FOREIGN KEY ("paid_by_business_id") REFERENCES "public"."small_businesses"("id") ON DELETE no action ON UPDATE no action;
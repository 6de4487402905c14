CREATE TABLE "baa_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"signer_user_id" integer NOT NULL,
	"signer_name" text NOT NULL,
	"signer_title" text NOT NULL,
	"signer_email" text NOT NULL,
	"agreement_version" text NOT NULL,
	"agreement_sha256" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text,
	"signed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "baa_signatures_org_id_unique" UNIQUE("organization_id","id"),
	CONSTRAINT "baa_signatures_version_unique" UNIQUE("organization_id","office_id","agreement_version")
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"percent_off" numeric(5, 2),
	"amount_off_cents" bigint,
	"association_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"mail_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content_base64" text NOT NULL,
	"size" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_profiles" (
	"organization_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"address_line1" text DEFAULT '' NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"hours" jsonb,
	"specialty_id" integer,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"booking_url" text DEFAULT '' NOT NULL,
	"pms_system" text,
	"updated_at" timestamp with time zone,
	CONSTRAINT "office_profiles_organization_id_office_id_pk" PRIMARY KEY("organization_id","office_id")
);
--> statement-breakpoint
CREATE TABLE "office_upgrades" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"email" text NOT NULL,
	"legacy_stripe_account_id" text,
	"legacy_last4" text,
	"standard_stripe_account_id" text NOT NULL,
	"started_by_user_id" integer,
	"started_at" timestamp with time zone NOT NULL,
	"converted_at" timestamp with time zone,
	"reset_at" timestamp with time zone,
	CONSTRAINT "office_upgrades_org_id_unique" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "practice_signups" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"referral_source" text NOT NULL,
	"pricing_period" text,
	"discount_code_id" integer,
	"email_confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signup_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_bank_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"connected_account_id" text,
	"account_holder_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"routing_number" text NOT NULL,
	"last4" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_connected_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"business_name" text NOT NULL,
	"account_type" text NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sim_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text,
	"name" text,
	"default_payment_method_id" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer,
	"exp_year" integer,
	"behaviour" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"detached_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sim_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"brand" text,
	"last4" text,
	"exp_month" integer,
	"exp_year" integer,
	"behaviour" text DEFAULT 'ok' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tier_payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"processor_payment_method_id" text NOT NULL,
	"kind" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer,
	"exp_year" integer,
	"is_default" boolean DEFAULT false NOT NULL,
	"added_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "tier_payment_methods_org_id_unique" UNIQUE("organization_id","id"),
	CONSTRAINT "tier_payment_methods_processor_unique" UNIQUE("organization_id","processor_payment_method_id")
);
--> statement-breakpoint
ALTER TABLE "baa_signatures" ADD CONSTRAINT "baa_signatures_signer_user_id_users_id_fk" FOREIGN KEY ("signer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baa_signatures" ADD CONSTRAINT "baa_signatures_organization_id_office_id_offices_organization_id_id_fk" FOREIGN KEY ("organization_id","office_id") REFERENCES "public"."offices"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_profiles" ADD CONSTRAINT "office_profiles_organization_id_office_id_offices_organization_id_id_fk" FOREIGN KEY ("organization_id","office_id") REFERENCES "public"."offices"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_upgrades" ADD CONSTRAINT "office_upgrades_started_by_user_id_users_id_fk" FOREIGN KEY ("started_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_upgrades" ADD CONSTRAINT "office_upgrades_organization_id_office_id_offices_organization_id_id_fk" FOREIGN KEY ("organization_id","office_id") REFERENCES "public"."offices"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_signups" ADD CONSTRAINT "practice_signups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_signups" ADD CONSTRAINT "practice_signups_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_signups" ADD CONSTRAINT "practice_signups_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_codes" ADD CONSTRAINT "signup_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_bank_accounts" ADD CONSTRAINT "sim_bank_accounts_connected_account_id_sim_connected_accounts_id_fk" FOREIGN KEY ("connected_account_id") REFERENCES "public"."sim_connected_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_payment_methods" ADD CONSTRAINT "sim_payment_methods_customer_id_sim_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sim_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_payment_methods" ADD CONSTRAINT "tier_payment_methods_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_payment_methods" ADD CONSTRAINT "tier_payment_methods_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "baa_signatures_office_idx" ON "baa_signatures" USING btree ("organization_id","office_id","signed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_unique" ON "discount_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "discount_codes_association_idx" ON "discount_codes" USING btree ("association_id");--> statement-breakpoint
CREATE INDEX "mail_attachments_mail_idx" ON "mail_attachments" USING btree ("mail_id");--> statement-breakpoint
CREATE UNIQUE INDEX "office_upgrades_open" ON "office_upgrades" USING btree ("organization_id","office_id") WHERE "office_upgrades"."reset_at" is null;--> statement-breakpoint
CREATE INDEX "signup_codes_user_idx" ON "signup_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sim_payment_methods_customer_idx" ON "sim_payment_methods" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tier_payment_methods_one_default" ON "tier_payment_methods" USING btree ("organization_id") WHERE "tier_payment_methods"."is_default" and "tier_payment_methods"."removed_at" is null;--> statement-breakpoint
-- A signed Business Associate Agreement is evidence: not even the application may rewrite or delete it.
CREATE FUNCTION baa_signatures_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'baa_signatures is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER baa_signatures_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON "baa_signatures"
  FOR EACH STATEMENT EXECUTE FUNCTION baa_signatures_is_append_only();

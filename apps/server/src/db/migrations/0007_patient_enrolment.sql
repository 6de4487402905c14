CREATE TABLE "charge_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"charge_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"list_cents" bigint NOT NULL,
	"discount_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"platform_fee_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"owner_member_id" integer NOT NULL,
	"method" text NOT NULL,
	"processor_charge_id" text,
	"payment_method_id" integer,
	"amount_cents" bigint NOT NULL,
	"platform_fee_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"description" text NOT NULL,
	"enrolment_id" integer,
	"recorded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charges_org_id_unique" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"owner_member_id" integer NOT NULL,
	"channel" text NOT NULL,
	"enrolled_by_user_id" integer,
	"payment_kind" text NOT NULL,
	"term" text NOT NULL,
	"today_cents" bigint NOT NULL,
	"recurring_cents" bigint NOT NULL,
	"quote" jsonb NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"invite_id" text,
	"small_business_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrolments_org_id_unique" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"account" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"member_id" integer
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"kind" text NOT NULL,
	"charge_id" integer,
	"description" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_transactions_org_id_unique" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "member_payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"owner_member_id" integer NOT NULL,
	"processor_payment_method_id" text NOT NULL,
	"kind" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer,
	"exp_year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "member_payment_methods_org_id_unique" UNIQUE("organization_id","id"),
	CONSTRAINT "member_payment_methods_processor_unique" UNIQUE("organization_id","processor_payment_method_id")
);
--> statement-breakpoint
CREATE TABLE "patient_invites" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"email" text NOT NULL,
	"spanish" boolean DEFAULT false NOT NULL,
	"sent_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_clicked_at" timestamp with time zone,
	"clicks" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"customer_id" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"destination_account_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"application_fee_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"description" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_charges_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sim_disputes" (
	"id" text PRIMARY KEY NOT NULL,
	"charge_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sim_disputes_charge_id_unique" UNIQUE("charge_id")
);
--> statement-breakpoint
CREATE TABLE "sim_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"charge_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "chart_id" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "insured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "processor_customer_id" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "channel" text DEFAULT 'internal' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payor" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "fee_waived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "fee_due_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "auto_renew" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "current_period_start" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "enrolment_id" integer;--> statement-breakpoint
ALTER TABLE "charge_items" ADD CONSTRAINT "charge_items_organization_id_charge_id_charges_organization_id_id_fk" FOREIGN KEY ("organization_id","charge_id") REFERENCES "public"."charges"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_items" ADD CONSTRAINT "charge_items_organization_id_subscription_id_subscriptions_organization_id_id_fk" FOREIGN KEY ("organization_id","subscription_id") REFERENCES "public"."subscriptions"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_organization_id_office_id_offices_organization_id_id_fk" FOREIGN KEY ("organization_id","office_id") REFERENCES "public"."offices"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_organization_id_owner_member_id_members_organization_id_id_fk" FOREIGN KEY ("organization_id","owner_member_id") REFERENCES "public"."members"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_enrolled_by_user_id_users_id_fk" FOREIGN KEY ("enrolled_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_small_business_id_small_businesses_id_fk" FOREIGN KEY ("small_business_id") REFERENCES "public"."small_businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_organization_id_office_id_offices_organization_id_id_fk" FOREIGN KEY ("organization_id","office_id") REFERENCES "public"."offices"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_organization_id_owner_member_id_members_organization_id_id_fk" FOREIGN KEY ("organization_id","owner_member_id") REFERENCES "public"."members"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_organization_id_transaction_id_ledger_transactions_organization_id_id_fk" FOREIGN KEY ("organization_id","transaction_id") REFERENCES "public"."ledger_transactions"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_organization_id_office_id_offices_organization_id_id_fk" FOREIGN KEY ("organization_id","office_id") REFERENCES "public"."offices"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_payment_methods" ADD CONSTRAINT "member_payment_methods_organization_id_owner_member_id_members_organization_id_id_fk" FOREIGN KEY ("organization_id","owner_member_id") REFERENCES "public"."members"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_invites" ADD CONSTRAINT "patient_invites_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_invites" ADD CONSTRAINT "patient_invites_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_invites" ADD CONSTRAINT "patient_invites_organization_id_office_id_offices_organization_id_id_fk" FOREIGN KEY ("organization_id","office_id") REFERENCES "public"."offices"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_disputes" ADD CONSTRAINT "sim_disputes_charge_id_sim_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."sim_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_refunds" ADD CONSTRAINT "sim_refunds_charge_id_sim_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."sim_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charge_items_period_once" ON "charge_items" USING btree ("organization_id","subscription_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "charge_items_charge_idx" ON "charge_items" USING btree ("organization_id","charge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "charges_processor_unique" ON "charges" USING btree ("processor_charge_id") WHERE "charges"."processor_charge_id" is not null;--> statement-breakpoint
CREATE INDEX "charges_owner_idx" ON "charges" USING btree ("organization_id","owner_member_id","created_at");--> statement-breakpoint
CREATE INDEX "charges_office_idx" ON "charges" USING btree ("organization_id","office_id","created_at");--> statement-breakpoint
CREATE INDEX "enrolments_office_idx" ON "enrolments" USING btree ("organization_id","office_id","created_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("organization_id","transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("organization_id","account");--> statement-breakpoint
CREATE INDEX "ledger_transactions_office_idx" ON "ledger_transactions" USING btree ("organization_id","office_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_payment_methods_current" ON "member_payment_methods" USING btree ("organization_id","owner_member_id") WHERE "member_payment_methods"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "patient_invites_office_idx" ON "patient_invites" USING btree ("organization_id","office_id","created_at");--> statement-breakpoint
CREATE INDEX "sim_charges_created_idx" ON "sim_charges" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sim_disputes_created_idx" ON "sim_disputes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "members_office_birth_idx" ON "members" USING btree ("organization_id","office_id","birth_date");--> statement-breakpoint
-- Double entry: a ledger transaction whose entries do not sum to zero cannot commit. Deferred to the commit, so a
-- transaction's entries may be written one by one.
CREATE FUNCTION ledger_transaction_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
BEGIN
  SELECT coalesce(sum(amount_cents), 0) INTO total FROM ledger_entries
    WHERE organization_id = NEW.organization_id AND transaction_id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance (off by % cents)', NEW.transaction_id, total;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balance AFTER INSERT OR UPDATE ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balances();
--> statement-breakpoint
-- The ledger is history: an entry is never rewritten or removed (a correction is a new transaction).
CREATE FUNCTION ledger_entries_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_is_append_only();

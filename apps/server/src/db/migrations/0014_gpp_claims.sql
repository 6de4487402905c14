CREATE TABLE "guarantee_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"commitment_year_start" date NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"months" integer NOT NULL,
	"status" text NOT NULL,
	"processor_transfer_id" text,
	"failure_message" text,
	"requested_by_user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"lease_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"destination_account_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"description" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_transfers_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "guarantee_claims" ADD CONSTRAINT "guarantee_claims_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_claims" ADD CONSTRAINT "guarantee_claims_organization_id_office_id_offices_organization_id_id_fk" FOREIGN KEY ("organization_id","office_id") REFERENCES "public"."offices"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_claims" ADD CONSTRAINT "guarantee_claims_organization_id_subscription_id_subscriptions_organization_id_id_fk" FOREIGN KEY ("organization_id","subscription_id") REFERENCES "public"."subscriptions"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_claims" ADD CONSTRAINT "guarantee_claims_organization_id_member_id_members_organization_id_id_fk" FOREIGN KEY ("organization_id","member_id") REFERENCES "public"."members"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_transfers" ADD CONSTRAINT "sim_transfers_destination_account_id_sim_connected_accounts_id_fk" FOREIGN KEY ("destination_account_id") REFERENCES "public"."sim_connected_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guarantee_claims_once" ON "guarantee_claims" USING btree ("organization_id","subscription_id","commitment_year_start") WHERE "guarantee_claims"."status" in ('pending', 'succeeded');--> statement-breakpoint
CREATE INDEX "guarantee_claims_office_idx" ON "guarantee_claims" USING btree ("organization_id","office_id","created_at");--> statement-breakpoint
CREATE INDEX "guarantee_claims_pending_idx" ON "guarantee_claims" USING btree ("lease_until") WHERE "guarantee_claims"."status" = 'pending';
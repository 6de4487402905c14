CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"payout_on" date NOT NULL,
	"cutoff" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"destination_account_id" text NOT NULL,
	"account_type" text NOT NULL,
	"bank_name" text,
	"bank_last4" text,
	"processor_payout_id" text,
	"arrival_on" date,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payouts_org_id_unique" UNIQUE("organization_id","id"),
	CONSTRAINT "payouts_office_day_unique" UNIQUE("organization_id","office_id","payout_on")
);
--> statement-breakpoint
CREATE TABLE "sim_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"connected_account_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"arrival_date" timestamp with time zone NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sim_payouts_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "payout_id" integer;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_organization_id_office_id_offices_organization_id_id_fk" FOREIGN KEY ("organization_id","office_id") REFERENCES "public"."offices"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_payouts" ADD CONSTRAINT "sim_payouts_connected_account_id_sim_connected_accounts_id_fk" FOREIGN KEY ("connected_account_id") REFERENCES "public"."sim_connected_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_pending_idx" ON "payouts" USING btree ("created_at") WHERE "payouts"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_organization_id_payout_id_payouts_organization_id_id_fk" FOREIGN KEY ("organization_id","payout_id") REFERENCES "public"."payouts"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_transactions_unpaid_idx" ON "ledger_transactions" USING btree ("organization_id","office_id","occurred_at") WHERE "ledger_transactions"."payout_id" is null;--> statement-breakpoint
CREATE INDEX "ledger_transactions_payout_idx" ON "ledger_transactions" USING btree ("organization_id","payout_id") WHERE "ledger_transactions"."payout_id" is not null;
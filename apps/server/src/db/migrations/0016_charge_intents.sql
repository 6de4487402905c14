CREATE TABLE "charge_intents" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"kind" text NOT NULL,
	"processor_key" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"platform_fee_cents" bigint NOT NULL,
	"destination_account_id" text NOT NULL,
	"description" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"payer" jsonb NOT NULL,
	"customer_id" text,
	"payment_method" jsonb,
	"work" jsonb NOT NULL,
	"processor_charge_id" text,
	"outcome" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"lease_until" timestamp with time zone NOT NULL,
	CONSTRAINT "charge_intents_processor_key_unique" UNIQUE("processor_key")
);
--> statement-breakpoint
ALTER TABLE "guarantee_claims" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "charge_intents" ADD CONSTRAINT "charge_intents_organization_id_office_id_offices_organization_id_id_fk" FOREIGN KEY ("organization_id","office_id") REFERENCES "public"."offices"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charge_intents_pending_idx" ON "charge_intents" USING btree ("lease_until") WHERE "charge_intents"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "guarantee_claims" ADD CONSTRAINT "guarantee_claims_request_key_unique" UNIQUE("organization_id","request_key");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_request_key_unique" UNIQUE("organization_id","request_key");
CREATE TABLE "payout_account_states" (
	"organization_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"account_id" text NOT NULL,
	"payouts_enabled" boolean NOT NULL,
	"charges_enabled" boolean NOT NULL,
	"details_submitted" boolean NOT NULL,
	"bank_name" text,
	"bank_last4" text,
	"account_holder_name" text,
	"as_of" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_account_states_organization_id_office_id_pk" PRIMARY KEY("organization_id","office_id")
);
--> statement-breakpoint
CREATE TABLE "processor_events" (
	"processor" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"account_id" text,
	"organization_id" integer,
	"outcome" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "processor_events_processor_event_id_pk" PRIMARY KEY("processor","event_id")
);
--> statement-breakpoint
CREATE TABLE "sim_token_requests" (
	"client_ip" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "sim_token_requests_client_ip_window_start_pk" PRIMARY KEY("client_ip","window_start")
);
--> statement-breakpoint
ALTER TABLE "tier_payment_methods" ADD COLUMN "verify_url" text;--> statement-breakpoint
ALTER TABLE "payout_account_states" ADD CONSTRAINT "payout_account_states_organization_id_office_id_offices_organization_id_id_fk" FOREIGN KEY ("organization_id","office_id") REFERENCES "public"."offices"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "processor_events_org_idx" ON "processor_events" USING btree ("organization_id","received_at");--> statement-breakpoint
CREATE INDEX "sim_token_requests_window_idx" ON "sim_token_requests" USING btree ("window_start");
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"charge_id" integer NOT NULL,
	"member_id" integer,
	"amount_cents" bigint NOT NULL,
	"platform_fee_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"status" text NOT NULL,
	"processor_refund_id" text,
	"failure_message" text,
	"requested_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_organization_id_charge_id_charges_organization_id_id_fk" FOREIGN KEY ("organization_id","charge_id") REFERENCES "public"."charges"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_charge_idx" ON "refunds" USING btree ("organization_id","charge_id");--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" = 'pending';
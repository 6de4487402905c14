CREATE TABLE "disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"charge_id" integer NOT NULL,
	"owner_member_id" integer NOT NULL,
	"processor_dispute_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"platform_fee_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"respond_by" date,
	"opened_at" timestamp with time zone NOT NULL,
	"evidence" jsonb,
	"responded_at" timestamp with time zone,
	"responded_by_user_id" integer,
	"accepted_at" timestamp with time zone,
	"accepted_by_user_id" integer,
	"closed_at" timestamp with time zone,
	"held" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "disputes_org_id_unique" UNIQUE("organization_id","id"),
	CONSTRAINT "disputes_processor_unique" UNIQUE("processor_dispute_id")
);
--> statement-breakpoint
ALTER TABLE "sim_disputes" ADD COLUMN "due_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sim_disputes" ADD COLUMN "evidence" jsonb;--> statement-breakpoint
ALTER TABLE "sim_disputes" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sim_disputes" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_responded_by_user_id_users_id_fk" FOREIGN KEY ("responded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_organization_id_office_id_offices_organization_id_id_fk" FOREIGN KEY ("organization_id","office_id") REFERENCES "public"."offices"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_organization_id_charge_id_charges_organization_id_id_fk" FOREIGN KEY ("organization_id","charge_id") REFERENCES "public"."charges"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_organization_id_owner_member_id_members_organization_id_id_fk" FOREIGN KEY ("organization_id","owner_member_id") REFERENCES "public"."members"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disputes_office_idx" ON "disputes" USING btree ("organization_id","office_id","opened_at");--> statement-breakpoint
CREATE INDEX "disputes_open_idx" ON "disputes" USING btree ("opened_at") WHERE "disputes"."status" in ('needs_response', 'under_review');
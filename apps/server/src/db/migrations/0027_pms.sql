CREATE TABLE "pms_connections" (
	"organization_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"system" text NOT NULL,
	"via" text NOT NULL,
	"status" text NOT NULL,
	"practice_key" text NOT NULL,
	"write_back" boolean DEFAULT false NOT NULL,
	"notify_uninsured" boolean DEFAULT false NOT NULL,
	"pms_patients" integer,
	"connected_at" timestamp with time zone,
	"disconnected_at" timestamp with time zone,
	"last_sync_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pms_connections_organization_id_office_id_pk" PRIMARY KEY("organization_id","office_id")
);
--> statement-breakpoint
CREATE TABLE "pms_match_candidates" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"chart_id" text NOT NULL,
	"score" integer NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"patient" jsonb NOT NULL,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pms_match_candidates_member_chart" UNIQUE("organization_id","member_id","chart_id")
);
--> statement-breakpoint
CREATE TABLE "pms_provider_payments" (
	"organization_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"provider_id" text NOT NULL,
	"payment_type" text NOT NULL,
	"post_as" text NOT NULL,
	"post_payments" boolean NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pms_provider_payments_organization_id_office_id_pk" PRIMARY KEY("organization_id","office_id")
);
--> statement-breakpoint
CREATE TABLE "pms_writes" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text DEFAULT 'membership' NOT NULL,
	"chart_id" text,
	"charge_id" integer,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"written" jsonb,
	"last_error" text,
	"written_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_pms_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"practice_key" text NOT NULL,
	"chart_id" text NOT NULL,
	"posted_on" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"provider_id" text NOT NULL,
	"payment_type" text NOT NULL,
	"post_as" text NOT NULL,
	"description" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_pms_ledger_reference" UNIQUE("practice_key","reference")
);
--> statement-breakpoint
CREATE TABLE "sim_pms_patients" (
	"id" serial PRIMARY KEY NOT NULL,
	"practice_key" text NOT NULL,
	"chart_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" date,
	"email" text,
	"phone" text,
	"carrier" text,
	"membership" jsonb,
	"membership_written_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_pms_patients_chart" UNIQUE("practice_key","chart_id")
);
--> statement-breakpoint
CREATE TABLE "sim_pms_practices" (
	"practice_key" text PRIMARY KEY NOT NULL,
	"latency_ms" integer DEFAULT 0 NOT NULL,
	"outage_until" timestamp with time zone,
	"providers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_pms_procedures" (
	"id" serial PRIMARY KEY NOT NULL,
	"practice_key" text NOT NULL,
	"chart_id" text NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"done_on" date NOT NULL,
	"fee_cents" bigint NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pms_connections" ADD CONSTRAINT "pms_connections_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pms_connections" ADD CONSTRAINT "pms_connections_organization_id_office_id_offices_organization_id_id_fk" FOREIGN KEY ("organization_id","office_id") REFERENCES "public"."offices"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pms_match_candidates" ADD CONSTRAINT "pms_match_candidates_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pms_match_candidates" ADD CONSTRAINT "pms_match_candidates_organization_id_office_id_offices_organization_id_id_fk" FOREIGN KEY ("organization_id","office_id") REFERENCES "public"."offices"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pms_provider_payments" ADD CONSTRAINT "pms_provider_payments_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pms_provider_payments" ADD CONSTRAINT "pms_provider_payments_organization_id_office_id_offices_organization_id_id_fk" FOREIGN KEY ("organization_id","office_id") REFERENCES "public"."offices"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pms_writes" ADD CONSTRAINT "pms_writes_organization_id_office_id_offices_organization_id_id_fk" FOREIGN KEY ("organization_id","office_id") REFERENCES "public"."offices"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pms_connections_office" ON "pms_connections" USING btree ("office_id");--> statement-breakpoint
CREATE INDEX "pms_match_candidates_office_idx" ON "pms_match_candidates" USING btree ("organization_id","office_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "pms_writes_queued_membership" ON "pms_writes" USING btree ("organization_id","member_id") WHERE "pms_writes"."status" = 'queued' and "pms_writes"."kind" = 'membership';--> statement-breakpoint
CREATE UNIQUE INDEX "pms_writes_payment" ON "pms_writes" USING btree ("organization_id","charge_id") WHERE "pms_writes"."kind" = 'payment';--> statement-breakpoint
CREATE INDEX "pms_writes_due_idx" ON "pms_writes" USING btree ("next_attempt_at") WHERE "pms_writes"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "pms_writes_office_idx" ON "pms_writes" USING btree ("organization_id","office_id","status");--> statement-breakpoint
CREATE INDEX "sim_pms_patients_name_idx" ON "sim_pms_patients" USING btree ("practice_key","last_name","first_name");--> statement-breakpoint
CREATE INDEX "sim_pms_procedures_chart_idx" ON "sim_pms_procedures" USING btree ("practice_key","chart_id","done_on");--> statement-breakpoint
-- The write-back queue fills itself: when a member with a chart in an office whose PMS link writes back is listed
-- differently (plan, status, price, chart, office, deleted), in the same transaction that changed them, a membership
-- write is queued; one queued row per member holds every change until the pms-delivery job writes the state of the
-- moment. Rows the job is sending are not 'queued', so a change while it talks to the hub queues a new row.
CREATE FUNCTION pms_writes_enqueue() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO pms_writes (organization_id, office_id, member_id, kind)
    SELECT n.organization_id, n.office_id, n.member_id, 'membership' FROM new_rows n
    JOIN pms_connections c ON c.organization_id = n.organization_id AND c.office_id = n.office_id
      AND c.status = 'connected' AND c.write_back
    WHERE n.chart_id IS NOT NULL
    ORDER BY n.member_id
    ON CONFLICT (organization_id, member_id) WHERE status = 'queued' AND kind = 'membership' DO NOTHING;
  ELSE
    INSERT INTO pms_writes (organization_id, office_id, member_id, kind)
    SELECT n.organization_id, n.office_id, n.member_id, 'membership' FROM new_rows n
    JOIN old_rows o ON o.organization_id = n.organization_id AND o.member_id = n.member_id
    JOIN pms_connections c ON c.organization_id = n.organization_id AND c.office_id = n.office_id
      AND c.status = 'connected' AND c.write_back
    WHERE n.chart_id IS NOT NULL
      AND (n.chart_id, n.office_id, n.plan_id, n.plan_name, n.status, n.summary_status, n.price_cents, n.term, n.deleted)
        IS DISTINCT FROM
          (o.chart_id, o.office_id, o.plan_id, o.plan_name, o.status, o.summary_status, o.price_cents, o.term, o.deleted)
    ORDER BY n.member_id
    ON CONFLICT (organization_id, member_id) WHERE status = 'queued' AND kind = 'membership' DO NOTHING;
  END IF;
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE TRIGGER pms_writes_member_list_inserted AFTER INSERT ON member_list
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pms_writes_enqueue();--> statement-breakpoint
CREATE TRIGGER pms_writes_member_list_updated AFTER UPDATE ON member_list
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pms_writes_enqueue();

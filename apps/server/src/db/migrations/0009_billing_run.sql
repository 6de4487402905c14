CREATE TABLE "billing_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"owner_member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"platform_fee_cents" bigint NOT NULL,
	"request" jsonb NOT NULL,
	"processor_charge_id" text,
	"failure_code" text,
	"failure_message" text,
	"charge_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"lease_until" timestamp with time zone NOT NULL,
	CONSTRAINT "billing_attempts_org_id_unique" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer,
	"to_phone" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "billing_attempt_id" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "failed_tries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "first_failed_on" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_retry_on" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "reminded_for_renewal" date;--> statement-breakpoint
ALTER TABLE "billing_attempts" ADD CONSTRAINT "billing_attempts_organization_id_office_id_offices_organization_id_id_fk" FOREIGN KEY ("organization_id","office_id") REFERENCES "public"."offices"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_attempts" ADD CONSTRAINT "billing_attempts_organization_id_owner_member_id_members_organization_id_id_fk" FOREIGN KEY ("organization_id","owner_member_id") REFERENCES "public"."members"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_attempts_open_idx" ON "billing_attempts" USING btree ("lease_until") WHERE "billing_attempts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "billing_attempts_owner_idx" ON "billing_attempts" USING btree ("organization_id","owner_member_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_due_idx" ON "sms_outbox" USING btree ("sent_at","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("next_renewal_on") WHERE "subscriptions"."billing_attempt_id" is null and "subscriptions"."status" in ('active', 'active_transferred');--> statement-breakpoint
CREATE INDEX "subscriptions_retry_idx" ON "subscriptions" USING btree ("next_retry_on") WHERE "subscriptions"."billing_attempt_id" is null and "subscriptions"."status" = 'past_due';--> statement-breakpoint
-- The members list follows a subscription's update only when a column it shows changed: the billing run's own
-- bookkeeping (the attempt a plan is claimed by, failed tries, the next try, reminders) leaves the list as it is.
CREATE FUNCTION member_list_subscriptions_updated() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  ids integer[] := ARRAY(
    SELECT DISTINCT n.member_id FROM new_rows n
    JOIN old_rows o ON o.organization_id = n.organization_id AND o.id = n.id
    WHERE (n.member_id, n.plan_id, n.term, n.price_cents, n.status, n.created_at, n.canceled_at, n.next_renewal_on,
        n.auto_renew, n.pending_price_cents, n.pending_plan_id, n.payor, n.guaranteed, n.enrolment_id)
      IS DISTINCT FROM (o.member_id, o.plan_id, o.term, o.price_cents, o.status, o.created_at, o.canceled_at,
        o.next_renewal_on, o.auto_renew, o.pending_price_cents, o.pending_plan_id, o.payor, o.guaranteed, o.enrolment_id)
    ORDER BY 1);
BEGIN
  IF cardinality(ids) > 0 THEN
    PERFORM member_list_refresh(ids);
  END IF;
  RETURN NULL;
END
$fn$;--> statement-breakpoint
DROP TRIGGER member_list_subscriptions_updated ON subscriptions;--> statement-breakpoint
CREATE TRIGGER member_list_subscriptions_updated AFTER UPDATE ON subscriptions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_list_subscriptions_updated();

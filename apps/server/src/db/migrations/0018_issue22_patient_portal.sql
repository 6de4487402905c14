CREATE TABLE "email_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"new_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_changes_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "household_contact_preferences" (
	"organization_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"reminder_mail" boolean DEFAULT true NOT NULL,
	"reminder_texts" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "household_contact_preferences_organization_id_member_id_pk" PRIMARY KEY("organization_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "office_referral_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"referrer_owner_member_id" integer NOT NULL,
	"practice_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"note" text,
	"ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "office_referral_leads_ref_unique" UNIQUE("ref")
);
--> statement-breakpoint
CREATE TABLE "office_referral_rewards" (
	"organization_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" integer,
	CONSTRAINT "office_referral_rewards_office_unique" UNIQUE("organization_id","office_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by_user_id" integer,
	"answer_updated_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_by_user_id" integer,
	"hidden_reason" text,
	CONSTRAINT "reviews_org_id_unique" UNIQUE("organization_id","id"),
	CONSTRAINT "reviews_member_unique" UNIQUE("organization_id","office_id","member_id"),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_contact_preferences" ADD CONSTRAINT "household_contact_preferences_organization_id_member_id_members_organization_id_id_fk" FOREIGN KEY ("organization_id","member_id") REFERENCES "public"."members"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_referral_leads" ADD CONSTRAINT "office_referral_leads_organization_id_office_id_offices_organization_id_id_fk" FOREIGN KEY ("organization_id","office_id") REFERENCES "public"."offices"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_referral_leads" ADD CONSTRAINT "office_referral_leads_organization_id_referrer_owner_member_id_members_organization_id_id_fk" FOREIGN KEY ("organization_id","referrer_owner_member_id") REFERENCES "public"."members"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_referral_rewards" ADD CONSTRAINT "office_referral_rewards_organization_id_office_id_offices_organization_id_id_fk" FOREIGN KEY ("organization_id","office_id") REFERENCES "public"."offices"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_user_id_users_id_fk" FOREIGN KEY ("hidden_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_organization_id_office_id_offices_organization_id_id_fk" FOREIGN KEY ("organization_id","office_id") REFERENCES "public"."offices"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_organization_id_member_id_members_organization_id_id_fk" FOREIGN KEY ("organization_id","member_id") REFERENCES "public"."members"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_changes_user_idx" ON "email_changes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "office_referral_leads_created_idx" ON "office_referral_leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reviews_office_idx" ON "reviews" USING btree ("organization_id","office_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_cancel_requested_idx" ON "subscriptions" USING btree ("organization_id","cancel_requested_at") WHERE "subscriptions"."cancel_requested_at" is not null;
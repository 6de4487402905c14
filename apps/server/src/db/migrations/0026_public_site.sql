CREATE TABLE "terms_acceptances" (
	"user_id" integer NOT NULL,
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "terms_acceptances_user_id_version_pk" PRIMARY KEY("user_id","version")
);
--> statement-breakpoint
ALTER TABLE "office_profiles" ADD COLUMN "marketplace_listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "brand" text DEFAULT 'dental' NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_signups" ADD COLUMN "plan_draft" jsonb;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "office_profiles_zip_idx" ON "office_profiles" USING btree ("zip");--> statement-breakpoint
CREATE INDEX "offices_brand_idx" ON "offices" USING btree ("brand");
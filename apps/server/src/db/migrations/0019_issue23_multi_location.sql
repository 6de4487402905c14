CREATE TABLE "location_group_offices" (
	"organization_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_group_offices_organization_id_group_id_office_id_pk" PRIMARY KEY("organization_id","group_id","office_id")
);
--> statement-breakpoint
CREATE TABLE "location_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_groups_org_id_unique" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "user_group_assignments" (
	"organization_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_group_assignments_organization_id_group_id_user_id_pk" PRIMARY KEY("organization_id","group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "manage_user_settings" (
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"scope" text DEFAULT 'all' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manage_user_settings_organization_id_user_id_pk" PRIMARY KEY("organization_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "office_user_group_grants" (
	"organization_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "office_user_group_grants_organization_id_office_id_user_id_pk" PRIMARY KEY("organization_id","office_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "target_type" SET DEFAULT 'location';--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "location_group_offices" ADD CONSTRAINT "location_group_offices_organization_id_group_id_location_groups_organization_id_id_fk" FOREIGN KEY ("organization_id","group_id") REFERENCES "public"."location_groups"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_group_offices" ADD CONSTRAINT "location_group_offices_organization_id_office_id_offices_organization_id_id_fk" FOREIGN KEY ("organization_id","office_id") REFERENCES "public"."offices"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_groups" ADD CONSTRAINT "location_groups_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_assignments" ADD CONSTRAINT "user_group_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_assignments" ADD CONSTRAINT "user_group_assignments_organization_id_group_id_location_groups_organization_id_id_fk" FOREIGN KEY ("organization_id","group_id") REFERENCES "public"."location_groups"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manage_user_settings" ADD CONSTRAINT "manage_user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_user_group_grants" ADD CONSTRAINT "office_user_group_grants_office_user_fk" FOREIGN KEY ("organization_id","office_id","user_id") REFERENCES "public"."office_users"("organization_id","office_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "location_group_offices_office_idx" ON "location_group_offices" USING btree ("organization_id","office_id");--> statement-breakpoint
CREATE UNIQUE INDEX "location_groups_org_name_unique" ON "location_groups" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "user_group_assignments_user_idx" ON "user_group_assignments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "member_list_org_name_idx" ON "member_list" USING btree ("organization_id","sort_name","member_id") WHERE not "member_list"."deleted";--> statement-breakpoint
-- Plans gain targets (master, group, location). Every plan made before targets is its own office's: it becomes a
-- location plan of that office, so no office starts offering another office's plans.
UPDATE "plans" SET "target_type" = 'location', "target_id" = "office_id" WHERE "target_type" IS DISTINCT FROM 'location' OR "target_id" IS NULL;

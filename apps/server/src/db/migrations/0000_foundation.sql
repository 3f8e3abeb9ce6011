CREATE TABLE "organizations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"license_key_hash" text NOT NULL,
	"license_key_hint" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_license_key_hash_unique" UNIQUE("license_key_hash")
);
--> statement-breakpoint
CREATE TABLE "sub_organizations" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"identifier" text NOT NULL,
	"email" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"domains" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"permissions" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by" jsonb,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_by" jsonb
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"email" text NOT NULL,
	"identifier" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"role" text NOT NULL,
	"position" text,
	"password_hash" text NOT NULL,
	"permissions" jsonb NOT NULL,
	"oauth_provider" text DEFAULT 'EMAIL' NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"joined_date" timestamp (3) with time zone,
	"last_update_password" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by" jsonb,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_by" jsonb
);
--> statement-breakpoint
ALTER TABLE "sub_organizations" ADD CONSTRAINT "sub_organizations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sub_organizations_org_identifier_uq" ON "sub_organizations" USING btree ("organization_id","identifier");--> statement-breakpoint
CREATE INDEX "sub_organizations_org_idx" ON "sub_organizations" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_org_identifier_uq" ON "users" USING btree ("organization_id","identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "users_org_email_uq" ON "users" USING btree ("organization_id",lower("email"));
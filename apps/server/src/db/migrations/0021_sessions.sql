CREATE TABLE "ended_tokens" (
	"token_id" text PRIMARY KEY NOT NULL,
	"principal_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"ended_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"first_failed_at" timestamp (3) with time zone NOT NULL,
	"last_failed_at" timestamp (3) with time zone NOT NULL,
	"last_address" text NOT NULL,
	"wait_until" timestamp (3) with time zone,
	"notified_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ended_tokens" ADD CONSTRAINT "ended_tokens_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ended_tokens_principal_idx" ON "ended_tokens" USING btree ("principal_id");--> statement-breakpoint
CREATE INDEX "ended_tokens_expires_idx" ON "ended_tokens" USING btree ("expires_at");--> statement-breakpoint
-- An ended token is listed with its principal in every API process's copy: announce each insert
-- on "ferry_principals" (migration 0011's function), so that every process reads the principal again.
CREATE TRIGGER "ended_tokens_principals_changed" AFTER INSERT ON "ended_tokens" FOR EACH STATEMENT EXECUTE FUNCTION "ferry_principals_changed"();

CREATE TABLE "execution_fixes" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"execution_id" text NOT NULL,
	"row" integer NOT NULL,
	"column" text NOT NULL,
	"previous" text,
	"value" text,
	"by" jsonb NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	"applied" boolean DEFAULT false NOT NULL,
	"carried_from" text
);
--> statement-breakpoint
ALTER TABLE "executions" ADD COLUMN "fixed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "executions" ADD COLUMN "run_started_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "execution_fixes" ADD CONSTRAINT "execution_fixes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "execution_fixes" ADD CONSTRAINT "execution_fixes_execution_id_executions_id_fk" FOREIGN KEY ("execution_id") REFERENCES "public"."executions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "execution_fixes_row_idx" ON "execution_fixes" USING btree ("execution_id","row");--> statement-breakpoint
CREATE INDEX "execution_fixes_at_idx" ON "execution_fixes" USING btree ("execution_id","at");
CREATE TABLE "pipeline_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"sub_organization_id" text,
	"pipeline_id" text NOT NULL,
	"column" text NOT NULL,
	"type" text NOT NULL,
	"definition" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"source_execution" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by" jsonb,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_by" jsonb
);
--> statement-breakpoint
ALTER TABLE "pipeline_rules" ADD CONSTRAINT "pipeline_rules_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_rules" ADD CONSTRAINT "pipeline_rules_sub_organization_id_sub_organizations_id_fk" FOREIGN KEY ("sub_organization_id") REFERENCES "public"."sub_organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_rules" ADD CONSTRAINT "pipeline_rules_pipeline_id_pipelines_id_fk" FOREIGN KEY ("pipeline_id") REFERENCES "public"."pipelines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pipeline_rules_pipeline_idx" ON "pipeline_rules" USING btree ("pipeline_id","created_at");
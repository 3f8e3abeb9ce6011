CREATE TABLE "pipeline_late_alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"sub_organization_id" text,
	"pipeline_id" text NOT NULL,
	"window_start" timestamp (3) with time zone NOT NULL,
	"deadline" timestamp (3) with time zone NOT NULL,
	"window_end" timestamp (3) with time zone NOT NULL,
	"raised_at" timestamp (3) with time zone NOT NULL,
	"cleared_at" timestamp (3) with time zone,
	"cleared_by_execution_id" text
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ALTER COLUMN "execution_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pipelines" ADD COLUMN "expectation_since" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "pipelines" ADD COLUMN "expectation_scale" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pipelines" ADD COLUMN "late_check_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "pipelines" ADD COLUMN "late_since" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "pipelines" ADD COLUMN "last_file_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "pipeline_id" text;--> statement-breakpoint
ALTER TABLE "pipeline_late_alerts" ADD CONSTRAINT "pipeline_late_alerts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_late_alerts" ADD CONSTRAINT "pipeline_late_alerts_sub_organization_id_sub_organizations_id_fk" FOREIGN KEY ("sub_organization_id") REFERENCES "public"."sub_organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_late_alerts" ADD CONSTRAINT "pipeline_late_alerts_pipeline_id_pipelines_id_fk" FOREIGN KEY ("pipeline_id") REFERENCES "public"."pipelines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pipeline_late_alerts_window_uq" ON "pipeline_late_alerts" USING btree ("pipeline_id","window_end");--> statement-breakpoint
CREATE INDEX "pipelines_late_check_idx" ON "pipelines" USING btree ("late_check_at");
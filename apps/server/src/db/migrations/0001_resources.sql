CREATE TABLE "connectors" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"sub_organization_id" text,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"node_type" text NOT NULL,
	"configuration" jsonb NOT NULL,
	"permission_level" text NOT NULL,
	"trigger_type" text,
	"inbound_secret_hash" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by" jsonb,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_by" jsonb
);
--> statement-breakpoint
CREATE TABLE "executions" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"sub_organization_id" text,
	"pipeline_id" text NOT NULL,
	"status" text NOT NULL,
	"trigger_type" text NOT NULL,
	"error" jsonb,
	"input" jsonb,
	"stats" jsonb,
	"progress" jsonb,
	"developer_mode" boolean DEFAULT false NOT NULL,
	"rerun_of" text,
	"started_at" timestamp (3) with time zone,
	"finished_at" timestamp (3) with time zone,
	"duration_ms" integer,
	"output" jsonb,
	"fixed_by" jsonb,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by" jsonb,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_by" jsonb
);
--> statement-breakpoint
CREATE TABLE "pipeline_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"sub_organization_id" text,
	"name" text NOT NULL,
	"body" jsonb NOT NULL,
	"input_connector_id" text,
	"output_connector_id" text,
	"tdm_id" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by" jsonb,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_by" jsonb
);
--> statement-breakpoint
CREATE TABLE "pipelines" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"sub_organization_id" text,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"draft" boolean DEFAULT true NOT NULL,
	"configuration" jsonb NOT NULL,
	"input_connector_id" text,
	"output_connector_id" text,
	"tdm_id" text,
	"template_id" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by" jsonb,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_by" jsonb
);
--> statement-breakpoint
CREATE TABLE "tdms" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"sub_organization_id" text,
	"name" text NOT NULL,
	"columns" jsonb NOT NULL,
	"permission_level" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by" jsonb,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_by" jsonb
);
--> statement-breakpoint
ALTER TABLE "connectors" ADD CONSTRAINT "connectors_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connectors" ADD CONSTRAINT "connectors_sub_organization_id_sub_organizations_id_fk" FOREIGN KEY ("sub_organization_id") REFERENCES "public"."sub_organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "executions" ADD CONSTRAINT "executions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "executions" ADD CONSTRAINT "executions_sub_organization_id_sub_organizations_id_fk" FOREIGN KEY ("sub_organization_id") REFERENCES "public"."sub_organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "executions" ADD CONSTRAINT "executions_pipeline_id_pipelines_id_fk" FOREIGN KEY ("pipeline_id") REFERENCES "public"."pipelines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_templates" ADD CONSTRAINT "pipeline_templates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_templates" ADD CONSTRAINT "pipeline_templates_sub_organization_id_sub_organizations_id_fk" FOREIGN KEY ("sub_organization_id") REFERENCES "public"."sub_organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_templates" ADD CONSTRAINT "pipeline_templates_input_connector_id_connectors_id_fk" FOREIGN KEY ("input_connector_id") REFERENCES "public"."connectors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_templates" ADD CONSTRAINT "pipeline_templates_output_connector_id_connectors_id_fk" FOREIGN KEY ("output_connector_id") REFERENCES "public"."connectors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_templates" ADD CONSTRAINT "pipeline_templates_tdm_id_tdms_id_fk" FOREIGN KEY ("tdm_id") REFERENCES "public"."tdms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipelines" ADD CONSTRAINT "pipelines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipelines" ADD CONSTRAINT "pipelines_sub_organization_id_sub_organizations_id_fk" FOREIGN KEY ("sub_organization_id") REFERENCES "public"."sub_organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipelines" ADD CONSTRAINT "pipelines_input_connector_id_connectors_id_fk" FOREIGN KEY ("input_connector_id") REFERENCES "public"."connectors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipelines" ADD CONSTRAINT "pipelines_output_connector_id_connectors_id_fk" FOREIGN KEY ("output_connector_id") REFERENCES "public"."connectors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipelines" ADD CONSTRAINT "pipelines_tdm_id_tdms_id_fk" FOREIGN KEY ("tdm_id") REFERENCES "public"."tdms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipelines" ADD CONSTRAINT "pipelines_template_id_pipeline_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."pipeline_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tdms" ADD CONSTRAINT "tdms_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tdms" ADD CONSTRAINT "tdms_sub_organization_id_sub_organizations_id_fk" FOREIGN KEY ("sub_organization_id") REFERENCES "public"."sub_organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connectors_org_idx" ON "connectors" USING btree ("organization_id","sub_organization_id");--> statement-breakpoint
CREATE INDEX "executions_org_idx" ON "executions" USING btree ("organization_id","sub_organization_id");--> statement-breakpoint
CREATE INDEX "executions_pipeline_idx" ON "executions" USING btree ("pipeline_id","created_at");--> statement-breakpoint
CREATE INDEX "executions_status_idx" ON "executions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "pipeline_templates_org_idx" ON "pipeline_templates" USING btree ("organization_id","sub_organization_id");--> statement-breakpoint
CREATE INDEX "pipelines_org_idx" ON "pipelines" USING btree ("organization_id","sub_organization_id");--> statement-breakpoint
CREATE INDEX "pipelines_input_idx" ON "pipelines" USING btree ("input_connector_id");--> statement-breakpoint
CREATE INDEX "tdms_org_idx" ON "tdms" USING btree ("organization_id","sub_organization_id");
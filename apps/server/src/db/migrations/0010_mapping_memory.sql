CREATE TABLE "mapping_memory" (
	"organization_id" text NOT NULL,
	"scope" text NOT NULL,
	"header" text NOT NULL,
	"target_column" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"last_used_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "executions" ADD COLUMN "schema_drift" jsonb;--> statement-breakpoint
ALTER TABLE "executions" ADD COLUMN "input_columns" jsonb;--> statement-breakpoint
ALTER TABLE "mapping_memory" ADD CONSTRAINT "mapping_memory_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mapping_memory_key" ON "mapping_memory" USING btree ("organization_id","scope","header","target_column");
ALTER TABLE "pipelines" ADD COLUMN "accepted_columns" jsonb;--> statement-breakpoint
ALTER TABLE "pipelines" ADD COLUMN "last_schema_change" jsonb;
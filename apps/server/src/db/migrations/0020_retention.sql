ALTER TABLE "executions" ADD COLUMN "files_removed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "retention_days" integer;--> statement-breakpoint
ALTER TABLE "pipelines" ADD COLUMN "retention_days" integer;--> statement-breakpoint
CREATE INDEX "executions_files_kept_idx" ON "executions" USING btree ("finished_at") WHERE files_removed_at IS NULL;--> statement-breakpoint
CREATE INDEX "executions_files_removing_idx" ON "executions" USING btree ("files_removed_at") WHERE files_removed_at IS NOT NULL AND artifacts IS NOT NULL;
ALTER TABLE "deliveries" ADD COLUMN "receipt" jsonb;--> statement-breakpoint
ALTER TABLE "executions" ADD COLUMN "undone_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "executions" ADD COLUMN "undone_by" jsonb;--> statement-breakpoint
ALTER TABLE "executions" ADD COLUMN "undo" jsonb;
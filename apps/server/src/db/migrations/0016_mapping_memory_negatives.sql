ALTER TABLE "mapping_memory" ADD COLUMN "own_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mapping_memory" ADD COLUMN "rejected_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mapping_memory" ADD COLUMN "last_rejected_at" timestamp (3) with time zone;
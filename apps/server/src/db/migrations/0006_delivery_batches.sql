ALTER TABLE "deliveries" ADD COLUMN "batches_delivered" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "batches_total" integer;
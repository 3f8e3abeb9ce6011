ALTER TABLE "pipeline_late_alerts" ADD COLUMN "expectation" jsonb;--> statement-breakpoint
ALTER TABLE "pipeline_late_alerts" ADD COLUMN "mailed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "pipeline_late_alerts" ADD COLUMN "mailed_to" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pipeline_late_alerts" ADD COLUMN "mail_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pipeline_late_alerts" ADD COLUMN "mail_attempted_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "pipeline_late_alerts" ADD COLUMN "mail_error" text;--> statement-breakpoint
ALTER TABLE "pipeline_late_alerts" ADD COLUMN "mail_given_up_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "pipeline_late_alerts_mail_pending_idx" ON "pipeline_late_alerts" USING btree ("raised_at") WHERE mailed_at IS NULL AND mail_given_up_at IS NULL;--> statement-breakpoint
-- Alerts raised before mails were recorded had their one send from the process that raised them; they are not sent again.
UPDATE "pipeline_late_alerts" SET "mail_attempts" = 1, "mail_attempted_at" = "raised_at", "mail_given_up_at" = "raised_at", "mail_error" = 'raised before late-file mails were recorded: sent once by the process that raised it, outcome unknown' WHERE "mailed_at" IS NULL;

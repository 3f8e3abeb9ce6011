ALTER TABLE "pipeline_late_alerts" ADD COLUMN "mail_retry_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "pipeline_late_alerts" ADD COLUMN "mail_rejected" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pipeline_late_alerts" ADD COLUMN "expectation_scale" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Mails not yet sent keep their claim: tried again 5 minutes after the last attempt, as before; their alerts take the scale of their pipeline's windows.
UPDATE "pipeline_late_alerts" SET "mail_retry_at" = "mail_attempted_at" + interval '5 minutes' WHERE "mailed_at" IS NULL AND "mail_given_up_at" IS NULL AND "mail_attempted_at" IS NOT NULL;--> statement-breakpoint
UPDATE "pipeline_late_alerts" AS a SET "expectation_scale" = p."expectation_scale" FROM "pipelines" AS p WHERE p."id" = a."pipeline_id" AND p."expectation_scale" <> 1;

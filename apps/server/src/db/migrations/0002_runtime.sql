CREATE TABLE "deliveries" (
	"execution_id" text NOT NULL,
	"connector_id" text NOT NULL,
	"status" text NOT NULL,
	"delivered_to" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "file_ledger" (
	"connector_id" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"execution_id" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "executions" ADD COLUMN "artifacts" jsonb;--> statement-breakpoint
ALTER TABLE "executions" ADD COLUMN "cleanings" jsonb;--> statement-breakpoint
ALTER TABLE "executions" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pipelines" ADD COLUMN "next_run_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_execution_id_executions_id_fk" FOREIGN KEY ("execution_id") REFERENCES "public"."executions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_ledger" ADD CONSTRAINT "file_ledger_connector_id_connectors_id_fk" FOREIGN KEY ("connector_id") REFERENCES "public"."connectors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_uq" ON "deliveries" USING btree ("execution_id","connector_id");--> statement-breakpoint
CREATE UNIQUE INDEX "file_ledger_uq" ON "file_ledger" USING btree ("connector_id","file_name","size","sha256");--> statement-breakpoint
CREATE INDEX "pipelines_next_run_idx" ON "pipelines" USING btree ("next_run_at");
CREATE TABLE "source_files" (
	"connector_id" text NOT NULL,
	"path" text NOT NULL,
	"size" bigint NOT NULL,
	"version" text NOT NULL,
	"execution_id" text NOT NULL,
	"after_process" text,
	"renamed_from" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "source_files" ADD CONSTRAINT "source_files_connector_id_connectors_id_fk" FOREIGN KEY ("connector_id") REFERENCES "public"."connectors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "source_files_uq" ON "source_files" USING btree ("connector_id","path","size","version");--> statement-breakpoint
CREATE INDEX "source_files_execution_idx" ON "source_files" USING btree ("execution_id");
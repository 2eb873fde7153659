CREATE TABLE "document_content_parts" (
	"document_id" uuid NOT NULL,
	"part" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "document_content_parts_document_id_part_pk" PRIMARY KEY("document_id","part")
);
--> statement-breakpoint
CREATE TABLE "scheduled_runs" (
	"task" text NOT NULL,
	"slot" bigint NOT NULL,
	"instance" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "scheduled_runs_task_slot_pk" PRIMARY KEY("task","slot")
);
--> statement-breakpoint
CREATE TABLE "shared_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"last_at" bigint NOT NULL,
	"reset_at" bigint NOT NULL,
	"prev_count" integer,
	"prev_last_at" bigint,
	"prev_reset_at" bigint
);
--> statement-breakpoint
ALTER TABLE "document_content_parts" ADD CONSTRAINT "document_content_parts_document_id_applicant_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."applicant_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduled_runs_started_idx" ON "scheduled_runs" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "shared_counters_reset_idx" ON "shared_counters" USING btree ("reset_at");--> statement-breakpoint
-- Documents are PDF, DOCX, PNG or JPEG: compressed already. Uncompressed out-of-line storage lets a part be read without decompressing it.
ALTER TABLE "document_content_parts" ALTER COLUMN "data" SET STORAGE EXTERNAL;--> statement-breakpoint
-- Counters are rewritten on every request and worth no WAL: a crash or a failover merely restarts their windows.
ALTER TABLE "shared_counters" SET UNLOGGED;--> statement-breakpoint
ALTER TABLE "shared_counters" SET (fillfactor = 70);

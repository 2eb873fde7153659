CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"body_html" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" text,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"undeliverable" boolean DEFAULT false NOT NULL,
	"delivered_via" text,
	"sent_at" timestamp with time zone,
	"application_event_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_attempts_check" CHECK ("mail_outbox"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_application_event_id_application_events_id_fk" FOREIGN KEY ("application_event_id") REFERENCES "public"."application_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" in ('queued', 'retrying', 'sending');--> statement-breakpoint
CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "mail_outbox_recipient_idx" ON "mail_outbox" USING btree (lower("recipient"));--> statement-breakpoint
-- The mail log so far becomes the outbox's history (what was sent, to whom, how it went; its texts were never kept).
INSERT INTO "mail_outbox" ("kind", "recipient", "subject", "body_text", "status", "attempts", "last_error", "delivered_via", "sent_at", "created_at", "updated_at")
SELECT "kind", "recipient", "subject", '', CASE WHEN "outcome" = 'failed' THEN 'failed' ELSE 'sent' END, 1, "detail",
       CASE "outcome" WHEN 'sent' THEN 'smtp' WHEN 'written' THEN 'file' END,
       CASE WHEN "outcome" = 'failed' THEN NULL ELSE "created_at" END, "created_at", "created_at"
FROM "mail_log" ORDER BY "id";

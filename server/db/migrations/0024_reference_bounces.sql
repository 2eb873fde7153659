-- References (issue 30): each link keeps the outbox message that carried it (a failed message is a
-- bounced referee address, read when listing), and a job says when its references are requested.
ALTER TABLE "reference_tokens" ADD COLUMN "mail_id" integer;--> statement-breakpoint
ALTER TABLE "reference_tokens" ADD CONSTRAINT "reference_tokens_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reference_tokens_mail_idx" ON "reference_tokens" USING btree ("mail_id");--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "reference_stage" text DEFAULT 'after_offer' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_reference_stage_check" CHECK ("jobs"."reference_stage" in ('after_offer', 'before_interview'));

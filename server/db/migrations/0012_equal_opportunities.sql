-- Equal-opportunities monitoring (issue 27): one row per applicant, kept apart from applications; deleted with the account. Categories are validated by the API against common/equal-opportunities.ts (configurable there), so no CHECK lists them here.
CREATE TABLE "equal_opportunities" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"sex" text,
	"age_band" text,
	"ethnic_group" text,
	"disability" text,
	"religion" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "equal_opportunities" ADD CONSTRAINT "equal_opportunities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The fairness report reads each application's furthest stage from its history: only the events past review matter, a small share of them.
CREATE INDEX "application_events_progress_idx" ON "application_events" USING btree ("application_id","to_status") WHERE "application_events"."to_status" in ('shortlisted', 'interview', 'offer', 'hired');
--> statement-breakpoint
-- The fairness report reads the submitted applications of some jobs (or all) for their applicant, status and day only: an index it reads without the rows (their snapshots are wide).
CREATE INDEX "applications_fairness_idx" ON "applications" USING btree ("job_id","submitted_at","status","applicant_id","id") WHERE "applications"."submitted_at" is not null;

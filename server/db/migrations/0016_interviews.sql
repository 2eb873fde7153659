CREATE TABLE "interview_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"name" text NOT NULL,
	"mode" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"video_url" text DEFAULT '' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"scheduling_mode" text DEFAULT 'applicant_picks' NOT NULL,
	"min_notice_hours" integer DEFAULT 24 NOT NULL,
	"horizon_days" integer DEFAULT 30 NOT NULL,
	"lead_id" integer,
	"panel_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_rounds_mode_check" CHECK ("interview_rounds"."mode" in ('in_person', 'video', 'phone')),
	CONSTRAINT "interview_rounds_scheduling_mode_check" CHECK ("interview_rounds"."scheduling_mode" in ('applicant_picks', 'next_available', 'recruiter_picks')),
	CONSTRAINT "interview_rounds_duration_check" CHECK ("interview_rounds"."duration_minutes" between 5 and 480),
	CONSTRAINT "interview_rounds_notice_check" CHECK ("interview_rounds"."min_notice_hours" between 0 and 720),
	CONSTRAINT "interview_rounds_horizon_check" CHECK ("interview_rounds"."horizon_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "interview_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer DEFAULT 1 NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "interview_slots_capacity_check" CHECK ("interview_slots"."capacity" between 1 and 50),
	CONSTRAINT "interview_slots_booked_check" CHECK ("interview_slots"."booked" between 0 and "interview_slots"."capacity"),
	CONSTRAINT "interview_slots_order_check" CHECK ("interview_slots"."ends_at" > "interview_slots"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "interview_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"slot_id" integer,
	"status" text DEFAULT 'invited' NOT NULL,
	"book_by" timestamp with time zone NOT NULL,
	"ical_uid" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"adjustments" jsonb,
	"adjustments_status" text,
	"invited_by" integer,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"booked_at" timestamp with time zone,
	CONSTRAINT "interview_invitations_status_check" CHECK ("interview_invitations"."status" in ('invited', 'booked', 'cancelled')),
	CONSTRAINT "interview_invitations_adjustments_status_check" CHECK ("interview_invitations"."adjustments_status" in ('requested', 'agreed', 'arranged')),
	CONSTRAINT "interview_invitations_booked_slot_check" CHECK (("interview_invitations"."status" = 'booked') = ("interview_invitations"."slot_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "interview_rounds" ADD CONSTRAINT "interview_rounds_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_rounds" ADD CONSTRAINT "interview_rounds_lead_id_users_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_rounds" ADD CONSTRAINT "interview_rounds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_round_id_interview_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."interview_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD CONSTRAINT "interview_invitations_round_id_interview_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."interview_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD CONSTRAINT "interview_invitations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD CONSTRAINT "interview_invitations_slot_id_interview_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."interview_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD CONSTRAINT "interview_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_rounds_job_idx" ON "interview_rounds" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_slots_round_start_idx" ON "interview_slots" USING btree ("round_id","starts_at");--> statement-breakpoint
CREATE INDEX "interview_slots_starts_idx" ON "interview_slots" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_invitations_round_application_idx" ON "interview_invitations" USING btree ("round_id","application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_invitations_uid_idx" ON "interview_invitations" USING btree ("ical_uid");--> statement-breakpoint
CREATE INDEX "interview_invitations_application_idx" ON "interview_invitations" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "interview_invitations_slot_idx" ON "interview_invitations" USING btree ("slot_id");
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;
--> statement-breakpoint
CREATE TABLE "interview_reminders" (
	"invitation_id" integer NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_reminders_pk" PRIMARY KEY("invitation_id","kind","starts_at")
);
--> statement-breakpoint
ALTER TABLE "interview_reminders" ADD CONSTRAINT "interview_reminders_invitation_id_interview_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."interview_invitations"("id") ON DELETE cascade ON UPDATE no action;

CREATE TABLE "interview_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"invitation_id" integer NOT NULL,
	"scorer_id" integer NOT NULL,
	"scores" jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_assessments" (
	"invitation_id" integer PRIMARY KEY NOT NULL,
	"attendance" text NOT NULL,
	"attendance_by" integer,
	"attendance_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text,
	"outcome_reason" text DEFAULT '' NOT NULL,
	"rank" integer,
	"outcome_by" integer,
	"outcome_at" timestamp with time zone,
	CONSTRAINT "interview_assessments_attendance_check" CHECK ("interview_assessments"."attendance" in ('attended', 'no_show', 'withdrew')),
	CONSTRAINT "interview_assessments_outcome_check" CHECK ("interview_assessments"."outcome" in ('appointable', 'not_appointable', 'reserve')),
	CONSTRAINT "interview_assessments_rank_check" CHECK ("interview_assessments"."rank" between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "interview_scores" ADD CONSTRAINT "interview_scores_invitation_id_interview_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."interview_invitations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "interview_scores" ADD CONSTRAINT "interview_scores_scorer_id_users_id_fk" FOREIGN KEY ("scorer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "interview_assessments" ADD CONSTRAINT "interview_assessments_invitation_id_interview_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."interview_invitations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "interview_assessments" ADD CONSTRAINT "interview_assessments_attendance_by_users_id_fk" FOREIGN KEY ("attendance_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "interview_assessments" ADD CONSTRAINT "interview_assessments_outcome_by_users_id_fk" FOREIGN KEY ("outcome_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "interview_scores_invitation_scorer_idx" ON "interview_scores" USING btree ("invitation_id","scorer_id");

CREATE TABLE "job_scorecards" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"criteria" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required_scorers" integer DEFAULT 2 NOT NULL,
	"name_blind" boolean DEFAULT false NOT NULL,
	"sift_closed_at" timestamp with time zone,
	"sift_closed_by" integer,
	"sift_rule" jsonb,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_scorecards_required_scorers_check" CHECK ("job_scorecards"."required_scorers" between 2 and 10)
);
--> statement-breakpoint
CREATE TABLE "sift_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"scorer_id" integer NOT NULL,
	"verdict" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sift_submissions_verdict_check" CHECK ("sift_submissions"."verdict" in ('shortlist', 'reject'))
);
--> statement-breakpoint
CREATE TABLE "sift_scores" (
	"submission_id" integer NOT NULL,
	"criterion_key" text NOT NULL,
	"score" smallint NOT NULL,
	"evidence" text NOT NULL,
	CONSTRAINT "sift_scores_pk" PRIMARY KEY("submission_id","criterion_key"),
	CONSTRAINT "sift_scores_score_check" CHECK ("sift_scores"."score" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "sift_moderations" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"agreed_scores" jsonb NOT NULL,
	"verdict" text NOT NULL,
	"reason" text NOT NULL,
	"moderator_id" integer NOT NULL,
	"moderated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sift_moderations_verdict_check" CHECK ("sift_moderations"."verdict" in ('shortlist', 'reject'))
);
--> statement-breakpoint
CREATE TABLE "identity_reveals" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"application_id" integer,
	"kind" text NOT NULL,
	"actor_id" integer,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_reveals_kind_check" CHECK ("identity_reveals"."kind" in ('sift_close', 'break_glass'))
);
--> statement-breakpoint
ALTER TABLE "job_scorecards" ADD CONSTRAINT "job_scorecards_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_scorecards" ADD CONSTRAINT "job_scorecards_sift_closed_by_users_id_fk" FOREIGN KEY ("sift_closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_scorecards" ADD CONSTRAINT "job_scorecards_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sift_submissions" ADD CONSTRAINT "sift_submissions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sift_submissions" ADD CONSTRAINT "sift_submissions_scorer_id_users_id_fk" FOREIGN KEY ("scorer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sift_scores" ADD CONSTRAINT "sift_scores_submission_id_sift_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."sift_submissions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sift_moderations" ADD CONSTRAINT "sift_moderations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sift_moderations" ADD CONSTRAINT "sift_moderations_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "identity_reveals" ADD CONSTRAINT "identity_reveals_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "identity_reveals" ADD CONSTRAINT "identity_reveals_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "identity_reveals" ADD CONSTRAINT "identity_reveals_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "sift_submissions_application_scorer_idx" ON "sift_submissions" USING btree ("application_id","scorer_id");
--> statement-breakpoint
CREATE INDEX "sift_submissions_scorer_idx" ON "sift_submissions" USING btree ("scorer_id");
--> statement-breakpoint
CREATE INDEX "identity_reveals_job_idx" ON "identity_reveals" USING btree ("job_id","application_id");

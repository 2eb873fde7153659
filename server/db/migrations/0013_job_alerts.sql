ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;
--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"name" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"criteria_version" integer DEFAULT 1 NOT NULL,
	"frequency" text NOT NULL,
	"status" text NOT NULL,
	"watermark_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone,
	"confirm_expires_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alerts_frequency_check" CHECK ("job_alerts"."frequency" in ('daily', 'weekly')),
	CONSTRAINT "job_alerts_status_check" CHECK ("job_alerts"."status" in ('pending', 'active', 'paused', 'unsubscribed'))
);
--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "job_alerts_due_idx" ON "job_alerts" USING btree ("frequency","id") WHERE "job_alerts"."status" = 'active';
--> statement-breakpoint
CREATE INDEX "job_alerts_user_idx" ON "job_alerts" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "job_alerts_email_idx" ON "job_alerts" USING btree (lower("email"));
--> statement-breakpoint
CREATE TABLE "job_alert_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"alert_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alert_tokens_purpose_check" CHECK ("job_alert_tokens"."purpose" in ('confirm', 'manage'))
);
--> statement-breakpoint
ALTER TABLE "job_alert_tokens" ADD CONSTRAINT "job_alert_tokens_alert_id_job_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "job_alert_tokens_alert_idx" ON "job_alert_tokens" USING btree ("alert_id");
--> statement-breakpoint
CREATE TABLE "alert_sent_jobs" (
	"alert_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_sent_jobs_alert_id_job_id_pk" PRIMARY KEY("alert_id","job_id")
);
--> statement-breakpoint
ALTER TABLE "alert_sent_jobs" ADD CONSTRAINT "alert_sent_jobs_alert_id_job_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "alert_sent_jobs" ADD CONSTRAINT "alert_sent_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "job_alert_claims" (
	"alert_id" integer NOT NULL,
	"period" text NOT NULL,
	"instance" text NOT NULL,
	"jobs" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alert_claims_alert_id_period_pk" PRIMARY KEY("alert_id","period")
);
--> statement-breakpoint
ALTER TABLE "job_alert_claims" ADD CONSTRAINT "job_alert_claims_alert_id_job_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "job_alert_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"alert_id" integer NOT NULL,
	"useful" boolean NOT NULL,
	"comment" text,
	"criteria" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_alert_feedback" ADD CONSTRAINT "job_alert_feedback_alert_id_job_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;

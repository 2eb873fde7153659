CREATE TABLE "reference_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"referee_entry_id" text,
	"referee" jsonb,
	"referee_email" text,
	"stage" text NOT NULL,
	"questionnaire_version" integer NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_email_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applicant_reminded_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"answers" text,
	"submitted_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"declined_reason" text,
	"closed_at" timestamp with time zone,
	"replaced_by" integer,
	"review" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"review_note" text,
	"purged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reference_requests_stage_check" CHECK ("reference_requests"."stage" in ('pre_offer', 'post_offer')),
	CONSTRAINT "reference_requests_status_check" CHECK ("reference_requests"."status" in ('requested', 'in_progress', 'submitted', 'declined', 'cancelled', 'received_elsewhere')),
	CONSTRAINT "reference_requests_review_check" CHECK ("reference_requests"."review" in ('pending', 'satisfactory', 'clarification', 'unsatisfactory'))
);
--> statement-breakpoint
ALTER TABLE "reference_requests" ADD CONSTRAINT "reference_requests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reference_requests" ADD CONSTRAINT "reference_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reference_requests" ADD CONSTRAINT "reference_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "reference_requests_application_email_idx" ON "reference_requests" USING btree ("application_id",lower("referee_email")) WHERE "reference_requests"."status" <> 'cancelled';
--> statement-breakpoint
CREATE INDEX "reference_requests_application_idx" ON "reference_requests" USING btree ("application_id","id");
--> statement-breakpoint
CREATE INDEX "reference_requests_open_idx" ON "reference_requests" USING btree ("requested_at") WHERE "reference_requests"."status" in ('requested', 'in_progress');
--> statement-breakpoint
CREATE TABLE "reference_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "reference_tokens" ADD CONSTRAINT "reference_tokens_request_id_reference_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."reference_requests"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "reference_tokens_request_idx" ON "reference_tokens" USING btree ("request_id");
--> statement-breakpoint
CREATE TABLE "reference_chasers" (
	"request_id" integer NOT NULL,
	"kind" text NOT NULL,
	"instance" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reference_chasers_request_id_kind_pk" PRIMARY KEY("request_id","kind")
);
--> statement-breakpoint
ALTER TABLE "reference_chasers" ADD CONSTRAINT "reference_chasers_request_id_reference_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."reference_requests"("id") ON DELETE cascade ON UPDATE no action;

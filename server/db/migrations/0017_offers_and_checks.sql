CREATE TABLE "check_types" (
	"key" text PRIMARY KEY NOT NULL,
	"labels" jsonb NOT NULL,
	"category" text NOT NULL,
	"evidence" text NOT NULL,
	"owner" text NOT NULL,
	"validity_days" integer,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_types_category_check" CHECK ("check_types"."category" in ('identity', 'right_to_work', 'registration', 'qualifications', 'references', 'health', 'criminal_record', 'integrity', 'other')),
	CONSTRAINT "check_types_evidence_check" CHECK ("check_types"."evidence" in ('document', 'number', 'outcome')),
	CONSTRAINT "check_types_owner_check" CHECK ("check_types"."owner" in ('hr', 'occupational_health')),
	CONSTRAINT "check_types_validity_check" CHECK ("check_types"."validity_days" is null or "check_types"."validity_days" between 1 and 3650)
);
--> statement-breakpoint
INSERT INTO "check_types" ("key", "labels", "category", "evidence", "owner", "validity_days", "position") VALUES
	('identity', '{"en":"Identity","fr":"Identité","de":"Identität","pt":"Identidade"}', 'identity', 'document', 'hr', NULL, 1),
	('right-to-work', '{"en":"Right to work","fr":"Droit au travail","de":"Arbeitserlaubnis","pt":"Direito ao trabalho"}', 'right_to_work', 'document', 'hr', 365, 2),
	('registration', '{"en":"Professional registration and qualifications","fr":"Inscription professionnelle et qualifications","de":"Berufsregistrierung und Qualifikationen","pt":"Registo profissional e qualificações"}', 'registration', 'number', 'hr', 365, 3),
	('references', '{"en":"Employment history and references","fr":"Parcours professionnel et références","de":"Beruflicher Werdegang und Referenzen","pt":"Percurso profissional e referências"}', 'references', 'document', 'hr', NULL, 4),
	('health', '{"en":"Work health assessment","fr":"Évaluation de santé au travail","de":"Arbeitsmedizinische Untersuchung","pt":"Avaliação de saúde ocupacional"}', 'health', 'outcome', 'occupational_health', NULL, 5),
	('criminal-record', '{"en":"Criminal record check","fr":"Vérification du casier judiciaire","de":"Führungszeugnis","pt":"Registo criminal"}', 'criminal_record', 'number', 'hr', NULL, 6);
--> statement-breakpoint
CREATE TABLE "department_check_profiles" (
	"department" text PRIMARY KEY NOT NULL,
	"check_type_keys" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_offer_settings" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"check_type_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"approvals_required" integer DEFAULT 0 NOT NULL,
	"refuse_over_posts" boolean DEFAULT false NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_offer_settings_approvals_check" CHECK ("job_offer_settings"."approvals_required" between 0 and 5)
);
--> statement-breakpoint
ALTER TABLE "job_offer_settings" ADD CONSTRAINT "job_offer_settings_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_offer_settings" ADD CONSTRAINT "job_offer_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"terms" jsonb NOT NULL,
	"respond_by" date NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"approvals_required" integer DEFAULT 0 NOT NULL,
	"over_posts" boolean DEFAULT false NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" integer,
	"withdrawal_reason" text,
	"expired_at" timestamp with time zone,
	"unconditional_at" timestamp with time zone,
	"unconditional_by" integer,
	"start_date" date,
	"start_confirmed_at" timestamp with time zone,
	CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('draft', 'sent', 'accepted', 'declined', 'expired', 'withdrawn', 'unconditional', 'started', 'superseded')),
	CONSTRAINT "offers_withdrawal_reason_check" CHECK ("offers"."status" <> 'withdrawn' or "offers"."withdrawal_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "offers_application_version_idx" ON "offers" USING btree ("application_id","version");
--> statement-breakpoint
CREATE UNIQUE INDEX "offers_live_idx" ON "offers" USING btree ("application_id") WHERE "offers"."status" in ('draft', 'sent', 'accepted', 'unconditional');
--> statement-breakpoint
CREATE INDEX "offers_job_status_idx" ON "offers" USING btree ("job_id","status");
--> statement-breakpoint
CREATE TABLE "offer_approvals" (
	"offer_id" integer NOT NULL,
	"approver_id" integer NOT NULL,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_approvals_pk" PRIMARY KEY("offer_id","approver_id")
);
--> statement-breakpoint
ALTER TABLE "offer_approvals" ADD CONSTRAINT "offer_approvals_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "offer_approvals" ADD CONSTRAINT "offer_approvals_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "offer_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"check_type_key" text NOT NULL,
	"owner" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"due_on" date,
	"document_id" uuid,
	"reference_number" text,
	"level" text,
	"issued_on" date,
	"expires_on" date,
	"outcome" text,
	"adjustments" text,
	"health_note" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"waiver_reason" text,
	"waiver_requested_by" integer,
	"waiver_approved_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_checks_status_check" CHECK ("offer_checks"."status" in ('requested', 'received', 'met', 'not_met', 'waived')),
	CONSTRAINT "offer_checks_owner_check" CHECK ("offer_checks"."owner" in ('hr', 'occupational_health')),
	CONSTRAINT "offer_checks_outcome_check" CHECK ("offer_checks"."outcome" is null or "offer_checks"."outcome" in ('fit', 'fit_with_adjustments', 'not_fit', 'clear', 'not_clear')),
	CONSTRAINT "offer_checks_waiver_check" CHECK ("offer_checks"."status" <> 'waived' or ("offer_checks"."waiver_reason" is not null and "offer_checks"."waiver_approved_by" is not null and "offer_checks"."waiver_approved_by" <> "offer_checks"."waiver_requested_by"))
);
--> statement-breakpoint
ALTER TABLE "offer_checks" ADD CONSTRAINT "offer_checks_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "offer_checks" ADD CONSTRAINT "offer_checks_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "offer_checks" ADD CONSTRAINT "offer_checks_document_id_applicant_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."applicant_documents"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "offer_checks_offer_type_idx" ON "offer_checks" USING btree ("offer_id","check_type_key");
--> statement-breakpoint
CREATE INDEX "offer_checks_status_due_idx" ON "offer_checks" USING btree ("status","due_on");
--> statement-breakpoint
CREATE TABLE "offer_notices" (
	"offer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_notices_pk" PRIMARY KEY("offer_id","kind")
);
--> statement-breakpoint
ALTER TABLE "offer_notices" ADD CONSTRAINT "offer_notices_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;

CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_label" text,
	"actor_role" text,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text,
	"application_id" integer,
	"job_id" integer,
	"fields" text[],
	"outcome" text NOT NULL,
	"detail" jsonb,
	"request_id" text,
	"ip" text,
	CONSTRAINT "audit_log_outcome_check" CHECK ("audit_log"."outcome" in ('allowed', 'denied'))
);
--> statement-breakpoint
CREATE TABLE "job_team" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"team_role" text NOT NULL,
	"make_decisions" boolean DEFAULT false NOT NULL,
	"added_by" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_by" integer,
	"removed_at" timestamp with time zone,
	CONSTRAINT "job_team_role_check" CHECK ("job_team"."team_role" in ('recruiting_manager', 'recruitment_admin', 'shortlisting_lead', 'shortlisting', 'interview_lead', 'interview', 'approver'))
);
--> statement-breakpoint
CREATE TABLE "staff_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"system_role" text NOT NULL,
	"departments" text[],
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"job_title" text,
	"invited_by" integer,
	"invited_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"inactivity_warned_at" timestamp with time zone,
	"deactivated_at" timestamp with time zone,
	"deactivated_by" integer,
	"deactivation_reason" text,
	"grants_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_profiles_system_role_check" CHECK ("staff_profiles"."system_role" in ('super_admin', 'recruitment_admin', 'recruiting_manager', 'panel_member', 'occupational_health', 'auditor')),
	CONSTRAINT "staff_profiles_flags_check" CHECK ("staff_profiles"."flags" <@ array['make_decisions', 'view_safeguarding', 'view_diversity', 'view_offer_terms']::text[])
);
--> statement-breakpoint
ALTER TABLE "job_team" ADD CONSTRAINT "job_team_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_team" ADD CONSTRAINT "job_team_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_team" ADD CONSTRAINT "job_team_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_team" ADD CONSTRAINT "job_team_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD CONSTRAINT "staff_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD CONSTRAINT "staff_profiles_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD CONSTRAINT "staff_profiles_deactivated_by_users_id_fk" FOREIGN KEY ("deactivated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_application_idx" ON "audit_log" USING btree ("application_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_team_active_idx" ON "job_team" USING btree ("job_id","user_id","team_role") WHERE "job_team"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "job_team_user_idx" ON "job_team" USING btree ("user_id") WHERE "job_team"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "staff_profiles_role_idx" ON "staff_profiles" USING btree ("system_role");--> statement-breakpoint
-- Every staff account so far was the one `admin` that could do everything: it becomes a super admin.
INSERT INTO "staff_profiles" ("user_id", "system_role", "activated_at")
SELECT "id", 'super_admin', coalesce("activated_at", "created_at") FROM "users" WHERE "role" = 'admin'
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The audit log is append-only: the application code cannot change or remove what it recorded.
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_change" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();

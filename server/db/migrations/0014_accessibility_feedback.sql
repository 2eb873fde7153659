CREATE TABLE "accessibility_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text GENERATED ALWAYS AS ('A11Y-' || lpad(id::text, 6, '0')) STORED NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"format" text,
	"page" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"contact_preference" text NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" integer,
	"handled_note" text,
	CONSTRAINT "accessibility_feedback_kind_check" CHECK ("accessibility_feedback"."kind" in ('problem', 'adjustment', 'format')),
	CONSTRAINT "accessibility_feedback_contact_check" CHECK ("accessibility_feedback"."contact_preference" in ('email', 'phone')),
	CONSTRAINT "accessibility_feedback_status_check" CHECK ("accessibility_feedback"."status" in ('open', 'handled')),
	CONSTRAINT "accessibility_feedback_phone_check" CHECK ("accessibility_feedback"."contact_preference" <> 'phone' or "accessibility_feedback"."phone" is not null)
);
--> statement-breakpoint
ALTER TABLE "accessibility_feedback" ADD CONSTRAINT "accessibility_feedback_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "accessibility_feedback_status_idx" ON "accessibility_feedback" USING btree ("status","created_at");

CREATE TABLE "calls" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"project_id" text NOT NULL,
	"lead_id" text NOT NULL,
	"user_id" text,
	"call_type" text NOT NULL,
	"call_status" text NOT NULL,
	"duration_sec" integer DEFAULT 0 NOT NULL,
	"to_number" text NOT NULL,
	"provider" text NOT NULL,
	"call_sid" text,
	"recording_id" text,
	"started_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispositions" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"project_id" text NOT NULL,
	"lead_id" text NOT NULL,
	"call_id" text NOT NULL,
	"created_by_id" text,
	"call_type" text NOT NULL,
	"call_status" text NOT NULL,
	"call_result" text NOT NULL,
	"duration_sec" integer DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"next_step_kind" text NOT NULL,
	"next_step_at" timestamp with time zone,
	"task_id" text,
	"site_visit_id" text,
	"recording_id" text,
	"made_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_responses" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"project_id" text NOT NULL,
	"lead_id" text NOT NULL,
	"lead_status" text NOT NULL,
	"answers" jsonb NOT NULL,
	"answered_by_id" text,
	"made_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recordings" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"uploaded_by_id" text,
	"file_name" text NOT NULL,
	"declared_bytes" integer NOT NULL,
	"declared_mime_type" text NOT NULL,
	"type" text,
	"size_bytes" integer,
	"uploaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_visit_otps" (
	"ref_id" text PRIMARY KEY NOT NULL,
	"site_visit_id" text NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"visit_type" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"requested_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"project_id" text NOT NULL,
	"lead_status" text NOT NULL,
	"key" text NOT NULL,
	"text" text NOT NULL,
	"type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_mandatory" boolean DEFAULT false NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "status_questions_projectId_leadStatus_key_unique" UNIQUE("project_id","lead_status","key")
);
--> statement-breakpoint
ALTER TABLE "site_visits" ADD COLUMN "visit_type" text DEFAULT 'Site Visit' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_visits" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_visits" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_visits" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_visits" ADD COLUMN "otp_entered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_visits" ADD COLUMN "location" jsonb;--> statement-breakpoint
ALTER TABLE "site_visits" ADD COLUMN "previous_visit_id" text;--> statement-breakpoint
ALTER TABLE "site_visits" ADD COLUMN "created_by_id" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "created_by_id" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "disposition_id" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "site_visit_id" text;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispositions" ADD CONSTRAINT "dispositions_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispositions" ADD CONSTRAINT "dispositions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispositions" ADD CONSTRAINT "dispositions_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispositions" ADD CONSTRAINT "dispositions_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispositions" ADD CONSTRAINT "dispositions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_answered_by_id_users_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visit_otps" ADD CONSTRAINT "site_visit_otps_site_visit_id_site_visits_id_fk" FOREIGN KEY ("site_visit_id") REFERENCES "public"."site_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visit_otps" ADD CONSTRAINT "site_visit_otps_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_questions" ADD CONSTRAINT "status_questions_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_questions" ADD CONSTRAINT "status_questions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calls_org_id_started_at_index" ON "calls" USING btree ("org_id","started_at");--> statement-breakpoint
CREATE INDEX "calls_user_id_started_at_index" ON "calls" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "calls_project_id_started_at_index" ON "calls" USING btree ("project_id","started_at");--> statement-breakpoint
CREATE INDEX "calls_lead_id_started_at_index" ON "calls" USING btree ("lead_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dispositions_call_id_index" ON "dispositions" USING btree ("call_id");--> statement-breakpoint
CREATE INDEX "dispositions_lead_id_created_at_index" ON "dispositions" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "questionnaire_responses_lead_id_created_at_index" ON "questionnaire_responses" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "site_visit_otps_site_visit_id_created_at_index" ON "site_visit_otps" USING btree ("site_visit_id","created_at");--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_lead_id_due_date_index" ON "tasks" USING btree ("lead_id","due_date");--> statement-breakpoint
CREATE INDEX "tasks_site_visit_id_index" ON "tasks" USING btree ("site_visit_id");--> statement-breakpoint
-- Databases seeded before drop reasons were a reference list get the seed's list.
INSERT INTO "entity_labels" ("id", "org_id", "entity_name", "label_name", "sort_order")
SELECT gen_random_uuid()::text, o."id", 'dropreason', r."label", r."ord" - 1
FROM "organisations" o
CROSS JOIN (VALUES
  ('Budget mismatch', 1), ('Location not preferred', 2), ('Bought elsewhere', 3),
  ('Not reachable', 4), ('Not interested', 5), ('Loan not sanctioned', 6), ('Duplicate enquiry', 7)
) AS r("label", "ord")
ON CONFLICT DO NOTHING;

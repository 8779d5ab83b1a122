CREATE TABLE "bulk_upload_rows" (
	"upload_id" text NOT NULL,
	"row_number" integer NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"full_name" text NOT NULL,
	"whats_app_number" text NOT NULL,
	"lead_id" text,
	CONSTRAINT "bulk_upload_rows_upload_id_row_number_pk" PRIMARY KEY("upload_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "bulk_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"project_id" text NOT NULL,
	"uploaded_by" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" integer NOT NULL,
	"file_type" text NOT NULL,
	"status" text DEFAULT 'awaiting' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"total_rows" integer,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"invalid" integer DEFAULT 0 NOT NULL,
	"message" text,
	"claimed_by" text,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bulk_upload_rows" ADD CONSTRAINT "bulk_upload_rows_upload_id_bulk_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."bulk_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_uploads" ADD CONSTRAINT "bulk_uploads_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_uploads" ADD CONSTRAINT "bulk_uploads_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_uploads" ADD CONSTRAINT "bulk_uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_uploads_queue_idx" ON "bulk_uploads" USING btree ("submitted_at") WHERE "bulk_uploads"."status" = 'processing';--> statement-breakpoint
CREATE INDEX "bulk_uploads_uploaded_by_project_id_created_at_index" ON "bulk_uploads" USING btree ("uploaded_by","project_id","created_at");
CREATE TABLE "project_amenities" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"project_id" text NOT NULL,
	"name" text NOT NULL,
	"image_key" text,
	"generations" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_content_files" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"project_id" text NOT NULL,
	"kind" text NOT NULL,
	"label_name" text NOT NULL,
	"file_key" text NOT NULL,
	"file_extension" text NOT NULL,
	"size" integer NOT NULL,
	"selected" boolean DEFAULT false NOT NULL,
	"document_type" text,
	"unit_id" text,
	"generated" boolean DEFAULT false NOT NULL,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_past_projects" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"project_id" text NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"completion_year" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_amenities" ADD CONSTRAINT "project_amenities_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_amenities" ADD CONSTRAINT "project_amenities_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_content_files" ADD CONSTRAINT "project_content_files_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_content_files" ADD CONSTRAINT "project_content_files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_content_files" ADD CONSTRAINT "project_content_files_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_content_files" ADD CONSTRAINT "project_content_files_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_past_projects" ADD CONSTRAINT "project_past_projects_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_past_projects" ADD CONSTRAINT "project_past_projects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_amenities_project_id_name_index" ON "project_amenities" USING btree ("project_id","name");--> statement-breakpoint
CREATE INDEX "project_content_files_project_id_kind_index" ON "project_content_files" USING btree ("project_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "project_content_one_master_plan" ON "project_content_files" USING btree ("project_id") WHERE "project_content_files"."kind" = 'masterPlan';--> statement-breakpoint
CREATE UNIQUE INDEX "project_content_one_brochure" ON "project_content_files" USING btree ("project_id") WHERE "project_content_files"."kind" = 'brochure';--> statement-breakpoint
CREATE UNIQUE INDEX "project_content_one_plan_a_unit" ON "project_content_files" USING btree ("unit_id") WHERE "project_content_files"."kind" = 'unitPlan';--> statement-breakpoint
CREATE UNIQUE INDEX "project_content_one_document_a_type" ON "project_content_files" USING btree ("project_id","document_type") WHERE "project_content_files"."kind" = 'document';--> statement-breakpoint
CREATE INDEX "project_past_projects_project_id_index" ON "project_past_projects" USING btree ("project_id");
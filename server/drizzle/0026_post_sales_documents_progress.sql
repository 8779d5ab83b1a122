CREATE TABLE "common_document_shares" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"document_id" text NOT NULL,
	"status" text NOT NULL,
	"recipients" integer NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"shared_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "common_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"project_id" text NOT NULL,
	"file_id" text NOT NULL,
	"document_name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_shared_at" timestamp with time zone,
	"last_shared_with" integer,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "construction_progress" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"project_id" text NOT NULL,
	"building_id" text,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"completion_date" text NOT NULL,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_sales_files" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"project_id" text NOT NULL,
	"purpose" text NOT NULL,
	"status" text NOT NULL,
	"store_upload_id" text,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"part_size" integer NOT NULL,
	"declared_type" text NOT NULL,
	"file_type" text,
	"progress_id" text,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "common_document_shares" ADD CONSTRAINT "common_document_shares_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "common_document_shares" ADD CONSTRAINT "common_document_shares_document_id_common_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."common_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "common_document_shares" ADD CONSTRAINT "common_document_shares_shared_by_id_users_id_fk" FOREIGN KEY ("shared_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "common_documents" ADD CONSTRAINT "common_documents_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "common_documents" ADD CONSTRAINT "common_documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "common_documents" ADD CONSTRAINT "common_documents_file_id_post_sales_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."post_sales_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "common_documents" ADD CONSTRAINT "common_documents_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "construction_progress" ADD CONSTRAINT "construction_progress_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "construction_progress" ADD CONSTRAINT "construction_progress_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "construction_progress" ADD CONSTRAINT "construction_progress_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "construction_progress" ADD CONSTRAINT "construction_progress_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_sales_files" ADD CONSTRAINT "post_sales_files_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_sales_files" ADD CONSTRAINT "post_sales_files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_sales_files" ADD CONSTRAINT "post_sales_files_progress_id_construction_progress_id_fk" FOREIGN KEY ("progress_id") REFERENCES "public"."construction_progress"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_sales_files" ADD CONSTRAINT "post_sales_files_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "common_document_shares_document_id_index" ON "common_document_shares" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "common_documents_file_id_index" ON "common_documents" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "common_documents_name_per_project" ON "common_documents" USING btree ("project_id",lower("document_name"));--> statement-breakpoint
CREATE INDEX "construction_progress_project_id_completion_date_index" ON "construction_progress" USING btree ("project_id","completion_date");--> statement-breakpoint
CREATE INDEX "post_sales_files_progress_id_index" ON "post_sales_files" USING btree ("progress_id");--> statement-breakpoint
CREATE INDEX "post_sales_files_status_created_at_index" ON "post_sales_files" USING btree ("status","created_at");
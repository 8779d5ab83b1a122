CREATE TABLE "lead_counts" (
	"org_id" text NOT NULL,
	"project_id" text NOT NULL,
	"lead_status" text NOT NULL,
	"assignee_id" text,
	"n" integer NOT NULL,
	CONSTRAINT "lead_counts_projectId_leadStatus_assigneeId_unique" UNIQUE NULLS NOT DISTINCT("project_id","lead_status","assignee_id")
);
--> statement-breakpoint
CREATE TABLE "lead_exits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_exits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lead_id" text NOT NULL,
	"org_id" text NOT NULL,
	"project_id" text NOT NULL,
	"assignee_id" text,
	"exited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "leads_project_id_lead_status_updated_at_index";--> statement-breakpoint
CREATE INDEX "lead_counts_assignee_id_index" ON "lead_counts" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "lead_counts_org_id_index" ON "lead_counts" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "lead_exits_assignee_id_exited_at_index" ON "lead_exits" USING btree ("assignee_id","exited_at");--> statement-breakpoint
CREATE INDEX "lead_exits_project_id_exited_at_index" ON "lead_exits" USING btree ("project_id","exited_at");--> statement-breakpoint
CREATE INDEX "leads_project_id_created_at_id_index" ON "leads" USING btree ("project_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_project_id_full_name_id_index" ON "leads" USING btree ("project_id","full_name","id");--> statement-breakpoint
CREATE INDEX "leads_project_id_lead_status_updated_at_id_index" ON "leads" USING btree ("project_id","lead_status","updated_at","id");--> statement-breakpoint
CREATE INDEX "leads_project_id_lead_status_created_at_id_index" ON "leads" USING btree ("project_id","lead_status","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_project_id_lead_status_full_name_id_index" ON "leads" USING btree ("project_id","lead_status","full_name","id");--> statement-breakpoint
CREATE INDEX "leads_assignee_id_created_at_id_index" ON "leads" USING btree ("assignee_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_assignee_id_full_name_id_index" ON "leads" USING btree ("assignee_id","full_name","id");--> statement-breakpoint
CREATE INDEX "leads_assignee_id_lead_status_updated_at_id_index" ON "leads" USING btree ("assignee_id","lead_status","updated_at","id");--> statement-breakpoint
CREATE INDEX "leads_full_name_trgm_idx" ON "leads" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_whats_app_number_trgm_idx" ON "leads" USING gin ("whats_app_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_alternate_number_trgm_idx" ON "leads" USING gin ("alternate_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_whats_app_last4_trgm_idx" ON "leads" USING gin (right("whats_app_number", 4) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_alternate_last4_trgm_idx" ON "leads" USING gin (right("alternate_number", 4) gin_trgm_ops);
DROP INDEX "leads_assignee_id_updated_at_index";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "retained" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_project_id_updated_at_id_index" ON "leads" USING btree ("project_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "leads_assignee_id_updated_at_id_index" ON "leads" USING btree ("assignee_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "leads_org_id_alternate_number_index" ON "leads" USING btree ("org_id","alternate_number");
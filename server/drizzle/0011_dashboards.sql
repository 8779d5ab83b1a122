CREATE TABLE "analytics_dashboards" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"reports" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_dashboards" ADD CONSTRAINT "analytics_dashboards_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_dashboards" ADD CONSTRAINT "analytics_dashboards_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_dashboards_org_id_owner_id_name_index" ON "analytics_dashboards" USING btree ("org_id","owner_id","name");--> statement-breakpoint
CREATE INDEX "analytics_dashboards_owner_id_updated_at_index" ON "analytics_dashboards" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "bookings_org_id_created_at_index" ON "bookings" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_dashboard_created_idx" ON "leads" USING btree ("org_id","created_at","project_id","assignee_id","lead_status","source_of_lead","id");--> statement-breakpoint
CREATE INDEX "leads_dashboard_updated_idx" ON "leads" USING btree ("org_id","updated_at","project_id","assignee_id","lead_status","source_of_lead","id");--> statement-breakpoint
CREATE INDEX "site_visits_project_id_scheduled_at_index" ON "site_visits" USING btree ("project_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "site_visits_org_id_scheduled_at_index" ON "site_visits" USING btree ("org_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "tasks_org_id_due_date_index" ON "tasks" USING btree ("org_id","due_date");
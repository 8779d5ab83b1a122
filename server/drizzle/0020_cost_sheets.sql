CREATE TABLE "cost_sheet_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"project_id" text NOT NULL,
	"lead_id" text NOT NULL,
	"unit_id" text NOT NULL,
	"row" jsonb NOT NULL,
	"additional_considerations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amounts" jsonb NOT NULL,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_sheet_rows" (
	"id" text PRIMARY KEY NOT NULL,
	"building_id" text NOT NULL,
	"unit_type" text,
	"type" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"price_per_sq_ft" numeric(14, 2) DEFAULT 0 NOT NULL,
	"floor_rise_charges" numeric(14, 2) DEFAULT 0 NOT NULL,
	"view_charges" numeric(14, 2) DEFAULT 0 NOT NULL,
	"car_parking" numeric(14, 2) DEFAULT 0 NOT NULL,
	"infrastructure_charges" numeric(14, 2) DEFAULT 0 NOT NULL,
	"stamp_duty_percentage" numeric(5, 2) DEFAULT 0 NOT NULL,
	"registration_fee" numeric(14, 2) DEFAULT 0 NOT NULL,
	"gst_percentage" numeric(5, 2) DEFAULT 0 NOT NULL,
	"gst_on_infrastructure_percentage" numeric(5, 2) DEFAULT 0 NOT NULL,
	"tds_percentage" numeric(5, 2) DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cost_sheet_logs" ADD CONSTRAINT "cost_sheet_logs_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_sheet_logs" ADD CONSTRAINT "cost_sheet_logs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_sheet_logs" ADD CONSTRAINT "cost_sheet_logs_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_sheet_logs" ADD CONSTRAINT "cost_sheet_logs_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_sheet_logs" ADD CONSTRAINT "cost_sheet_logs_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_sheet_rows" ADD CONSTRAINT "cost_sheet_rows_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cost_sheet_logs_lead_id_created_at_index" ON "cost_sheet_logs" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "cost_sheet_rows_building_id_index" ON "cost_sheet_rows" USING btree ("building_id");
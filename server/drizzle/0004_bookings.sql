CREATE TABLE "bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"project_id" text NOT NULL,
	"lead_id" text NOT NULL,
	"unit_id" text NOT NULL,
	"booking_id" text NOT NULL,
	"status" text NOT NULL,
	"is_draft" boolean DEFAULT false NOT NULL,
	"agreement_value" numeric(14, 2) NOT NULL,
	"token_amount" numeric(14, 2) NOT NULL,
	"mode_of_payment" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"co_owners" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_org_id_booking_id_index" ON "bookings" USING btree ("org_id","booking_id");--> statement-breakpoint
CREATE INDEX "bookings_lead_id_index" ON "bookings" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "bookings_project_id_status_index" ON "bookings" USING btree ("project_id","status");
CREATE TABLE "booking_milestones" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"seq" integer NOT NULL,
	"name" text NOT NULL,
	"share_bp" integer NOT NULL,
	"amount" bigint NOT NULL,
	"due_date" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"org_id" text NOT NULL,
	"kind" text NOT NULL,
	"year" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_counters_org_id_kind_year_pk" PRIMARY KEY("org_id","kind","year")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"project_id" text NOT NULL,
	"booking_id" text NOT NULL,
	"milestone_id" text NOT NULL,
	"payment_code" text NOT NULL,
	"mode_id" text NOT NULL,
	"mode" text NOT NULL,
	"reference_number" text DEFAULT '' NOT NULL,
	"amount" bigint NOT NULL,
	"additional_charges" bigint DEFAULT 0 NOT NULL,
	"gst" bigint DEFAULT 0 NOT NULL,
	"base" bigint NOT NULL,
	"due_date" text NOT NULL,
	"paid_on" text NOT NULL,
	"file_key" text,
	"file_type" text,
	"snapshot" jsonb NOT NULL,
	"recorded_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_sales_letters" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"project_id" text NOT NULL,
	"booking_id" text NOT NULL,
	"kind" text NOT NULL,
	"letter_no" text NOT NULL,
	"milestone_id" text,
	"amount_due" bigint,
	"due_date" text,
	"issued_on" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_milestones" ADD CONSTRAINT "booking_milestones_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_milestone_id_booking_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."booking_milestones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_sales_letters" ADD CONSTRAINT "post_sales_letters_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_sales_letters" ADD CONSTRAINT "post_sales_letters_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_sales_letters" ADD CONSTRAINT "post_sales_letters_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_sales_letters" ADD CONSTRAINT "post_sales_letters_milestone_id_booking_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."booking_milestones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_sales_letters" ADD CONSTRAINT "post_sales_letters_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_milestones_booking_id_seq_index" ON "booking_milestones" USING btree ("booking_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_org_id_payment_code_index" ON "payments" USING btree ("org_id","payment_code");--> statement-breakpoint
CREATE INDEX "payments_booking_id_index" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payments_project_id_created_at_index" ON "payments" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "post_sales_letters_org_id_letter_no_index" ON "post_sales_letters" USING btree ("org_id","letter_no");--> statement-breakpoint
CREATE UNIQUE INDEX "post_sales_one_allotment_a_booking" ON "post_sales_letters" USING btree ("booking_id") WHERE "post_sales_letters"."kind" = 'allotment';--> statement-breakpoint
CREATE UNIQUE INDEX "post_sales_one_demand_a_milestone" ON "post_sales_letters" USING btree ("milestone_id") WHERE "post_sales_letters"."kind" = 'demand';--> statement-breakpoint
CREATE INDEX "post_sales_letters_project_id_kind_created_at_index" ON "post_sales_letters" USING btree ("project_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "bookings_customers_order" ON "bookings" USING btree ("project_id","status","updated_at");--> statement-breakpoint
-- Decision 0024: payments and letters are read by cached answers (the customers list, receipts,
-- letters): a write of them, by a route or by hand, gives the organisation a new read generation.
CREATE CONSTRAINT TRIGGER payments_read_generation AFTER INSERT OR UPDATE OR DELETE
  ON payments DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION read_generation_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER post_sales_letters_read_generation AFTER INSERT OR UPDATE OR DELETE
  ON post_sales_letters DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION read_generation_bump();
--> statement-breakpoint
CREATE TRIGGER payments_read_generation_truncate AFTER TRUNCATE ON payments
  FOR EACH STATEMENT EXECUTE FUNCTION read_generation_truncate();
--> statement-breakpoint
CREATE TRIGGER post_sales_letters_read_generation_truncate AFTER TRUNCATE ON post_sales_letters
  FOR EACH STATEMENT EXECUTE FUNCTION read_generation_truncate();
--> statement-breakpoint
-- booking_milestones: the organisation of its booking (a due date set by hand is seen at once).
CREATE FUNCTION read_generation_bump_by_booking() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  booking text := CASE WHEN TG_OP = 'DELETE' THEN OLD.booking_id ELSE NEW.booking_id END;
BEGIN
  PERFORM read_generation_bump_org(org_id) FROM bookings WHERE id = booking;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER booking_milestones_read_generation AFTER INSERT OR UPDATE OR DELETE
  ON booking_milestones DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION read_generation_bump_by_booking();
--> statement-breakpoint
CREATE TRIGGER booking_milestones_read_generation_truncate AFTER TRUNCATE ON booking_milestones
  FOR EACH STATEMENT EXECUTE FUNCTION read_generation_truncate();

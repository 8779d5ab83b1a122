ALTER TABLE "projects" ALTER COLUMN "rera_no" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "company" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "site_address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "city" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "state" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "pincode" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "registered_office_address" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "rera_link" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "rera_qr" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "gst_number" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "cin_number" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "cts_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "contact_no" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "alternate_contact_no" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "social_links" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "publish_status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "form_stage" text DEFAULT 'publish' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "publish_change_reason" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
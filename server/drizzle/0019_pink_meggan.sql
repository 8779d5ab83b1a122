CREATE TABLE "unit_details" (
	"unit_id" text PRIMARY KEY NOT NULL,
	"plan_image_url" text,
	"interiors" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "unit_details" ADD CONSTRAINT "unit_details_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;
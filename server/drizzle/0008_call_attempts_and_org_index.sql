DROP INDEX "leads_org_id_updated_at_index";--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "dialing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_org_id_updated_at_id_index" ON "leads" USING btree ("org_id","updated_at","id");
CREATE TABLE "routing_rule_executives" (
	"rule_id" text NOT NULL,
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "routing_rule_executives_rule_id_user_id_pk" PRIMARY KEY("rule_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "routing_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"project_id" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_position" integer DEFAULT -1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "routing_rule_executives" ADD CONSTRAINT "routing_rule_executives_rule_id_routing_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."routing_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_rule_executives" ADD CONSTRAINT "routing_rule_executives_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_rules" ADD CONSTRAINT "routing_rules_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_rules" ADD CONSTRAINT "routing_rules_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "routing_rule_executives_rule_id_position_index" ON "routing_rule_executives" USING btree ("rule_id","position");--> statement-breakpoint
CREATE INDEX "routing_rules_org_id_created_at_index" ON "routing_rules" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "routing_rules_one_active_per_project" ON "routing_rules" USING btree ("project_id") WHERE "routing_rules"."is_active";
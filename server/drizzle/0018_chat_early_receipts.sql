CREATE TABLE "chat_early_receipts" (
	"provider_message_id" text NOT NULL,
	"status" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_early_receipts_provider_message_id_status_pk" PRIMARY KEY("provider_message_id","status")
);
--> statement-breakpoint
CREATE INDEX "chat_early_receipts_received_at_index" ON "chat_early_receipts" USING btree ("received_at");
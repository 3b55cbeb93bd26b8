CREATE TABLE "known_clients" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feed_event_versions" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "kind" text DEFAULT 'mail' NOT NULL;--> statement-breakpoint
ALTER TABLE "known_clients" ADD CONSTRAINT "known_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "known_clients_user_id_idx" ON "known_clients" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "feed_event_versions" ADD CONSTRAINT "feed_event_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_event_versions_user_id_idx" ON "feed_event_versions" USING btree ("user_id");--> statement-breakpoint
-- hand-written: feed event versions recorded so far carry no member, and those of personal feeds
-- have UIDs derived from a member's id, deleted accounts' too (ADR 027). They cannot be told
-- apart, so all go once: the next poll records every event again from SEQUENCE 0.
DELETE FROM "feed_event_versions";

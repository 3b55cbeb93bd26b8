ALTER TABLE "push_tokens" ADD COLUMN "session_id" text;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD CONSTRAINT "push_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_tokens_session_id_idx" ON "push_tokens" USING btree ("session_id");
ALTER TABLE "attendances" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "dropped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "past_answers" ADD COLUMN "dropped_at" timestamp with time zone;
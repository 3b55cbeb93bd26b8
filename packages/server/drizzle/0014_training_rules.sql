ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "waiting_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "attendances_waiting_idx" ON "attendances" USING btree ("group_id","day","waiting_since") WHERE "attendances"."waiting_since" is not null;--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_waiting_check" CHECK ("attendances"."waiting_since" is null or "attendances"."attendance");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('attendance', 'left', 'removed', 'series', 'reminder', 'removal', 'promoted'));
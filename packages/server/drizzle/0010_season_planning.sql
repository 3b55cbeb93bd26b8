CREATE TABLE "group_reminders" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"enabled" boolean NOT NULL,
	"hour" integer DEFAULT 18 NOT NULL,
	CONSTRAINT "group_reminders_group_id_user_id_pk" PRIMARY KEY("group_id","user_id"),
	CONSTRAINT "group_reminders_hour_check" CHECK ("group_reminders"."hour" between 0 and 23)
);
--> statement-breakpoint
CREATE TABLE "reminder_jobs" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "reminder_jobs_user_id_group_id_day_pk" PRIMARY KEY("user_id","group_id","day"),
	CONSTRAINT "reminder_jobs_state_check" CHECK ("reminder_jobs"."state" in ('pending', 'sent', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "schedule" jsonb DEFAULT '{"trainingDays":[],"cancelledDates":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "group_reminders" ADD CONSTRAINT "group_reminders_membership_fk" FOREIGN KEY ("group_id","user_id") REFERENCES "public"."group_members"("group_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_jobs" ADD CONSTRAINT "reminder_jobs_membership_fk" FOREIGN KEY ("group_id","user_id") REFERENCES "public"."group_members"("group_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_jobs_due_idx" ON "reminder_jobs" USING btree ("due_at") WHERE "reminder_jobs"."state" = 'pending';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('attendance', 'left', 'removed', 'series', 'reminder'));
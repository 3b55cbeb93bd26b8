CREATE TABLE "answer_setters" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"set_by" uuid NOT NULL,
	"set_at" timestamp with time zone NOT NULL,
	CONSTRAINT "answer_setters_group_id_user_id_day_pk" PRIMARY KEY("group_id","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "hand_over_offers" (
	"group_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_notes" (
	"group_id" uuid NOT NULL,
	"day" date NOT NULL,
	"announcement" text,
	"announced_by" uuid,
	"announced_at" timestamp with time zone,
	"cancel_reason" text,
	"cancelled_by" uuid,
	"cancelled_at" timestamp with time zone,
	"nudged_at" timestamp with time zone,
	CONSTRAINT "training_notes_group_id_day_pk" PRIMARY KEY("group_id","day")
);
--> statement-breakpoint
ALTER TABLE "group_members" DROP CONSTRAINT "group_members_role_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "answer_setters" ADD CONSTRAINT "answer_setters_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_setters" ADD CONSTRAINT "answer_setters_membership_fk" FOREIGN KEY ("group_id","user_id") REFERENCES "public"."group_members"("group_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hand_over_offers" ADD CONSTRAINT "hand_over_offers_membership_fk" FOREIGN KEY ("group_id","user_id") REFERENCES "public"."group_members"("group_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_notes" ADD CONSTRAINT "training_notes_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_notes" ADD CONSTRAINT "training_notes_announced_by_users_id_fk" FOREIGN KEY ("announced_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_notes" ADD CONSTRAINT "training_notes_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_role_check" CHECK ("group_members"."role" in ('owner', 'coach', 'member'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('attendance', 'left', 'removed', 'series', 'reminder', 'removal', 'promoted', 'hand-over', 'nudge', 'announcement', 'cancelled'));
CREATE TABLE "removed_memberships" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "removed_memberships_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_recipient_membership_fk";
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "member_group_id" uuid GENERATED ALWAYS AS (case when kind <> 'removal' then group_id end) STORED;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "removal_group_id" uuid GENERATED ALWAYS AS (case when kind = 'removal' then group_id end) STORED;--> statement-breakpoint
ALTER TABLE "removed_memberships" ADD CONSTRAINT "removed_memberships_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removed_memberships" ADD CONSTRAINT "removed_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_removal_fk" FOREIGN KEY ("removal_group_id","recipient_id") REFERENCES "public"."removed_memberships"("group_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_membership_fk" FOREIGN KEY ("member_group_id","recipient_id") REFERENCES "public"."group_members"("group_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('attendance', 'left', 'removed', 'series', 'reminder', 'removal'));
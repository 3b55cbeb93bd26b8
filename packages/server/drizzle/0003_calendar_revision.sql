CREATE TABLE "group_revisions" (
	"group_id" uuid NOT NULL,
	"revision" bigint NOT NULL,
	CONSTRAINT "group_revisions_group_id_revision_pk" PRIMARY KEY("group_id","revision")
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_actor_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_group_id_groups_id_fk";
--> statement-breakpoint
ALTER TABLE "group_revisions" ADD CONSTRAINT "group_revisions_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;
CREATE TABLE "group_people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"user_id" uuid,
	"left_at" timestamp with time zone,
	"deleted_number" integer,
	CONSTRAINT "group_people_group_id_user_id_key" UNIQUE("group_id","user_id"),
	CONSTRAINT "group_people_group_id_deleted_number_key" UNIQUE("group_id","deleted_number"),
	CONSTRAINT "group_people_deleted_check" CHECK ("group_people"."user_id" is not null or "group_people"."deleted_number" is not null)
);
--> statement-breakpoint
CREATE TABLE "past_answers" (
	"group_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"day" date NOT NULL,
	"attendance" boolean NOT NULL,
	"note" text,
	"answered_at" timestamp with time zone NOT NULL,
	"dropped_at" timestamp with time zone,
	CONSTRAINT "past_answers_group_id_person_id_day_pk" PRIMARY KEY("group_id","person_id","day")
);
--> statement-breakpoint
CREATE TABLE "roll_calls" (
	"group_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"day" date NOT NULL,
	"came" boolean NOT NULL,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roll_calls_group_id_person_id_day_pk" PRIMARY KEY("group_id","person_id","day")
);
--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "dropped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "group_people" ADD CONSTRAINT "group_people_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_people" ADD CONSTRAINT "group_people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "past_answers" ADD CONSTRAINT "past_answers_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "past_answers" ADD CONSTRAINT "past_answers_person_id_group_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."group_people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_calls" ADD CONSTRAINT "roll_calls_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_calls" ADD CONSTRAINT "roll_calls_person_id_group_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."group_people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_calls" ADD CONSTRAINT "roll_calls_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_people_user_id_idx" ON "group_people" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "past_answers_group_id_day_idx" ON "past_answers" USING btree ("group_id","day");--> statement-breakpoint
CREATE INDEX "roll_calls_group_id_day_idx" ON "roll_calls" USING btree ("group_id","day");--> statement-breakpoint
-- hand-written: every member there before the record began has their row in it.
INSERT INTO "group_people" ("group_id", "user_id") SELECT "group_id", "user_id" FROM "group_members" ON CONFLICT DO NOTHING;

CREATE TABLE "day_places" (
	"group_id" uuid NOT NULL,
	"day" date NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"waitlist" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	CONSTRAINT "day_places_group_id_day_pk" PRIMARY KEY("group_id","day")
);
--> statement-breakpoint
ALTER TABLE "day_places" ADD CONSTRAINT "day_places_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written:
-- A day write's one statement calls this when it must not commit (a day's places row missing or
-- behind its records): the caller counts the day again and runs the statement anew (ADR 059).
CREATE FUNCTION "day_places_retry"(reason text) RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
BEGIN
	RAISE EXCEPTION 'day places: %', reason USING ERRCODE = '40001';
END
$$;

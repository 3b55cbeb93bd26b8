import { sql } from 'drizzle-orm';
import type { Day, PersonFigures, PersonKind } from '@turnout/domain';
import type { Database } from '../../db/client.ts';
import { groupRevisions } from '../../db/schema-delivery.ts';
import { recordFacts, type RecordScope } from './parts/record-query.ts';

// Reads of the season's record for the statistics, the grid and the exports
// (docs/product.md#statistics). The figures are counted in the database, in one statement, so a
// season of a hundred people answers in one small JSON document (docs/performance.md#statistics).

export interface PersonRow {
  personId: string;
  userId: string | null;
  name: string | null;
  kind: PersonKind;
  deletedNumber: number | null;
}

export interface FiguresRow extends PersonRow {
  figures: PersonFigures;
  /** [week (Monday), trainings came] for weeks with a record in their span. */
  weeks: [Day, number][];
}

export interface DayFiguresRow {
  day: Day;
  /** People whose span holds the day. */
  size: number;
  answered: number;
  present: number;
  came: number;
  recorded: boolean;
}

export interface RecordFigures {
  people: FiguresRow[];
  days: DayFiguresRow[];
}

// Each document comes back as text and is parsed here, the same on PGlite and node-postgres.
const rowOf = (result: unknown) => (result as { rows: unknown[] }).rows[0];

const PERSON_COLUMNS = sql`'personId', p.id, 'userId', p.user_id, 'name', p.display_name,
  'kind', p.kind, 'deletedNumber', p.deleted_number`;

/** Each person's figures and weekly attendance, and each training day's, over the scope. */
export async function readRecordFigures(db: Database, scope: RecordScope): Promise<RecordFigures> {
  // One pass over the facts, counted three ways at once (grouping sets): per person (level 3),
  // per day (level 5) and per person and week (level 2).
  const result = await db.execute(sql`${recordFacts(scope)},
    sums as materialized (
      select person_id, day, week, grouping(person_id, day, week) as level,
        count(*) as n,
        count(*) filter (where answered_at < cutoff) as in_time,
        count(attendance) as answered,
        count(*) filter (where attendance) as present,
        count(*) filter (where came) as came,
        count(*) filter (where attendance and recorded and came is not true) as no_shows,
        count(*) filter (where came and attendance is null) as came_without,
        count(*) filter (where not attendance and dropped_at >= cutoff) as dropped,
        count(*) filter (where recorded) as recorded_days
      from (select *, date_trunc('week', day)::date as week from facts) f
      group by grouping sets ((person_id), (day), (person_id, week))
    ),
    per_week as (
      select person_id, json_agg(json_build_array(week, came) order by week) as weeks
      from sums where level = 2 and recorded_days > 0 group by person_id
    )
    select
      (select coalesce(json_agg(json_build_object(${PERSON_COLUMNS},
          'figures', json_build_object('trainingDays', s.n, 'answeredInTime', s.in_time,
            'saidPresent', s.present, 'came', s.came, 'noShows', s.no_shows,
            'cameWithoutAnswer', s.came_without, 'droppedLate', s.dropped,
            'recordedDays', s.recorded_days),
          'weeks', coalesce(w.weeks, '[]'::json))), '[]'::json)
        from people p
        join sums s on s.person_id = p.id and s.level = 3
        left join per_week w on w.person_id = p.id)::text as people,
      (select coalesce(json_agg(json_build_object('day', day, 'size', n, 'answered', answered,
          'present', present, 'came', came, 'recorded', recorded_days > 0) order by day),
          '[]'::json)
        from sums where level = 5)::text as days`);
  const row = rowOf(result) as { people: string; days: string };
  return { people: JSON.parse(row.people), days: JSON.parse(row.days) };
}

/** The group's revision: every change of its days, record and schedule moves it. */
export async function readGroupRevision(db: Database, groupId: string): Promise<number> {
  const result = await db.execute(sql`select coalesce(max(revision), 0)::text as revision
    from ${groupRevisions} where group_id = ${groupId}::uuid`);
  return Number((rowOf(result) as { revision: string }).revision);
}

export interface FactRow {
  personId: string;
  day: Day;
  attendance: boolean | null;
  came: boolean | null;
  recorded: boolean;
}

export interface RecordCells {
  people: PersonRow[];
  /** The period's training days (or days with answers or records), in order. */
  days: Day[];
  facts: FactRow[];
}

/** The people, the training days and each person's answer and record per day in their span. */
export async function readRecordCells(db: Database, scope: RecordScope): Promise<RecordCells> {
  const result = await db.execute(sql`${recordFacts(scope)}
    select
      (select coalesce(json_agg(json_build_object(${PERSON_COLUMNS})), '[]'::json)
        from people p)::text as people,
      (select coalesce(json_agg(day order by day), '[]'::json)
        from (select distinct day from days) d)::text as days,
      (select coalesce(json_agg(json_build_array(person_id, day, attendance, came, recorded)),
        '[]'::json) from facts)::text as facts`);
  const row = rowOf(result) as { people: string; days: string; facts: string };
  const facts = JSON.parse(row.facts) as [string, Day, boolean | null, boolean | null, boolean][];
  return {
    people: JSON.parse(row.people) as PersonRow[],
    days: JSON.parse(row.days) as Day[],
    facts: facts.map(([personId, day, attendance, came, recorded]) => ({
      personId,
      day,
      attendance,
      came,
      recorded,
    })),
  };
}

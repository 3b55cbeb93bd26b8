import { sql, type SQL } from 'drizzle-orm';
import {
  answerDeadlineMs,
  startOfDayMs,
  trainingDaysBetween,
  trainingRulesOn,
  type Day,
  type DayInterval,
  type Schedule,
} from '@turnout/domain';
import type { AuthorizedGroupId } from '../../../http/gate.ts';

// The season's record over a period as one set of facts, one row per person and training day in
// their span (docs/product.md#statistics): their answer (attendances while a member, past_answers
// after), the day's roll call, and the training's cut-off. The statistics aggregate these facts in
// the database (data.ts), the grid and the exports read them row by row.

export interface RecordScope {
  groupId: AuthorizedGroupId;
  interval: DayInterval;
  schedule: Schedule;
  timeZone: string;
  /** Only this account's person (a member's own statistics); undefined: everyone. */
  onlyUserId?: string | undefined;
}

/**
 * The training days of the period with each one's cut-off: the answer deadline when the
 * training has one, else the start of the day. Empty when the group has no training days (then
 * the query takes every day with an answer or record, cut off at its start).
 */
export function trainingCutoffs(scope: RecordScope): { days: Day[]; cutoffs: string[] } {
  const trainings = trainingDaysBetween(scope.schedule, scope.interval.from, scope.interval.to);
  return {
    days: trainings.map(({ day }) => day),
    cutoffs: trainings.map(({ day }) =>
      new Date(
        answerDeadlineMs(trainingRulesOn(scope.schedule, day), day, scope.timeZone) ??
          startOfDayMs(day, scope.timeZone),
      ).toISOString(),
    ),
  };
}

/** An array as one parameter (Drizzle would spread a JS array into a list of them). */
function pgArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value}"`).join(',')}}`;
}

/**
 * `with …` common table expressions ending in `facts` (person_id, day, cutoff, attendance,
 * answered_at, dropped_at, came, recorded) and `people` (id, user_id, display_name, kind,
 * deleted_number), for a statement to select from.
 */
export function recordFacts(scope: RecordScope): SQL {
  const { groupId, interval, timeZone } = scope;
  const { days, cutoffs } = trainingCutoffs(scope);
  const hasSchedule = scope.schedule.trainingDays.length > 0;
  const from = sql`${interval.from}::date`;
  const to = sql`${interval.to}::date`;
  const group = sql`${groupId}::uuid`;
  const onlyUser = scope.onlyUserId ? sql`and gp.user_id = ${scope.onlyUserId}::uuid` : sql``;
  return sql`with
    people as materialized (
      select gp.id, gp.user_id, u.display_name, gp.deleted_number, gm.joined_at, gp.left_at,
        case when gp.user_id is null then 'deleted'
          when gm.user_id is null then 'former' else 'member' end as kind
      from group_people gp
      left join group_members gm on gm.group_id = gp.group_id and gm.user_id = gp.user_id
      left join users u on u.id = gp.user_id
      where gp.group_id = ${group} ${onlyUser}
    ),
    answers as materialized (
      select p.id as person_id, a.day, a.attendance,
        coalesce(a.answered_at, a.updated_at) as answered_at, a.dropped_at
      from attendances a join people p on p.user_id = a.user_id
      where a.group_id = ${group} and a.day between ${from} and ${to}
      union all
      select pa.person_id, pa.day, pa.attendance, pa.answered_at, pa.dropped_at
      from past_answers pa join people p on p.id = pa.person_id
      where pa.group_id = ${group} and pa.day between ${from} and ${to}
    ),
    -- Every person's rows: a day has a record when anyone has one.
    rolls as materialized (
      select person_id, day, came from roll_calls
      where group_id = ${group} and day between ${from} and ${to}
    ),
    days as materialized (
      select day, cutoff
      from unnest(${pgArray(days)}::date[], ${pgArray(cutoffs)}::timestamptz[]) as d(day, cutoff)
      union all
      select x.day, x.day::timestamp at time zone ${timeZone}
      from (
        select day from attendances where group_id = ${group} and day between ${from} and ${to}
        union select day from past_answers where group_id = ${group} and day between ${from} and ${to}
        union select day from rolls
      ) x
      where not ${hasSchedule}::boolean
    ),
    recorded as materialized (select distinct day from rolls),
    -- A person's span: from the first of joining, their first answer and their first record, to
    -- the day they left (docs/product.md#statistics). Each first is one step down a primary key
    -- (group, person, day), not an aggregate over the period's rows (docs/performance.md#statistics).
    spans as materialized (
      select p.id,
        least((p.joined_at at time zone ${timeZone})::date,
          (select min(a.day) from attendances a where a.group_id = ${group}
            and a.user_id = p.user_id and a.day between ${from} and ${to}),
          (select min(pa.day) from past_answers pa where pa.group_id = ${group}
            and pa.person_id = p.id and pa.day between ${from} and ${to}),
          (select min(r.day) from roll_calls r where r.group_id = ${group}
            and r.person_id = p.id and r.day between ${from} and ${to})) as start_day,
        (p.left_at at time zone ${timeZone})::date as end_day
      from people p
    ),
    facts as (
      select s.id as person_id, d.day, d.cutoff, a.attendance, a.answered_at, a.dropped_at,
        r.came, rd.day is not null as recorded
      from spans s
      join days d on d.day >= s.start_day and (s.end_day is null or d.day <= s.end_day)
      left join answers a on a.person_id = s.id and a.day = d.day
      left join rolls r on r.person_id = s.id and r.day = d.day
      left join recorded rd on rd.day = d.day
    )`;
}

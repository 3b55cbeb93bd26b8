import { sql, type SQL } from 'drizzle-orm';
import {
  attendanceOfState,
  expandSeries,
  type Day,
  type Schedule,
  type SeriesData,
} from '@turnout/domain';
import { attendances } from '../../../db/schema.ts';
import { step } from '../../../db/steps.ts';
import { notifyStoredEvents } from '../../../live-events/event-store.ts';
import { toGroup } from '../../../live-events/outgoing.ts';
import type { AuthorizedGroupId } from '../../../http/gate.ts';
import { readScheduleForDayWrite } from '../../attendance/data.ts';
import { fanOutSeries } from '../../notifications/mutations.ts';
import { recipientsAndEvents, type ChangeDeps } from '../../attendance/parts/change.ts';
import { runAttendanceWrite } from '../../attendance/mutations.ts';
import { webhookEnqueue } from '../../webhooks/mutations.ts';
import { limitedDays, notifyPromoted } from '../../attendance/parts/waitlist.ts';
import {
  lockedPlaces,
  placesSteps,
  withDayPlaces,
  type PromotedRow,
} from '../../attendance/parts/places.ts';

// A repeating answer (docs/decisions/022-season-planning.md): a member's answer for many days,
// stored as ordinary day records. The days are expanded by the domain (so the calendar, the
// tests and the server agree on them) and written in one statement with the other members'
// inbox entries (one each, not one per day) and the live events; then one push per member.

export interface SeriesArgs extends SeriesData {
  groupId: AuthorizedGroupId;
  userId: string;
  now?: Date;
  /**
   * Whether a day's answers are closed to this member (a training's deadline, ADR 046): such
   * days are left as they are and reported as kept.
   */
  isClosed?: (schedule: Schedule, day: Day) => boolean;
  /**
   * Queue `answer.series-changed` for the group's webhooks in the statement, when the answer
   * holds for any day (a member's own repeating answer;
   * docs/decisions/067-every-answer-queues-its-webhooks-with-it.md).
   */
  webhook?: boolean;
}

export interface SeriesOutcome {
  /** Every day the answer now holds for, in order. */
  days: Day[];
  /** The days kept as they were (another answer or note, `existing: 'keep'`), in order. */
  kept: Day[];
  /** How many day records were written or deleted (0: every day was already so). */
  written: number;
  /** Webhook deliveries the statement queued (args.webhook). */
  webhooksQueued: number;
}

interface SeriesRow {
  written: number;
  /** Those the limited days let in from their waitlists (attendance/parts/places.ts). */
  promoted: PromotedRow[];
  kept: Day[] | null;
  /** The days the answer newly made present (for a limit's waitlist). */
  joined: Day[] | null;
  recipient_ids: string[];
  webhooks_queued: number;
}

export async function changeAttendanceSeries(
  deps: ChangeDeps,
  args: SeriesArgs,
): Promise<SeriesOutcome> {
  const schedule = await readScheduleForDayWrite(deps.db, args.groupId);
  const expanded = expandSeries(args, args.weekdays ? schedule.cancelledDates : []);
  const closed = args.isClosed ? expanded.filter((day) => args.isClosed!(schedule, day)) : [];
  const days = expanded.filter((day) => !closed.includes(day));
  if (days.length === 0) return { days, kept: closed, written: 0, webhooksQueued: 0 };
  const now = args.now ?? new Date();
  // Days with a limit (attendance/parts/places.ts): the same one statement takes or frees the
  // member's places on them and lets the first waiting in, under their places rows' locks.
  const limited = limitedDays(schedule, days);
  const row = await withDayPlaces(
    deps.db,
    { groupId: args.groupId, days: limited.map(({ day }) => day) },
    () => writeSeries(deps, seriesStatement({ ...args, days, now, limited })),
  );
  const promotions = limited
    .map(({ day, time }) => ({
      day,
      time,
      promoted: row.promoted.filter((p) => p.day === day).map((p) => p.user_id),
    }))
    .filter((promotion) => promotion.promoted.length > 0);
  notifyPromoted(deps.push, args.groupId, promotions);
  const keptByChoice = (row.kept ?? []).map(String) as Day[];
  const kept = [...keptByChoice, ...closed].sort();
  const held = days.filter((day) => !keptByChoice.includes(day));
  const outcome = { kept, written: row.written, webhooksQueued: row.webhooks_queued };
  if (held.length === 0) return { days: held, ...outcome };
  deps.push.notifySeries({
    actorId: args.userId,
    groupId: args.groupId,
    from: held[0]!,
    to: held.at(-1)!,
    dayCount: held.length,
    trainingDays: args.weekdays !== undefined,
    state: args.state,
    recipientIds: row.recipient_ids,
  });
  return { days: held, ...outcome };
}

async function writeSeries(deps: ChangeDeps, statement: SQL): Promise<SeriesRow> {
  const result = await deps.realtime.writeStatement((db) =>
    runAttendanceWrite<SeriesRow>(db, statement),
  );
  return result.rows[0]!;
}

// The statement's steps: the records before, the days kept as they were, the days applied, and
// the days written (a `day` column each).
const steps = {
  previous: step('previous'),
  kept: step('kept'),
  applied: step('applied'),
  written: step('written'),
};

/** The one statement (exported for the benchmark). `days` is not empty. */
export function seriesStatement(
  args: SeriesArgs & {
    days: Day[];
    now: Date;
    /** The days with a limit (waitlist.ts limitedDays), empty or unset: none. */
    limited?: readonly { day: Day; limit: number; time: string | null }[];
  },
) {
  const { groupId, userId, days, now } = args;
  const attendance = attendanceOfState(args.state) ?? null;
  const limited = args.limited ?? [];
  const locked =
    limited.length > 0
      ? lockedPlaces(
          groupId,
          limited.map(({ day }) => day),
        )
      : undefined;
  // On each limited day the member's answer before and after: an undecided deletes every day's
  // record (kept or not), another answer holds on the applied days only.
  const places = locked
    ? placesSteps({
        groupId,
        userId,
        days: limited.map(({ day }) => day),
        now,
        // A record its snapshot missed (the member's own write of a first answer just before).
        stale: sql`exists (select 1 from ${steps.written} w
          where w.updated and not exists (select 1 from ${steps.previous} p where p.day = w.day))`,
        moves: sql`
          select l.day, l.lim, l.time, coalesce(p.attendance, false) as was_present,
            case when ${attendance === null}::boolean
                or exists (select 1 from ${steps.applied} a where a.day = l.day)
              then ${attendance === true}::boolean
              else coalesce(p.attendance, false) end as now_present
          from unnest(
            ${`{${limited.map(({ day }) => day).join(',')}}`}::date[],
            ${`{${limited.map(({ limit }) => limit).join(',')}}`}::int[],
            ${`{${limited.map(({ time }) => (time === null ? 'NULL' : `"${time}"`)).join(',')}}`}::text[]
          ) as l(day, lim, time)
            left join ${steps.previous} p on p.day = l.day`,
      })
    : undefined;
  const waiting = places?.waiting(sql`a.day`);
  const note = args.note ?? null;
  const dayArray = `{${days.join(',')}}`;
  const mine = sql`${attendances.groupId} = ${groupId}::uuid and ${attendances.userId} = ${userId}::uuid
    and ${attendances.day} = any(${dayArray}::date[])`;
  // A day holding another answer, or a note other than this one, is kept when the member chose
  // so (domain seriesConflict; docs/decisions/032-notes-belong-to-answers.md); the others are
  // `applied`: they hold this answer afterwards.
  const keptDays = sql`select p.day from ${steps.previous} p
    where ${args.existing === 'keep'}::boolean
      and (p.attendance is distinct from ${attendance}::boolean
        or (p.note is not null and p.note is distinct from ${note}::text))`;
  const appliedDays = sql`select d.day from unnest(${dayArray}::date[]) as d(day)
    where not exists (select 1 from ${steps.kept} k where k.day = d.day)`;
  // Like a single day: an unchanged day writes nothing, undecided deletes the record.
  const write =
    attendance === null
      ? sql`delete from ${attendances} where ${mine}
          -- After the places' placing read the records it deletes (places.ts).
          ${places ? sql`and (select count(*) from ${places.placed}) >= 0` : sql``}
        returning day, false as updated`
      : sql`
        insert into ${attendances}
          (group_id, user_id, day, attendance, note, updated_at, waiting_since)
        select ${groupId}::uuid, ${userId}::uuid, a.day, ${attendance}::boolean, ${note}::text,
          ${now.toISOString()}::timestamptz,
          ${waiting && attendance ? waiting.value : sql`null::timestamptz`}
        from ${steps.applied} a
        where not exists (
          select 1 from ${steps.previous} p
          where p.day = a.day and p.attendance = ${attendance}::boolean
            and p.note is not distinct from ${note}::text
        )
        on conflict (group_id, user_id, day) do update
          set attendance = excluded.attendance, note = excluded.note,
            updated_at = excluded.updated_at,
            -- Away leaves a day's waitlist (waitlist.ts); present keeps the place, unless
            -- this statement placed the member (newly present on a limited day).
            waiting_since = case when excluded.attendance then ${
              places
                ? sql`case when ${places.waiting(sql`excluded.day`).decided}
                    then excluded.waiting_since else ${attendances.waitingSince} end`
                : attendances.waitingSince
            } end
        returning day, xmax <> 0 as updated`;
  // Only a new state is news (as for a single day, a changed note alone is not). A deleted
  // record always had one; `previous` is not read then, since a row this statement deleted
  // can no longer be locked by it.
  const stateChanged =
    attendance === null
      ? sql`exists (select 1 from ${steps.written})`
      : sql`exists (
          select 1 from ${steps.written} w left join ${steps.previous} p on p.day = w.day
          where p.attendance is distinct from ${attendance}::boolean
        )`;
  const inbox = fanOutSeries(
    {
      groupId,
      actorId: userId,
      days: steps.applied,
      kept: steps.kept,
      trainingDays: args.weekdays !== undefined,
      attendance,
      now,
    },
    stateChanged,
  );
  const changed = toGroup({
    type: 'attendance.series-changed',
    groupId,
    userId,
    from: days[0]!,
    to: days.at(-1)!,
  });
  const end = recipientsAndEvents(
    groupId,
    changed,
    { written: steps.written, inbox: inbox.inbox },
    places?.events,
  );
  // A member's own repeating answer tells the group's webhooks in the same commit, when it holds
  // for any day (written or already so), as its answer to the caller says.
  const hooks = step('hooks');
  const webhook = args.webhook
    ? webhookEnqueue(
        groupId,
        'answer.series-changed',
        { memberId: userId, from: args.from, to: args.to, state: args.state },
        now,
        sql`exists (select 1 from ${steps.applied})`,
      )
    : undefined;
  return sql`
    with ${locked ? sql`${locked.cte},` : sql``}
    ${steps.previous.as(
      sql`select ${attendances.day} as day, ${attendances.attendance} as attendance,
        ${attendances.note} as note
      from ${attendances} where ${mine}
        ${locked ? sql`and (select count(*) from ${locked.step}) >= 0` : sql``}
      for update`,
      { materialized: true },
    )},
    ${steps.kept.as(keptDays)},
    ${steps.applied.as(appliedDays)},
    ${places ? sql`${places.ctes},` : sql``}
    ${steps.written.as(write)},
    ${inbox.ctes},
    ${end.ctes}
    ${webhook ? sql`, ${hooks.as(sql`${webhook} returning 1`)}` : sql``}
    select (select count(*) from ${steps.written})::int as written,
      ${webhook ? sql`(select count(*) from ${hooks})::int` : sql`0`} as webhooks_queued,
      (select to_json(array_agg(to_char(day, 'YYYY-MM-DD') order by day)) from ${steps.kept}) as kept,
      (select to_json(array_agg(to_char(w.day, 'YYYY-MM-DD') order by w.day))
        from ${steps.written} w left join ${steps.previous} p on p.day = w.day
        where ${attendance}::boolean is true and p.attendance is distinct from true) as joined,
      (select to_json(ids) from ${end.recipients}) as recipient_ids,
      ${places ? places.outcome : sql`'[]'::json as promoted`},
      ${notifyStoredEvents} as last_event_id`;
}

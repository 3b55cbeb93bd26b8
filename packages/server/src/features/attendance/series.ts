import { sql } from 'drizzle-orm';
import { attendanceOfState, expandSeries, type Day, type SeriesData } from '@turnout/domain';
import { attendances } from '../../db/schema.ts';
import { notifyStoredEvents } from '../../live-events/event-store.ts';
import { toGroup } from '../../live-events/outgoing.ts';
import type { AuthorizedGroupId } from '../../http/gate.ts';
import { readSchedule } from '../groups/data.ts';
import { fanOutSeries } from '../notifications/mutations.ts';
import { recipientsAndEvents, type ChangeDeps } from './change.ts';
import { runAttendanceWrite } from './mutations.ts';

// A repeating answer (docs/decisions/022-season-planning.md): a member's answer for many days,
// stored as ordinary day records. The days are expanded by the domain (so the calendar, the
// tests and the server agree on them) and written in one statement with the other members'
// inbox entries (one each, not one per day) and the live events; then one push per member.

export interface SeriesArgs extends SeriesData {
  groupId: AuthorizedGroupId;
  userId: string;
  now?: Date;
}

export interface SeriesOutcome {
  /** Every day the answer now holds for, in order. */
  days: Day[];
  /** How many day records were written or deleted (0: every day was already so). */
  written: number;
}

interface SeriesRow {
  written: number;
  recipient_ids: string[];
}

export async function changeAttendanceSeries(
  deps: ChangeDeps,
  args: SeriesArgs,
): Promise<SeriesOutcome> {
  const schedule = args.weekdays ? (await readSchedule(deps.db, args.groupId)).cancelledDates : [];
  const days = expandSeries(args, schedule);
  if (days.length === 0) return { days, written: 0 };
  const statement = seriesStatement({ ...args, days, now: args.now ?? new Date() });
  const result = await deps.realtime.writeStatement((db) =>
    runAttendanceWrite<SeriesRow>(db, statement),
  );
  const row = result.rows[0]!;
  deps.push.notifySeries({
    actorId: args.userId,
    groupId: args.groupId,
    from: days[0]!,
    to: days.at(-1)!,
    dayCount: days.length,
    trainingDays: args.weekdays !== undefined,
    state: args.state,
    recipientIds: row.recipient_ids,
  });
  return { days, written: row.written };
}

/** The one statement (exported for the benchmark). `days` is not empty. */
export function seriesStatement(args: SeriesArgs & { days: Day[]; now: Date }) {
  const { groupId, userId, days, now } = args;
  const attendance = attendanceOfState(args.state) ?? null;
  const note = args.note ?? null;
  const dayArray = `{${days.join(',')}}`;
  const mine = sql`${attendances.groupId} = ${groupId}::uuid and ${attendances.userId} = ${userId}::uuid
    and ${attendances.day} = any(${dayArray}::date[])`;
  // Like a single day: an unchanged day writes nothing, undecided deletes the record.
  const written =
    attendance === null
      ? sql`delete from ${attendances} where ${mine} returning day`
      : sql`
        insert into ${attendances} (group_id, user_id, day, attendance, note, updated_at)
        select ${groupId}::uuid, ${userId}::uuid, d.day, ${attendance}::boolean, ${note}::text,
          ${now.toISOString()}::timestamptz
        from unnest(${dayArray}::date[]) as d(day)
        where not exists (
          select 1 from previous p
          where p.day = d.day and p.attendance = ${attendance}::boolean
            and p.note is not distinct from ${note}::text
        )
        on conflict (group_id, user_id, day) do update
          set attendance = excluded.attendance, note = excluded.note,
            updated_at = excluded.updated_at
        returning day`;
  // Only a new state is news (as for a single day, a changed note alone is not). A deleted
  // record always had one; `previous` is not read then, since a row this statement deleted
  // can no longer be locked by it.
  const stateChanged =
    attendance === null
      ? sql`exists (select 1 from written)`
      : sql`exists (
          select 1 from written w left join previous p on p.day = w.day
          where p.attendance is distinct from ${attendance}::boolean
        )`;
  const inbox = fanOutSeries(
    {
      groupId,
      actorId: userId,
      from: days[0]!,
      to: days.at(-1)!,
      dayCount: days.length,
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
  return sql`
    with previous as materialized (
      select ${attendances.day} as day, ${attendances.attendance} as attendance,
        ${attendances.note} as note
      from ${attendances} where ${mine} for update
    ),
    written as (${written}),
    inbox as (${inbox}),
    ${recipientsAndEvents(groupId, changed)}
    select (select count(*) from written)::int as written,
      (select to_json(ids) from recipients) as recipient_ids,
      ${notifyStoredEvents} as last_event_id`;
}

import { and, eq, sql } from 'drizzle-orm';
import {
  attendanceOfState,
  choiceOfRecord,
  normalizeChoice,
  type AttendanceChoice,
  type AttendanceState,
  type Day,
} from '@turnout/domain';
import type { Database } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { attendances } from '../../db/schema.ts';
import { groupNotFound, type AuthorizedGroupId } from '../groups/gate.ts';

// Day attendance writes. setAttendance takes explicit arguments and reports what changed, so a
// caller can run it inside its own transaction (pass the transaction as `db`) and act on the
// change in the same commit (the notification fan-out of issue 5).

export interface SetAttendanceArgs {
  groupId: AuthorizedGroupId;
  userId: string;
  day: Day;
  state: AttendanceState;
  note?: string | undefined;
  now?: Date;
}

export interface AttendanceChange {
  groupId: AuthorizedGroupId;
  userId: string;
  day: Day;
  /** Before the write; `undecided` when there was no record. */
  previous: AttendanceChoice;
  /** After the write; `undecided` means the record is gone. */
  current: AttendanceChoice;
  /** False when the choice was already stored (nothing was written). */
  changed: boolean;
}

/**
 * Sets one member's choice for one day: present or away create or update the record (attendance
 * and note), undecided deletes it. Each case is one statement that also yields the previous
 * state, so the write costs one round trip (the calendar's hot path). The previous row is read
 * with FOR UPDATE before the upsert touches it, so two writes of the same record each see what
 * the other left; only two *first* writes racing for a record that does not exist yet may both
 * report `undecided` as their previous state.
 */
export async function setAttendance(
  db: Database,
  args: SetAttendanceArgs,
): Promise<AttendanceChange> {
  const { groupId, userId, day } = args;
  const current = normalizeChoice({ state: args.state, note: args.note });
  const change = (previous: AttendanceChoice, changed: boolean): AttendanceChange => ({
    groupId,
    userId,
    day,
    previous,
    current,
    changed,
  });
  const key = and(
    eq(attendances.groupId, groupId),
    eq(attendances.userId, userId),
    eq(attendances.day, day),
  );

  if (current.state === 'undecided') {
    const [deleted] = await db
      .delete(attendances)
      .where(key)
      .returning({ attendance: attendances.attendance, note: attendances.note });
    return change(choiceOf(deleted), deleted !== undefined);
  }

  const attendance = attendanceOfState(current.state)!;
  const note = current.note ?? null;
  const now = (args.now ?? new Date()).toISOString();
  // The insert's source depends on `previous`, so the row is read and locked before it is
  // written; an unchanged choice inserts nothing.
  const statement = sql`
    with previous as materialized (
      select ${attendances.attendance} as attendance, ${attendances.note} as note
      from ${attendances} where ${key} for update
    ), written as (
      insert into ${attendances} (group_id, user_id, day, attendance, note, updated_at)
      select ${groupId}::uuid, ${userId}::uuid, ${day}::date, ${attendance}::boolean,
        ${note}::text, ${now}::timestamptz
      where not exists (
        select 1 from previous
        where attendance = ${attendance}::boolean and note is not distinct from ${note}::text
      )
      on conflict (group_id, user_id, day) do update
        set attendance = excluded.attendance, note = excluded.note,
          updated_at = excluded.updated_at
      returning 1
    )
    select (select attendance from previous) as previous_attendance,
      (select note from previous) as previous_note,
      (select count(*) from written)::int as written`;
  try {
    const result = await db.execute(statement);
    const [row] = (result as unknown as { rows: WriteResult[] }).rows;
    const previous =
      row!.previous_attendance === null
        ? undefined
        : { attendance: row!.previous_attendance, note: row!.previous_note };
    return change(choiceOf(previous), row!.written > 0);
  } catch (error) {
    // The membership ended between the gate and this write (the foreign key refused it).
    if (isForeignKeyViolation(error, 'attendances_membership_fk')) throw groupNotFound();
    throw error;
  }
}

interface WriteResult {
  previous_attendance: boolean | null;
  previous_note: string | null;
  written: number;
}

function choiceOf(row: { attendance: boolean; note: string | null } | undefined): AttendanceChoice {
  return choiceOfRecord(
    row ? { attendance: row.attendance, note: row.note ?? undefined } : undefined,
  );
}

import { and, eq, sql, type SQL } from 'drizzle-orm';
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
import { step } from '../../db/steps.ts';
import { groupNotFound, type AuthorizedGroupId } from '../../http/gate.ts';

// The day attendance write as SQL, for the one statement of a day change (change.ts) that acts on
// the change in the same commit (the inbox fan-out and live events;
// docs/product.md#notification-rules).

export interface ChangeAttendanceArgs {
  groupId: AuthorizedGroupId;
  userId: string;
  day: Day;
  state: AttendanceState;
  note?: string | undefined;
  now?: Date;
  /**
   * Queue `answer.changed` for the group's webhooks in the change's own statement when it
   * writes (every answer: the member's own, an answer link's, a coach's for the member;
   * parts/change.ts, docs/decisions/067-every-answer-queues-its-webhooks-with-it.md).
   */
  webhook?: boolean;
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
  /** Webhook deliveries the change's statement queued (args.webhook). */
  webhooksQueued?: number;
}

/** What attendanceWrite's `outcome` columns hold. */
export interface AttendanceWriteOutcome {
  previous_attendance: boolean | null;
  previous_note: string | null;
  written: number;
}

/** The record before the write (`attendance`, `note`; no row: undecided). */
export const previous = step('previous');
/** A row when the record changed (`updated`: it existed); an unchanged choice writes nothing. */
export const written = step('written');

/**
 * Sets one member's choice for one day, as common table expressions (`ctes`) for one statement
 * that also does what follows from the change (change.ts): present or away create or update the
 * record (attendance and note), undecided deletes it. `previous` is read and locked before it is
 * written, so two writes of the same record each see what the other left; only two *first* writes
 * racing for a record that does not exist yet may both report `undecided`.
 */
export function attendanceWrite(
  args: ChangeAttendanceArgs,
  /**
   * On a limited day (parts/places.ts): `after`, a step read before the record (the day's
   * places row, locked first); `placed`, a step a delete waits for (else it could run before
   * `previous` read the record it deletes); `waiting`, the record's waitlist time when the statement placed
   * the member (`decided`), else it keeps its own.
   */
  limited?: { after: SQL; placed: SQL; waiting: { value: SQL; decided: SQL } },
) {
  const { groupId, userId, day } = args;
  const current = normalizeChoice({ state: args.state, note: args.note });
  const attendance = attendanceOfState(current.state);
  const note = current.note ?? null;
  const now = (args.now ?? new Date()).toISOString();
  const key = and(
    eq(attendances.groupId, groupId),
    eq(attendances.userId, userId),
    eq(attendances.day, day),
  );
  const write =
    attendance === undefined
      ? sql`delete from ${attendances} where ${key}
          ${limited ? sql`and (select count(*) from ${limited.placed}) >= 0` : sql``}
        returning false as updated`
      : sql`
        insert into ${attendances}
          (group_id, user_id, day, attendance, note, updated_at, answered_at, waiting_since)
        select ${groupId}::uuid, ${userId}::uuid, ${day}::date, ${attendance}::boolean,
          ${note}::text, ${now}::timestamptz, ${now}::timestamptz,
          ${limited && attendance ? limited.waiting.value : sql`null::timestamptz`}
        where not exists (
          select 1 from ${previous}
          where attendance = ${attendance}::boolean and note is not distinct from ${note}::text
        )
        on conflict (group_id, user_id, day) do update
          set attendance = excluded.attendance, note = excluded.note,
            updated_at = excluded.updated_at,
            -- For the statistics (docs/product.md#statistics): the first answer's time stays;
            -- present → away is when the person dropped out, present again clears it.
            answered_at = coalesce(${attendances.answeredAt}, ${attendances.updatedAt}),
            dropped_at = case
              when excluded.attendance then null
              when ${attendances.attendance} then excluded.updated_at
              else ${attendances.droppedAt} end,
            -- Away leaves a day's waitlist (attendance/waitlist.ts); present keeps the place.
            waiting_since = case when excluded.attendance then ${
              limited
                ? sql`case when ${limited.waiting.decided} then excluded.waiting_since
                    else ${attendances.waitingSince} end`
                : attendances.waitingSince
            } end
        -- updated: the record existed (xmax is set on a row the conflict updated), which the
        -- statement's previous step may have missed (parts/places.ts).
        returning xmax <> 0 as updated`;
  return {
    current,
    /** The new attendance (null: undecided), to compare with `previous`'s in SQL. */
    attendance: attendance ?? null,
    previous,
    written,
    /** previous, then `between` (steps that read it and that the write reads), then written. */
    ctes: (between?: SQL) => sql`
      ${previous.as(
        sql`select ${attendances.attendance} as attendance, ${attendances.note} as note
        from ${attendances} where ${key}
          ${limited ? sql`and (select count(*) from ${limited.after}) >= 0` : sql``}
        for update`,
        { materialized: true },
      )},
      ${between ? sql`${between},` : sql``}
      ${written.as(write)}`,
    outcome: sql`(select attendance from ${previous}) as previous_attendance,
      (select note from ${previous}) as previous_note,
      (select count(*) from ${written})::int as written`,
    change(row: AttendanceWriteOutcome): AttendanceChange {
      const before =
        row.previous_attendance === null
          ? undefined
          : { attendance: row.previous_attendance, note: row.previous_note };
      return {
        groupId,
        userId,
        day,
        previous: choiceOf(before),
        current,
        changed: row.written > 0,
      };
    },
  };
}

/**
 * Runs a statement built on attendanceWrite (its own transaction); a membership that ended
 * meanwhile is a 404. Another member's that ended while the statement ran (their inbox entry's
 * foreign key refused it), or a webhook deleted meanwhile, runs the statement again, which no
 * longer finds them.
 */
export async function runAttendanceWrite<Row = AttendanceWriteOutcome>(
  db: Database,
  statement: SQL,
): Promise<{ rows: Row[] }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return (await db.execute(statement)) as unknown as { rows: Row[] };
    } catch (error) {
      // The membership ended between the gate and this write (the foreign key refused it).
      if (isForeignKeyViolation(error, 'attendances_membership_fk')) throw groupNotFound();
      if (
        attempt < 3 &&
        (isForeignKeyViolation(error, 'notifications_recipient_membership_fk') ||
          // A webhook deleted while the statement queued a delivery for it (change.ts).
          isForeignKeyViolation(error, 'webhook_deliveries_webhook_id_webhooks_id_fk'))
      ) {
        continue;
      }
      throw error;
    }
  }
}

function choiceOf(row: { attendance: boolean; note: string | null } | undefined): AttendanceChoice {
  return choiceOfRecord(
    row ? { attendance: row.attendance, note: row.note ?? undefined } : undefined,
  );
}

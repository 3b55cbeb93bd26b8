import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { inboxChanged, toGroup, type OutgoingEvent } from '../../../live-events/outgoing.ts';
import { eventStore, notifyStoredEvents } from '../../../live-events/event-store.ts';
import type { Realtime } from '../../../live-events/realtime.ts';
import {
  attendanceWrite,
  runAttendanceWrite,
  type AttendanceChange,
  type AttendanceWriteOutcome,
  type SetAttendanceArgs,
} from '../mutations.ts';
import type { PushService } from '../../push/parts/push-service.ts';
import { fanOutAttendance } from '../../notifications/mutations.ts';

// A member's day change with everything that follows from it: the record, the inbox entries of
// the other members (notifications contributes that fan-out) and the live events commit
// together, in one statement (one round trip and one implicit transaction instead of five); then
// the pushes. The attendance route calls this; so can a job.

export interface ChangeDeps {
  db: Database;
  realtime: Realtime;
  push: PushService;
}

export async function changeAttendance(
  deps: ChangeDeps,
  args: SetAttendanceArgs,
): Promise<AttendanceChange> {
  const { write, statement } = attendanceChangeStatement({ ...args, now: args.now ?? new Date() });
  const result = await deps.realtime.writeStatement((db) =>
    runAttendanceWrite<ChangeOutcome>(db, statement),
  );
  const row = result.rows[0]!;
  const change = write.change(row);
  if (!change.changed) return change;
  deps.push.notifyAttendance({
    actorId: args.userId,
    groupId: args.groupId,
    day: args.day,
    attendance: write.attendance,
    recipientIds: row.recipient_ids,
  });
  return change;
}

export type ChangeOutcome = AttendanceWriteOutcome & { recipient_ids: string[] };

/**
 * The end of a day change's statement, for one day or a series (after its `written` and `inbox`
 * parts): who got an inbox entry, and the live events stored with the write: the group's event
 * when anything was written, the recipients' inbox change when anyone got an entry.
 */
export function recipientsAndEvents(groupId: string, groupEvent: OutgoingEvent) {
  return sql`recipients as (select coalesce(array_agg(recipient_id), '{}') as ids from inbox),
    ${eventStore(sql`
      select 0, ${groupId}::uuid, '{}'::uuid[], ${JSON.stringify(groupEvent.payload)}::jsonb
      where exists (select 1 from written)
      union all
      select 1, null::uuid, r.ids, ${JSON.stringify(inboxChanged([]).payload)}::jsonb
      from recipients r where cardinality(r.ids) > 0
    `)}`;
}

/** The change's one statement (exported for the benchmark's bare baseline). */
export function attendanceChangeStatement(args: SetAttendanceArgs & { now: Date }) {
  const { groupId, userId, day, now } = args;
  const write = attendanceWrite(args);
  // Only a new state is news; a changed note alone updates the calendar, not the inbox.
  const inbox = fanOutAttendance(
    { groupId, actorId: userId, day, attendance: write.attendance, now },
    sql`exists (select 1 from written)
      and (select attendance from previous) is distinct from ${write.attendance}::boolean`,
  );
  const attendanceChanged = toGroup({ type: 'attendance.changed', groupId, userId, day });
  const statement = sql`
    with ${write.ctes},
    inbox as (${inbox}),
    ${recipientsAndEvents(groupId, attendanceChanged)}
    select ${write.outcome}, (select to_json(ids) from recipients) as recipient_ids,
      ${notifyStoredEvents} as last_event_id`;
  return { write, statement };
}

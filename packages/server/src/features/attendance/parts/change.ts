import { sql, type SQL } from 'drizzle-orm';
import { attendanceOfState } from '@turnout/domain';
import type { Database } from '../../../db/client.ts';
import { step, type Step } from '../../../db/steps.ts';
import { inboxChanged, toGroup, type OutgoingEvent } from '../../../live-events/outgoing.ts';
import { eventStore, notifyStoredEvents } from '../../../live-events/event-store.ts';
import type { Realtime } from '../../../live-events/realtime.ts';
import {
  attendanceWrite,
  previous,
  written,
  runAttendanceWrite,
  type AttendanceChange,
  type AttendanceWriteOutcome,
  type ChangeAttendanceArgs,
} from '../mutations.ts';
import type { PushService } from '../../push/parts/push-service.ts';
import { fanOutAttendance } from '../../notifications/mutations.ts';
import { lockedPlaces, placesSteps } from './places.ts';
import { webhookEnqueue } from '../../webhooks/mutations.ts';
import { pushTokens } from '../../../db/schema-delivery.ts';

// A member's day change with everything that follows from it: the record, the inbox entries of
// the other members (notifications contributes that fan-out) and the live events commit
// together, in one statement (one round trip and one implicit transaction instead of five); then
// the pushes. The attendance route calls this; so can a job, and so do the tests. The statement's
// parts come from attendance (mutations.ts), notifications and live-events; they read each other's
// results through Step values (db/steps.ts), so their contract is type-checked.

export interface ChangeDeps {
  db: Database;
  realtime: Realtime;
  push: PushService;
}

export async function changeAttendance(
  deps: ChangeDeps,
  args: ChangeAttendanceArgs,
): Promise<AttendanceChange> {
  const { write, statement } = attendanceChangeStatement({ ...args, now: args.now ?? new Date() });
  const result = await deps.realtime.writeStatement((db) =>
    runAttendanceWrite<ChangeOutcome>(db, statement),
  );
  const row = result.rows[0]!;
  const change = {
    ...write.change(row),
    webhooksQueued: args.webhook ? row.webhooks_queued : undefined,
  };
  if (!change.changed) return change;
  deps.push.notifyAttendance({
    actorId: args.userId,
    groupId: args.groupId,
    day: args.day,
    attendance: write.attendance,
    recipientIds: row.push_ids,
  });
  return change;
}

export type ChangeOutcome = AttendanceWriteOutcome & {
  /** The recipients with a device signed in for pushes: the only ones a push can reach. */
  push_ids: string[];
  webhooks_queued: number;
};

/**
 * The end of a day change's statement, for one day or a series (after its `written` and `inbox`
 * steps): `recipients` (who got an inbox entry, an `ids` array), and the live events stored with
 * the write: the group's event when anything was written, the recipients' inbox change when
 * anyone got an entry.
 */
export function recipientsAndEvents(
  groupId: string,
  groupEvent: OutgoingEvent,
  steps: { written: Step; inbox: Step },
  /** More events (`n`, `group_id`, `user_ids`, `payload` rows; n ≥ 2): a limit's promotions. */
  more?: SQL,
) {
  const recipients = step('recipients');
  const ctes = sql`${recipients.as(
    sql`select coalesce(array_agg(recipient_id), '{}') as ids from ${steps.inbox}`,
  )},
    ${eventStore(sql`
      select 0, ${groupId}::uuid, '{}'::uuid[], ${JSON.stringify(groupEvent.payload)}::jsonb
      where exists (select 1 from ${steps.written})
      union all
      select 1, null::uuid, r.ids, ${JSON.stringify(inboxChanged([]).payload)}::jsonb
      from ${recipients} r where cardinality(r.ids) > 0
      ${more ? sql`union all ${more}` : sql``}
    `)}`;
  return { ctes, recipients };
}

/**
 * The change's one statement (exported for the benchmark's bare baseline). With `rules` (a day
 * with a limit) the same statement takes or frees the member's place and lets the first waiting
 * in (places.ts): the day's places row is locked first and held to the statement's commit.
 */
export function attendanceChangeStatement(
  args: ChangeAttendanceArgs & { now: Date },
  rules?: { limit: number; time: string | null },
) {
  const { groupId, userId, day, now } = args;
  const locked = rules ? lockedPlaces(groupId, [day]) : undefined;
  const places = rules
    ? placesSteps({
        groupId,
        userId,
        days: [day],
        now,
        // A record its snapshot missed (the member's own write of a first answer just before).
        stale: sql`exists (select 1 from ${written} where updated)
          and not exists (select 1 from ${previous})`,
        moves: sql`select ${day}::date as day, ${rules.limit}::int as lim,
          ${rules.time}::text as time,
          coalesce((select attendance from ${previous}), false) as was_present,
          ${attendanceOfState(args.state) === true}::boolean as now_present`,
      })
    : undefined;
  const write = attendanceWrite(
    args,
    locked && places
      ? { after: locked.step, placed: places.placed, waiting: places.waiting(sql`${day}::date`) }
      : undefined,
  );
  const inbox = step('inbox');
  // Only a new state is news; a changed note alone updates the calendar, not the inbox.
  const fanOut = fanOutAttendance(
    { groupId, actorId: userId, day, attendance: write.attendance, now },
    sql`exists (select 1 from ${write.written})
      and (select attendance from ${write.previous}) is distinct from ${write.attendance}::boolean`,
  );
  const attendanceChanged = toGroup({ type: 'attendance.changed', groupId, userId, day });
  const end = recipientsAndEvents(
    groupId,
    attendanceChanged,
    { written: write.written, inbox },
    places?.events,
  );
  // An answer tells the group's webhooks in the same commit (ADR 067): nothing is queued when
  // no webhook hears of it, and a killed server cannot lose it between two statements.
  const hooks = step('hooks');
  const webhook = args.webhook
    ? webhookEnqueue(
        groupId,
        'answer.changed',
        { memberId: userId, day, state: args.state },
        now,
        sql`exists (select 1 from ${write.written})`,
      )
    : undefined;
  // Pushes go only to recipients with a device signed in (push/data.ts reads those devices
  // after the commit); this spares that read for a change nobody can be pushed of.
  const pushIds = sql`(select to_json(coalesce(array_agg(u.recipient), '{}'))
    from ${end.recipients} r, unnest(r.ids) as u(recipient)
    where exists (select 1 from ${pushTokens} t where t.uid = u.recipient and t.is_signed_in))`;
  const statement = sql`
    with ${locked ? sql`${locked.cte},` : sql``}
    ${write.ctes(places?.ctes)},
    ${inbox.as(fanOut)},
    ${end.ctes}
    ${webhook ? sql`, ${hooks.as(sql`${webhook} returning 1`)}` : sql``}
    select ${write.outcome}, ${pushIds} as push_ids,
      ${webhook ? sql`(select count(*) from ${hooks})::int` : sql`0`} as webhooks_queued,
      ${places ? sql`${places.outcome}, ${places.placeOf(day)} as waiting_place,` : sql``}
      ${notifyStoredEvents} as last_event_id`;
  return { write, statement };
}

import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { trainingRulesOn, type Day, type Schedule, type TrainingRules } from '@turnout/domain';
import type { Database } from '../../../db/client.ts';
import { attendances } from '../../../db/schema.ts';
import { notifications } from '../../../db/schema-delivery.ts';
import { inboxChanged, toGroup } from '../../../live-events/outgoing.ts';
import type { Announce } from '../../../live-events/realtime.ts';
import type { AuthorizedGroupId } from '../../../http/gate.ts';
import type { PushService } from '../../push/parts/push-service.ts';
import { attendanceChangeStatement, type ChangeDeps, type ChangeOutcome } from './change.ts';
import { forgetPlaces, lockDays, lockPlacesOf, withDayPlaces, type PromotedRow } from './places.ts';
import {
  runAttendanceWrite,
  type AttendanceChange,
  type ChangeAttendanceArgs,
} from '../mutations.ts';

// A day's limit and its waitlist (docs/decisions/045-training-limit-and-waitlist.md). A "present"
// beyond the limit waits, in answer order (waiting_since); whenever a place is free the first
// waiting is promoted, in the transaction that freed it, with an inbox card and a push. A
// member's write of a limited day (changeLimitedAttendance) takes or frees the place in the day
// change's one statement, under the day's places row (places.ts, ADR 059): two members answering
// for the last place at once, on any instance, are served one after the other, exactly one gets
// it. A schedule change settles the days whose limit moved here (settleDays, under the days'
// advisory locks, ADR 048) and forgets their places rows.

export interface Settled {
  /** Members promoted from the waitlist, in waitlist order. */
  promoted: string[];
  /** The joining member's place on the waitlist (1 is next), or undefined: they are in. */
  joinerPlace: number | undefined;
}

/**
 * Brings locked days in line with their limits (null: none), in one statement whatever their
 * number: a member who just said present (`joinerId`) waits where the day is full or others
 * already wait; then the first waiting fill the free places. A lower limit leaves those already
 * in as they are. The counting, the order and the updates all happen in the database, so a
 * repeating answer over 100 days costs one round trip under its locks, not a read of every
 * present record of those days.
 */
export async function settleDays(
  tx: Database,
  args: {
    groupId: string;
    days: readonly { day: Day; limit: number | null }[];
    joinerId?: string | undefined;
    /** The days the joiner newly said present on (default: all); on the others they stay. */
    joinedDays?: readonly Day[] | undefined;
  },
): Promise<Map<Day, Settled>> {
  const { groupId } = args;
  const outcome = new Map<Day, Settled>();
  if (args.days.length === 0) return outcome;
  for (const { day } of args.days) outcome.set(day, { promoted: [], joinerPlace: undefined });
  const dayList = `{${args.days.map(({ day }) => day).join(',')}}`;
  const limitList = `{${args.days.map(({ limit }) => limit ?? 'NULL').join(',')}}`;
  const joinerId = args.joinerId ?? null;
  const joinedList = `{${(args.joinedDays ?? args.days.map(({ day }) => day)).join(',')}}`;
  // The joiner's record on a day they newly said present on, while still in.
  const joining = sql`(a.waiting_since is null and a.user_id is not distinct from ${joinerId}::uuid
    and a.day = any(${joinedList}::date[]))`;
  // counted: per day, those in besides the joiner, those waiting, and whether the joiner waits
  // (the day is full or others already wait). queue: on the days where something moves, the
  // waiting in answer order, the joiner last; the first `free` of them are in. The update moves
  // exactly the records whose state changes (by their key): the promoted in, a waiting joiner
  // onto the list (clock_timestamp(): the moment it is served under the lock, the true order).
  const statement = sql`
    with counted as (
      select l.day, l.lim,
        count(a.user_id) filter (where a.waiting_since is null and not ${joining})::int as others_in,
        count(a.user_id) filter (where a.waiting_since is not null)::int as waiting,
        coalesce(bool_or(${joining}), false) as joining
      from unnest(${dayList}::date[], ${limitList}::int[]) as l(day, lim)
        left join ${attendances} a
          on a.group_id = ${groupId}::uuid and a.day = l.day and a.attendance
      group by l.day, l.lim
    ),
    decided as (
      select day, joining and lim is not null and (others_in >= lim or waiting > 0) as joiner_waits,
        lim, others_in, waiting, joining
      from counted
    ),
    freed as (
      select day, joiner_waits,
        case when lim is null then waiting + joiner_waits::int
          else greatest(0, lim - others_in - (joining and not joiner_waits)::int) end as free
      from decided
    ),
    queue as (
      select a.day, a.user_id, a.waiting_since is null as joining, f.free,
        row_number() over (
          partition by a.day order by a.waiting_since is null, a.waiting_since, a.user_id
        )::int as place
      from freed f
        join ${attendances} a on a.group_id = ${groupId}::uuid and a.day = f.day and a.attendance
      where (f.free > 0 or f.joiner_waits)
        and (a.waiting_since is not null or (f.joiner_waits and ${joining}))
    ),
    moved as (
      update ${attendances} a
      set waiting_since = case when q.joining then clock_timestamp() end
      from queue q
      where a.group_id = ${groupId}::uuid and a.day = q.day and a.user_id = q.user_id
        and case when q.joining then q.place > q.free else q.place <= q.free end
    )
    select to_char(q.day, 'YYYY-MM-DD') as day, q.user_id, q.joining, q.place - q.free as place
    from queue q
    where q.joining or q.place <= q.free
    order by q.day, q.place`;
  const result = (await tx.execute(statement)) as unknown as {
    rows: { day: Day; user_id: string; joining: boolean; place: number }[];
  };
  for (const row of result.rows) {
    const settled = outcome.get(row.day)!;
    // A joiner whom a free place lets straight in is simply in: no "You're in" for their own answer.
    if (row.joining) settled.joinerPlace = row.place > 0 ? row.place : undefined;
    else settled.promoted.push(row.user_id);
  }
  return outcome;
}

export interface Promotion {
  day: Day;
  /** The training's start (HH:MM) or null, for the card's words. */
  time: string | null;
  promoted: string[];
}

/**
 * Tells the promoted in the same transaction: an inbox card each ("You're in: Thursday 18:30",
 * in the slot a reminder of that day would use, which it replaces) and the live events (the
 * group's calendar, their inbox). The pushes follow the commit (notifyPromoted).
 */
export async function writePromotions(
  tx: Database,
  announce: Announce,
  args: { groupId: string; promotions: readonly Promotion[]; now: Date },
): Promise<void> {
  const { groupId, now } = args;
  const rows = args.promotions.flatMap(({ day, time, promoted }) =>
    promoted.map((userId) => ({
      recipientId: userId,
      actorId: userId,
      groupId,
      day,
      attendance: true,
      kind: 'promoted' as const,
      details: { promoted: { time } },
      isRead: false,
      updatedAt: now,
    })),
  );
  if (rows.length === 0) return;
  await tx
    .insert(notifications)
    .values(rows)
    .onConflictDoUpdate({
      target: [
        notifications.recipientId,
        notifications.actorId,
        notifications.groupId,
        notifications.day,
      ],
      set: {
        kind: 'promoted',
        details: sql`excluded.details`,
        attendance: true,
        isRead: false,
        updatedAt: now,
      },
    });
  for (const { recipientId: userId, day } of rows) {
    announce(toGroup({ type: 'attendance.changed', groupId, userId, day }));
  }
  announce(inboxChanged([...new Set(rows.map((row) => row.recipientId))]));
}

/** Queues each promoted member's push. */
export function notifyPromoted(
  push: PushService,
  groupId: string,
  promotions: readonly Promotion[],
): void {
  for (const { day, time, promoted } of promotions) {
    for (const userId of promoted) push.notifyPromoted({ groupId, day, time, userId });
  }
}

export interface LimitedChange extends AttendanceChange {
  /** The member's place on the waitlist after the change; undefined when not waiting. */
  waitingPlace: number | undefined;
}

interface LimitedOutcome extends ChangeOutcome {
  promoted: PromotedRow[];
  waiting_place: number | null;
}

/**
 * A member's change of a day that has a limit: the day change of change.ts with the day's
 * places taken or freed and the first waiting let in, all in its one statement (places.ts).
 */
export async function changeLimitedAttendance(
  deps: ChangeDeps,
  args: ChangeAttendanceArgs,
  rules: TrainingRules,
): Promise<LimitedChange> {
  const now = args.now ?? new Date();
  const limit = { limit: rules.limit ?? Number.MAX_SAFE_INTEGER, time: rules.time };
  const { write, row } = await withDayPlaces(
    deps.db,
    { groupId: args.groupId, days: [args.day] },
    async () => {
      const { write, statement } = attendanceChangeStatement({ ...args, now }, limit);
      const result = await deps.realtime.writeStatement((db) =>
        runAttendanceWrite<LimitedOutcome>(db, statement),
      );
      return { write, row: result.rows[0]! };
    },
  );
  const change = {
    ...write.change(row),
    webhooksQueued: args.webhook ? row.webhooks_queued : undefined,
  };
  if (change.changed) {
    deps.push.notifyAttendance({
      actorId: args.userId,
      groupId: args.groupId,
      day: args.day,
      attendance: write.attendance,
      recipientIds: row.push_ids,
    });
  }
  const promoted = row.promoted.map(({ user_id }) => user_id);
  notifyPromoted(deps.push, args.groupId, [{ day: args.day, time: rules.time, promoted }]);
  const waitingPlace =
    change.current.state === 'present' ? (row.waiting_place ?? undefined) : undefined;
  return { ...change, waitingPlace };
}

/**
 * After the schedule changed: every day from `from` on that has people waiting is settled
 * against its new limit (a higher limit or none promotes), in the caller's transaction.
 */
export async function settleWaitingDays(
  tx: Database,
  announce: Announce,
  args: {
    groupId: AuthorizedGroupId;
    from: Day;
    rulesOn: (day: Day) => TrainingRules | undefined;
    now: Date;
  },
): Promise<Promotion[]> {
  const rows = await tx
    .selectDistinct({ day: attendances.day })
    .from(attendances)
    .where(
      and(
        eq(attendances.groupId, args.groupId),
        isNotNull(attendances.waitingSince),
        sql`${attendances.day} >= ${args.from}::date`,
      ),
    );
  const days = rows.map((row) => row.day as Day);
  await tx.execute(lockPlacesOf(sql`select ${args.groupId}::uuid`, 'exclusive'));
  await lockDays(tx, args.groupId, days);
  // The days' places rows are counted again from the records when next written (places.ts):
  // a limit is not in them, but a day that had none was written without them.
  await tx.execute(forgetPlaces(sql`${args.groupId}::uuid`, args.from));
  const limits = days.map((day) => ({ day, limit: args.rulesOn(day)?.limit ?? null }));
  const settled = await settleDays(tx, { groupId: args.groupId, days: limits });
  const promotions = days
    .map((day) => ({
      day,
      time: args.rulesOn(day)?.time ?? null,
      promoted: settled.get(day)!.promoted,
    }))
    .filter((promotion) => promotion.promoted.length > 0);
  await writePromotions(tx, announce, { groupId: args.groupId, promotions, now: args.now });
  return promotions;
}

/** The days of a repeating answer that have a limit, with their rules. */
export function limitedDays(schedule: Schedule, days: readonly Day[]) {
  return days.flatMap((day) => {
    const rules = trainingRulesOn(schedule, day);
    return rules?.limit == null ? [] : [{ day, limit: rules.limit, time: rules.time }];
  });
}

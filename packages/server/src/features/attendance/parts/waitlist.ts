import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { trainingRulesOn, type Day, type Schedule, type TrainingRules } from '@turnout/domain';
import type { Database } from '../../../db/client.ts';
import { attendances } from '../../../db/schema.ts';
import { notifications } from '../../../db/schema-delivery.ts';
import { inboxChanged, toGroup } from '../../../live-events/outgoing.ts';
import type { Announce } from '../../../live-events/realtime.ts';
import type { AuthorizedGroupId } from '../../../http/gate.ts';
import type { PushService } from '../../push/parts/push-service.ts';
import { attendanceChangeStatement, type ChangeDeps, type ChangeOutcome } from './change.ts';
import {
  runAttendanceWrite,
  type AttendanceChange,
  type ChangeAttendanceArgs,
} from '../mutations.ts';

// A day's limit and its waitlist (docs/decisions/045-training-limit-and-waitlist.md). A "present"
// beyond the limit waits, in answer order (waiting_since); whenever a place is free the first
// waiting is promoted, in the transaction that freed it, with an inbox card and a push. Every
// write of a limited day takes the day's advisory lock first, so two members answering for the
// last place at once, on any instance, are served one after the other: exactly one gets it.
// The day change itself is change.ts's statement, run unchanged inside that transaction.

/** Takes the day's lock until the transaction ends (every instance shares the database). */
export async function lockDay(tx: Database, groupId: string, day: Day): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`${groupId}/${day}`}::text, 45))`,
  );
}

export interface Settled {
  /** Members promoted from the waitlist, in waitlist order. */
  promoted: string[];
  /** The joining member's place on the waitlist (1 is next), or undefined: they are in. */
  joinerPlace: number | undefined;
}

/**
 * Brings a locked day in line with its limit (null: none): a member who just said present
 * (`joinerId`) waits when the day is full or others already wait; then the first waiting fill
 * the free places. A lower limit leaves those already in as they are.
 */
export async function settleWaitlist(
  tx: Database,
  args: { groupId: string; day: Day; limit: number | null; joinerId?: string | undefined },
): Promise<Settled> {
  const { groupId, day, limit } = args;
  const rows = await tx
    .select({ userId: attendances.userId, waitingSince: attendances.waitingSince })
    .from(attendances)
    .where(
      and(
        eq(attendances.groupId, groupId),
        eq(attendances.day, day),
        eq(attendances.attendance, true),
      ),
    )
    .orderBy(asc(attendances.waitingSince), asc(attendances.userId));
  const present = rows.filter((row) => row.waitingSince === null).map((row) => row.userId);
  const waiting = rows.filter((row) => row.waitingSince !== null).map((row) => row.userId);
  const ofDay = (userIds: string[]) =>
    and(
      eq(attendances.groupId, groupId),
      eq(attendances.day, day),
      inArray(attendances.userId, userIds),
    );
  if (args.joinerId !== undefined && limit !== null && present.includes(args.joinerId)) {
    const others = present.length - 1;
    if (others >= limit || waiting.length > 0) {
      // clock_timestamp(): the moment it is served under the lock, the true answer order.
      await tx
        .update(attendances)
        .set({ waitingSince: sql`clock_timestamp()` })
        .where(ofDay([args.joinerId]));
      present.splice(present.indexOf(args.joinerId), 1);
      waiting.push(args.joinerId);
    }
  }
  const free = limit === null ? waiting.length : Math.max(0, limit - present.length);
  const promoted = waiting.slice(0, free);
  if (promoted.length > 0) {
    await tx.update(attendances).set({ waitingSince: null }).where(ofDay(promoted));
  }
  const rest = waiting.slice(promoted.length);
  const place = args.joinerId === undefined ? -1 : rest.indexOf(args.joinerId);
  return { promoted, joinerPlace: place < 0 ? undefined : place + 1 };
}

/**
 * Tells the promoted in the same transaction: an inbox card each ("You're in: Thursday 18:30",
 * in the slot a reminder of that day would use, which it replaces) and the live events (the
 * group's calendar, their inbox). The pushes follow the commit (notifyPromoted).
 */
export async function writePromotions(
  tx: Database,
  announce: Announce,
  args: { groupId: string; day: Day; time: string | null; promoted: readonly string[]; now: Date },
): Promise<void> {
  const { groupId, day, promoted, now } = args;
  if (promoted.length === 0) return;
  const details = { promoted: { time: args.time } };
  await tx
    .insert(notifications)
    .values(
      promoted.map((userId) => ({
        recipientId: userId,
        actorId: userId,
        groupId,
        day,
        attendance: true,
        kind: 'promoted' as const,
        details,
        isRead: false,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [
        notifications.recipientId,
        notifications.actorId,
        notifications.groupId,
        notifications.day,
      ],
      set: { kind: 'promoted', details, attendance: true, isRead: false, updatedAt: now },
    });
  for (const userId of promoted) {
    announce(toGroup({ type: 'attendance.changed', groupId, userId, day }));
  }
  announce(inboxChanged(promoted));
}

/** Queues each promoted member's push. */
export function notifyPromoted(
  push: PushService,
  args: { groupId: string; day: Day; time: string | null; promoted: readonly string[] },
): void {
  for (const userId of args.promoted) {
    push.notifyPromoted({ groupId: args.groupId, day: args.day, time: args.time, userId });
  }
}

export interface LimitedChange extends AttendanceChange {
  /** The member's place on the waitlist after the change; undefined when not waiting. */
  waitingPlace: number | undefined;
}

/**
 * A member's change of a day that has a limit: the day change of change.ts, under the day's
 * lock, then the waitlist settled and the promoted told, all in one transaction.
 */
export async function changeLimitedAttendance(
  deps: ChangeDeps,
  args: ChangeAttendanceArgs,
  rules: TrainingRules,
): Promise<LimitedChange> {
  const now = args.now ?? new Date();
  const { write, statement } = attendanceChangeStatement({ ...args, now });
  const outcome = await deps.realtime.write(async (tx, announce) => {
    await lockDay(tx, args.groupId, args.day);
    const result = await runAttendanceWrite<ChangeOutcome>(tx, statement);
    const row = result.rows[0]!;
    const change = write.change(row);
    const joined = change.current.state === 'present' && change.previous.state !== 'present';
    const settled = await settleWaitlist(tx, {
      groupId: args.groupId,
      day: args.day,
      limit: rules.limit,
      joinerId: joined ? args.userId : undefined,
    });
    await writePromotions(tx, announce, { ...args, time: rules.time, ...settled, now });
    const waitingPlace =
      change.current.state === 'present' && !joined
        ? await placeOf(tx, args.groupId, args.day, args.userId)
        : settled.joinerPlace;
    return { row, change, settled, waitingPlace };
  });
  const { row, change, settled, waitingPlace } = outcome;
  if (change.changed) {
    deps.push.notifyAttendance({
      actorId: args.userId,
      groupId: args.groupId,
      day: args.day,
      attendance: write.attendance,
      recipientIds: row.recipient_ids,
    });
  }
  notifyPromoted(deps.push, { ...args, time: rules.time, promoted: settled.promoted });
  return { ...change, waitingPlace };
}

/** A member's place on a day's waitlist (1 is next), or undefined when not waiting. */
export async function placeOf(
  db: Database,
  groupId: string,
  day: Day,
  userId: string,
): Promise<number | undefined> {
  const result = (await db.execute(sql`
    select place from (
      select user_id, row_number() over (order by waiting_since, user_id)::int as place
      from ${attendances}
      where group_id = ${groupId}::uuid and day = ${day}::date and waiting_since is not null
    ) w where user_id = ${userId}::uuid`)) as unknown as { rows: { place: number }[] };
  return result.rows[0]?.place;
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
): Promise<{ day: Day; time: string | null; promoted: string[] }[]> {
  const days = await tx
    .selectDistinct({ day: attendances.day })
    .from(attendances)
    .where(
      and(
        eq(attendances.groupId, args.groupId),
        isNotNull(attendances.waitingSince),
        sql`${attendances.day} >= ${args.from}::date`,
      ),
    )
    .orderBy(asc(attendances.day));
  const outcomes = [];
  for (const row of days) {
    const day = row.day as Day;
    const rules = args.rulesOn(day);
    await lockDay(tx, args.groupId, day);
    const { promoted } = await settleWaitlist(tx, {
      groupId: args.groupId,
      day,
      limit: rules?.limit ?? null,
    });
    const time = rules?.time ?? null;
    await writePromotions(tx, announce, {
      groupId: args.groupId,
      day,
      time,
      promoted,
      now: args.now,
    });
    if (promoted.length > 0) outcomes.push({ day, time, promoted });
  }
  return outcomes;
}

/**
 * After a repeating answer: each of its days that has a limit is settled under its lock, the
 * member joining its waitlist where it is full (a present answer) or their place passing on.
 */
export async function settleSeriesDays(
  deps: ChangeDeps,
  args: {
    groupId: AuthorizedGroupId;
    userId: string;
    state: string;
    days: Day[];
    schedule: Schedule;
  },
): Promise<void> {
  const now = new Date();
  for (const day of args.days) {
    const rules = trainingRulesOn(args.schedule, day);
    if (rules?.limit == null) continue;
    const { promoted } = await deps.realtime.write(async (tx, announce) => {
      await lockDay(tx, args.groupId, day);
      const settled = await settleWaitlist(tx, {
        groupId: args.groupId,
        day,
        limit: rules.limit,
        joinerId: args.state === 'present' ? args.userId : undefined,
      });
      await writePromotions(tx, announce, {
        groupId: args.groupId,
        day,
        time: rules.time,
        promoted: settled.promoted,
        now,
      });
      if (settled.joinerPlace !== undefined) {
        announce(
          toGroup({ type: 'attendance.changed', groupId: args.groupId, userId: args.userId, day }),
        );
      }
      return settled;
    });
    notifyPromoted(deps.push, { groupId: args.groupId, day, time: rules.time, promoted });
  }
}

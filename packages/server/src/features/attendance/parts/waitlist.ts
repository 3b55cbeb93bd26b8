import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
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

/** Takes the days' locks until the transaction ends, in day order (so two writers never wait
 *  on each other crosswise), in one round trip; every instance shares the database. */
export async function lockDays(tx: Database, groupId: string, days: readonly Day[]): Promise<void> {
  if (days.length === 0) return;
  const keys = [...new Set(days)].sort().map((day) => `${groupId}/${day}`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(k, 45))
    from unnest(${`{${keys.join(',')}}`}::text[]) with ordinality as u(k, n) order by n`);
}

export interface Settled {
  /** Members promoted from the waitlist, in waitlist order. */
  promoted: string[];
  /** The joining member's place on the waitlist (1 is next), or undefined: they are in. */
  joinerPlace: number | undefined;
}

/**
 * Brings locked days in line with their limits (null: none), in a few statements whatever their
 * number: a member who just said present (`joinerId`) waits where the day is full or others
 * already wait; then the first waiting fill the free places. A lower limit leaves those already
 * in as they are.
 */
export async function settleDays(
  tx: Database,
  args: {
    groupId: string;
    days: readonly { day: Day; limit: number | null }[];
    joinerId?: string | undefined;
  },
): Promise<Map<Day, Settled>> {
  const { groupId, joinerId } = args;
  const outcome = new Map<Day, Settled>();
  if (args.days.length === 0) return outcome;
  const dayList = `{${args.days.map(({ day }) => day).join(',')}}`;
  const rows = await tx
    .select({
      userId: attendances.userId,
      day: attendances.day,
      waitingSince: attendances.waitingSince,
    })
    .from(attendances)
    .where(
      and(
        eq(attendances.groupId, groupId),
        sql`${attendances.day} = any(${dayList}::date[])`,
        eq(attendances.attendance, true),
      ),
    )
    .orderBy(asc(attendances.waitingSince), asc(attendances.userId));
  const joinerWaits: Day[] = [];
  const promotions: { day: Day; userId: string }[] = [];
  for (const { day, limit } of args.days) {
    const ofDay = rows.filter((row) => row.day === day);
    const present = ofDay.filter((row) => row.waitingSince === null).map((row) => row.userId);
    const waiting = ofDay.filter((row) => row.waitingSince !== null).map((row) => row.userId);
    if (joinerId !== undefined && limit !== null && present.includes(joinerId)) {
      if (present.length - 1 >= limit || waiting.length > 0) {
        joinerWaits.push(day);
        present.splice(present.indexOf(joinerId), 1);
        waiting.push(joinerId);
      }
    }
    const free = limit === null ? waiting.length : Math.max(0, limit - present.length);
    const promoted = waiting.slice(0, free);
    for (const userId of promoted) promotions.push({ day, userId });
    const place = joinerId === undefined ? -1 : waiting.slice(free).indexOf(joinerId);
    outcome.set(day, { promoted, joinerPlace: place < 0 ? undefined : place + 1 });
  }
  if (joinerWaits.length > 0) {
    // clock_timestamp(): the moment it is served under the lock, the true answer order.
    await tx
      .update(attendances)
      .set({ waitingSince: sql`clock_timestamp()` })
      .where(
        and(
          eq(attendances.groupId, groupId),
          eq(attendances.userId, joinerId!),
          sql`${attendances.day} = any(${`{${joinerWaits.join(',')}}`}::date[])`,
        ),
      );
  }
  if (promotions.length > 0) {
    const userIds = `{${promotions.map((p) => p.userId).join(',')}}`;
    const days = `{${promotions.map((p) => p.day).join(',')}}`;
    await tx.execute(sql`update ${attendances} set waiting_since = null
      where group_id = ${groupId}::uuid
        and (user_id, day) in (select * from unnest(${userIds}::uuid[], ${days}::date[]))`);
  }
  return outcome;
}

/** settleDays for one day. */
export async function settleWaitlist(
  tx: Database,
  args: { groupId: string; day: Day; limit: number | null; joinerId?: string | undefined },
): Promise<Settled> {
  const settled = await settleDays(tx, {
    groupId: args.groupId,
    days: [{ day: args.day, limit: args.limit }],
    joinerId: args.joinerId,
  });
  return settled.get(args.day)!;
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
    await lockDays(tx, args.groupId, [args.day]);
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
    const promotions = [{ day: args.day, time: rules.time, promoted: settled.promoted }];
    await writePromotions(tx, announce, { groupId: args.groupId, promotions, now });
    const waitingPlace =
      change.current.state === 'present' && !joined
        ? await placeOf(tx, args.groupId, args.day, args.userId)
        : settled.joinerPlace;
    return { row, change, promotions, waitingPlace };
  });
  const { row, change, promotions, waitingPlace } = outcome;
  if (change.changed) {
    deps.push.notifyAttendance({
      actorId: args.userId,
      groupId: args.groupId,
      day: args.day,
      attendance: write.attendance,
      recipientIds: row.recipient_ids,
    });
  }
  notifyPromoted(deps.push, args.groupId, promotions);
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
  await lockDays(tx, args.groupId, days);
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

/**
 * After a repeating answer: its days that have a limit are settled in one transaction under
 * their locks, the member joining the waitlist where a day is full (a present answer) or their
 * place passing on.
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
  const limited = args.days.flatMap((day) => {
    const rules = trainingRulesOn(args.schedule, day);
    return rules?.limit == null ? [] : [{ day, limit: rules.limit, time: rules.time }];
  });
  if (limited.length === 0) return;
  const promotions = await deps.realtime.write(async (tx, announce) => {
    await lockDays(
      tx,
      args.groupId,
      limited.map(({ day }) => day),
    );
    const joinerId = args.state === 'present' ? args.userId : undefined;
    const settled = await settleDays(tx, { groupId: args.groupId, days: limited, joinerId });
    const promotions = limited
      .map(({ day, time }) => ({ day, time, promoted: settled.get(day)!.promoted }))
      .filter((promotion) => promotion.promoted.length > 0);
    await writePromotions(tx, announce, { groupId: args.groupId, promotions, now });
    for (const { day } of limited) {
      if (settled.get(day)!.joinerPlace === undefined) continue;
      announce(
        toGroup({ type: 'attendance.changed', groupId: args.groupId, userId: args.userId, day }),
      );
    }
    return promotions;
  });
  notifyPromoted(deps.push, args.groupId, promotions);
}

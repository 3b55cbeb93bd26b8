import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Day } from '@turnout/domain';
import type { Database } from '../../db/client.ts';
import { groupMembers } from '../../db/schema.ts';
import { groupMutes, notifications } from '../../db/schema-delivery.ts';
import { eventStore, notifyStoredEvents } from '../../live-events/event-store.ts';
import { inboxChanged } from '../../live-events/outgoing.ts';
import { step, type Step } from '../../db/steps.ts';
import type { AuthorizedGroupId } from '../../http/gate.ts';

// Inbox and mute writes. They take explicit arguments (never the request): the attendance change
// calls the fan-out inside its own transaction, jobs and tests call the same functions.

export interface FanOutArgs {
  groupId: string;
  actorId: string;
  day: Day;
  /** true present, false away, null revoked. */
  attendance: boolean | null;
  now: Date;
}

/**
 * Writes the change into the inbox of every other current, non-muted member of the group, if
 * `when` holds, in one statement however large the group; it returns the recipients' ids. One
 * entry per recipient, actor, group and day: a later change of the same day updates it, and
 * makes it unread and newest again. Part of the attendance change's statement.
 */
export function fanOutAttendance(args: FanOutArgs, when: SQL): SQL {
  const { groupId, actorId, day, attendance } = args;
  return sql`
    insert into ${notifications} as n
      (recipient_id, actor_id, group_id, day, attendance, is_read, updated_at)
    select m.user_id, ${actorId}::uuid, m.group_id, ${day}::date, ${attendance}::boolean, false,
      ${args.now.toISOString()}::timestamptz
    from ${groupMembers} m
    where ${when} and m.group_id = ${groupId}::uuid and m.user_id <> ${actorId}::uuid
      and not exists (
        select 1 from ${groupMutes} g where g.group_id = m.group_id and g.user_id = m.user_id
      )
    on conflict (recipient_id, actor_id, group_id, day) do update
      set attendance = excluded.attendance, is_read = false, updated_at = excluded.updated_at,
        -- A repeating answer's entry on this day becomes this day's answer.
        kind = case when n.kind = 'series' then 'attendance' else n.kind end,
        details = case when n.kind = 'series' then null else n.details end
    returning n.recipient_id`;
}

export interface SeriesFanOutArgs {
  groupId: string;
  actorId: string;
  /** The step of the days the answer now holds for (a `day` column, not empty). */
  days: Step;
  /** The step of the days it left holding another answer (a `day` column). */
  kept: Step;
  /** The answer named weekdays (the texts say "training days"). */
  trainingDays: boolean;
  /** true present, false away, null revoked. */
  attendance: boolean | null;
  now: Date;
}

const seriesSpan = step('series_span');
const superseded = step('superseded');

/**
 * A repeating answer's inbox entries, if `when` holds: one per other current, non-muted member
 * however many days it covers, in one statement; as common table expressions (`ctes`) ending in
 * `inbox` (the recipients' ids, a `recipient_id` column). The entry stands on the first day it holds for (tapping it opens that
 * day), tells the first and last of those days, how many, and which days between them it left
 * holding another answer (`except`), and takes the place of the member's
 * entry for that day, as a later answer for that day takes its place
 * (docs/decisions/022-season-planning.md). The member's one-day entries for its other days go:
 * one answer, one card (docs/decisions/032-notes-belong-to-answers.md).
 */
export function fanOutSeries(args: SeriesFanOutArgs, when: SQL): { ctes: SQL; inbox: Step } {
  const { groupId, actorId, days, attendance } = args;
  const inbox = step('inbox');
  const ctes = sql`
    ${seriesSpan.as(sql`
      select min(day) as first, max(day) as last, count(*)::int as day_count from ${days}`)},
    ${superseded.as(sql`
      delete from ${notifications} n
      where ${when} and n.group_id = ${groupId}::uuid and n.actor_id = ${actorId}::uuid
        and n.kind = 'attendance' and n.day in (select day from ${days})
        and n.day <> (select first from ${seriesSpan})
      returning n.recipient_id`)},
    ${inbox.as(sql`
      insert into ${notifications} as n
        (recipient_id, actor_id, group_id, day, attendance, kind, details, is_read, updated_at)
      select m.user_id, ${actorId}::uuid, m.group_id, s.first, ${attendance}::boolean,
        'series',
        jsonb_build_object('series', jsonb_strip_nulls(jsonb_build_object(
          'from', to_char(s.first, 'YYYY-MM-DD'), 'to', to_char(s.last, 'YYYY-MM-DD'),
          'dayCount', s.day_count, 'trainingDays', ${args.trainingDays}::boolean,
          -- The days between that kept another answer: the card names them.
          'except', (select jsonb_agg(to_char(k.day, 'YYYY-MM-DD') order by k.day)
            from ${args.kept} k where k.day between s.first and s.last)))),
        false, ${args.now.toISOString()}::timestamptz
      from ${groupMembers} m, ${seriesSpan} s
      where ${when} and s.day_count > 0 and m.group_id = ${groupId}::uuid
        and m.user_id <> ${actorId}::uuid
        and not exists (
          select 1 from ${groupMutes} g where g.group_id = m.group_id and g.user_id = m.user_id
        )
      on conflict (recipient_id, actor_id, group_id, day) do update
        set attendance = excluded.attendance, kind = excluded.kind, details = excluded.details,
          is_read = false, updated_at = excluded.updated_at
      returning n.recipient_id`)}`;
  return { ctes, inbox };
}

/**
 * Marks one of the recipient's own entries read, and stores the live event telling their other
 * devices, in one statement; false when they have no such entry. Run it through realtime.writeStatement().
 */
export async function markNotificationRead(
  db: Database,
  recipientId: string,
  notificationId: string,
): Promise<boolean> {
  const event = inboxChanged([recipientId], notificationId);
  const result = await db.execute(sql`
    with marked as (
      update ${notifications} set is_read = true
      where id = ${notificationId}::uuid and recipient_id = ${recipientId}::uuid
      returning id
    ),
    ${eventStore(sql`
      select 0, null::uuid, array[${recipientId}::uuid], ${JSON.stringify(event.payload)}::jsonb
      from marked
    `)}
    select ${notifyStoredEvents} as last_event_id`);
  const [row] = (result as unknown as { rows: { last_event_id: unknown }[] }).rows;
  return row?.last_event_id != null;
}

/** Marks every unread entry of the recipient read; returns how many changed. */
export async function markAllNotificationsRead(db: Database, recipientId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.recipientId, recipientId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Mutes or unmutes the group for one member (idempotent). */
export async function setGroupMuted(
  db: Database,
  args: { groupId: AuthorizedGroupId; userId: string; muted: boolean },
): Promise<void> {
  const { groupId, userId } = args;
  if (args.muted) {
    await db.insert(groupMutes).values({ groupId, userId }).onConflictDoNothing();
  } else {
    await db
      .delete(groupMutes)
      .where(and(eq(groupMutes.groupId, groupId), eq(groupMutes.userId, userId)));
  }
}

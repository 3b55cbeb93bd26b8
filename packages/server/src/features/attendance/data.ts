import { eq, sql } from 'drizzle-orm';
import { EMPTY_SCHEDULE, type Day, type DayInterval, type Schedule } from '@turnout/domain';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { groupRevisions } from '../../db/schema-delivery.ts';
import { attendances, groupMembers, groups, users } from '../../db/schema.ts';
import type { AuthorizedGroupId } from '../../http/gate.ts';

// Reads of day attendance. Writes live in mutations.ts.

/** One member's records in an interval, packed by the database (see listAttendanceByMember). */
export interface PackedAttendance {
  userId: string;
  /**
   * The member's days, comma-separated and in no particular order, each as its offset from the
   * interval's first day followed by `+` (present) or `-` (away): `0+,1-,30+`.
   */
  days: string;
  /** JSON object of the member's notes by day offset (`{"0":"late"}`); null when none. */
  notes: string | null;
  /** JSON object of the member's waitlist places by day offset (`{"3":2}`); null when none. */
  waiting?: string | null;
}

/**
 * The group's records in an interval (both ends included), one row per member. The calendar reads
 * five months of a whole group at once: thousands of records, which as rows (or with dates
 * formatted as text) cost the database and the driver several times more than these hundred-odd
 * strings of small numbers. Only members have records (the membership foreign key deletes them
 * when someone leaves or is removed).
 */
export async function listAttendanceByMember(
  db: Database,
  groupId: AuthorizedGroupId,
  interval: DayInterval,
): Promise<PackedAttendance[]> {
  const from = sql`${interval.from}::date`;
  const inInterval = sql`group_id = ${groupId}::uuid and day between ${from} and ${interval.to}::date`;
  // The waitlists' places (docs/decisions/045-training-limit-and-waitlist.md), from the few rows
  // that wait (a partial index holds them): a member's places by day offset.
  const result = await db.execute(sql`
    with waiting as (
      select user_id, json_object_agg(day - ${from}, place)::text as places
      from (
        select user_id, day,
          row_number() over (partition by day order by waiting_since, user_id) as place
        from ${attendances} where ${inInterval} and waiting_since is not null
      ) w
      group by user_id
    )
    select a.user_id as "userId",
      string_agg((a.day - ${from})::text || case when a.attendance then '+' else '-' end, ',') as days,
      (json_object_agg(a.day - ${from}, a.note) filter (where a.note is not null))::text as notes,
      w.places as waiting
    from ${attendances} a left join waiting w on w.user_id = a.user_id
    where a.group_id = ${groupId}::uuid
      and a.day between ${from} and ${interval.to}::date
    group by a.user_id, w.places
    order by a.user_id`);
  return (result as unknown as { rows: PackedAttendance[] }).rows;
}

export interface CalendarMembers {
  /** The current members' display names (as they are now, never a copy). */
  members: { userId: string; userDisplayName: string }[];
  /**
   * The group's revision: the id of its newest group-scoped live event (0 before the first).
   * Every change the calendar shows (a day, a member joining) stores such an event, and moves the
   * revision, in its own transaction; so records read after the revision are at least as new as
   * it (see attendance/read-cache.ts).
   */
  revision: number;
}

/** The member list and the revision, in one statement (one snapshot, one round trip). */
export async function readCalendarMembers(
  db: Database,
  groupId: AuthorizedGroupId,
): Promise<CalendarMembers> {
  const rows = await calendarMembersQuery(db).execute({ groupId });
  return {
    members: rows.map(({ userId, userDisplayName }) => ({ userId, userDisplayName })),
    revision: rows[0]?.revision ?? 0,
  };
}

// Every calendar read runs it (see db/prepared.ts).
const calendarMembersQuery = preparedPerDatabase((db) => {
  const groupId = sql`${sql.placeholder('groupId')}::uuid`;
  return db
    .select({
      userId: groupMembers.userId,
      userDisplayName: users.displayName,
      revision: sql<number>`coalesce((select max(r.revision) from ${groupRevisions} r
        where r.group_id = ${groupId}), 0)`.mapWith(Number),
    })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(eq(groupMembers.groupId, groupId))
    .prepare('calendar_members');
});

// Every day write reads the group's schedule for the day's rules (its limit and deadline:
// docs/decisions/045-training-limit-and-waitlist.md, 046-answer-deadline.md); prepared, since
// planning this short read costs more than running it (see db/prepared.ts).
const dayWriteScheduleQuery = preparedPerDatabase((db) =>
  db
    .select({ schedule: groups.schedule })
    .from(groups)
    .where(eq(groups.id, sql`${sql.placeholder('groupId')}::uuid`))
    .limit(1)
    .prepare('day_write_schedule'),
);

/** The group's schedule, for a day write's rules (the database itself, not a transaction). */
export async function readScheduleForDayWrite(
  db: Database,
  groupId: AuthorizedGroupId,
): Promise<Schedule> {
  const [row] = await dayWriteScheduleQuery(db).execute({ groupId });
  return row?.schedule ?? EMPTY_SCHEDULE;
}

/** One of my groups with its week (readWeek). */
export interface WeekGroupRow {
  groupId: string;
  groupName: string;
  schedule: Schedule;
  /** My role: those who run the trainings may answer after the deadline. */
  role: string;
  members: number;
  /** The days with any answer: counts, and my own answer when I gave one. */
  days: {
    day: Day;
    present: number;
    waiting: number;
    away: number;
    mine: { attendance: boolean; note: string | null; waiting: boolean } | null;
  }[];
}

/**
 * "My week" (docs/product.md#my-week): every group the user is a member of, with its schedule,
 * its member count and its answered days from `from` to `to`, in one statement. Only the user's
 * own memberships are read: the join on group_members is the gate.
 */
export async function readWeek(
  db: Database,
  userId: string,
  interval: DayInterval,
): Promise<WeekGroupRow[]> {
  const result = await db.execute(sql`
    select g.id as "groupId", g.name as "groupName", g.schedule, m.role,
      (select count(*) from ${groupMembers} all_m where all_m.group_id = g.id)::int as members,
      coalesce((
        select json_agg(json_build_object(
          'day', d.day, 'present', d.present, 'waiting', d.waiting, 'away', d.away, 'mine', d.mine))
        from (
          select a.day,
            count(*) filter (where a.attendance and a.waiting_since is null)::int as present,
            count(*) filter (where a.waiting_since is not null)::int as waiting,
            count(*) filter (where not a.attendance)::int as away,
            (array_agg(json_build_object('attendance', a.attendance, 'note', a.note,
              'waiting', a.waiting_since is not null)) filter (where a.user_id = ${userId}))[1]
              as mine
          from ${attendances} a
          where a.group_id = g.id and a.day between ${interval.from}::date and ${interval.to}::date
          group by a.day
        ) d
      ), '[]'::json) as days
    from ${groupMembers} m
    join ${groups} g on g.id = m.group_id
    where m.user_id = ${userId}
  `);
  return (result as unknown as { rows: WeekGroupRow[] }).rows;
}

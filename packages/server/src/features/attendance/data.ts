import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { DayInterval } from '@turnout/domain';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { groupRevisions } from '../../db/schema-delivery.ts';
import { attendances, groupMembers, users } from '../../db/schema.ts';
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
  const offset = sql`(${attendances.day} - ${interval.from}::date)`;
  return db
    .select({
      userId: attendances.userId,
      days: sql<string>`string_agg(${offset}::text || case when ${attendances.attendance} then '+' else '-' end, ',')`,
      notes: sql<
        string | null
      >`(json_object_agg(${offset}, ${attendances.note}) filter (where ${attendances.note} is not null))::text`,
    })
    .from(attendances)
    .where(
      and(eq(attendances.groupId, groupId), between(attendances.day, interval.from, interval.to)),
    )
    .groupBy(attendances.userId)
    .orderBy(asc(attendances.userId));
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

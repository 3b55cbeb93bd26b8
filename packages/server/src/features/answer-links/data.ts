import { and, eq, sql } from 'drizzle-orm';
import type { Day, Language, Schedule } from '@turnout/domain';
import type { Database } from '../../db/client.ts';
import { attendances, groupMembers, groups, users } from '../../db/schema.ts';
import type { AuthorizedGroupId } from '../../http/gate.ts';

// Reads of answering from a notification or a mail: whose token it is, and the question a
// mail's page shows (the group, the day's counts, the member's own answer).

export interface TokenMember {
  displayName: string;
  language: Language;
  disabled: boolean;
}

/** The account a token was made for; undefined once it is deleted. */
export async function readTokenMember(
  db: Database,
  userId: string,
): Promise<TokenMember | undefined> {
  const [row] = await db
    .select({
      displayName: users.displayName,
      language: users.language,
      disabled: sql<boolean>`${users.disabledAt} is not null`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export interface DayQuestion {
  groupName: string;
  schedule: Schedule;
  present: number;
  away: number;
  waiting: number;
  /** The member's own answer: true present, false away; undefined when none. */
  mine: { attendance: boolean; waiting: boolean } | undefined;
}

/** What a mail's answer page shows for a member's day. */
export async function readDayQuestion(
  db: Database,
  groupId: AuthorizedGroupId,
  userId: string,
  day: Day,
): Promise<DayQuestion> {
  const members = sql`join ${groupMembers} gm on gm.group_id = a.group_id and gm.user_id = a.user_id`;
  const [row] = await db
    .select({
      groupName: groups.name,
      schedule: groups.schedule,
      present: sql<number>`(select count(*)::int from ${attendances} a ${members}
        where a.group_id = ${groups.id} and a.day = ${day}::date and a.attendance
          and a.waiting_since is null)`,
      away: sql<number>`(select count(*)::int from ${attendances} a ${members}
        where a.group_id = ${groups.id} and a.day = ${day}::date and not a.attendance)`,
      waiting: sql<number>`(select count(*)::int from ${attendances} a ${members}
        where a.group_id = ${groups.id} and a.day = ${day}::date
          and a.waiting_since is not null)`,
    })
    .from(groups)
    .where(eq(groups.id, groupId))
    .limit(1);
  const [mine] = await db
    .select({
      attendance: attendances.attendance,
      waiting: sql<boolean>`${attendances.waitingSince} is not null`,
    })
    .from(attendances)
    .where(
      and(
        eq(attendances.groupId, groupId),
        eq(attendances.userId, userId),
        eq(attendances.day, day),
      ),
    )
    .limit(1);
  return { ...row!, mine };
}

/** A group's name, for the unsubscribe page; undefined once the group is gone. */
export async function readGroupName(db: Database, groupId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: groups.name })
    .from(groups)
    .where(eq(groups.id, groupId))
    .limit(1);
  return row?.name;
}

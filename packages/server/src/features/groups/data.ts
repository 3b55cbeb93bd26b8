import { and, eq, sql } from 'drizzle-orm';
import { EMPTY_SCHEDULE, type Schedule } from '@turnout/domain';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { groupMutes } from '../../db/schema-delivery.ts';
import { groupReminders } from '../../db/schema-season.ts';
import { groupMembers, groups, users, type GroupRow } from '../../db/schema.ts';
import type { AuthorizedGroupId } from '../../http/gate.ts';

// Reads for groups and their members. Writes live in mutations.ts.

export interface GroupWithOwner extends GroupRow {
  ownerDisplayName: string;
  memberCount: number;
}

const memberCount = sql<number>`(select count(*)::int from ${groupMembers} where ${groupMembers.groupId} = ${groups.id})`;

const groupWithOwnerColumns = {
  id: groups.id,
  name: groups.name,
  location: groups.location,
  description: groups.description,
  schedule: groups.schedule,
  ownerId: groups.ownerId,
  createdAt: groups.createdAt,
  updatedAt: groups.updatedAt,
  ownerDisplayName: users.displayName,
  memberCount,
};

export interface GroupOfUser extends GroupWithOwner {
  /** Whether the user muted the group's notifications. */
  muted: boolean;
  /** The user's reminders for the group: on or off, and the hour (null: never set). */
  reminders: boolean;
  reminderHour: number | null;
}

/** Every group the user belongs to (owned or not) and whether they muted it, in one query. */
export async function listGroupsOfUser(db: Database, userId: string): Promise<GroupOfUser[]> {
  return groupsOfUser(db).execute({ userId });
}

// The groups screen is the app's start screen, so its query is prepared (see db/prepared.ts).
const groupsOfUser = preparedPerDatabase((db) =>
  db
    .select({
      ...groupWithOwnerColumns,
      muted: sql<boolean>`exists (select 1 from ${groupMutes} where ${groupMutes.groupId} = ${groupMembers.groupId} and ${groupMutes.userId} = ${groupMembers.userId})`,
      reminders: sql<boolean>`coalesce(${groupReminders.enabled}, false)`,
      reminderHour: sql<number | null>`${groupReminders.hour}`,
    })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .innerJoin(users, eq(users.id, groups.ownerId))
    .leftJoin(
      groupReminders,
      and(
        eq(groupReminders.groupId, groupMembers.groupId),
        eq(groupReminders.userId, groupMembers.userId),
      ),
    )
    .where(eq(groupMembers.userId, sql.placeholder('userId')))
    .prepare('groups_of_user'),
);

export async function findGroup(
  db: Database,
  groupId: AuthorizedGroupId,
): Promise<GroupWithOwner | undefined> {
  const [group] = await db
    .select(groupWithOwnerColumns)
    .from(groups)
    .innerJoin(users, eq(users.id, groups.ownerId))
    .where(eq(groups.id, groupId))
    .limit(1);
  return group;
}

/** The group's training days and cancelled dates (empty for a group that is gone). */
export async function readSchedule(db: Database, groupId: AuthorizedGroupId): Promise<Schedule> {
  const [row] = await db
    .select({ schedule: groups.schedule })
    .from(groups)
    .where(eq(groups.id, groupId))
    .limit(1);
  return row?.schedule ?? EMPTY_SCHEDULE;
}

import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { groups, users } from '../../db/schema.ts';
import { groupMutes, notifications } from '../../db/schema-notifications.ts';
import type { AuthorizedGroupId } from '../groups/gate.ts';
import type { InboxCursor } from './cursor.ts';

// Reads of the inbox and of mutes. Group names and display names are joined, never copied, so
// an entry shows them as they are now.

export interface InboxRow {
  id: string;
  isRead: boolean;
  updatedAt: Date;
  groupId: string;
  groupName: string;
  actorName: string;
  day: string;
  attendance: boolean | null;
}

const actors = alias(users, 'actors');

/** One page, newest first, and whether more follow. */
export async function listInbox(
  db: Database,
  recipientId: string,
  options: { limit: number; after: InboxCursor | undefined },
): Promise<{ rows: InboxRow[]; hasMore: boolean }> {
  const { after } = options;
  const rows = await db
    .select({
      id: notifications.id,
      isRead: notifications.isRead,
      updatedAt: notifications.updatedAt,
      groupId: notifications.groupId,
      groupName: groups.name,
      actorName: actors.displayName,
      day: notifications.day,
      attendance: notifications.attendance,
    })
    .from(notifications)
    .innerJoin(groups, eq(groups.id, notifications.groupId))
    .innerJoin(actors, eq(actors.id, notifications.actorId))
    .where(
      and(
        eq(notifications.recipientId, recipientId),
        after
          ? sql`(${notifications.updatedAt}, ${notifications.id}) < (${after.updatedAt.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(notifications.updatedAt), desc(notifications.id))
    .limit(options.limit + 1);
  return { rows: rows.slice(0, options.limit), hasMore: rows.length > options.limit };
}

export async function countUnread(db: Database, recipientId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipientId), eq(notifications.isRead, false)));
  return row?.count ?? 0;
}

export async function isGroupMuted(
  db: Database,
  groupId: AuthorizedGroupId,
  userId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ userId: groupMutes.userId })
    .from(groupMutes)
    .where(and(eq(groupMutes.groupId, groupId), eq(groupMutes.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** The ids of the groups this user muted (for the group list). */
export async function listMutedGroupIds(db: Database, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ groupId: groupMutes.groupId })
    .from(groupMutes)
    .where(eq(groupMutes.userId, userId));
  return new Set(rows.map((row) => row.groupId));
}

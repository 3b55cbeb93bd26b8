import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import type { InboxEntryKind } from '@turnout/domain';
import { attendances, groupMembers, groups, removedMemberships, users } from '../../db/schema.ts';
import { groupMutes, notifications, type InboxEntryDetails } from '../../db/schema-delivery.ts';
import type { AuthorizedGroupId } from '../../http/gate.ts';
import type { InboxCursor } from './parts/cursor.ts';

// Reads of the inbox and of mutes. Group names and display names are joined, never copied, so
// an entry shows them as they are now.

export interface InboxRow {
  id: string;
  isRead: boolean;
  updatedAt: Date;
  groupId: string;
  groupName: string;
  actorId: string;
  actorName: string;
  day: string;
  attendance: boolean | null;
  kind: InboxEntryKind;
  /** A repeating answer's or a reminder's particulars. */
  details: InboxEntryDetails | null;
  /** The actor's note for that day, as it is now. */
  note: string | null;
  /** The actor is no longer a member of the group, or left and joined again since the entry. */
  actorLeft: boolean;
  /** The actor owns the group now (the card shows the owner's badge; ADR 030). */
  actorIsOwner: boolean;
  /** The owner removed the actor from the group (and has not let them back). */
  actorRemoved: boolean;
}

const actors = alias(users, 'actors');
const actorMemberships = alias(groupMembers, 'actor_memberships');
const actorRemovals = alias(removedMemberships, 'actor_removals');

/**
 * One page, newest first, whether more follow, and the recipient's unread count: one statement
 * (the count rides on every row), or a second for the count when the page is empty.
 */
export async function listInbox(
  db: Database,
  recipientId: string,
  options: { limit: number; after: InboxCursor | undefined },
): Promise<{ rows: InboxRow[]; hasMore: boolean; unreadCount: number }> {
  const { after, limit } = options;
  // One more than asked tells whether more follow.
  const rows = after
    ? await laterInboxPage(db).execute({
        recipientId,
        limit: limit + 1,
        afterUpdatedAt: after.updatedAt.toISOString(),
        afterId: after.id,
      })
    : await firstInboxPage(db).execute({ recipientId, limit: limit + 1 });
  const unreadCount = rows[0]?.unreadCount ?? (await countUnread(db, recipientId));
  return {
    rows: rows.slice(0, limit).map(({ unreadCount: _count, ...row }) => row),
    hasMore: rows.length > limit,
    unreadCount,
  };
}

// The inbox's reads run on every screen (the bell reads one entry), so they are prepared (see
// db/prepared.ts): the first page, and the pages after a cursor. drizzle sends the limit as a
// parameter, which keeps PostgreSQL planning these each time (it cannot cost one plan for any
// limit); only drizzle's work is saved.
const firstInboxPage = preparedPerDatabase((db) => inboxPage(db, false).prepare('inbox_page'));
const laterInboxPage = preparedPerDatabase((db) => inboxPage(db, true).prepare('inbox_page_after'));

function inboxPage(db: Database, afterCursor: boolean) {
  return (
    db
      .select({
        id: notifications.id,
        isRead: notifications.isRead,
        updatedAt: notifications.updatedAt,
        groupId: notifications.groupId,
        groupName: groups.name,
        actorId: notifications.actorId,
        actorName: actors.displayName,
        day: notifications.day,
        attendance: notifications.attendance,
        kind: notifications.kind,
        details: notifications.details,
        note: attendances.note,
        // Left, or left and joined again after the entry: its answer went with the old
        // membership's records (docs/decisions/032-notes-belong-to-answers.md).
        actorLeft: sql<boolean>`(${actorMemberships.userId} is null
          or ${actorMemberships.joinedAt} > ${notifications.updatedAt})`,
        actorIsOwner: sql<boolean>`${groups.ownerId} = ${notifications.actorId}`,
        actorRemoved: sql<boolean>`${actorRemovals.userId} is not null`,
        // Not correlated with the row: PostgreSQL computes it once per statement.
        unreadCount: sql<number>`(
          select count(*)::int from ${notifications} unread
          where unread.recipient_id = ${sql.placeholder('recipientId')} and not unread.is_read
        )`,
      })
      .from(notifications)
      .innerJoin(groups, eq(groups.id, notifications.groupId))
      .innerJoin(actors, eq(actors.id, notifications.actorId))
      // All by primary key: the actor's record of that day (its note), their membership, and
      // whether the owner removed them.
      .leftJoin(
        attendances,
        and(
          eq(attendances.groupId, notifications.groupId),
          eq(attendances.userId, notifications.actorId),
          eq(attendances.day, notifications.day),
        ),
      )
      .leftJoin(
        actorMemberships,
        and(
          eq(actorMemberships.groupId, notifications.groupId),
          eq(actorMemberships.userId, notifications.actorId),
        ),
      )
      .leftJoin(
        actorRemovals,
        and(
          eq(actorRemovals.groupId, notifications.groupId),
          eq(actorRemovals.userId, notifications.actorId),
        ),
      )
      .where(
        and(
          eq(notifications.recipientId, sql.placeholder('recipientId')),
          afterCursor
            ? sql`(${notifications.updatedAt}, ${notifications.id}) < (${sql.placeholder('afterUpdatedAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`
            : undefined,
        ),
      )
      // NULLS LAST as in notifications_inbox_idx (drizzle-kit writes `.desc()` so), or the index
      // cannot give the order and every page sorts the whole inbox (both columns are not null).
      .orderBy(
        sql`${notifications.updatedAt} desc nulls last`,
        sql`${notifications.id} desc nulls last`,
      )
      .limit(sql.placeholder('limit'))
  );
}

export async function countUnread(db: Database, recipientId: string): Promise<number> {
  const [row] = await unreadCount(db).execute({ recipientId });
  return row?.count ?? 0;
}

const unreadCount = preparedPerDatabase((db) =>
  db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(
      and(
        eq(notifications.recipientId, sql.placeholder('recipientId')),
        // A literal, not a parameter: only then can the one plan use the partial index.
        sql`not ${notifications.isRead}`,
      ),
    )
    .prepare('unread_count'),
);

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

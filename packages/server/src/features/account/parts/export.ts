import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ACCOUNT_EXPORT_FORMAT } from '@turnout/domain';
import type { Database } from '../../../db/client.ts';
import { attendances, groupMembers, groups, sessions, users } from '../../../db/schema.ts';
import { groupMutes, notifications, pushTokens } from '../../../db/schema-delivery.ts';
import { groupReminders } from '../../../db/schema-season.ts';
import { apiTokens } from '../../../db/schema-connect.ts';
import { exportCoaching } from './export-coaching.ts';
import { exportRecord } from './export-record.ts';

// "Export my data": everything stored about the account, as one JSON document. Hashes (of the
// password, session tokens, push tokens) are left out: they are secrets, not the member's data.
//
// The document is written in pieces as it is read (docs/decisions/029-answer-window.md): the two
// lists that grow with use, the days answered and the inbox, are read a page at a time by their
// indexes (a group's days by its key, the inbox by the inbox's index) and each page is written
// before the next is read, so an export holds one page in memory however large the account,
// and the event loop serves other requests between pages. The pages are separate reads, not
// one snapshot: a change made during the export may or may not be in it.

const actors = alias(users, 'actors');

/** Rows per read of the days and of the inbox. */
export const EXPORT_PAGE_ROWS = 500;

/** The export as text pieces, or undefined for an account that does not exist. */
export async function exportAccount(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<AsyncIterable<string> | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const [memberships, mutes, reminders, devices, push, tokens, coaching, record] =
    await Promise.all([
      db
        .select({
          groupId: groups.id,
          groupName: groups.name,
          role: groupMembers.role,
          joinedAt: groupMembers.joinedAt,
        })
        .from(groupMembers)
        .innerJoin(groups, eq(groups.id, groupMembers.groupId))
        .where(eq(groupMembers.userId, userId))
        .orderBy(groups.name, groups.id),
      db
        .select({ groupId: groupMutes.groupId, mutedAt: groupMutes.createdAt })
        .from(groupMutes)
        .where(eq(groupMutes.userId, userId)),
      db
        .select({
          groupId: groupReminders.groupId,
          enabled: groupReminders.enabled,
          hour: groupReminders.hour,
          email: groupReminders.email,
          weeklyDigest: groupReminders.weeklyDigest,
        })
        .from(groupReminders)
        .where(eq(groupReminders.userId, userId)),
      db
        .select({
          kind: sessions.kind,
          device: sessions.device,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now))),
      db
        .select({ platform: pushTokens.platform, lastSeen: pushTokens.lastSeen })
        .from(pushTokens)
        .where(eq(pushTokens.uid, userId)),
      // Personal API tokens (docs/decisions/041-api-tokens.md): what they are, never their hash.
      db
        .select({
          name: apiTokens.name,
          scope: apiTokens.scope,
          groupId: apiTokens.groupId,
          createdAt: apiTokens.createdAt,
          lastUsedAt: apiTokens.lastUsedAt,
        })
        .from(apiTokens)
        .where(eq(apiTokens.userId, userId))
        .orderBy(apiTokens.createdAt),
      exportCoaching(db, userId),
      exportRecord(db, userId),
    ]);
  // The document's frame, with a marker where each long list goes.
  const frame = JSON.stringify(
    {
      format: ACCOUNT_EXPORT_FORMAT,
      version: 1,
      exportedAt: now.toISOString(),
      profile: {
        id: user.id,
        displayName: user.displayName,
        email: user.email,
        createdAt: user.createdAt.toISOString(),
      },
      memberships: memberships.map((row) => ({
        ...row,
        joinedAt: row.joinedAt.toISOString(),
        notificationsMuted: mutes.some((mute) => mute.groupId === row.groupId),
        ...reminderSetting(reminders.find((reminder) => reminder.groupId === row.groupId)),
      })),
      attendance: MARKER,
      notifications: MARKER,
      sessions: devices.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
      })),
      pushRegistrations: push.map((row) => ({ ...row, lastSeen: row.lastSeen.toISOString() })),
      apiTokens: tokens.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      })),
      coaching,
      record,
    },
    null,
    2,
  );
  const [head, between, tail] = frame.split(JSON.stringify(MARKER)) as [string, string, string];
  const groupsOf = memberships.map((row) => ({ id: row.groupId, name: row.groupName }));
  return (async function* () {
    yield head;
    yield* jsonList(attendancePages(db, userId, groupsOf));
    yield between;
    yield* jsonList(inboxPages(db, userId));
    yield tail;
  })();
}

const MARKER = '\u0000list\u0000';

/** A list as JSON text, indented like the frame's lists, written a page at a time. */
async function* jsonList(pages: AsyncIterable<unknown[]>): AsyncIterable<string> {
  let first = true;
  for await (const page of pages) {
    if (page.length === 0) continue;
    const items = page.map(
      (item) => `    ${JSON.stringify(item, null, 2).replaceAll('\n', '\n    ')}`,
    );
    yield `${first ? '[\n' : ',\n'}${items.join(',\n')}`;
    first = false;
  }
  yield first ? '[]' : '\n  ]';
}

/** The days answered, group by group (in the memberships' order), each group's by day. */
async function* attendancePages(
  db: Database,
  userId: string,
  memberOf: readonly { id: string; name: string }[],
) {
  for (const group of memberOf) {
    let after: string | undefined;
    for (;;) {
      const rows = await db
        .select({
          day: attendances.day,
          attendance: attendances.attendance,
          note: attendances.note,
          updatedAt: attendances.updatedAt,
        })
        .from(attendances)
        .where(
          and(
            eq(attendances.groupId, group.id),
            eq(attendances.userId, userId),
            after === undefined ? undefined : gt(attendances.day, after),
          ),
        )
        .orderBy(asc(attendances.day))
        .limit(EXPORT_PAGE_ROWS);
      yield rows.map((row) => ({
        groupId: group.id,
        groupName: group.name,
        day: row.day,
        attendance: row.attendance ? 'present' : 'away',
        note: row.note,
        updatedAt: row.updatedAt.toISOString(),
      }));
      if (rows.length < EXPORT_PAGE_ROWS) break;
      after = rows.at(-1)!.day;
    }
  }
}

/** The inbox, oldest first, by the inbox's index (recipient, time, id). */
async function* inboxPages(db: Database, userId: string) {
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const rows = await db
      .select({
        id: notifications.id,
        // The time as PostgreSQL has it (microseconds), for the next page's start.
        at: sql<string>`${notifications.updatedAt}::text`,
        groupName: groups.name,
        day: notifications.day,
        from: actors.displayName,
        attendance: notifications.attendance,
        kind: notifications.kind,
        details: notifications.details,
        isRead: notifications.isRead,
        updatedAt: notifications.updatedAt,
      })
      .from(notifications)
      .innerJoin(groups, eq(groups.id, notifications.groupId))
      .innerJoin(actors, eq(actors.id, notifications.actorId))
      .where(
        and(
          eq(notifications.recipientId, userId),
          after === undefined
            ? undefined
            : sql`(${notifications.updatedAt}, ${notifications.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`,
        ),
      )
      .orderBy(asc(notifications.updatedAt), asc(notifications.id))
      .limit(EXPORT_PAGE_ROWS);
    yield rows.map(({ id: _id, at: _at, details, ...row }) => ({
      ...row,
      ...(details ?? {}),
      attendance: row.attendance === null ? 'undecided' : row.attendance ? 'present' : 'away',
      updatedAt: row.updatedAt.toISOString(),
    }));
    if (rows.length < EXPORT_PAGE_ROWS) break;
    const last = rows.at(-1)!;
    after = { at: last.at, id: last.id };
  }
}

/**
 * A membership's reminder setting (season planning), with its e-mail channel and weekly digest
 * (docs/decisions/053-e-mail-channel-and-digest.md), when the member ever set one.
 */
function reminderSetting(
  row: { enabled: boolean; hour: number; email: boolean; weeklyDigest: boolean } | undefined,
) {
  return row
    ? {
        reminders: row.enabled,
        reminderHour: row.hour,
        reminderEmail: row.email,
        weeklyDigest: row.weeklyDigest,
      }
    : {};
}

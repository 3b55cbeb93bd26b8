import { and, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ACCOUNT_EXPORT_FORMAT } from '@turnout/domain';
import type { Database } from '../../db/client.ts';
import { attendances, groupMembers, groups, sessions, users } from '../../db/schema.ts';
import { groupMutes, notifications, pushTokens } from '../../db/schema-delivery.ts';
import { groupReminders } from '../../db/schema-season.ts';

// "Export my data": everything stored about the account, as one JSON document. Hashes (of the
// password, session tokens, push tokens) are left out: they are secrets, not the member's data.

const actors = alias(users, 'actors');

export async function exportAccount(db: Database, userId: string, now = new Date()) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const [memberships, attendance, inbox, mutes, reminders, devices, push] = await Promise.all([
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
      .orderBy(groups.name),
    db
      .select({
        groupId: attendances.groupId,
        groupName: groups.name,
        day: attendances.day,
        attendance: attendances.attendance,
        note: attendances.note,
        updatedAt: attendances.updatedAt,
      })
      .from(attendances)
      .innerJoin(groups, eq(groups.id, attendances.groupId))
      .where(eq(attendances.userId, userId))
      .orderBy(attendances.day, groups.name),
    db
      .select({
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
      .where(eq(notifications.recipientId, userId))
      .orderBy(notifications.updatedAt),
    db
      .select({ groupId: groupMutes.groupId, mutedAt: groupMutes.createdAt })
      .from(groupMutes)
      .where(eq(groupMutes.userId, userId)),
    db
      .select({
        groupId: groupReminders.groupId,
        enabled: groupReminders.enabled,
        hour: groupReminders.hour,
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
  ]);
  return {
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
    attendance: attendance.map((row) => ({
      ...row,
      attendance: row.attendance ? 'present' : 'away',
      updatedAt: row.updatedAt.toISOString(),
    })),
    notifications: inbox.map(({ details, ...row }) => ({
      ...row,
      ...(details ?? {}),
      attendance: row.attendance === null ? 'undecided' : row.attendance ? 'present' : 'away',
      updatedAt: row.updatedAt.toISOString(),
    })),
    sessions: devices.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
    })),
    pushRegistrations: push.map((row) => ({ ...row, lastSeen: row.lastSeen.toISOString() })),
  };
}

/** A membership's reminder setting (season planning), when the member ever set one. */
function reminderSetting(row: { enabled: boolean; hour: number } | undefined) {
  return row ? { reminders: row.enabled, reminderHour: row.hour } : {};
}

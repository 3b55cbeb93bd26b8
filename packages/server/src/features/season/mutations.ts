import { and, eq } from 'drizzle-orm';
import type { ReminderSettings } from '@turnout/domain';
import type { Database } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { groupReminders } from '../../db/schema-season.ts';
import { groupNotFound, type AuthorizedGroupId } from '../../http/gate.ts';

// Reminder setting writes. They take explicit arguments (never the request).

/**
 * Stores a member's reminders for a group and returns them; idempotent. The e-mail channel and
 * the weekly digest (docs/decisions/053-e-mail-channel-and-digest.md) change only when given, so
 * a client that does not know them leaves them as they are.
 */
export async function setReminderSettings(
  db: Database,
  args: { groupId: AuthorizedGroupId; userId: string; settings: ReminderSettings },
): Promise<ReminderSettings> {
  const { groupId, userId, settings } = args;
  const values = {
    enabled: settings.reminders,
    hour: settings.reminderHour,
    ...(settings.reminderEmail === undefined ? {} : { email: settings.reminderEmail }),
    ...(settings.weeklyDigest === undefined ? {} : { weeklyDigest: settings.weeklyDigest }),
  };
  let row;
  try {
    [row] = await db
      .insert(groupReminders)
      .values({ groupId, userId, ...values })
      .onConflictDoUpdate({ target: [groupReminders.groupId, groupReminders.userId], set: values })
      .returning();
  } catch (error) {
    // The membership ended between the gate and this write.
    if (isForeignKeyViolation(error, 'group_reminders_membership_fk')) throw groupNotFound();
    throw error;
  }
  return {
    reminders: row!.enabled,
    reminderHour: row!.hour,
    reminderEmail: row!.email,
    weeklyDigest: row!.weeklyDigest,
  };
}

/** One-click unsubscribe: reminder mails or the digest off; nothing when the row is gone. */
export async function turnOffMail(
  db: Database,
  args: { groupId: string; userId: string; list: 'reminder-mails' | 'digest' },
): Promise<void> {
  await db
    .update(groupReminders)
    .set(args.list === 'digest' ? { weeklyDigest: false } : { email: false })
    .where(and(eq(groupReminders.groupId, args.groupId), eq(groupReminders.userId, args.userId)));
}

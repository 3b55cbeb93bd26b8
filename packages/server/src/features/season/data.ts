import { and, eq } from 'drizzle-orm';
import { DEFAULT_REMINDER_HOUR, type ReminderSettings } from '@turnout/domain';
import type { Database } from '../../db/client.ts';
import { groupReminders } from '../../db/schema-season.ts';
import type { AuthorizedGroupId } from '../../http/gate.ts';

// Reads of reminder settings. The planner's and the worker's reads are in jobs.ts.

/** A member's reminders for a group: off at the default hour until they set them. */
export async function readReminderSettings(
  db: Database,
  groupId: AuthorizedGroupId,
  userId: string,
): Promise<ReminderSettings> {
  const [row] = await db
    .select({
      reminders: groupReminders.enabled,
      reminderHour: groupReminders.hour,
      reminderEmail: groupReminders.email,
      weeklyDigest: groupReminders.weeklyDigest,
    })
    .from(groupReminders)
    .where(and(eq(groupReminders.groupId, groupId), eq(groupReminders.userId, userId)))
    .limit(1);
  return (
    row ?? {
      reminders: false,
      reminderHour: DEFAULT_REMINDER_HOUR,
      reminderEmail: false,
      weeklyDigest: false,
    }
  );
}

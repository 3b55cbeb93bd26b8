import type { ReminderSettings } from '@turnout/domain';
import type { Database } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { groupReminders } from '../../db/schema-season.ts';
import { groupNotFound, type AuthorizedGroupId } from '../../http/gate.ts';

// Reminder setting writes. They take explicit arguments (never the request).

/** Stores a member's reminders for a group and returns them; idempotent. */
export async function setReminderSettings(
  db: Database,
  args: { groupId: AuthorizedGroupId; userId: string; settings: ReminderSettings },
): Promise<ReminderSettings> {
  const { groupId, userId, settings } = args;
  const values = { enabled: settings.reminders, hour: settings.reminderHour };
  try {
    await db
      .insert(groupReminders)
      .values({ groupId, userId, ...values })
      .onConflictDoUpdate({ target: [groupReminders.groupId, groupReminders.userId], set: values });
  } catch (error) {
    // The membership ended between the gate and this write.
    if (isForeignKeyViolation(error, 'group_reminders_membership_fk')) throw groupNotFound();
    throw error;
  }
  return settings;
}

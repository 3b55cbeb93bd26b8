import { z } from 'zod/mini';
import { instantOfWallTime } from '../day-zones.ts';
import { addDays, type Day } from '../days.ts';
import { fillTemplate } from '../messages.ts';
import { SEASON_TEXTS, type SeasonLanguage } from './texts.ts';
import { TRAINING_TEXTS } from './training-texts.ts';

// Reminders on the eve of a training day (docs/decisions/022-season-planning.md): a member's
// setting, the reminder's text, and when it is due in the group's zone.

/** The hour (0–23, the group's zone) a reminder goes out at unless the member picks another. */
export const DEFAULT_REMINDER_HOUR = 18;

/** PUT /api/groups/:groupId/reminders: the current member's reminders for the group. */
export const reminderSettingsSchema = z.strictObject({
  reminders: z.boolean(),
  reminderHour: z.int().check(z.minimum(0), z.maximum(23)),
  /**
   * Reminders also by e-mail, with one-click answers (docs/decisions/053-e-mail-channel-and-digest.md).
   * Left out: unchanged (off until set).
   */
  reminderEmail: z.optional(z.boolean()),
  /** Whoever runs the trainings: a weekly digest of next week by e-mail (the same ADR). */
  weeklyDigest: z.optional(z.boolean()),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** The reminder's text: "Tomorrow 18:30: 5 present, 2 away. Are you coming?" */
export function reminderMessage(
  texts: (typeof SEASON_TEXTS)[SeasonLanguage],
  args: { time: string | null; present: number; away: number; waiting?: number | undefined },
): string {
  const message = args.time
    ? fillTemplate(texts.reminderWithTime, {
        time: args.time,
        present: args.present,
        away: args.away,
      })
    : fillTemplate(texts.reminderWithoutTime, { present: args.present, away: args.away });
  // A full training's waitlist (docs/decisions/045-training-limit-and-waitlist.md).
  if (!args.waiting) return message;
  const language = texts === SEASON_TEXTS.de ? 'de' : 'en';
  return `${message} ${fillTemplate(TRAINING_TEXTS[language].reminderWaiting, { waiting: args.waiting })}`;
}

/**
 * When the reminder for a training day is due: the evening before, at `hour` o'clock in `zone`.
 * On a spring-forward night an hour that does not exist (02:00 in Berlin) becomes the first
 * instant after it; on an autumn night the first of the two is used.
 */
export function reminderDueAt(day: Day, hour: number, zone: string): number {
  return instantOfWallTime(addDays(day, -1), hour * 3_600_000, zone);
}

/** When a training starts: its time on its day in `zone`, or undefined when it has none. */
export function trainingStartsAt(day: Day, time: string | null, zone: string): number | undefined {
  if (!time) return undefined;
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return instantOfWallTime(day, (hours * 60 + minutes) * 60_000, zone);
}

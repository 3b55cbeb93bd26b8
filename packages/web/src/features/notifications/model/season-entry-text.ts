import { startOfDayMs, type NotificationContext } from '@turnout/domain';
import type { TFunction } from 'i18next';

// The inbox's words for season planning's entries (docs/decisions/022-season-planning.md): a
// repeating answer ("Ines will attend 12 training days, 1 Dec – 29 Jan") and a reminder
// ("Tomorrow 18:30: 5 present, 2 away. Are you coming?"), the same sentences as their pushes.

type FormatRange = (first: number, last: number) => string;

/** The headline of a series or reminder entry; undefined for any other entry. */
export function seasonEntryHeadline(
  t: TFunction,
  context: NotificationContext,
  range: FormatRange,
  timeZone: string,
): string | undefined {
  if (context.kind === 'series' && context.series) {
    const { from, to, dayCount, trainingDays } = context.series;
    const state =
      context.attendance === true ? 'Present' : context.attendance === false ? 'Away' : 'Undecided';
    const key = `season.series${state}${trainingDays ? 'Training' : ''}` as const;
    return t(key, {
      name: context.userDisplayName,
      count: dayCount,
      range: range(startOfDayMs(from, timeZone), startOfDayMs(to, timeZone)),
    });
  }
  if (context.kind === 'reminder' && context.reminder) {
    const { time, present, away } = context.reminder;
    return time
      ? t('season.reminderWithTime', { time, present, away })
      : t('season.reminderWithoutTime', { present, away });
  }
  return undefined;
}

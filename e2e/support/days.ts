import {
  addDays,
  compareDays,
  firstDayOfMonth,
  lastDayOfMonth,
  monthOf,
  toMonth,
  weekdayOf,
  type Day,
} from '@turnout/domain';
import { daysFromToday, weekdayOnOrAfter } from '@turnout/domain/testing';

// The journeys' days move with the calendar (CONTRIBUTING.md "Tests and the calendar"): a
// member's own past day is closed, so a fixed date would turn into a refusal once it passed.
// The journeys' week starts on MONDAY, the third Monday of the month about four months ahead
// (the 15th to the 21st): its Monday to Friday and the week after stay in that month.

/** The journeys' training week's Monday, the 15th to the 21st of a month about 4 months ahead. */
export const MONDAY: Day = weekdayOnOrAfter(
  addDays(firstDayOfMonth(monthOf(daysFromToday(16 * 7))), 14),
  1,
);

/** The day `n` days after MONDAY (its Thursday is `weekDay(3)`). */
export function weekDay(n: number): Day {
  return addDays(MONDAY, n);
}

/** The first and the last day of MONDAY's month. */
export const MONTH_FIRST: Day = firstDayOfMonth(monthOf(MONDAY));
export const MONTH_LAST: Day = lastDayOfMonth(monthOf(MONDAY));

// The German screens' formats (web lib/datetime.ts), to read their titles.
function german(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  // eslint-disable-next-line no-restricted-syntax -- the expected words, not the app's display
  return new Intl.DateTimeFormat('de-DE', { ...options, timeZone: 'UTC' });
}
const GERMAN = {
  day: german({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
  month: german({ month: 'long', year: 'numeric' }),
  weekdayDayMonth: german({ weekday: 'short', day: 'numeric', month: 'short' }),
  dayMonth: german({ day: 'numeric', month: 'short' }),
};

const noon = (day: Day) => new Date(`${day}T12:00:00Z`);

/** A day as the German screens title it: "Montag, 15. März 2027". */
export function germanDayTitle(day: Day): string {
  return GERMAN.day.format(noon(day));
}

/** A month as the German calendar heads it: "März 2027". */
export function germanMonthTitle(day: Day): string {
  return GERMAN.month.format(noon(day));
}

/** A day in a list's few words: "Do., 3. Juni". */
export function germanShortDay(day: Day): string {
  return GERMAN.weekdayDayMonth.format(noon(day));
}

/** A run of days in German: "15.–19. März", "15. März – 8. Apr.". */
export function germanDayRange(first: Day, last: Day): string {
  return GERMAN.dayMonth.formatRange(noon(first), noon(last));
}

/** A regular expression that matches `text` literally. */
export function literally(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The last Wednesday of the next September at least a week ahead: the longest German day title
 * ("Mittwoch, 29. September 2027"), on a day a member may still answer.
 */
export function longestGermanDay(): Day {
  const soon = daysFromToday(7);
  const year = Number(soon.slice(0, 4));
  for (const candidate of [year, year + 1]) {
    const last = lastDayOfMonth(toMonth(`${candidate}-09`));
    const wednesday = addDays(last, -((weekdayOf(last) - 3 + 7) % 7));
    if (compareDays(wednesday, soon) >= 0) return wednesday;
  }
  throw new Error('unreachable: next year has a September');
}

import { DAY_MS, epochDayOf, type Day } from './days.ts';

// A day's full name, as the day sheet heads it ("Mittwoch, 25. November 2026" in de). The web
// app formats it (lib/datetime.ts) and so does the server, in the group page's start-up frame
// (http/web-app.ts), so the date painted before any script runs is the one the app then shows.

/** Intl options of the full date; a day is formatted at noon UTC, in UTC (lib/datetime.ts). */
export const FULL_DATE_FORMAT = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
} as const satisfies Intl.DateTimeFormatOptions;

// Building a formatter costs far more than using one, and the server words a date for every
// group page it sends: one per locale, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The day's full date in `locale` (a BCP 47 tag, the configured APP_LOCALE). */
export function formatFullDay(day: Day, locale: string): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    // eslint-disable-next-line no-restricted-syntax -- the server's words for lib/datetime.ts's full date
    formatter = new Intl.DateTimeFormat(locale, { ...FULL_DATE_FORMAT, timeZone: 'UTC' });
    formatters.set(locale, formatter);
  }
  return formatter.format(epochDayOf(day) * DAY_MS + DAY_MS / 2);
}

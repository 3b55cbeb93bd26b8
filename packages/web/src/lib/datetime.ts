import {
  addDays,
  DAY_MS,
  epochDayOf,
  FULL_DATE_FORMAT,
  toDay,
  type Day,
  type Weekday,
} from '@turnout/domain';
import { useMemo } from 'react';
import { useConfig } from './config.ts';

// The only module that formats dates for display (eslint bans Intl.DateTimeFormat elsewhere).
// Locale and zone come from the server's configuration (de and Europe/Berlin by default, docs/product.md#calendar-and-week-start), never from
// the device, so every member sees the same day whatever zone their phone is in.

export interface DisplayZone {
  locale: string;
  timeZone: string;
}

type DateInput = Date | number;

const STYLES = {
  /** "Sonntag, 22. November 2026" in de; the server's start-up frame writes it too. */
  fullDate: FULL_DATE_FORMAT,
  /** "22.11.2026" in de. */
  shortDate: { day: '2-digit', month: '2-digit', year: 'numeric' },
  /** "14:05" in de. */
  time: { hour: '2-digit', minute: '2-digit' },
  /** "5. Dez." in de; used for ranges ("5.–11. Dez."). */
  dayMonth: { day: 'numeric', month: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

// Building a formatter is costly compared to using one; lists format many dates.
const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(style: DateStyle, zone: DisplayZone): Intl.DateTimeFormat {
  const key = `${style}|${zone.locale}|${zone.timeZone}`;
  let cached = cache.get(key);
  if (!cached) {
    // eslint-disable-next-line no-restricted-syntax -- this module is the one allowed place
    cached = new Intl.DateTimeFormat(zone.locale, { ...STYLES[style], timeZone: zone.timeZone });
    cache.set(key, cached);
  }
  return cached;
}

export function formatDate(date: DateInput, style: DateStyle, zone: DisplayZone): string {
  return formatter(style, zone).format(date);
}

/** A run of days in a few words: "5.–11. Dez." in de, "Dec 5 – 11" in en. */
export function formatDateRange(first: DateInput, last: DateInput, zone: DisplayZone): string {
  return formatter('dayMonth', zone).formatRange(first, last);
}

/** German full date format of the product, e.g. "Sonntag, 22. November 2026". */
export function formatFullDate(date: DateInput, zone: DisplayZone): string {
  return formatDate(date, 'fullDate', zone);
}

// --- how long ago ---

const RELATIVE_STEPS = [
  { unit: 'minute', ms: 60_000, below: 60 },
  { unit: 'hour', ms: 3_600_000, below: 24 },
  { unit: 'day', ms: 86_400_000, below: 7 },
] as const;

const relativeCache = new Map<string, Intl.RelativeTimeFormat>();

/**
 * How long ago `date` was, in the configured locale: "vor 5 Min.", "vor 2 Std.", "gestern" in de;
 * a week or more ago it is the date itself ("22.11.2026").
 */
export function formatTimeAgo(date: DateInput, now: number, zone: DisplayZone): string {
  const elapsed = Math.max(0, now - Number(date));
  let relative = relativeCache.get(zone.locale);
  if (!relative) {
    relative = new Intl.RelativeTimeFormat(zone.locale, { numeric: 'auto', style: 'short' });
    relativeCache.set(zone.locale, relative);
  }
  if (elapsed < 60_000) return relative.format(0, 'second');
  for (const { unit, ms, below } of RELATIVE_STEPS) {
    const count = Math.floor(elapsed / ms);
    if (count < below) return relative.format(-count, unit);
  }
  return formatDate(date, 'shortDate', zone);
}

// --- calendar dates ---

// A Day (YYYY-MM-DD) is a date, not an instant: it is formatted at noon UTC in UTC, so the words
// are the same on every device and in every configured zone.
const DAY_STYLES = {
  fullDate: STYLES.fullDate,
  /** "November 2026" in de. */
  monthYear: { month: 'long', year: 'numeric' },
  /** "Nov" in de: marks the first of a month in the calendar. */
  monthShort: { month: 'short' },
  /** "Mo" in de: the calendar's weekday header. */
  weekdayShort: { weekday: 'short' },
  /** "Montag" in de: training days and repeating answers name whole weekdays. */
  weekdayLong: { weekday: 'long' },
  /** "Di., 2. Dez." in de: a day in a list of days. */
  weekdayDayMonth: { weekday: 'short', day: 'numeric', month: 'short' },
  /** "2." in de: the day of the month, over the month in the season grid's narrow day columns. */
  dayOfMonth: { day: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DayStyle = keyof typeof DAY_STYLES;

function dayFormatter(style: DayStyle, locale: string): Intl.DateTimeFormat {
  const key = `day:${style}|${locale}`;
  let cached = cache.get(key);
  if (!cached) {
    // eslint-disable-next-line no-restricted-syntax -- this module is the one allowed place
    cached = new Intl.DateTimeFormat(locale, { ...DAY_STYLES[style], timeZone: 'UTC' });
    cache.set(key, cached);
  }
  return cached;
}

export function formatDay(day: Day, style: DayStyle, locale: string): string {
  return dayFormatter(style, locale).format(epochDayOf(day) * DAY_MS + DAY_MS / 2);
}

// 1970-01-04 was a Sunday, weekday 0.
const A_SUNDAY = toDay('1970-01-04');

/** The short name of a weekday (0 Sunday … 6 Saturday), e.g. "Mo" in de. */
export function formatWeekday(weekday: Weekday, locale: string): string {
  return formatDay(addDays(A_SUNDAY, weekday), 'weekdayShort', locale);
}

// 2024-01-01 was a Monday, ISO weekday 1.
const A_MONDAY = toDay('2024-01-01');

/** The whole name of an ISO weekday (1 Monday … 7 Sunday), e.g. "Montag" in de. */
export function formatIsoWeekday(weekday: number, locale: string): string {
  return formatDay(addDays(A_MONDAY, weekday - 1), 'weekdayLong', locale);
}

/** formatIsoWeekday bound to the configured locale, for components. */
export function useIsoWeekdayFormat(): (weekday: number) => string {
  const { locale } = useConfig();
  return useMemo(() => (weekday: number) => formatIsoWeekday(weekday, locale), [locale]);
}

/** Formats calendar dates in the configured locale, for components. */
export function useDayFormat(): (day: Day, style: DayStyle) => string {
  const { locale } = useConfig();
  return useMemo(() => (day: Day, style: DayStyle) => formatDay(day, style, locale), [locale]);
}

/** formatTimeAgo bound to the configured locale and zone, for components. */
export function useTimeAgo(): (date: DateInput, now: number) => string {
  const { locale, timeZone } = useConfig();
  return useMemo(
    () => (date: DateInput, now: number) => formatTimeAgo(date, now, { locale, timeZone }),
    [locale, timeZone],
  );
}

/** formatDateRange bound to the configured locale and zone, for components. */
export function useDateRangeFormat(): (first: DateInput, last: DateInput) => string {
  const { locale, timeZone } = useConfig();
  return useMemo(
    () => (first: DateInput, last: DateInput) => formatDateRange(first, last, { locale, timeZone }),
    [locale, timeZone],
  );
}

/** Formatters bound to the configured locale and zone, for components. */
export function useDateFormat(): (date: DateInput, style: DateStyle) => string {
  const { locale, timeZone } = useConfig();
  return useMemo(
    () => (date: DateInput, style: DateStyle) => formatDate(date, style, { locale, timeZone }),
    [locale, timeZone],
  );
}

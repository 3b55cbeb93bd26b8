import { z } from 'zod/mini';
import { MAX_ATTENDANCE_INTERVAL_DAYS } from './constants.ts';
import { intervalTooLongMessage, VALIDATION_MESSAGES } from './messages.ts';

// Days are calendar dates (docs/decisions/004-days-and-calendar.md): `YYYY-MM-DD`, with no time and
// no zone. All arithmetic on them is integer civil-date maths (Howard Hinnant's days-from-civil),
// so it cannot be bent by the process time zone or by daylight-saving changes. Converting to and
// from instants, which does need a zone, lives in day-zones.ts; the calendar grid in calendar.ts.

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

// Years 0001–9999: what four digits can write and a PostgreSQL `date` can hold (it has no year 0).
const MIN_YEAR = 1;
const MAX_YEAR = 9999;

export const daySchema = z
  .string()
  .check(
    z.regex(DAY_PATTERN, 'expected a date as YYYY-MM-DD'),
    z.refine((value) => Number(value.slice(0, 4)) >= MIN_YEAR, VALIDATION_MESSAGES.dayOutOfRange),
    z.refine((value) => civilOf(value) !== undefined, 'no such date'),
  )
  .brand<'Day'>();
/** A calendar date `YYYY-MM-DD` (years 0001–9999) that exists: never 2026-02-30. */
export type Day = z.infer<typeof daySchema>;

export const monthSchema = z
  .string()
  .check(z.regex(MONTH_PATTERN, 'expected YYYY-MM'))
  .brand<'Month'>();
/** A calendar month `YYYY-MM`. */
export type Month = z.infer<typeof monthSchema>;

export interface CivilDate {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
}

/**
 * daySchema's checks, without parsing through the schema: presenters and the calendar call this
 * for every day they read, and the schema's run cost more than the rest of presenting a row.
 */
export function isDay(value: unknown): value is Day {
  if (typeof value !== 'string') return false;
  const civil = civilOf(value);
  return civil !== undefined && civil.year >= MIN_YEAR;
}

export function parseDay(value: unknown): Day | undefined {
  return isDay(value) ? value : undefined;
}

/** The day for a string known to be valid (literals, database columns); throws RangeError otherwise. */
export function toDay(value: string): Day {
  if (!isDay(value)) throw new RangeError(`Not a calendar date: ${JSON.stringify(value)}`);
  return value;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function monthLength(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function civilOf(value: string): CivilDate | undefined {
  const match = DAY_PATTERN.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > monthLength(year, month)) return undefined;
  return { year, month, day };
}

/** Year, month and day of a day as numbers. */
export function civilDate(day: Day): CivilDate {
  const civil = civilOf(day);
  if (!civil) throw new RangeError(`Not a calendar date: ${JSON.stringify(day)}`);
  return civil;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** The day for a year, month (1–12) and day of month; throws RangeError for a date that does not exist. */
export function dayFromCivil(year: number, month: number, day: number): Day {
  if (!Number.isInteger(year) || year < MIN_YEAR || year > MAX_YEAR) {
    throw new RangeError(`Year out of range 0001–9999: ${year}`);
  }
  return toDay(`${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`);
}

/** A UTC day's length; an epoch day (epochDayOf) times this is its midnight UTC. */
export const DAY_MS = 86_400_000;

/** Days since 1970-01-01 (negative before it). */
export function epochDayOf(day: Day): number {
  const { year, month, day: dayOfMonth } = civilDate(day);
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + dayOfMonth - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** The day a number of days after 1970-01-01. */
export function dayFromEpochDay(epochDay: number): Day {
  if (!Number.isSafeInteger(epochDay)) throw new RangeError(`Not a whole day: ${epochDay}`);
  const shifted = epochDay + 719468;
  const era = Math.floor(shifted / 146097);
  const dayOfEra = shifted - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36524) -
      Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const dayOfMonth = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return dayFromCivil(year, month, dayOfMonth);
}

export function addDays(day: Day, days: number): Day {
  if (!Number.isInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`);
  return dayFromEpochDay(epochDayOf(day) + days);
}

/** Negative when a is before b, 0 when equal, positive when after (usable as a sort comparator). */
export function compareDays(a: Day, b: Day): number {
  return a < b ? -1 : a > b ? 1 : 0; // fixed-width YYYY-MM-DD sorts as text
}

/** Whole days from `from` to `to`: 1 for consecutive days, negative when `to` is earlier. */
export function daysBetween(from: Day, to: Day): number {
  return epochDayOf(to) - epochDayOf(from);
}

/** Day of the week: 0 Sunday … 6 Saturday (as Date#getDay). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export function weekdayOf(day: Day): Weekday {
  // 1970-01-01 was a Thursday.
  return ((((epochDayOf(day) + 4) % 7) + 7) % 7) as Weekday;
}

// --- months ---

export function monthOf(day: Day): Month {
  return day.slice(0, 7) as Month;
}

export function toMonth(value: string): Month {
  const parsed = monthSchema.safeParse(value);
  if (!parsed.success) throw new RangeError(`Not a month: ${JSON.stringify(value)}`);
  return parsed.data;
}

function monthParts(month: Month): { year: number; month: number } {
  return { year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) };
}

export function addMonths(month: Month, months: number): Month {
  if (!Number.isInteger(months)) throw new RangeError(`Not a whole number of months: ${months}`);
  const { year, month: m } = monthParts(month);
  const index = year * 12 + (m - 1) + months;
  const newYear = Math.floor(index / 12);
  if (newYear < MIN_YEAR || newYear > MAX_YEAR)
    throw new RangeError(`Year out of range 0001–9999: ${newYear}`);
  return `${pad(newYear, 4)}-${pad((index % 12) + 1, 2)}` as Month;
}

export function daysInMonth(month: Month): number {
  const { year, month: m } = monthParts(month);
  return monthLength(year, m);
}

export function firstDayOfMonth(month: Month): Day {
  return `${month}-01` as Day;
}

export function lastDayOfMonth(month: Month): Day {
  return `${month}-${pad(daysInMonth(month), 2)}` as Day;
}

export function isFirstOfMonth(day: Day): boolean {
  return day.endsWith('-01');
}

// --- intervals ---

/** An inclusive range of days. */
export interface DayInterval {
  from: Day;
  to: Day;
}

/** Number of days in an inclusive interval (1 when from equals to). */
export function intervalLength({ from, to }: DayInterval): number {
  return daysBetween(from, to) + 1;
}

/**
 * Why an interval of days may not be read, or undefined when it may: `to` before `from`, or more
 * than `maxDays` days (both ends included).
 */
export function validateDayInterval(
  interval: DayInterval,
  maxDays: number = MAX_ATTENDANCE_INTERVAL_DAYS,
): string | undefined {
  if (compareDays(interval.from, interval.to) > 0) return VALIDATION_MESSAGES.intervalReversed;
  if (intervalLength(interval) > maxDays) return intervalTooLongMessage(maxDays);
  return undefined;
}

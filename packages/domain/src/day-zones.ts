import { DEFAULT_TIME_ZONE } from './constants.ts';
import { DAY_MS, dayFromCivil, epochDayOf, type Day } from './days.ts';

// Where days meet instants. The product's millisecond day timestamps (the `activeDay` query
// parameter, notification timestamps, `userId_timestamp` attendance ids) are the start of the day
// in the configured zone; they are converted only here. Zone offsets come from the platform's
// time-zone database through Intl (the same in Node and browsers); the process zone is never used.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    // eslint-disable-next-line no-restricted-syntax -- reads zone offsets; formats nothing for display
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** True when the platform knows the IANA zone (validate configuration with it). */
export function isValidTimeZone(zone: string): boolean {
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  /** Milliseconds since the local midnight of that day, whole seconds. */
  msOfDay: number;
}

function wallClock(ms: number, zone: string): WallClock {
  if (!Number.isFinite(ms)) throw new RangeError(`Not a time: ${ms}`);
  const fields: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(ms)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const { year = NaN, month = NaN, day = NaN, hour = 0, minute = 0, second = 0 } = fields;
  // Some engines have printed midnight as 24 despite h23.
  return { year, month, day, msOfDay: ((hour % 24) * 3600 + minute * 60 + second) * 1000 };
}

/** The local wall-clock time at `ms`, as if it were UTC (so offset = wall - instant). */
function wallMs(ms: number, zone: string): number {
  const clock = wallClock(ms, zone);
  const local = epochDayOf(dayFromCivil(clock.year, clock.month, clock.day)) * DAY_MS;
  return local + clock.msOfDay + (ms - Math.floor(ms / 1000) * 1000);
}

function offsetMs(ms: number, zone: string): number {
  return wallMs(ms, zone) - ms;
}

/** The calendar day in `zone` at the instant `ms`. */
export function dayOf(ms: number, zone: string = DEFAULT_TIME_ZONE): Day {
  const clock = wallClock(ms, zone);
  return dayFromCivil(clock.year, clock.month, clock.day);
}

/** The day it is now in `zone`. */
export function today(zone: string = DEFAULT_TIME_ZONE, now: number = Date.now()): Day {
  return dayOf(now, zone);
}

// Record ids and the calendar ask for the same few days over and over; the lookup costs several
// Intl calls, so results are memoised (bounded: the map is dropped when it grows large).
const startCache = new Map<string, number>();

/**
 * The instant (ms) at which `day` begins in `zone`: local midnight, whether the day has 23, 24 or
 * 25 hours. Where a zone skips midnight (a daylight-saving change at 00:00, as in
 * America/Santiago), the day begins at the first instant that belongs to it.
 */
export function startOfDayMs(day: Day, zone: string = DEFAULT_TIME_ZONE): number {
  const key = `${zone} ${day}`;
  const cached = startCache.get(key);
  if (cached !== undefined) return cached;
  const start = computeStartOfDay(day, zone);
  if (startCache.size >= 4096) startCache.clear();
  startCache.set(key, start);
  return start;
}

/**
 * The instant at which the wall clock in `zone` shows `msOfDay` after the local midnight of
 * `day` (e.g. 18:30 as 66_600_000). A time the clocks skip (02:30 on a spring-forward night)
 * becomes the first instant after the gap; a time they repeat, the first of the two.
 */
export function instantOfWallTime(
  day: Day,
  msOfDay: number,
  zone: string = DEFAULT_TIME_ZONE,
): number {
  return computeStartOfDay(day, zone, msOfDay);
}

function computeStartOfDay(day: Day, zone: string, msOfDay = 0): number {
  const localMidnight = epochDayOf(day) * DAY_MS + msOfDay;
  // The midnight instant lies within a day of localMidnight (offsets stay within ±14 h); the
  // offsets either side of it are all it can have, barring two changes within two days.
  const offsets = new Set(
    [-DAY_MS, 0, DAY_MS].map((shift) => offsetMs(localMidnight + shift, zone)),
  );
  const exact = [...offsets]
    .map((offset) => localMidnight - offset)
    .filter((instant) => wallMs(instant, zone) === localMidnight);
  if (exact.length > 0) return Math.min(...exact); // a repeated midnight: the first one
  // Midnight was skipped: search for the first instant whose wall clock is on or after it.
  let before = localMidnight - Math.max(...offsets);
  let after = localMidnight - Math.min(...offsets);
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (wallMs(middle, zone) >= localMidnight) after = middle;
    else before = middle;
  }
  return after;
}

/** The attendance id: user id, underscore, start of the day in ms (docs/product.md#attendance). */
export function attendanceRecordId(
  userId: string,
  day: Day,
  zone: string = DEFAULT_TIME_ZONE,
): string {
  return `${userId}_${startOfDayMs(day, zone)}`;
}

/** Name of the query parameter that selects a day on the group screen. */
export const ACTIVE_DAY_PARAM = 'activeDay';

/** The `activeDay` value for a day: the start of the day in ms, as the notifications link it. */
export function activeDayParam(day: Day, zone: string = DEFAULT_TIME_ZONE): string {
  return String(startOfDayMs(day, zone));
}

// Instants whose day is a four-digit year in every zone.
const MIN_ACTIVE_DAY_MS = -30_610_137_600_000; // 1000-01-02T00:00Z
const MAX_ACTIVE_DAY_MS = 253_402_128_000_000; // 9999-12-30T00:00Z

/**
 * The day an `activeDay` query value points at, or undefined when it is missing or not a
 * millisecond timestamp. Any instant within the day selects it, not only its start.
 */
export function parseActiveDay(
  value: string | null | undefined,
  zone: string = DEFAULT_TIME_ZONE,
): Day | undefined {
  if (value == null || !/^-?\d{1,16}$/.test(value.trim())) return undefined;
  const ms = Number(value.trim());
  if (ms < MIN_ACTIVE_DAY_MS || ms > MAX_ACTIVE_DAY_MS) return undefined;
  return dayOf(ms, zone);
}

/**
 * The day a group screen URL's query (`?activeDay=…` or nothing) selects: that day, else today
 * in the zone. The screen, its prefetch and the server's start-up frame all decide by this.
 */
export function selectedDayOf(search: string, zone: string = DEFAULT_TIME_ZONE): Day {
  return parseActiveDay(new URLSearchParams(search).get(ACTIVE_DAY_PARAM), zone) ?? today(zone);
}

import { addDays, daysBetween, toDay, weekdayOf, type Day, type Weekday } from '../days.ts';
import { DEFAULT_TIME_ZONE } from '../constants.ts';
import { today } from '../day-zones.ts';

// Days for tests that move with the calendar (CONTRIBUTING.md "Tests and the calendar"). Past
// days are closed to members and the answer window ends two years ahead, so a fixed date in a
// test turns into a refusal once it passes: tests that write or show a day take it from here.

/** The day `n` days from today in `zone` (negative: in the past). */
export function daysFromToday(n: number, zone: string = DEFAULT_TIME_ZONE): Day {
  return addDays(today(zone), n);
}

/** The first day on or after `day` that falls on `weekday` (0 Sunday … 6 Saturday). */
export function weekdayOnOrAfter(day: Day, weekday: Weekday): Day {
  return addDays(day, (weekday - weekdayOf(day) + 7) % 7);
}

/**
 * A Monday `weeks` weeks or a little more from today: a training week still to come, whose
 * weekdays the tests can count on (its Thursday is `addDays(monday, 3)`).
 */
export function mondayInWeeks(weeks: number, zone: string = DEFAULT_TIME_ZONE): Day {
  return weekdayOnOrAfter(daysFromToday(weeks * 7, zone), 1);
}

/**
 * For tests written with fixed dates: maps each written date onto a day still to come, keeping
 * its weekday and the distances between the dates. The dates move by whole weeks (or by `step`
 * days: 364 keeps the season too, for tests whose hours depend on summer time) until `first`,
 * the earliest written date, is at least `ahead` days from today; not at all while it is.
 */
export function movedOn(
  first: string,
  { ahead = 35, step = 7 }: { ahead?: number; step?: number } = {},
): (written: string) => Day {
  const need = daysBetween(toDay(first), daysFromToday(ahead));
  const shift = need > 0 ? Math.ceil(need / step) * step : 0;
  return (written) => addDays(toDay(written), shift);
}

import { compareDays, DAY_MS, dayFromEpochDay, type Day } from './days.ts';

// The days a member may answer (docs/decisions/029-answer-window.md): from a year back to two
// years ahead of today. Counted in whole days from today in UTC, with a day's slack each way so
// that no time zone (UTC−12 to UTC+14) finds its own today's neighbours outside, and a leap year
// cannot shorten the year. Every write of a day's answer checks it: one day, a repeating answer.

/** Days before today (UTC) still open: a year of 366 days and a day for the time zones. */
export const ANSWER_WINDOW_DAYS_BACK = 367;
/** Days after today (UTC) already open: two years (one may be a leap year) and a day. */
export const ANSWER_WINDOW_DAYS_AHEAD = 732;

/** The first and last day a member may answer at `now`. */
export function answerWindow(now: number = Date.now()): { from: Day; to: Day } {
  const todayUtc = Math.floor(now / DAY_MS);
  return {
    from: dayFromEpochDay(todayUtc - ANSWER_WINDOW_DAYS_BACK),
    to: dayFromEpochDay(todayUtc + ANSWER_WINDOW_DAYS_AHEAD),
  };
}

/** Whether every day from `from` to `to` (`to` defaults to `from`) may be answered at `now`. */
export function isInAnswerWindow(from: Day, to: Day = from, now: number = Date.now()): boolean {
  const window = answerWindow(now);
  return compareDays(from, window.from) >= 0 && compareDays(to, window.to) <= 0;
}

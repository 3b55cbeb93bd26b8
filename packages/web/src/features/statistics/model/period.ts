import {
  addDays,
  firstDayOfMonth,
  isDay,
  lastDayOfMonth,
  monthOf,
  STATISTICS_MAX_DAYS,
  validateDayInterval,
  type Day,
  type DayInterval,
} from '@turnout/domain';

// The statistics' periods (docs/product.md#statistics): the season (the last 12 months up to
// today), this month, or a chosen range of at most a year.

export const PERIOD_KINDS = ['season', 'month', 'range'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

/** The season: the year up to today (365 days, today included). */
export function seasonOf(today: Day): DayInterval {
  return { from: addDays(today, -364), to: today };
}

export function monthPeriodOf(today: Day): DayInterval {
  const month = monthOf(today);
  return { from: firstDayOfMonth(month), to: lastDayOfMonth(month) };
}

/** The chosen range when both days are days and it is at most a year; else the problem. */
export function rangeOf(from: string, to: string): DayInterval | { problem: string | undefined } {
  if (!isDay(from) || !isDay(to)) return { problem: undefined };
  const problem = validateDayInterval({ from, to }, STATISTICS_MAX_DAYS);
  return problem ? { problem } : { from, to };
}

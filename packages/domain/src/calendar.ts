import { CALENDAR_MONTHS_EITHER_SIDE, DEFAULT_LOCALE } from './constants.ts';
import {
  addDays,
  addMonths,
  daysInMonth,
  firstDayOfMonth,
  lastDayOfMonth,
  monthOf,
  weekdayOf,
  type Day,
  type DayInterval,
  type Month,
  type Weekday,
} from './days.ts';

// The group screen's calendar: whole months around the selected day, weeks starting per region.

/** First day of the week (docs/product.md#calendar-and-week-start): 0 Sunday, 1 Monday. */
export type WeekStart = 0 | 1;

// Regions whose weeks start on Sunday (CLDR 48 weekData, firstDay "sun"). CLDR also has regions
// that start on Saturday (AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY) or Friday (MV); the product's
// table knows only Sunday and Monday, and Sunday is the nearer fit for them (their working week
// begins on Sunday). Every other region starts on Monday. A table rather than
// Intl.Locale#getWeekInfo, which not every browser has, so all clients agree.
const SUNDAY_REGIONS = new Set(
  (
    'AG AS BD BR BS BT BW BZ CA CO DM DO ET GT GU HK HN ID IL IN IS JM JP KE KH KR LA MH MM MO ' +
    'MT MX MZ NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW ' +
    'AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY MV'
  ).split(' '),
);

/** The region a locale implies: `en-GB` → GB, `de` → DE, `en` → US; undefined when unknown. */
export function regionOf(locale: string): string | undefined {
  try {
    return new Intl.Locale(locale.replaceAll('_', '-')).maximize().region;
  } catch {
    return undefined; // not a well-formed language tag
  }
}

/** First day of the week for a locale (`de` → 1 Monday, `en-US` → 0 Sunday); Monday when unknown. */
export function weekStartFor(locale: string = DEFAULT_LOCALE): WeekStart {
  const region = regionOf(locale);
  return region !== undefined && SUNDAY_REGIONS.has(region.toUpperCase()) ? 0 : 1;
}

/** The weekdays in header order, e.g. [1, 2, 3, 4, 5, 6, 0] for a week starting on Monday. */
export function weekdayOrder(weekStart: Weekday): Weekday[] {
  return Array.from({ length: 7 }, (_, i) => ((weekStart + i) % 7) as Weekday);
}

/** Seven cells, in weekdayOrder; null where the day belongs to the previous or next month. */
export type CalendarWeek = (Day | null)[];

export interface CalendarMonth {
  month: Month;
  weeks: CalendarWeek[];
}

export interface CalendarOptions {
  /** Defaults to the week start of the configured locale (de: Monday). */
  weekStart?: Weekday;
  monthsEitherSide?: number;
}

/**
 * The weeks of one month. Cells outside the month are null rather than the adjacent month's days:
 * the months are stacked in one scrolling list, and each day must appear (and be selectable)
 * exactly once.
 */
export function monthWeeks(month: Month, weekStart: Weekday): CalendarWeek[] {
  const first = firstDayOfMonth(month);
  const leading = (weekdayOf(first) - weekStart + 7) % 7;
  const cells: (Day | null)[] = Array<Day | null>(leading).fill(null);
  for (let i = 0; i < daysInMonth(month); i++) cells.push(addDays(first, i));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: CalendarWeek[] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The months the calendar shows: the selected day's month and `monthsEitherSide` either side. */
export function calendarMonths(selected: Day, options: CalendarOptions = {}): CalendarMonth[] {
  const weekStart = options.weekStart ?? weekStartFor(DEFAULT_LOCALE);
  const either = options.monthsEitherSide ?? CALENDAR_MONTHS_EITHER_SIDE;
  const centre = monthOf(selected);
  const months: CalendarMonth[] = [];
  for (let i = -either; i <= either; i++) {
    const month = addMonths(centre, i);
    months.push({ month, weeks: monthWeeks(month, weekStart) });
  }
  return months;
}

/** The days the calendar around `selected` covers: the data interval it loads. */
export function intervalOfMonths(
  selected: Day,
  monthsEitherSide: number = CALENDAR_MONTHS_EITHER_SIDE,
): DayInterval {
  const centre = monthOf(selected);
  return {
    from: firstDayOfMonth(addMonths(centre, -monthsEitherSide)),
    to: lastDayOfMonth(addMonths(centre, monthsEitherSide)),
  };
}

import {
  addDays,
  addMonths,
  civilDate,
  dayFromCivil,
  daysInMonth,
  monthOf,
  weekdayOf,
  type Day,
  type WeekStart,
} from '@turnout/domain';

function sameDayOtherMonth(day: Day, months: number): Day {
  const month = addMonths(monthOf(day), months);
  const { day: dayOfMonth } = civilDate(day);
  const [year, m] = month.split('-').map(Number) as [number, number];
  return dayFromCivil(year, m, Math.min(dayOfMonth, daysInMonth(month)));
}

/**
 * Where a key moves the selection in the calendar (the date-grid pattern of the WAI-ARIA
 * practices): arrows by a day or a week, Home/End to the week's ends, Page Up/Down by a month.
 */
export function dayForKey(day: Day, key: string, weekStart: WeekStart): Day | undefined {
  const intoWeek = (weekdayOf(day) - weekStart + 7) % 7;
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -intoWeek);
    case 'End':
      return addDays(day, 6 - intoWeek);
    case 'PageUp':
      return sameDayOtherMonth(day, -1);
    case 'PageDown':
      return sameDayOtherMonth(day, 1);
    default:
      return undefined;
  }
}

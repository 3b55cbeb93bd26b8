import { z } from 'zod/mini';
import { weekdayOf, type Day } from '../days.ts';

// Weekdays as season planning names them (docs/decisions/022-season-planning.md): ISO numbers,
// Monday first, so a training day's weekday reads the same in every language.

/** ISO weekday: 1 Monday … 7 Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const satisfies readonly IsoWeekday[];

export function isoWeekdayOf(day: Day): IsoWeekday {
  return (weekdayOf(day) || 7) as IsoWeekday;
}

export const isoWeekdaySchema = z
  .int()
  .check(z.minimum(1), z.maximum(7)) as unknown as z.ZodMiniType<IsoWeekday, number>;

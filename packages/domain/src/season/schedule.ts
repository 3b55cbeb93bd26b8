import { z } from 'zod/mini';
import { LIMITS } from '../constants.ts';
import { addDays, compareDays, daySchema, type Day } from '../days.ts';
import { isoWeekdayOf, isoWeekdaySchema } from './weekdays.ts';
import { SEASON_TEXTS } from './texts.ts';
import { lineText } from '../text.ts';

// A group's schedule (docs/decisions/022-season-planning.md): its regular training days and its
// cancelled dates, how they are checked, and which days they make training days.

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A local start time `HH:MM` (24-hour) in the group's zone. */
export const trainingTimeSchema = z
  .string()
  .check(z.regex(TIME_PATTERN, SEASON_TEXTS.en.timeInvalid));

const place = z.nullable(
  z.pipe(
    z
      .string()
      .check(z.trim(), z.maxLength(LIMITS.trainingPlace, SEASON_TEXTS.en.placeTooLong), lineText()),
    z.transform((value: string) => (value === '' ? null : value)),
  ),
);

/** One regular training day: the weekday, an optional start time and an optional place. */
export const trainingDaySchema = z.strictObject({
  weekday: isoWeekdaySchema,
  time: z.nullable(trainingTimeSchema),
  place,
});
export type TrainingDay = z.output<typeof trainingDaySchema>;

/**
 * A group's schedule, as PUT /api/groups/:groupId/schedule takes it and as the group's detail
 * carries it. Parsing sorts training days by weekday and cancelled dates by date (dropping a date
 * given twice); a weekday given twice is refused.
 */
export const scheduleSchema = z.pipe(
  z.strictObject({
    trainingDays: z.array(trainingDaySchema).check(
      z.maxLength(7, SEASON_TEXTS.en.tooManyTrainingDays),
      z.refine(
        (days) => new Set(days.map((day) => day.weekday)).size === days.length,
        SEASON_TEXTS.en.weekdayTwice,
      ),
    ),
    cancelledDates: z
      .array(daySchema)
      .check(z.maxLength(LIMITS.cancelledDates, SEASON_TEXTS.en.tooManyCancelledDates)),
  }),
  z.transform(({ trainingDays, cancelledDates }) => ({
    trainingDays: [...trainingDays].sort((a, b) => a.weekday - b.weekday),
    cancelledDates: [...new Set(cancelledDates)].sort(compareDays),
  })),
);
export type ScheduleInput = z.input<typeof scheduleSchema>;
export type Schedule = z.output<typeof scheduleSchema>;

export const EMPTY_SCHEDULE: Schedule = { trainingDays: [], cancelledDates: [] };

/**
 * A schedule as the server sends it (already parsed by scheduleSchema when stored): no
 * transforms, so a response can be encoded with it.
 */
export const storedScheduleSchema = z.object({
  trainingDays: z.array(
    z.object({
      weekday: isoWeekdaySchema,
      time: z.nullable(z.string()),
      place: z.nullable(z.string()),
    }),
  ),
  cancelledDates: z.array(daySchema),
});

/** The answer to PUT /api/groups/:groupId/schedule: the schedule as stored. */
export const scheduleResponseSchema = z.object({ schedule: storedScheduleSchema });
export type ScheduleResponse = z.output<typeof scheduleResponseSchema>;

/** The training day a day is, or undefined: not on a training weekday, or cancelled. */
export function trainingDayOn(schedule: Schedule, day: Day): TrainingDay | undefined {
  if (schedule.cancelledDates.includes(day)) return undefined;
  const weekday = isoWeekdayOf(day);
  return schedule.trainingDays.find((training) => training.weekday === weekday);
}

/** Whether the day falls on a training weekday but was cancelled. */
export function isCancelledDay(schedule: Schedule, day: Day): boolean {
  const weekday = isoWeekdayOf(day);
  return (
    schedule.cancelledDates.includes(day) &&
    schedule.trainingDays.some((training) => training.weekday === weekday)
  );
}

/** Every training day (not cancelled) from `from` to `to`, both included, in order. */
export function trainingDaysBetween(
  schedule: Schedule,
  from: Day,
  to: Day,
): { day: Day; training: TrainingDay }[] {
  const result: { day: Day; training: TrainingDay }[] = [];
  if (schedule.trainingDays.length === 0) return result;
  for (let day = from; compareDays(day, to) <= 0; day = addDays(day, 1)) {
    const training = trainingDayOn(schedule, day);
    if (training) result.push({ day, training });
  }
  return result;
}

import { z } from 'zod/mini';
import { DEADLINE_HOURS_MAX, LIMITS, TRAINING_LIMIT_MAX } from '../constants.ts';
import { addDays, compareDays, daySchema, isDay, type Day } from '../days.ts';
import { isoWeekdayOf, isoWeekdaySchema } from './weekdays.ts';
import { SEASON_TEXTS } from './texts.ts';
import { lineText } from '../text.ts';
import { TRAINING_TEXTS } from './training-texts.ts';

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

// A training's own rules (docs/decisions/045-training-limit-and-waitlist.md,
// 046-answer-deadline.md): an end time, a limit of people present and an answer deadline in
// hours before the start; each optional (absent or null: none).
const TRAINING = TRAINING_TEXTS.en;
const ruleFields = {
  end: z.optional(z.nullable(trainingTimeSchema)),
  limit: z.optional(
    z.nullable(
      z
        .int(TRAINING.limitInvalid)
        .check(
          z.minimum(1, TRAINING.limitInvalid),
          z.maximum(TRAINING_LIMIT_MAX, TRAINING.limitInvalid),
        ),
    ),
  ),
  deadlineHours: z.optional(
    z.nullable(
      z
        .int(TRAINING.deadlineAfterStart)
        .check(
          z.minimum(0, TRAINING.deadlineAfterStart),
          z.maximum(DEADLINE_HOURS_MAX, TRAINING.deadlineTooEarly),
        ),
    ),
  ),
};

interface RuleFields {
  end?: string | null | undefined;
  deadlineHours?: number | null | undefined;
}

/** The rules' checks against the start time: an end after it, and neither without one. */
function checkAgainstStart(
  rules: RuleFields,
  time: string | null | undefined,
  ctx: { addIssue(issue: { code: 'custom'; message: string; path: PropertyKey[] }): void },
  path: PropertyKey[] = [],
): void {
  const valid = (value: string | null | undefined) =>
    typeof value === 'string' && TIME_PATTERN.test(value);
  if (rules.end != null && valid(rules.end)) {
    if (!valid(time))
      ctx.addIssue({ code: 'custom', message: TRAINING.needsStartTime, path: [...path, 'end'] });
    else if (rules.end <= time!) {
      ctx.addIssue({ code: 'custom', message: TRAINING.endBeforeStart, path: [...path, 'end'] });
    }
  }
  if (rules.deadlineHours != null && !valid(time)) {
    ctx.addIssue({
      code: 'custom',
      message: TRAINING.needsStartTime,
      path: [...path, 'deadlineHours'],
    });
  }
}

/**
 * One regular training day: the weekday, an optional start time and an optional place, and its
 * rules (end, limit, answer deadline).
 */
export const trainingDaySchema = z
  .strictObject({
    weekday: isoWeekdaySchema,
    time: z.nullable(trainingTimeSchema),
    place,
    ...ruleFields,
  })
  .check(z.superRefine((day, ctx) => checkAgainstStart(day, day.time, ctx)));
export type TrainingDay = z.output<typeof trainingDaySchema>;

/** One date's own rules in place of its weekday's (a smaller hall): replaced whole. */
export const dayRuleSchema = z.strictObject({ day: daySchema, ...ruleFields });
export type DayRule = z.output<typeof dayRuleSchema>;

/**
 * A group's schedule, as PUT /api/groups/:groupId/schedule takes it and as the group's detail
 * carries it. Parsing sorts training days by weekday and cancelled dates by date (dropping a date
 * given twice); a weekday given twice is refused.
 */
export const scheduleSchema = z.pipe(
  z
    .strictObject({
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
      dayRules: z.optional(
        z
          .array(dayRuleSchema)
          .check(z.maxLength(LIMITS.cancelledDates, SEASON_TEXTS.en.tooManyCancelledDates)),
      ),
    })
    .check(
      z.superRefine(({ trainingDays, dayRules }, ctx) => {
        const seen = new Set<string>();
        (dayRules ?? []).forEach((rule, index) => {
          const path = ['dayRules', index];
          if (seen.has(rule.day)) {
            ctx.addIssue({
              code: 'custom',
              message: TRAINING.dayRuleTwice,
              path: [...path, 'day'],
            });
          }
          seen.add(rule.day);
          if (!isDay(rule.day)) return;
          const training = trainingDays.find((day) => day.weekday === isoWeekdayOf(rule.day));
          if (!training) {
            ctx.addIssue({
              code: 'custom',
              message: TRAINING.dayRuleNotTraining,
              path: [...path, 'day'],
            });
          } else checkAgainstStart(rule, training.time, ctx, path);
        });
      }),
    ),
  z.transform(({ trainingDays, cancelledDates, dayRules }) => ({
    trainingDays: [...trainingDays].sort((a, b) => a.weekday - b.weekday),
    cancelledDates: [...new Set(cancelledDates)].sort(compareDays),
    ...(dayRules && dayRules.length > 0
      ? { dayRules: [...dayRules].sort((a, b) => compareDays(a.day, b.day)) }
      : {}),
  })),
);
export type ScheduleInput = z.input<typeof scheduleSchema>;
export type Schedule = z.output<typeof scheduleSchema>;

export const EMPTY_SCHEDULE: Schedule = { trainingDays: [], cancelledDates: [] };

const storedRuleFields = {
  end: z.optional(z.nullable(z.string())),
  limit: z.optional(z.nullable(z.number())),
  deadlineHours: z.optional(z.nullable(z.number())),
};

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
      ...storedRuleFields,
    }),
  ),
  cancelledDates: z.array(daySchema),
  dayRules: z.optional(z.array(z.object({ day: daySchema, ...storedRuleFields }))),
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

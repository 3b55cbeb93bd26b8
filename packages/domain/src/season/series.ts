import { z } from 'zod/mini';
import { attendanceStateSchema, normalizeChoice, type AttendanceState } from '../attendance.ts';
import { LIMITS, MAX_SERIES_DAYS } from '../constants.ts';
import {
  addDays,
  compareDays,
  daySchema,
  epochDayOf,
  intervalLength,
  isDay,
  type Day,
} from '../days.ts';
import { fillTemplate, VALIDATION_MESSAGES } from '../messages.ts';
import { isoWeekdayOf, isoWeekdaySchema, type IsoWeekday } from './weekdays.ts';
import { SEASON_TEXTS, type SeasonLanguage } from './texts.ts';
import { multilineText } from '../text.ts';

// A member's repeating answer (docs/decisions/022-season-planning.md): one answer for many days,
// expanded here into ordinary days; the server stores one day record per day, so the per-day
// model stays the truth.

/**
 * What a repeating answer does with a day that already holds another answer or a note
 * (seriesConflict): `keep` leaves the day as it is (the default), `replace` gives it the repeating
 * answer and its note (none when it has none). Undecided always replaces
 * (docs/decisions/032-notes-belong-to-answers.md).
 */
export const SERIES_EXISTING = ['keep', 'replace'] as const;
export type SeriesExisting = (typeof SERIES_EXISTING)[number];

/**
 * True when a day's record stands in a repeating answer's way: it holds another answer, or a
 * note other than the repeating answer's (a day already so, or without a record, is not).
 */
export function seriesConflict(
  record: { attendance: boolean; note?: string | null | undefined } | undefined,
  series: { state: AttendanceState; note?: string | undefined },
): boolean {
  if (!record) return false;
  const { state, note } = normalizeChoice(series);
  const attendance = state === 'present' ? true : state === 'away' ? false : undefined;
  return record.attendance !== attendance || (!!record.note && record.note !== note);
}

/**
 * PUT /api/groups/:groupId/attendance/series: my own answer for many days at once. `weekdays`
 * absent means every day from `from` to `to`; given, only those weekdays, and the group's
 * cancelled dates are skipped. The note follows the single day's rules (undecided drops it).
 */
export const seriesInputSchema = z.pipe(
  z
    .strictObject({
      from: daySchema,
      to: daySchema,
      weekdays: z.optional(
        z.array(isoWeekdaySchema).check(
          z.minLength(1, SEASON_TEXTS.en.weekdaysEmpty),
          z.maxLength(7),
          z.refine((days) => new Set(days).size === days.length, SEASON_TEXTS.en.weekdayTwice),
        ),
      ),
      state: attendanceStateSchema,
      note: z.optional(
        z
          .string()
          .check(z.maxLength(LIMITS.note, VALIDATION_MESSAGES.noteTooLong), multilineText()),
      ),
      existing: z.optional(z.enum(SERIES_EXISTING)),
    })
    .check(
      z.superRefine((input, ctx) => {
        if (!isDay(input.from) || !isDay(input.to)) return;
        if (compareDays(input.from, input.to) > 0) {
          ctx.addIssue({
            code: 'custom',
            message: VALIDATION_MESSAGES.intervalReversed,
            path: ['to'],
          });
        } else if (intervalLength(input) > MAX_SERIES_DAYS) {
          ctx.addIssue({ code: 'custom', message: SEASON_TEXTS.en.seriesTooLong, path: ['to'] });
        }
      }),
    ),
  z.transform(
    ({
      from,
      to,
      weekdays,
      existing,
      ...choice
    }: {
      from: Day;
      to: Day;
      weekdays?: IsoWeekday[] | undefined;
      state: AttendanceState;
      note?: string | undefined;
      existing?: SeriesExisting | undefined;
    }) => ({
      from,
      to,
      ...(weekdays ? { weekdays: [...weekdays].sort((a, b) => a - b) } : {}),
      ...normalizeChoice(choice),
      // Withdrawing exists to clear answers: it always replaces (docs/decisions/032-notes-belong-to-answers.md).
      existing: choice.state === 'undecided' ? ('replace' as const) : (existing ?? 'keep'),
    }),
  ),
);
export type SeriesInput = z.input<typeof seriesInputSchema>;
export type SeriesData = z.output<typeof seriesInputSchema>;

/**
 * The answer: every day the repeating answer now holds for, in order (empty if none matched), and
 * the days it kept as they were (`existing: 'keep'`), in order.
 */
export const seriesResponseSchema = z.object({
  days: z.array(daySchema),
  kept: z.array(daySchema),
});
export type SeriesResponse = z.infer<typeof seriesResponseSchema>;

/**
 * The days a repeating answer covers: every day from `from` to `to`, or, with weekdays, those
 * weekdays less the cancelled dates. Pure date maths: daylight-saving changes and year ends
 * cannot move a day.
 */
export function expandSeries(
  series: { from: Day; to: Day; weekdays?: readonly IsoWeekday[] | undefined },
  cancelledDates: readonly Day[] = [],
): Day[] {
  const days: Day[] = [];
  const weekdays = series.weekdays ? new Set<number>(series.weekdays) : undefined;
  const cancelled = new Set(cancelledDates);
  const last = epochDayOf(series.to);
  let day = series.from;
  for (let epochDay = epochDayOf(series.from); epochDay <= last; epochDay++) {
    if (!weekdays || (weekdays.has(isoWeekdayOf(day)) && !cancelled.has(day))) days.push(day);
    if (epochDay < last) day = addDays(day, 1);
  }
  return days;
}

/** The text of a repeating answer, for the push and the inbox card. */
export function seriesMessage(
  texts: (typeof SEASON_TEXTS)[SeasonLanguage],
  args: {
    name: string;
    state: AttendanceState;
    count: number;
    /** The action named training weekdays (otherwise they are plain days). */
    trainingDays: boolean;
    /** Formatted first – last day, e.g. "1 Dec – 29 Jan". */
    range: string;
  },
): string {
  const state = args.state === 'present' ? 'Present' : args.state === 'away' ? 'Away' : 'Undecided';
  const key =
    `series${state}${args.trainingDays ? 'Training' : ''}_${args.count === 1 ? 'one' : 'other'}` as const;
  const template = texts[key];
  return fillTemplate(template, { name: args.name, count: args.count, range: args.range });
}

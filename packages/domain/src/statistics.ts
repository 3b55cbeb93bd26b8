import { z } from 'zod/mini';
import { daySchema, isDay, validateDayInterval } from './days.ts';

// A group's statistics, its season grid and the record's export (docs/product.md#statistics,
// docs/decisions/051-statistics-and-the-record-export.md). What each figure counts is defined in
// product.md; the server computes them (features/statistics), the app shows them.

/** A period covers at most a year (366 days, for leap years), like the CSV export. */
export const STATISTICS_MAX_DAYS = 366;

/** GET …/statistics?from&to (and the grid and the exports): the period, both days included. */
export const statisticsQuerySchema = z.strictObject({ from: daySchema, to: daySchema }).check(
  z.superRefine((query, ctx) => {
    if (!isDay(query.from) || !isDay(query.to)) return;
    const message = validateDayInterval(query, STATISTICS_MAX_DAYS);
    if (message) ctx.addIssue({ code: 'custom', message, path: ['to'] });
  }),
);
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

/** Who a row is: a current member, a former one (left or removed), or a deleted account's. */
export const PERSON_KINDS = ['member', 'former', 'deleted'] as const;
export type PersonKind = (typeof PERSON_KINDS)[number];

const count = z.int().check(z.nonnegative());

/** One person's figures over the period (docs/product.md#statistics). */
export const personFiguresSchema = z.object({
  trainingDays: count,
  answeredInTime: count,
  saidPresent: count,
  /** Training days with a roll call on which the person came. */
  came: count,
  /** Said present, and the day's roll call says they did not come. */
  noShows: count,
  /** Came by the roll call without an answer. */
  cameWithoutAnswer: count,
  /** Present → away after the training's cut-off. */
  droppedLate: count,
  /** Training days in their span that have a roll call (what `came` is out of). */
  recordedDays: count,
});
export type PersonFigures = z.infer<typeof personFiguresSchema>;

export const statisticsPersonSchema = z.object({
  personId: z.string(),
  /** The display name; null for a deleted account ("Deleted member N", `deletedNumber`). */
  name: z.nullable(z.string()),
  kind: z.enum(PERSON_KINDS),
  deletedNumber: z.nullable(z.int()),
  isYou: z.boolean(),
  figures: personFiguresSchema,
  /** Per week of `weeks`: the trainings they came to (null: none recorded in their span). */
  cameByWeek: z.array(z.nullable(count)),
});
export type StatisticsPerson = z.infer<typeof statisticsPersonSchema>;

/** One training day's figures over the people shown. */
export const trainingFiguresSchema = z.object({
  day: daySchema,
  answered: count,
  present: count,
  /** Null while the day has no roll call. */
  came: z.nullable(count),
});
export type TrainingFigures = z.infer<typeof trainingFiguresSchema>;

/** One week (Monday) of the chart: averages per training day of that week. */
export const statisticsWeekSchema = z.object({
  week: daySchema,
  trainings: count,
  /** Came per recorded training (null: none recorded that week). */
  came: z.nullable(z.number()),
  saidPresent: z.number(),
  groupSize: count,
});
export type StatisticsWeek = z.infer<typeof statisticsWeekSchema>;

export const statisticsResponseSchema = z.object({
  from: daySchema,
  to: daySchema,
  /** `group`: everyone (owner and coaches); `own`: only the caller's row (a member). */
  scope: z.enum(['group', 'own']),
  /** False: the group has no training days, so every day with an answer or record counts. */
  hasSchedule: z.boolean(),
  people: z.array(statisticsPersonSchema),
  trainings: z.array(trainingFiguresSchema),
  weeks: z.array(statisticsWeekSchema),
});
export type StatisticsResponse = z.infer<typeof statisticsResponseSchema>;

/** The season grid (owner and coaches): people × training days, each answer and record. */
export const GRID_ANSWERS = ['present', 'away'] as const;
export const seasonGridResponseSchema = z.object({
  from: daySchema,
  to: daySchema,
  days: z.array(daySchema),
  people: z.array(
    z.object({
      personId: z.string(),
      name: z.nullable(z.string()),
      kind: z.enum(PERSON_KINDS),
      deletedNumber: z.nullable(z.int()),
      /** Per day: the answer standing, or null (none, or outside their span). */
      answers: z.array(z.nullable(z.enum(GRID_ANSWERS))),
      /** Per day: the roll call (null: no record that day, or outside their span). */
      came: z.array(z.nullable(z.boolean())),
      cameTotal: count,
      recordedDays: count,
    }),
  ),
});
export type SeasonGridResponse = z.infer<typeof seasonGridResponseSchema>;

/** The record's export formats. */
export const RECORD_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type RecordExportFormat = (typeof RECORD_EXPORT_FORMATS)[number];
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

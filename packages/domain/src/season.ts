import { z } from 'zod/mini';
import { attendanceStateSchema, normalizeChoice, type AttendanceState } from './attendance.ts';
import { LIMITS } from './constants.ts';
import { instantOfWallTime } from './day-zones.ts';
import {
  addDays,
  compareDays,
  daySchema,
  epochDayOf,
  intervalLength,
  isDay,
  weekdayOf,
  type Day,
} from './days.ts';
import { fillTemplate, VALIDATION_MESSAGES } from './messages.ts';
import { lineText, multilineText } from './text.ts';

// Season planning (docs/decisions/022-season-planning.md): a group's regular training days and
// cancelled dates, a member's repeating answer over many days, and reminders on the eve of a
// training day. Repeating answers are expanded here into ordinary days; the server stores one
// day record per day, so the per-day model stays the truth.

/** Most days one repeating answer may cover, both ends included: a year, leap or not. */
export const MAX_SERIES_DAYS = 366;
/** The hour (0–23, the group's zone) a reminder goes out at unless the member picks another. */
export const DEFAULT_REMINDER_HOUR = 18;

/** ISO weekday: 1 Monday … 7 Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const satisfies readonly IsoWeekday[];

export function isoWeekdayOf(day: Day): IsoWeekday {
  return (weekdayOf(day) || 7) as IsoWeekday;
}

// --- texts, English and German side by side (the German app reads `de`) ---

export const SEASON_TEXTS = {
  en: {
    // Validation (the schemas below use the English ones: server answers are English).
    timeInvalid: 'time must be HH:MM (00:00 to 23:59)',
    placeTooLong: `place can have at most ${LIMITS.trainingPlace} characters`,
    tooManyTrainingDays: 'a group can have at most 7 training days',
    weekdayTwice: 'each weekday can be a training day only once',
    tooManyCancelledDates: `a group can have at most ${LIMITS.cancelledDates} cancelled dates`,
    seriesTooLong: `a repeating answer can cover at most ${MAX_SERIES_DAYS} days`,
    weekdaysEmpty: 'choose at least one weekday',
    // Push and inbox card of a repeating answer. {range} is e.g. "1 Dec – 29 Jan". Keys end in
    // i18next's plural suffixes: _one for a count of 1, _other otherwise. "Training" when the
    // answer named weekdays (the group's training days are offered first), plain days otherwise.
    seriesPresentTraining_one: '{name} will attend {count} training day, {range}',
    seriesPresentTraining_other: '{name} will attend {count} training days, {range}',
    seriesPresent_one: '{name} will attend {count} day, {range}',
    seriesPresent_other: '{name} will attend {count} days, {range}',
    seriesAwayTraining_one: '{name} will not attend {count} training day, {range}',
    seriesAwayTraining_other: '{name} will not attend {count} training days, {range}',
    seriesAway_one: '{name} will not attend {count} day, {range}',
    seriesAway_other: '{name} will not attend {count} days, {range}',
    seriesUndecidedTraining_one: '{name} withdrew their answer for {count} training day, {range}',
    seriesUndecidedTraining_other:
      '{name} withdrew their answer for {count} training days, {range}',
    seriesUndecided_one: '{name} withdrew their answer for {count} day, {range}',
    seriesUndecided_other: '{name} withdrew their answer for {count} days, {range}',
    // Push and inbox card of a reminder, sent the evening before a training day.
    reminderWithTime: 'Tomorrow {time}: {present} present, {away} away. Are you coming?',
    reminderWithoutTime: 'Tomorrow: {present} present, {away} away. Are you coming?',
    // Labels the screens use (accessible names included).
    trainingDays: 'Training days',
    time: 'Time',
    place: 'Place',
    cancelledDates: 'Cancelled dates',
    addCancelledDate: 'Add cancelled date',
    cancelled: 'Cancelled',
    trainingDay: 'Training day',
    repeatAnswer: 'Answer several days',
    everyDay: 'Every day',
    from: 'From',
    until: 'Until',
    reminders: 'Remind me the evening before a training day',
    reminderHour: 'Reminder time',
  },
  de: {
    timeInvalid: 'Die Uhrzeit muss HH:MM sein (00:00 bis 23:59)',
    placeTooLong: `Der Ort darf höchstens ${LIMITS.trainingPlace} Zeichen haben`,
    tooManyTrainingDays: 'Eine Gruppe kann höchstens 7 Trainingstage haben',
    weekdayTwice: 'Jeder Wochentag kann nur einmal Trainingstag sein',
    tooManyCancelledDates: `Eine Gruppe kann höchstens ${LIMITS.cancelledDates} ausgefallene Termine haben`,
    seriesTooLong: `Eine wiederholte Antwort kann höchstens ${MAX_SERIES_DAYS} Tage umfassen`,
    weekdaysEmpty: 'Wähle mindestens einen Wochentag',
    seriesPresentTraining_one: '{name} kommt an {count} Trainingstag, {range}',
    seriesPresentTraining_other: '{name} kommt an {count} Trainingstagen, {range}',
    seriesPresent_one: '{name} kommt an {count} Tag, {range}',
    seriesPresent_other: '{name} kommt an {count} Tagen, {range}',
    seriesAwayTraining_one: '{name} kommt an {count} Trainingstag nicht, {range}',
    seriesAwayTraining_other: '{name} kommt an {count} Trainingstagen nicht, {range}',
    seriesAway_one: '{name} kommt an {count} Tag nicht, {range}',
    seriesAway_other: '{name} kommt an {count} Tagen nicht, {range}',
    seriesUndecidedTraining_one:
      '{name} hat die Antwort für {count} Trainingstag zurückgezogen, {range}',
    seriesUndecidedTraining_other:
      '{name} hat die Antwort für {count} Trainingstage zurückgezogen, {range}',
    seriesUndecided_one: '{name} hat die Antwort für {count} Tag zurückgezogen, {range}',
    seriesUndecided_other: '{name} hat die Antwort für {count} Tage zurückgezogen, {range}',
    reminderWithTime: 'Morgen {time}: {present} dabei, {away} nicht dabei. Kommst du?',
    reminderWithoutTime: 'Morgen: {present} dabei, {away} nicht dabei. Kommst du?',
    trainingDays: 'Trainingstage',
    time: 'Uhrzeit',
    place: 'Ort',
    cancelledDates: 'Ausgefallene Termine',
    addCancelledDate: 'Ausgefallenen Termin hinzufügen',
    cancelled: 'Fällt aus',
    trainingDay: 'Trainingstag',
    repeatAnswer: 'Mehrere Tage beantworten',
    everyDay: 'Jeden Tag',
    from: 'Von',
    until: 'Bis',
    reminders: 'Am Abend vor einem Trainingstag erinnern',
    reminderHour: 'Uhrzeit der Erinnerung',
  },
} as const satisfies Record<'en' | 'de', Record<string, string>>;
export type SeasonTextKey = keyof (typeof SEASON_TEXTS)['en'];
export type SeasonLanguage = keyof typeof SEASON_TEXTS;

/** The season texts of a BCP 47 locale's language; English when there is no translation. */
export function seasonTexts(locale: string): (typeof SEASON_TEXTS)[SeasonLanguage] {
  const language = locale.split('-')[0]!.toLowerCase();
  return language === 'de' ? SEASON_TEXTS.de : SEASON_TEXTS.en;
}

// --- the schedule ---

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A local start time `HH:MM` (24-hour) in the group's zone. */
export const trainingTimeSchema = z
  .string()
  .check(z.regex(TIME_PATTERN, SEASON_TEXTS.en.timeInvalid));

export const isoWeekdaySchema = z
  .int()
  .check(z.minimum(1), z.maximum(7)) as unknown as z.ZodMiniType<IsoWeekday, number>;

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

// --- a repeating answer ---

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
      ...choice
    }: {
      from: Day;
      to: Day;
      weekdays?: IsoWeekday[] | undefined;
      state: AttendanceState;
      note?: string | undefined;
    }) => ({
      from,
      to,
      ...(weekdays ? { weekdays: [...weekdays].sort((a, b) => a - b) } : {}),
      ...normalizeChoice(choice),
    }),
  ),
);
export type SeriesInput = z.input<typeof seriesInputSchema>;
export type SeriesData = z.output<typeof seriesInputSchema>;

/** The answer: every day the repeating answer now holds for, in order (empty if none matched). */
export const seriesResponseSchema = z.object({ days: z.array(daySchema) });
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

// --- reminders ---

/** PUT /api/groups/:groupId/reminders: the current member's reminders for the group. */
export const reminderSettingsSchema = z.strictObject({
  reminders: z.boolean(),
  reminderHour: z.int().check(z.minimum(0), z.maximum(23)),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  reminders: false,
  reminderHour: DEFAULT_REMINDER_HOUR,
};

/** The reminder's text: "Tomorrow 18:30: 5 present, 2 away. Are you coming?" */
export function reminderMessage(
  texts: (typeof SEASON_TEXTS)[SeasonLanguage],
  args: { time: string | null; present: number; away: number },
): string {
  return args.time
    ? fillTemplate(texts.reminderWithTime, args as Record<string, string | number>)
    : fillTemplate(texts.reminderWithoutTime, { present: args.present, away: args.away });
}

/**
 * When the reminder for a training day is due: the evening before, at `hour` o'clock in `zone`.
 * On a spring-forward night an hour that does not exist (02:00 in Berlin) becomes the first
 * instant after it; on an autumn night the first of the two is used.
 */
export function reminderDueAt(day: Day, hour: number, zone: string): number {
  return instantOfWallTime(addDays(day, -1), hour * 3_600_000, zone);
}

/** When a training starts: its time on its day in `zone`, or undefined when it has none. */
export function trainingStartsAt(day: Day, time: string | null, zone: string): number | undefined {
  if (!time) return undefined;
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return instantOfWallTime(day, (hours * 60 + minutes) * 60_000, zone);
}

import {
  addDays,
  compareDays,
  expandSeries,
  intervalLength,
  isDay,
  isoWeekdayOf,
  ISO_WEEKDAYS,
  MAX_SERIES_DAYS,
  type Day,
  type IsoWeekday,
  type Schedule,
  type SeriesExisting,
  type SeriesInput,
} from '@turnout/domain';

// The repeating answer's form, as plain data (docs/decisions/022-season-planning.md): "present
// every Monday and Thursday until …" or "away from … to …". The server expands the days the same
// way (the domain's expandSeries), so the count the form shows is the count that is stored.

export type SeriesState = 'present' | 'away';

export interface SeriesDraft {
  state: SeriesState;
  /** Every day from `from` to `until`; otherwise only `weekdays`, less the cancelled dates. */
  everyDay: boolean;
  weekdays: IsoWeekday[];
  /** The date inputs' values: YYYY-MM-DD, or '' while a field is empty. */
  from: string;
  until: string;
  note: string;
  /** What to do with days that hold another answer or a note: keep them, by default. */
  existing: SeriesExisting;
}

/** Four weeks from the selected day, by default. */
export const DEFAULT_SERIES_WEEKS = 4;

/** The group's training days offered first: chosen when it has some, every day otherwise. */
export function initialSeriesDraft(schedule: Schedule, day: Day): SeriesDraft {
  const training = schedule.trainingDays.map((entry) => entry.weekday);
  return {
    state: 'present',
    everyDay: training.length === 0,
    weekdays: training.length > 0 ? training : [isoWeekdayOf(day)],
    from: day,
    until: addDays(day, DEFAULT_SERIES_WEEKS * 7 - 1),
    note: '',
    existing: 'keep',
  };
}

/** The weekdays in the order the form lists them: training days first, then the week's others. */
export function weekdayChoices(schedule: Schedule, weekStartsOnSunday: boolean): IsoWeekday[] {
  const training = schedule.trainingDays.map((entry) => entry.weekday);
  const week: IsoWeekday[] = weekStartsOnSunday ? [7, 1, 2, 3, 4, 5, 6] : [...ISO_WEEKDAYS];
  return [...training, ...week.filter((weekday) => !training.includes(weekday))];
}

export type SeriesProblem =
  | { field: 'from' | 'until'; message: 'dateMissing' | 'untilBeforeFrom' | 'tooManyDays' }
  | { field: 'weekdays'; message: 'chooseWeekday' | 'noDays' };

export type SeriesCheck =
  { ok: true; input: SeriesInput; days: Day[] } | { ok: false; problem: SeriesProblem };

/** The request the draft makes and the days it covers, or what is wrong with it. */
export function checkSeries(draft: SeriesDraft, schedule: Schedule): SeriesCheck {
  if (!isDay(draft.from)) return fail({ field: 'from', message: 'dateMissing' });
  if (!isDay(draft.until)) return fail({ field: 'until', message: 'dateMissing' });
  const range = { from: draft.from, to: draft.until };
  if (compareDays(range.from, range.to) > 0) {
    return fail({ field: 'until', message: 'untilBeforeFrom' });
  }
  if (intervalLength(range) > MAX_SERIES_DAYS) {
    return fail({ field: 'until', message: 'tooManyDays' });
  }
  if (!draft.everyDay && draft.weekdays.length === 0) {
    return fail({ field: 'weekdays', message: 'chooseWeekday' });
  }
  const weekdays = draft.everyDay ? undefined : [...draft.weekdays].sort((a, b) => a - b);
  const days = expandSeries({ ...range, weekdays }, schedule.cancelledDates);
  if (days.length === 0) return fail({ field: 'weekdays', message: 'noDays' });
  const note = draft.note.trim();
  const input: SeriesInput = {
    ...range,
    ...(weekdays ? { weekdays } : {}),
    state: draft.state,
    ...(note ? { note } : {}),
    existing: draft.existing,
  };
  return { ok: true, input, days };
}

function fail(problem: SeriesProblem): SeriesCheck {
  return { ok: false, problem };
}

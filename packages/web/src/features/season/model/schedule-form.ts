import {
  compareDays,
  isDay,
  LIMITS,
  type Day,
  type IsoWeekday,
  type Schedule,
  type ScheduleInput,
} from '@turnout/domain';

// The owner's training days as the form edits them (docs/decisions/022-season-planning.md): one
// row per weekday (on or off, with a time and a place), and the cancelled dates.

export interface WeekdayDraft {
  on: boolean;
  /** The time input's value, HH:MM, or '' for no time. */
  time: string;
  place: string;
  /** The training's own rules (ADR 045, 046), as the inputs hold them: '' for none. */
  end: string;
  limit: string;
  deadlineHours: string;
}

export interface ScheduleDraft {
  weekdays: Record<IsoWeekday, WeekdayDraft>;
  cancelledDates: Day[];
  /** Single dates' own rules: not edited here, kept as they are when the form saves. */
  dayRules?: Schedule['dayRules'];
}

const OFF: WeekdayDraft = {
  on: false,
  time: '',
  place: '',
  end: '',
  limit: '',
  deadlineHours: '',
};

/** A number input's value as the schedule takes it: '' is none (left out); anything else is
 *  sent as it is read, so the server's message explains a wrong one. */
const optionalNumber = (key: 'limit' | 'deadlineHours', value: string) =>
  value.trim() === '' ? {} : { [key]: Number(value) };

export function scheduleDraftOf(schedule: Schedule): ScheduleDraft {
  const weekdays = {} as Record<IsoWeekday, WeekdayDraft>;
  for (const weekday of [1, 2, 3, 4, 5, 6, 7] as const) weekdays[weekday] = { ...OFF };
  for (const training of schedule.trainingDays) {
    weekdays[training.weekday] = {
      on: true,
      time: training.time ?? '',
      place: training.place ?? '',
      end: training.end ?? '',
      limit: training.limit == null ? '' : String(training.limit),
      deadlineHours: training.deadlineHours == null ? '' : String(training.deadlineHours),
    };
  }
  return {
    weekdays,
    cancelledDates: [...schedule.cancelledDates],
    ...(schedule.dayRules ? { dayRules: schedule.dayRules } : {}),
  };
}

/** What PUT /schedule takes for the draft. */
export function scheduleInputOf(draft: ScheduleDraft): ScheduleInput {
  const trainingDays = (Object.entries(draft.weekdays) as [string, WeekdayDraft][])
    .filter(([, row]) => row.on)
    .map(([weekday, row]) => ({
      weekday: Number(weekday) as IsoWeekday,
      time: row.time || null,
      place: row.place.trim() || null,
      // Rules only when set: the schedule is replaced whole, so an absent one is none.
      ...(row.end ? { end: row.end } : {}),
      ...optionalNumber('limit', row.limit),
      ...optionalNumber('deadlineHours', row.deadlineHours),
    }));
  return {
    trainingDays,
    cancelledDates: [...draft.cancelledDates].sort(compareDays),
    ...(draft.dayRules && draft.dayRules.length > 0 ? { dayRules: draft.dayRules } : {}),
  };
}

/** Whether saving the draft would change the stored schedule. */
export function scheduleChanged(draft: ScheduleDraft, schedule: Schedule): boolean {
  return (
    JSON.stringify(scheduleInputOf(draft)) !==
    JSON.stringify(scheduleInputOf(scheduleDraftOf(schedule)))
  );
}

/** The weekday rows whose place is too long (the only thing the inputs let through wrong). */
export function placeProblems(draft: ScheduleDraft): IsoWeekday[] {
  return (Object.entries(draft.weekdays) as [string, WeekdayDraft][])
    .filter(([, row]) => row.on && row.place.trim().length > LIMITS.trainingPlace)
    .map(([weekday]) => Number(weekday) as IsoWeekday);
}

export type AddDateProblem = 'dateMissing' | 'dateTwice' | 'tooManyDates';

/** Adds a cancelled date, or says why it cannot be added. */
export function addCancelledDate(
  draft: ScheduleDraft,
  value: string,
): { draft: ScheduleDraft } | { problem: AddDateProblem } {
  if (!isDay(value)) return { problem: 'dateMissing' };
  if (draft.cancelledDates.includes(value)) return { problem: 'dateTwice' };
  if (draft.cancelledDates.length >= LIMITS.cancelledDates) return { problem: 'tooManyDates' };
  const cancelledDates = [...draft.cancelledDates, value].sort(compareDays);
  return { draft: { ...draft, cancelledDates } };
}

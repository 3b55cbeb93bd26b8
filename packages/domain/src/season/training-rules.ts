import { DEFAULT_TIME_ZONE } from '../constants.ts';
import type { Day } from '../days.ts';
import { instantOfWallTime } from '../day-zones.ts';
import { trainingDayOn, type Schedule } from './schedule.ts';
import { isoWeekdayOf } from './weekdays.ts';
import { TRAINING_TEXTS, WEEKDAY_NAMES } from './training-texts.ts';

// What a training day's rules are on a date, and what follows from them
// (docs/decisions/045-training-limit-and-waitlist.md, 046-answer-deadline.md).

export interface TrainingRules {
  /** The start, HH:MM in the group's zone, or null. */
  time: string | null;
  end: string | null;
  /** Most people present; null: no limit. */
  limit: number | null;
  /** Hours before the start at which members' own answers close; null: no deadline. */
  deadlineHours: number | null;
}

/**
 * The rules of a training day: the date's own rules when it has them (replaced whole), else its
 * weekday's. Undefined on a day that is no training day (or is cancelled): no limit, no deadline.
 */
export function trainingRulesOn(schedule: Schedule, day: Day): TrainingRules | undefined {
  const training = trainingDayOn(schedule, day);
  if (!training) return undefined;
  const rules = schedule.dayRules?.find((rule) => rule.day === day) ?? training;
  return {
    time: training.time,
    end: rules.end ?? null,
    limit: rules.limit ?? null,
    deadlineHours: rules.deadlineHours ?? null,
  };
}

/** HH:MM as milliseconds after midnight. */
export function msOfTime(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return (hours * 60 + minutes) * 60_000;
}

/** The instant (ms) the members' own answers for the day close, or undefined (no deadline). */
export function answerDeadlineMs(
  rules: TrainingRules | undefined,
  day: Day,
  zone: string = DEFAULT_TIME_ZONE,
): number | undefined {
  if (!rules || rules.deadlineHours === null || rules.time === null) return undefined;
  return instantOfWallTime(day, msOfTime(rules.time), zone) - rules.deadlineHours * 3_600_000;
}

/** Whether a member's own answer for the day is closed at `now`. */
export function isAnswerClosed(
  schedule: Schedule,
  day: Day,
  now: number,
  zone: string = DEFAULT_TIME_ZONE,
): boolean {
  const deadline = answerDeadlineMs(trainingRulesOn(schedule, day), day, zone);
  return deadline !== undefined && now >= deadline;
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time HH:MM (24-hour) of an instant in a zone: "15:30". */
export function clockTimeOf(ms: number, zone: string = DEFAULT_TIME_ZONE): string {
  let format = clockFormats.get(zone);
  if (!format) {
    // eslint-disable-next-line no-restricted-syntax -- a fixed HH:MM for the server's answers, not a display format
    format = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: zone,
    });
    clockFormats.set(zone, format);
  }
  return format.format(ms);
}

/** The promoted member's words: "You're in: Thursday 18:30" (the day's weekday, its start). */
export function promotedMessage(day: Day, time: string | null, language: 'en' | 'de'): string {
  const weekday = WEEKDAY_NAMES[language][isoWeekdayOf(day) - 1]!;
  const texts = TRAINING_TEXTS[language];
  return (time === null ? texts.promotedWithoutTime : texts.promotedWithTime)
    .replace('{weekday}', weekday)
    .replace('{time}', time ?? '');
}

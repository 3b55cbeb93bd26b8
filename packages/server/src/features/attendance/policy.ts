import {
  answerDeadlineMs,
  clockTimeOf,
  isInAnswerWindow,
  isPastDay,
  RECORD_MESSAGES,
  isoWeekdayOf,
  VALIDATION_MESSAGES,
  type Day,
  type TrainingRules,
} from '@turnout/domain';
import { ApiError } from '../../http/api-error.ts';

// Which days a member may answer (docs/decisions/029-answer-window.md): a year back to two ahead
// of today, for one day and a repeating answer alike, so nobody fills the database with days no
// screen shows. Checked before the write limits count, like the schemas: a refusal costs nothing.

/** Throws invalid-argument unless every day from `from` to `to` may be answered now. */
export function requireAnswerWindow(from: Day, to: Day = from, now: number = Date.now()): void {
  if (!isInAnswerWindow(from, to, now)) {
    throw new ApiError('invalid-argument', VALIDATION_MESSAGES.dayOutsideAnswerWindow);
  }
}

/**
 * A member's own answer after the training's answer deadline is refused in words
 * (docs/decisions/046-answer-deadline.md): "Answers for Thursday closed at 15:30. Ask a coach."
 * Whoever runs the group's trainings may still answer (`runsTrainings`).
 */
export function requireOpenAnswer(
  rules: TrainingRules | undefined,
  day: Day,
  options: { now: number; timeZone: string; runsTrainings: boolean },
): void {
  if (options.runsTrainings) return;
  const deadline = answerDeadlineMs(rules, day, options.timeZone);
  if (deadline === undefined || options.now < deadline) return;
  throw new ApiError('permission-denied', {
    key: `errors.answersClosed.${isoWeekdayOf(day)}`,
    values: { time: clockTimeOf(deadline, options.timeZone) },
  });
}

/**
 * A day that is over (in the group's zone) is closed to members' own answers: the answer stands
 * as given, and whoever runs the trainings may still correct it, shown as set by them
 * (docs/decisions/049-roll-call-and-closed-days.md).
 */
export function requireDayOpen(day: Day, today: Day, runsTrainings: boolean): void {
  if (runsTrainings || !isPastDay(day, today)) return;
  throw new ApiError('day-closed', RECORD_MESSAGES.dayClosed);
}

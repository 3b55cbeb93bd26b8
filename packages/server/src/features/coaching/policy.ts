import {
  COACH_MESSAGES,
  isCancelledDay,
  isInAnswerWindow,
  trainingDayOn,
  VALIDATION_MESSAGES,
  type Day,
  type Schedule,
} from '@turnout/domain';
import { ApiError } from '../../http/api-error.ts';

// Coaches' rules beyond the gate's role × action table (http/gate.ts, ensureMay).

/** Only a training day (or one already cancelled, to change its reason) can be cancelled. */
export function requireCancellableDay(schedule: Schedule, day: Day): void {
  if (!trainingDayOn(schedule, day) && !isCancelledDay(schedule, day)) {
    throw new ApiError('invalid-argument', COACH_MESSAGES.notTrainingDay);
  }
}

/** A coach speaks of the days members may answer (docs/decisions/029-answer-window.md). */
export function requireDayInWindow(day: Day, now: number = Date.now()): void {
  if (!isInAnswerWindow(day, day, now)) {
    throw new ApiError('invalid-argument', VALIDATION_MESSAGES.dayOutsideAnswerWindow);
  }
}

import { isInAnswerWindow, VALIDATION_MESSAGES, type Day } from '@turnout/domain';
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

import {
  compareDays,
  isInAnswerWindow,
  RECORD_MESSAGES,
  VALIDATION_MESSAGES,
  type Day,
} from '@turnout/domain';
import { ApiError } from '../../http/api-error.ts';

// The roll call's rule (docs/decisions/049-roll-call-and-closed-days.md): it opens on the day
// itself. (That a day's answers close to members once it is over is attendance/policy.ts's.)

/**
 * A roll call is for a day that has begun, within the days anyone answers (the answer window):
 * a later day is `roll-call-not-open`, one outside the window invalid.
 */
export function requireRollCallOpen(day: Day, today: Day, now: number = Date.now()): void {
  if (!isInAnswerWindow(day, day, now)) {
    throw new ApiError('invalid-argument', VALIDATION_MESSAGES.dayOutsideAnswerWindow);
  }
  if (compareDays(day, today) > 0) {
    throw new ApiError('roll-call-not-open', RECORD_MESSAGES.rollCallNotOpen);
  }
}

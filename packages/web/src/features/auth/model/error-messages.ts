import { LOG_IN_ERROR_MESSAGES, SIGN_UP_ERROR_MESSAGES } from '@turnout/domain';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { serverMessage } from '../../../lib/api-error-message.ts';

// docs/product.md#log-in-errors and #sign-up-errors: the log-in and sign-up tables map a code to a
// message; anything else reads "An error occured: {code}". A code the tables do not name but that
// the server explained in words (a field it refused, how long to wait after too many attempts)
// shows those words: "An error occured: invalid-argument" tells a person nothing. Both tables also
// carry friendly texts for rate limiting and an unreachable server (see lib/i18n/en.ts).

type Table = 'logInErrors' | 'signUpErrors';

/** The codes both tables word in a friendlier way than "An error occured: {code}". */
const FRIENDLY_CODES: readonly string[] = ['resource-exhausted', 'unavailable'];

function codeOf(error: unknown): string {
  return isApiError(error) ? error.code : 'unknown';
}

function message(t: TFunction, table: Table, spec: object, error: unknown): string {
  const code = codeOf(error);
  const key = `${table}.${code}` as const;
  if (code !== 'other' && Object.hasOwn(spec, code)) return t(key as never);
  const words = serverMessage(t, error);
  if (words) return words;
  if (FRIENDLY_CODES.includes(code)) return t(key as never);
  return t(`${table}.other`, { code });
}

export function logInErrorMessage(t: TFunction, error: unknown): string {
  return message(t, 'logInErrors', LOG_IN_ERROR_MESSAGES, error);
}

export function signUpErrorMessage(t: TFunction, error: unknown): string {
  return message(t, 'signUpErrors', SIGN_UP_ERROR_MESSAGES, error);
}

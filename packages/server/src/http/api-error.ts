import { statusForCode, type ErrorCode } from '@turnout/domain';
import { render, textOfEnglish, type Text } from '../i18n/i18n.ts';

/**
 * An error meant for the client: its code and message are sent as
 * `{ "error": { "code", "message" } }` with the code's HTTP status, the message in the
 * request's language (error-handler.ts). The message is a text of the server's (i18n/en.ts) or
 * one of the domain's English sentences, which name their text themselves. Anything else
 * thrown is treated as a bug and answered with a generic 500. `cause` is logged, never sent.
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  /** The message as a text, to be put into the request's language; undefined: sent as it is. */
  readonly text: Text | undefined;

  constructor(code: ErrorCode, message: string | Text, options?: { cause?: unknown }) {
    super(typeof message === 'string' ? message : render(message, 'en'), options);
    this.name = 'ApiError';
    this.code = code;
    this.statusCode = statusForCode(code);
    this.text = typeof message === 'string' ? textOfEnglish(message) : message;
  }
}

export function unauthenticated(): ApiError {
  return new ApiError('unauthenticated', { key: 'errors.notSignedIn' });
}

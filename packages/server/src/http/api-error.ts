import { statusForCode, type ErrorCode } from '@turnout/domain';

/**
 * An error meant for the client: its code and message are sent as they are, as
 * `{ "error": { "code", "message" } }` with the code's HTTP status. Anything else thrown is
 * treated as a bug and answered with a generic 500 (see error-handler.ts). `cause` is logged,
 * never sent.
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;

  constructor(code: ErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ApiError';
    this.code = code;
    this.statusCode = statusForCode(code);
  }
}

export function unauthenticated(): ApiError {
  return new ApiError('unauthenticated', 'You are not signed in.');
}

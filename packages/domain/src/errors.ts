import { z } from 'zod/mini';

// The wire shape of every error: { "error": { "code", "message" } }
// (docs/product.md#error-shape-and-http-statuses).
export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

// Generic codes and their HTTP status (docs/product.md#error-shape-and-http-statuses).
export const STATUS_BY_CODE = {
  'invalid-argument': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  aborted: 409,
  'resource-exhausted': 429,
  cancelled: 499,
  internal: 500,
  unimplemented: 501,
  unavailable: 503,
  'deadline-exceeded': 504,
} as const;
export type GenericErrorCode = keyof typeof STATUS_BY_CODE;

/** Maps an HTTP status back to its code; anything unlisted is `unknown`. */
export function codeForStatus(status: number): GenericErrorCode | 'unknown' {
  const entry = Object.entries(STATUS_BY_CODE).find(([, s]) => s === status);
  return entry ? (entry[0] as GenericErrorCode) : 'unknown';
}

// Account codes (docs/product.md#log-in-errors, #sign-up-errors), with the status the server
// answers them with.
export const ACCOUNT_ERROR_STATUS = {
  'invalid-email': 400,
  'missing-email': 400,
  'weak-password': 400,
  'user-not-found': 404,
  'wrong-password': 401,
  'user-disabled': 403,
  'email-already-in-use': 409,
  'internal-error': 500,
  // A password-reset or e-mail confirmation link that is unknown, used or expired.
  'expired-link': 400,
} as const;
export type AccountErrorCode = keyof typeof ACCOUNT_ERROR_STATUS;

// Request-shape codes the product does not name; the server answers them for bodies it cannot read.
export const REQUEST_ERROR_STATUS = {
  'payload-too-large': 413,
  'unsupported-media-type': 415,
} as const;
export type RequestErrorCode = keyof typeof REQUEST_ERROR_STATUS;

// Join codes (docs/product.md#join-errors). The server joins in one transaction, so `max-retries-exceeded` means
// it gave up after repeated write conflicts (the meaning of `aborted`).
export const JOIN_ERROR_STATUS = {
  'invite-not-found': 404,
  'membership-write-denied': 403,
  'max-retries-exceeded': 409,
  // The owner removed this account from the group: refused on joining until the owner lets it
  // back, and answered on the group's reads instead of not-found, to that account alone
  // (docs/decisions/031-removal-keeps-the-link.md).
  'removed-from-group': 403,
} as const;
export type JoinErrorCode = keyof typeof JOIN_ERROR_STATUS;

// The season's record (docs/decisions/049-roll-call-and-closed-days.md): a member's own answer for
// a day that is over, and a roll call for a day that has not begun.
export const RECORD_ERROR_STATUS = {
  'day-closed': 403,
  'roll-call-not-open': 409,
} as const;
export type RecordErrorCode = keyof typeof RECORD_ERROR_STATUS;

export type ErrorCode =
  GenericErrorCode | AccountErrorCode | RequestErrorCode | JoinErrorCode | RecordErrorCode;

const STATUS_OF_CODE: Record<ErrorCode, number> = {
  ...STATUS_BY_CODE,
  ...ACCOUNT_ERROR_STATUS,
  ...REQUEST_ERROR_STATUS,
  ...JOIN_ERROR_STATUS,
  ...RECORD_ERROR_STATUS,
};

/** The HTTP status the server answers a code with. */
export function statusForCode(code: ErrorCode): number {
  return STATUS_OF_CODE[code];
}

// The callable-function protocol (docs/product.md#callable-functions,
// #error-shape-and-http-statuses): POST
// {FUNCTIONS_PATH}/{name} with JSON `{ "data": … }`, answered with `{ "result": … }` or an
// error `{ "error": { "code", "message" } }` whose HTTP status follows STATUS_BY_CODE.

export const FUNCTIONS_PATH = '/functions';

/** The functions the server offers. */
export const FUNCTION_NAMES = {
  systemClientCompatibility: 'systemClientCompatibility',
} as const;
export type FunctionName = (typeof FUNCTION_NAMES)[keyof typeof FUNCTION_NAMES];

/** `/functions/{name}`, relative to the functions' origin. */
export function functionPath(name: string): string {
  return `${FUNCTIONS_PATH}/${encodeURIComponent(name)}`;
}

/**
 * Optional request headers besides `Authorization: Bearer`: the caller's push (messaging
 * instance) token and an app attestation token, sent when the client has them.
 */
export const FUNCTION_HEADERS = {
  messagingInstanceToken: 'x-messaging-instance-token',
  appCheckToken: 'x-app-check-token',
} as const;

/** The client's own errors for answers it cannot read (docs/product.md#client-side-errors). */
export const FUNCTION_CLIENT_MESSAGES = {
  notJsonObject: 'Response is not valid JSON object.',
  missingData: 'Response is missing data field.',
  deadlineExceeded: 'deadline-exceeded',
} as const;

/** Paths the native apps open in place of the browser (docs/product.md#deep-links). */
export const APP_LINK_PATHS = ['/join/*', '/groups/*'] as const;

import { apiErrorSchema, codeForStatus } from '@turnout/domain';

/**
 * Every failed API call ends up as one of these, so callers switch on `code` (the product's error
 * codes) and never parse responses themselves. `status` is 0 when no response arrived at all.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;

  constructor(code: string, message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
  }
}

/** The server is unreachable (offline, DNS, refused connection): no HTTP status exists. */
export const UNAVAILABLE = 'unavailable';
/** The server answered, but not with the shape we expect (a proxy error page, say). */
export const INVALID_RESPONSE = 'invalid-response';

/** Builds the error for a non-2xx response from its `{ error: { code, message } }` body. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) {
    return new ApiError(parsed.data.error.code, parsed.data.error.message, response.status);
  }
  // No error body (e.g. a gateway's HTML page): fall back to the product's status mapping. No
  // message either: only our server's own words are shown to people (api-error-message.ts).
  return new ApiError(codeForStatus(response.status), '', response.status);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

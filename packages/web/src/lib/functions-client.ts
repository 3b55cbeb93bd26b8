import {
  codeForStatus,
  CSRF_HEADER,
  FUNCTION_CLIENT_MESSAGES,
  FUNCTION_HEADERS,
  FUNCTION_REGION,
  FUNCTION_TIMEOUT_MS,
  functionPath,
} from '@turnout/domain';
import { API_ORIGIN } from './native/api-origin.ts';
import { getPushToken } from './native/push-registration.ts';
import { getSessionToken } from './native/session-token.ts';

// The callable-function client (docs/product.md#callable-functions, #error-shape-and-http-statuses): POST {data} as JSON, read `data` (or `result`)
// from the answer, map the HTTP status to the product's codes, give up after 70000 ms.
// The original called its functions in region europe-west1; ours live on our own server under
// /functions, so the region is informational and the base URL is what matters.

/**
 * A failed call. `code` is one of the codes of docs/product.md#error-shape-and-http-statuses (or
 * `unknown`); `status` is 0 without an answer.
 */
export class FunctionsError extends Error {
  readonly code: string;
  readonly status: number;

  constructor(code: string, message: string, status = 0) {
    super(message);
    this.name = 'FunctionsError';
    this.code = code;
    this.status = status;
  }
}

export interface FunctionsClientOptions {
  /** Origin of the functions; '' (the page's own) on the web, the server's in native shells. */
  origin?: string;
  region?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Bearer token of a native session; the web is identified by its cookie instead. */
  getAuthToken?: () => string | undefined;
  getMessagingInstanceToken?: () => string | undefined;
  getAppCheckToken?: () => string | undefined;
}

export interface FunctionsClient {
  readonly region: string;
  /** `data` is sent as `{ "data": data }`; resolves to the answer's data (or result). */
  call(name: string, data?: unknown, options?: { signal?: AbortSignal }): Promise<unknown>;
}

export function createFunctionsClient(options: FunctionsClientOptions = {}): FunctionsClient {
  const {
    origin = API_ORIGIN,
    region = FUNCTION_REGION,
    timeoutMs = FUNCTION_TIMEOUT_MS,
    getAuthToken = getSessionToken,
    getMessagingInstanceToken = getPushToken,
    getAppCheckToken = () => undefined,
  } = options;
  // Looked up per call so a test's stubbed global fetch is used.
  const fetchImpl = (...args: Parameters<typeof fetch>) => (options.fetch ?? fetch)(...args);

  function headers(): Record<string, string> {
    const result: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      // A same-origin web call is identified by its cookie, which counts only with this header.
      [CSRF_HEADER]: '1',
    };
    const auth = getAuthToken();
    if (auth) result.Authorization = `Bearer ${auth}`;
    const messaging = getMessagingInstanceToken();
    if (messaging) result[FUNCTION_HEADERS.messagingInstanceToken] = messaging;
    const appCheck = getAppCheckToken();
    if (appCheck) result[FUNCTION_HEADERS.appCheckToken] = appCheck;
    return result;
  }

  async function call(
    name: string,
    data: unknown = null,
    callOptions: { signal?: AbortSignal } = {},
  ) {
    // AbortSignal.any and AbortSignal.timeout are newer than the engines we support (Chrome 92).
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const stopFollowing = follow(callOptions.signal, () => controller.abort());
    try {
      return await post(name, data, controller.signal);
    } catch (error) {
      if (error instanceof FunctionsError) throw error;
      if (timedOut) {
        throw new FunctionsError('deadline-exceeded', FUNCTION_CLIENT_MESSAGES.deadlineExceeded);
      }
      if (controller.signal.aborted) throw new FunctionsError('cancelled', 'cancelled');
      throw new FunctionsError('unavailable', 'The server could not be reached.');
    } finally {
      clearTimeout(timer);
      stopFollowing();
    }
  }

  async function post(name: string, data: unknown, signal: AbortSignal): Promise<unknown> {
    const response = await fetchImpl(`${origin}${functionPath(name)}`, {
      method: 'POST',
      headers: headers(),
      credentials: 'same-origin',
      body: JSON.stringify({ data }),
      signal,
    });
    const body = parseJson(await response.text());
    if (!response.ok) throw errorForResponse(response.status, body);
    if (!isJsonObject(body)) {
      throw new FunctionsError('internal', FUNCTION_CLIENT_MESSAGES.notJsonObject, response.status);
    }
    const result = body.data !== undefined ? body.data : body.result;
    if (result === undefined) {
      throw new FunctionsError('internal', FUNCTION_CLIENT_MESSAGES.missingData, response.status);
    }
    return result;
  }

  return { region, call };
}

/**
 * docs/product.md#error-shape-and-http-statuses: the code comes from the status; the message from
 * the error body when it has one.
 */
function errorForResponse(status: number, body: unknown): FunctionsError {
  const code = codeForStatus(status);
  const error = isJsonObject(body) && isJsonObject(body.error) ? body.error : undefined;
  const message = typeof error?.message === 'string' ? error.message : code;
  return new FunctionsError(code, message, status);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function follow(signal: AbortSignal | undefined, abort: () => void): () => void {
  if (!signal) return () => undefined;
  if (signal.aborted) abort();
  signal.addEventListener('abort', abort);
  return () => signal.removeEventListener('abort', abort);
}

/** The app's client: the server's /functions (same origin, or VITE_API_ORIGIN in a shell). */
export const functions: FunctionsClient = createFunctionsClient();

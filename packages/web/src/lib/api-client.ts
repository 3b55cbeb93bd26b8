import { z } from 'zod/mini';
import {
  CSRF_HEADER,
  pathFor,
  type BodyInputOf,
  type EndpointSpec,
  type ParamsInputOf,
  type QueryInputOf,
  type ResponseOf,
} from '@turnout/domain';
import { ApiError, INVALID_RESPONSE, UNAVAILABLE, errorFromResponse } from './api-error.ts';
import { apiUrl } from './native/api-origin.ts';
import { bearerHeader } from './native/session-token.ts';

/** Anything with a zod-like `parse`; responses are checked against the domain schemas. */
export interface Parser<T> {
  parse(data: unknown): T;
}

interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** Headers the entry reads besides the usual ones (an answer's Idempotency-Key). */
  headers?: Record<string, string> | undefined;
}

async function send(method: string, path: string, options: RequestOptions): Promise<Response> {
  // A native shell's session is a bearer token (none on the web, which uses its cookie).
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...bearerHeader(),
    ...options.headers,
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  // The server answers in the app's language (a signed-in account's own setting wins there).
  if (document.documentElement.lang) headers['Accept-Language'] = document.documentElement.lang;
  // The server refuses state-changing cookie requests without this header (CSRF, see domain).
  if (method !== 'GET') headers[CSRF_HEADER] = '1';
  try {
    return await fetch(apiUrl(path), {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    // A cancelled query must stay a cancellation so TanStack Query can tell it apart.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(UNAVAILABLE, 'The server could not be reached.', 0);
  }
}

async function request<T>(
  method: string,
  path: string,
  parser: Parser<T> | undefined,
  options: RequestOptions,
): Promise<T> {
  const response = await send(method, path, options);
  if (!response.ok) throw await errorFromResponse(response);
  if (!parser) return undefined as T;
  const data: unknown = await response.json().catch(() => undefined);
  try {
    return parser.parse(data);
  } catch {
    throw new ApiError(
      INVALID_RESPONSE,
      'The server sent an unexpected response.',
      response.status,
    );
  }
}

/** The one way the web app talks to the server: same-origin JSON under /api. */
export const api = {
  get<T>(path: string, parser: Parser<T>, signal?: AbortSignal): Promise<T> {
    return request('GET', path, parser, { signal });
  },
  post<T>(path: string, body: unknown, parser: Parser<T>): Promise<T> {
    return request('POST', path, parser, { body });
  },
  put<T>(path: string, body: unknown, parser: Parser<T>): Promise<T> {
    return request('PUT', path, parser, { body });
  },
  patch<T>(path: string, body: unknown, parser: Parser<T>): Promise<T> {
    return request('PATCH', path, parser, { body });
  },
  /** DELETE; the answer (204 No Content) carries nothing to read. */
  delete(path: string): Promise<void> {
    return request<void>('DELETE', path, undefined, {});
  },
  /** PUT to an endpoint answering 204 No Content (or with nothing the caller needs). */
  putEmpty(path: string, body: unknown): Promise<void> {
    return request<void>('PUT', path, undefined, { body });
  },
  /** For endpoints answering 204 No Content. */
  postEmpty(path: string, body?: unknown): Promise<void> {
    return request<void>('POST', path, undefined, { body });
  },
};

type Part<Key extends string, Value> = undefined extends Value
  ? { [K in Key]?: Value }
  : { [K in Key]: Value };

/** What a call sends: the entry's params, query and body, as its schemas take them. */
export type CallOptions<E extends EndpointSpec> = Part<'params', ParamsInputOf<E>> &
  Part<'query', QueryInputOf<E>> &
  Part<'body', BodyInputOf<E>> & { signal?: AbortSignal; headers?: Record<string, string> };

/**
 * Calls an endpoint by its entry in the domain (endpoints/; docs/decisions/037-endpoints-as-data.md):
 * the path is filled and encoded, the query written, and the success answer parsed with the
 * entry's schema (nothing to read for 204 No Content). Failures are ApiErrors, as for `api`.
 */
export function call<E extends EndpointSpec>(
  entry: E,
  ...[options]: OptionalWhenEmpty<CallOptions<E>>
): Promise<ResponseOf<E>> {
  const { path, body, signal, headers } = requestOf(entry, options);
  const success = Object.entries(entry.responses).find(([status]) => status.startsWith('2'));
  const schema = success && success[0] !== '204' ? success[1] : undefined;
  const parser = schema && { parse: (data: unknown) => z.parse(schema, data) as ResponseOf<E> };
  return request(entry.method, path, parser, { body, signal, headers });
}

/**
 * Calls an endpoint whose answer is a file (its entry names the media type it `produces`, the
 * CSV export) and returns the bytes; failures are ApiErrors as for `call`.
 */
export async function callForFile<E extends EndpointSpec & { produces: string }>(
  entry: E,
  ...[options]: OptionalWhenEmpty<CallOptions<E>>
): Promise<Blob> {
  const { path, body, signal } = requestOf(entry, options);
  const response = await send(entry.method, path, { body, signal });
  if (!response.ok) throw await errorFromResponse(response);
  return response.blob();
}

type OptionalWhenEmpty<O> = Record<never, never> extends O ? [O?] : [O];

/** The entry's path with its params filled and its query written, and what the call sends. */
function requestOf(entry: EndpointSpec, options: object | undefined) {
  const { params, query, body, signal, headers } = (options ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, string | number | boolean | undefined>;
    body?: unknown;
    signal?: AbortSignal;
    headers?: Record<string, string>;
  };
  let path = params ? pathFor(entry.path, params as never) : entry.path;
  if (query) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) search.set(key, String(value));
    }
    const text = search.toString();
    if (text) path = `${path}?${text}`;
  }
  return { path, body, signal, headers };
}

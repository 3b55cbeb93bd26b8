import { vi } from 'vitest';
import { apiError } from './fixtures.ts';

export interface ApiCall {
  method: string;
  /** Path and query, as the app requested it. */
  path: string;
  /** The parsed JSON body, if any. */
  body: unknown;
}

const headersOfCalls = new WeakMap<ApiCall, Record<string, string>>();

/** The headers a stubbed call was sent with (kept apart, so calls compare by what they ask). */
export function headersOf(call: ApiCall): Record<string, string> {
  return headersOfCalls.get(call) ?? {};
}

type Answer = (call: ApiCall) => Response | Promise<Response>;

/**
 * Stands in for the server: `routes` maps "METHOD /path" to an answer (a function, since a
 * Response can be read only once); anything else gets the server's 404. Returns the calls made,
 * for tests that check what was sent.
 */
export function stubApi(routes: Record<string, Answer>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const call: ApiCall = {
        method: init?.method ?? 'GET',
        path: input,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      headersOfCalls.set(call, { ...(init?.headers as Record<string, string> | undefined) });
      calls.push(call);
      const answer = routes[`${call.method} ${call.path}`];
      return answer ? answer(call) : apiError(404, 'not-found');
    }),
  );
  return calls;
}

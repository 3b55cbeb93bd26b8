import {
  accountEndpoints,
  API_PATHS,
  attendanceEndpoints,
  CSRF_HEADER,
  currentUserResponseSchema,
} from '@turnout/domain';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, testUser } from '../test/fixtures.ts';
import { api, call } from './api-client.ts';
import { ApiError } from './api-error.ts';

function serve(response: () => Response | Promise<Response>) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client', () => {
  it('returns the parsed body of a successful response', async () => {
    serve(() => json(200, { user: testUser }));
    await expect(api.get(API_PATHS.me, currentUserResponseSchema)).resolves.toEqual({
      user: testUser,
    });
  });

  it('turns the server error body into an ApiError with its code, message and status', async () => {
    serve(() => apiError(401, 'wrong-password'));
    const error = await failure(api.post(API_PATHS.logIn, {}, currentUserResponseSchema));
    expect(error).toMatchObject({
      code: 'wrong-password',
      message: 'server says wrong-password',
      status: 401,
    });
  });

  it('maps the status to the product’s code when the body is not an error body', async () => {
    serve(() => new Response('<html>Bad gateway</html>', { status: 503 }));
    expect(await failure(api.get(API_PATHS.me, currentUserResponseSchema))).toMatchObject({
      code: 'unavailable',
      status: 503,
    });
    serve(() => new Response('', { status: 429 }));
    expect(await failure(api.postEmpty(API_PATHS.logOut))).toMatchObject({
      code: 'resource-exhausted',
    });
    serve(() => new Response('', { status: 418 }));
    expect(await failure(api.postEmpty(API_PATHS.logOut))).toMatchObject({ code: 'unknown' });
  });

  it('reports an unreachable server as "unavailable" with status 0', async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await failure(api.get(API_PATHS.me, currentUserResponseSchema))).toMatchObject({
      code: 'unavailable',
      status: 0,
    });
  });

  it('reports a response of the wrong shape as "invalid-response"', async () => {
    serve(() => json(200, { something: 'else' }));
    expect(await failure(api.get(API_PATHS.me, currentUserResponseSchema))).toMatchObject({
      code: 'invalid-response',
    });
  });

  it('sends JSON with the CSRF header on writes, same-origin credentials always', async () => {
    const fetch = serve(() => new Response(null, { status: 204 }));
    await expect(api.postEmpty(API_PATHS.logOut, { a: 1 })).resolves.toBeUndefined();
    const [, post] = fetch.mock.calls[0]!;
    expect(post).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"a":1}' });
    expect(post?.headers).toMatchObject({ [CSRF_HEADER]: '1', 'Content-Type': 'application/json' });

    serve(() => json(200, { user: testUser }));
    const get = vi.mocked(globalThis.fetch);
    await api.get(API_PATHS.me, currentUserResponseSchema);
    const [, init] = get.mock.calls[0]!;
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin' });
    expect(init?.headers).not.toHaveProperty(CSRF_HEADER);
  });
});

describe('call', () => {
  it('fills and encodes the path, writes the query and parses with the entry', async () => {
    const fetch = serve(() => json(200, { from: '2026-03-01', to: '2026-03-01', members: [] }));
    const list = await call(attendanceEndpoints.list, {
      params: { groupId: 'g 1/2' },
      query: { from: '2026-03-01', to: '2026-03-01' },
    });
    expect(list).toEqual({ from: '2026-03-01', to: '2026-03-01', members: [] });
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(
      /\/api\/groups\/g%201%2F2\/attendance\?from=2026-03-01&to=2026-03-01$/,
    );
    expect(init?.method).toBe('GET');
  });

  it('sends the body with the CSRF header and reads nothing from a 204', async () => {
    const fetch = serve(() => new Response(null, { status: 204 }));
    await expect(
      call(accountEndpoints.password, { body: { currentPassword: 'a', newPassword: 'b' } }),
    ).resolves.toBeUndefined();
    const [, init] = fetch.mock.calls[0]!;
    expect(init?.method).toBe('PUT');
    expect((init?.headers as Record<string, string>)[CSRF_HEADER]).toBe('1');
    expect(init?.body).toBe(JSON.stringify({ currentPassword: 'a', newPassword: 'b' }));
  });

  it('refuses an answer that breaks the entry’s schema', async () => {
    serve(() => json(200, { from: '2026-03-01' }));
    const error = await failure(
      call(attendanceEndpoints.list, {
        params: { groupId: 'g' },
        query: { from: '2026-03-01', to: '2026-03-01' },
      }),
    );
    expect(error.code).toBe('invalid-response');
  });
});

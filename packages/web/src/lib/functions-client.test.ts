import { CSRF_HEADER, FUNCTION_HEADERS, STATUS_BY_CODE } from '@turnout/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../test/fixtures.ts';
import { createFunctionsClient, FunctionsError } from './functions-client.ts';

type Answer = (url: string, init: RequestInit) => Response | Promise<Response>;

function clientAnswering(
  answer: Answer,
  options: Parameters<typeof createFunctionsClient>[0] = {},
) {
  const fetchMock = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) =>
    answer(String(url), init ?? {}),
  );
  const client = createFunctionsClient({ fetch: fetchMock, ...options });
  return { client, fetchMock };
}

async function failure(promise: Promise<unknown>): Promise<FunctionsError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FunctionsError);
  return error as FunctionsError;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('calling a function', () => {
  it('posts { data } as JSON to /functions/{name} on the configured origin', async () => {
    const { client, fetchMock } = clientAnswering(() => json(200, { result: 'ok' }), {
      origin: 'https://api.turnout.example',
    });
    await client.call('systemClientCompatibility', { a: 1 });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.turnout.example/functions/systemClientCompatibility');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ data: { a: 1 } });
    expect(init?.headers).toMatchObject({
      'Content-Type': 'application/json',
      [CSRF_HEADER]: '1',
    });
  });

  it('sends null when the call has no data, and the same origin by default', async () => {
    const { client, fetchMock } = clientAnswering(() => json(200, { result: 1 }));
    await client.call('f');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/functions/f');
    expect(JSON.parse(String(init?.body))).toEqual({ data: null });
  });

  it('notes region europe-west1', () => {
    expect(createFunctionsClient().region).toBe('europe-west1');
  });

  it('adds the bearer, messaging-instance and app-check headers when they exist', async () => {
    const { client, fetchMock } = clientAnswering(() => json(200, { result: 1 }), {
      getAuthToken: () => 'native-session',
      getMessagingInstanceToken: () => 'push-token',
      getAppCheckToken: () => 'app-check',
    });
    await client.call('f');
    expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject({
      Authorization: 'Bearer native-session',
      [FUNCTION_HEADERS.messagingInstanceToken]: 'push-token',
      [FUNCTION_HEADERS.appCheckToken]: 'app-check',
    });
  });

  it('sends none of them when they do not exist', async () => {
    const { client, fetchMock } = clientAnswering(() => json(200, { result: 1 }), {
      getAuthToken: () => undefined,
      getMessagingInstanceToken: () => undefined,
    });
    await client.call('f');
    const headers = fetchMock.mock.calls[0]![1]?.headers as Record<string, string>;
    expect(Object.keys(headers)).not.toContain('Authorization');
    expect(Object.keys(headers)).not.toContain(FUNCTION_HEADERS.messagingInstanceToken);
    expect(Object.keys(headers)).not.toContain(FUNCTION_HEADERS.appCheckToken);
  });

  it.each([
    ['result', { result: { v: 1 } }, { v: 1 }],
    ['data', { data: { v: 2 } }, { v: 2 }],
    ['data before result', { data: 'd', result: 'r' }, 'd'],
    ['a null result', { result: null }, null],
    ['a falsy data', { data: 0 }, 0],
  ])('reads %s', async (_, body, expected) => {
    const { client } = clientAnswering(() => json(200, body));
    await expect(client.call('f')).resolves.toEqual(expected);
  });
});

describe('errors', () => {
  it.each(Object.entries(STATUS_BY_CODE))(
    'maps %s (HTTP %i) with the message of the error body',
    async (code, status) => {
      const { client } = clientAnswering(() =>
        json(status, { error: { code, message: `server says ${code}` } }),
      );
      const error = await failure(client.call('f'));
      expect(error).toMatchObject({ code, status, message: `server says ${code}` });
    },
  );

  it.each([402, 405, 418, 502, 505])('maps any other status (%i) to unknown', async (status) => {
    const { client } = clientAnswering(() => new Response('<html>gateway</html>', { status }));
    const error = await failure(client.call('f'));
    expect(error).toMatchObject({ code: 'unknown', status, message: 'unknown' });
  });

  it('takes the code for the message when the error body has none', async () => {
    const { client } = clientAnswering(() => new Response('', { status: 503 }));
    const error = await failure(client.call('f'));
    expect(error).toMatchObject({ code: 'unavailable', message: 'unavailable' });
  });

  it.each([
    ['not JSON', 'Service Unavailable'],
    ['empty', ''],
    ['an array', '[1,2]'],
    ['a string', '"data"'],
    ['null', 'null'],
  ])('refuses a successful answer that is %s', async (_, body) => {
    const { client } = clientAnswering(() => new Response(body, { status: 200 }));
    const error = await failure(client.call('f'));
    expect(error).toMatchObject({
      code: 'internal',
      message: 'Response is not valid JSON object.',
    });
  });

  it('refuses an answer with neither data nor result', async () => {
    const { client } = clientAnswering(() => json(200, { value: 1 }));
    const error = await failure(client.call('f'));
    expect(error).toMatchObject({ code: 'internal', message: 'Response is missing data field.' });
  });

  it('gives up after 70000 ms with deadline-exceeded', async () => {
    vi.useFakeTimers();
    const { client } = clientAnswering(
      (_, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    const result = failure(client.call('f'));
    await vi.advanceTimersByTimeAsync(69_999);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ code: 'deadline-exceeded' });
  });

  it('says cancelled when the caller aborts', async () => {
    const controller = new AbortController();
    const { client } = clientAnswering(
      (_, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    const result = failure(client.call('f', null, { signal: controller.signal }));
    controller.abort();
    expect(await result).toMatchObject({ code: 'cancelled' });
  });

  it('says unavailable when no answer arrives at all (offline)', async () => {
    const { client } = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(client.call('f'));
    expect(error).toMatchObject({ code: 'unavailable', status: 0 });
  });
});

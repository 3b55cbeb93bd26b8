import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientCompatibilitySchema,
  CLIENT_VERSION,
  codeForStatus,
  CSRF_HEADER,
  FUNCTION_HEADERS,
  FUNCTION_NAMES,
  functionPath,
  SESSION_COOKIE,
  STATUS_BY_CODE,
  type GenericErrorCode,
} from '@turnout/domain';
import { BODY_LIMIT } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { ApiError } from '../../http/api-error.ts';
import { registerErrorHandling } from '../../http/error-handler.ts';
import { registerJsonParser } from '../../http/json.ts';
import { createTestApp, testConfig, useTestApp } from '../../test/app.ts';
import { createTestDatabase } from '../../test/database.ts';
import { createSignedInUser } from '../../test/factories.ts';
import { SessionCache } from '../../http/session-cache.ts';
import type { CallContext, FunctionRegistry } from './parts/registry.ts';
import { functionRoutes } from './routes.ts';

const compatibilityPath = functionPath(FUNCTION_NAMES.systemClientCompatibility);

describe('POST /functions/systemClientCompatibility', () => {
  it('answers the configured compatibility data as { result }', async () => {
    const t = await createTestApp({
      env: {
        LATEST_CLIENT_VERSION: '0.8.1',
        COMPATIBLE_CLIENT_VERSIONS: '>=0.8.0 <2',
        ANDROID_STORE_LINK: 'https://play.example/turnout',
        APPLE_STORE_LINK: 'https://apps.example/turnout',
      },
    });
    const res = await t.request({ method: 'POST', url: compatibilityPath, body: { data: null } });
    await t.close();

    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      result: {
        latestClientVersion: '0.8.1',
        compatibleClientVersions: '>=0.8.0 <2',
        androidStoreLink: 'https://play.example/turnout',
        appleStoreLink: 'https://apps.example/turnout',
      },
    });
  });

  it('defaults to the current version, >=0.7.0, the Play Store page of the package and no App Store link', async () => {
    const t = await createTestApp();
    const res = await t.request({ method: 'POST', url: compatibilityPath, body: { data: {} } });
    await t.close();

    // toStrictEqual on the raw JSON: a missing appleStoreLink is not the same as null.
    expect(res.json().result).toStrictEqual({
      latestClientVersion: CLIENT_VERSION,
      compatibleClientVersions: '>=0.7.0',
      androidStoreLink: 'https://play.google.com/store/apps/details?id=app.turnout',
      appleStoreLink: null,
    });
    expect(clientCompatibilitySchema.safeParse(res.json().result).success).toBe(true);
  });
});

describe('the callable protocol on the real app', () => {
  const t = useTestApp();

  const post = (payload: string, contentType = 'application/json', url = compatibilityPath) =>
    t.request({ method: 'POST', url, headers: { 'content-type': contentType }, body: payload });

  it('needs no CSRF header and no session', async () => {
    const res = await t.request({
      method: 'POST',
      url: compatibilityPath,
      body: { data: null },
      csrf: false,
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers an unknown function with 404 not-found', async () => {
    const res = await t.request({ method: 'POST', url: functionPath('noSuch'), body: { data: 1 } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'not-found', message: 'There is no function noSuch.' },
    });
  });

  it.each([
    ['no body', ''],
    ['a body without data', '{"payload": 1}'],
    ['an array', '[{"data": 1}]'],
    ['a string', '"data"'],
    ['null', 'null'],
  ])('answers %s with 400 invalid-argument', async (_, payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'invalid-argument', message: 'Request body is missing data.' },
    });
  });

  it('answers malformed JSON with 400 invalid-argument', async () => {
    const res = await post('{"data": ');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'invalid-argument',
      message: 'The request body is not valid JSON.',
    });
  });

  it('answers a body that is not JSON with 415', async () => {
    const res = await post('data=1', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported-media-type');
  });

  it('answers an oversize body with 413', async () => {
    const res = await post(JSON.stringify({ data: 'x'.repeat(BODY_LIMIT) }));
    expect(res.statusCode).toBe(413);
  });

  it.each([
    ['GET', compatibilityPath],
    ['GET', '/functions'],
    ['POST', '/functions/a/b'],
    ['PUT', compatibilityPath],
  ] as const)('answers %s %s with a JSON 404, never the web page', async (method, url) => {
    const res = await t.request({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not-found');
  });
});

// A bare app with the real error handling and parser, serving test functions that fail in
// every way a function can, to pin each status of docs/product.md#error-shape-and-http-statuses and what the client maps it back to.
describe('status mapping', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  const calls: CallContext[] = [];

  const functions: FunctionRegistry = {
    fail: ({ data }) => {
      throw new ApiError(data as GenericErrorCode, `failed with ${String(data)}`);
    },
    crash: () => {
      throw new Error('secret internals');
    },
    echo: (context) => {
      calls.push(context);
      return { data: context.data, user: context.user?.displayName ?? null };
    },
    nothing: () => undefined,
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    app = Fastify();
    registerErrorHandling(app, { bodyLimit: BODY_LIMIT });
    registerJsonParser(app);
    await app.register(cookie);
    await app.register(functionRoutes, {
      db: database.db,
      config: testConfig(),
      functions,
      sessions: new SessionCache(),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const call = (name: string, data: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: functionPath(name), payload: { data }, headers });

  it.each(Object.entries(STATUS_BY_CODE))(
    'answers %s with HTTP %i, which maps back to the same code',
    async (code, status) => {
      const res = await call('fail', code);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ error: { code, message: `failed with ${code}` } });
      expect(codeForStatus(res.statusCode)).toBe(code);
    },
  );

  it('answers an unexpected failure with a 500 internal that hides the cause', async () => {
    const res = await call('crash', null);
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('internal');
    expect(res.body).not.toContain('secret');
  });

  it('answers a function without a return value with { result: null }', async () => {
    const res = await call('nothing', 1);
    expect(res.json()).toEqual({ result: null });
  });

  it('hands the function its data and the optional headers', async () => {
    const data = { nested: [1, 'two', null] };
    const res = await call('echo', data, {
      [FUNCTION_HEADERS.messagingInstanceToken]: 'push-token',
      [FUNCTION_HEADERS.appCheckToken]: 'app-check',
    });
    expect(res.json()).toEqual({ result: { data, user: null } });
    expect(calls.at(-1)).toMatchObject({
      messagingInstanceToken: 'push-token',
      appCheckToken: 'app-check',
    });
  });

  it('knows the caller from a bearer token', async () => {
    const ada = await createSignedInUser(database.db, { displayName: 'Ada' });
    const res = await call('echo', 1, { authorization: `Bearer ${ada.token}` });
    expect(res.json().result.user).toBe('Ada');
  });

  it('treats an unknown bearer token as no caller', async () => {
    const res = await call('echo', 1, { authorization: `Bearer ${'x'.repeat(43)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.user).toBeNull();
  });

  it('knows a web caller from the session cookie only together with the CSRF header', async () => {
    const ada = await createSignedInUser(database.db, { displayName: 'Ada' });
    const cookieHeader = { cookie: `${SESSION_COOKIE}=${ada.token}` };
    const forged = await call('echo', 1, cookieHeader);
    expect(forged.json().result.user).toBeNull();
    const own = await call('echo', 1, { ...cookieHeader, [CSRF_HEADER]: '1' });
    expect(own.json().result.user).toBe('Ada');
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, CSRF_HEADER } from '@turnout/domain';
import { BODY_LIMIT } from '../app.ts';
import { sessions, users } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/app.ts';

// Bad input gets a clear 4xx and changes nothing.
describe('bad input', () => {
  let t: TestApp;
  let rowsBefore: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.signIn();
    rowsBefore = await countRows();
  });
  afterAll(async () => {
    expect(await countRows()).toBe(rowsBefore);
    await t.close();
  });

  async function countRows(): Promise<number> {
    const [u] = await t.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const [s] = await t.db.select({ n: sql<number>`count(*)::int` }).from(sessions);
    return u!.n + s!.n;
  }

  const valid = { name: 'Anna', email: 'anna@example.com', password: 'secret1' };

  const post = (
    payload: string | object,
    contentType = 'application/json',
    url: string = API_PATHS.signUp,
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': contentType, [CSRF_HEADER]: '1' },
      payload,
    });

  it.each([
    ['an unknown field', { ...valid, admin: true }, 'Unrecognized key: "admin"'],
    [
      'a number for a string',
      { ...valid, email: 42 },
      'email: Invalid input: expected string, received number',
    ],
    ['a missing field', { name: 'Anna', email: 'anna@example.com' }, 'password: Invalid input'],
    ['an unknown client kind', { ...valid, client: 'desktop' }, 'client: Invalid option'],
    ['an array instead of an object', [valid], 'expected object, received array'],
    ['an overlong name', { ...valid, name: 'x'.repeat(500) }, 'name: Name must have at most 80'],
  ])('answers %s with 400 invalid-argument', async (_, body, hint) => {
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toContain('Invalid body');
    expect(error.message).toContain(hint);
  });

  it('answers a request without a body with 400', async () => {
    const res = await t.request({ method: 'POST', url: API_PATHS.logIn });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid-argument');
  });

  it('answers malformed JSON with 400', async () => {
    const res = await post('{"name": "Anna", "email": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'invalid-argument', message: 'The request body is not valid JSON.' },
    });
  });

  it('refuses prototype pollution attempts with 400', async () => {
    const res = await post(
      `{"__proto__": {"admin": true}, "email": "a@b.de", "password": "x"}`,
      undefined,
      API_PATHS.logIn,
    );
    expect(res.statusCode).toBe(400);
  });

  it('answers an oversize body with 413 payload-too-large', async () => {
    const res = await post({ ...valid, name: 'x'.repeat(BODY_LIMIT) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: {
        code: 'payload-too-large',
        message: `The request body is larger than ${BODY_LIMIT} bytes.`,
      },
    });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'answers a %s body with 415 unsupported-media-type',
    async (contentType) => {
      const res = await post('name=Anna', contentType);
      expect(res.statusCode).toBe(415);
      expect(res.json().error.code).toBe('unsupported-media-type');
    },
  );

  // Found by the abuse suite (test/abuse): these came back with a code of another status.
  it('answers an unknown Content-Encoding with 415 unsupported-media-type', async () => {
    const res = await t.request({
      method: 'GET',
      url: API_PATHS.me,
      headers: { 'content-encoding': 'x' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported-media-type');
  });

  it('answers a path parameter too long for the router with 400 invalid-argument', async () => {
    const res = await t.request({ method: 'POST', url: `/api/invites/${'x'.repeat(200)}/join` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid-argument');
  });

  it('answers an unknown API path with a 404 not-found error', async () => {
    const res = await t.request({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'not-found', message: 'There is no GET /api/nothing-here.' },
    });
  });

  it('answers a wrong method on an API path with 404', async () => {
    const res = await t.request({ method: 'DELETE', url: API_PATHS.me });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not-found');
  });

  it('does not answer with a 5xx to a bad URL', async () => {
    const res = await t.request({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid-argument');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, LOG_IN_ERROR_MESSAGES, SESSION_COOKIE } from '@turnout/domain';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { uniqueEmail, type TestUser } from '../../test/factories.ts';

describe('POST /api/auth/log-in', () => {
  let t: TestApp;
  let anna: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    anna = await t.createUser({ email: uniqueEmail('Anna'), password: 'anna-secret' });
  });
  afterAll(() => t.close());

  const logIn = (body: Record<string, unknown>) =>
    t.request({ method: 'POST', url: API_PATHS.logIn, body });

  it('starts a cookie session for the right password', async () => {
    const res = await logIn({ email: anna.user.email, password: 'anna-secret' });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: {
        id: anna.user.id,
        displayName: anna.user.displayName,
        email: anna.user.email,
        language: 'en',
        languageChosen: false,
      },
    });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await t.request({
      method: 'GET',
      url: API_PATHS.me,
      as: { token: cookie.value },
      via: 'cookie',
    });
    expect(me.json().user.id).toBe(anna.user.id);
  });

  it('finds the account whatever the case and spacing of the address', async () => {
    const res = await logIn({
      email: `  ${anna.user.email.toUpperCase()} `,
      password: 'anna-secret',
    });
    expect(res.statusCode).toBe(200);
  });

  it('gives native clients a bearer token', async () => {
    const res = await logIn({ email: anna.user.email, password: 'anna-secret', client: 'native' });

    expect(res.cookies).toEqual([]);
    const me = await t.request({
      method: 'GET',
      url: API_PATHS.me,
      as: { token: res.json().sessionToken },
    });
    expect(me.statusCode).toBe(200);
  });

  it('starts a separate session for each log-in', async () => {
    const first = await logIn({
      email: anna.user.email,
      password: 'anna-secret',
      client: 'native',
    });
    const second = await logIn({
      email: anna.user.email,
      password: 'anna-secret',
      client: 'native',
    });
    expect(first.json().sessionToken).not.toBe(second.json().sessionToken);
  });

  it.each([
    ['an empty address', { email: '' }, 400, 'missing-email'],
    ['a blank address', { email: '   ' }, 400, 'missing-email'],
    ['a malformed address', { email: 'anna.example.com' }, 400, 'invalid-email'],
    ['an unknown address', { email: 'nobody@example.com' }, 404, 'user-not-found'],
    ['a wrong password', { password: 'anna-secreT' }, 401, 'wrong-password'],
    ['an empty password', { password: '' }, 401, 'wrong-password'],
  ] as const)('answers %s with %i %s', async (_, change, status, code) => {
    const res = await logIn({ email: anna.user.email, password: 'anna-secret', ...change });

    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: { code, message: LOG_IN_ERROR_MESSAGES[code] } });
    expect(res.cookies).toEqual([]);
  });

  it('refuses the address with a control character around it as invalid-email', async () => {
    // String#trim takes a vertical tab or a form feed off; the address is still no address.
    for (const email of [`${anna.user.email}\u000b`, `\u000c${anna.user.email}`]) {
      const res = await logIn({ email, password: 'anna-secret' });

      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: { code: 'invalid-email', message: LOG_IN_ERROR_MESSAGES['invalid-email'] },
      });
      expect(res.cookies).toEqual([]);
    }
  });

  it('refuses a disabled account with user-disabled once the password is right', async () => {
    const { user } = await t.createUser({ password: 'ben-secret', disabled: true });

    const right = await logIn({ email: user.email, password: 'ben-secret' });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      error: {
        code: 'user-disabled',
        message: 'This account is disabled! Please contact customers upport.',
      },
    });
    // Without the password nobody learns that the account is disabled.
    const wrong = await logIn({ email: user.email, password: 'guess' });
    expect(wrong.json().error.code).toBe('wrong-password');
  });
});

describe('log-in when something unexpected fails', () => {
  it('answers 500 internal-error "Login failed!" without internals', async () => {
    const t = await createTestApp();
    const { user } = await t.createUser();
    await t.database.close();

    const res = await t.request({
      method: 'POST',
      url: API_PATHS.logIn,
      body: { email: user.email, password: 'whatever' },
    });
    await t.close();

    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'internal-error', message: 'Login failed!' } });
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, CSRF_HEADER } from '@turnout/domain';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { DEFAULT_PASSWORD } from '../../test/factories.ts';
import { clientCookieName, KNOWN_CLIENT_ALLOWANCE } from './parts/rate-limit.ts';

// Strangers who use up an address's log-in and reset attempts do not lock out a browser that
// signed in to that account before (ADR 028).
describe('a known client keeps an allowance', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  const cookieName = clientCookieName(false);
  const post = (url: string, payload: object, remoteAddress: string, client?: string) =>
    t!.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { [CSRF_HEADER]: '1' },
      cookies: client ? { [cookieName]: client } : {},
      payload,
    });
  const logIn = (email: string, password: string, remoteAddress: string, client?: string) =>
    post(API_PATHS.logIn, { email, password }, remoteAddress, client);
  const askReset = (email: string, remoteAddress: string, client?: string) =>
    post(API_PATHS.passwordResetRequest, { email }, remoteAddress, client);

  it('after strangers used up the address’s log-ins and resets, the owner’s browser still gets in', async () => {
    t = await createTestApp({
      env: { AUTH_RATE_LIMIT_PER_EMAIL: '3', RESET_LIMIT_PER_EMAIL: '2' },
    });
    const { user } = await t.createUser();
    const signedIn = await logIn(user.email, DEFAULT_PASSWORD, '192.0.2.5');
    expect(signedIn.statusCode).toBe(200);
    const client = signedIn.cookies.find((c) => c.name === cookieName);
    expect(client?.httpOnly).toBe(true);

    // Strangers from many addresses use up every attempt the address has.
    for (let i = 0; i < 3; i++) await logIn(user.email, 'guess', `198.51.100.${i}`);
    for (let i = 0; i < 2; i++) await askReset(user.email, `198.51.100.${i}`);
    expect((await logIn(user.email, DEFAULT_PASSWORD, '198.51.100.9')).statusCode).toBe(429);
    expect((await askReset(user.email, '198.51.100.9')).statusCode).toBe(429);
    // A cookie that is no known client's counts like a stranger.
    expect((await logIn(user.email, DEFAULT_PASSWORD, '192.0.2.5', 'made-up')).statusCode).toBe(
      429,
    );

    // The owner's browser still may: a mistyped password, the right one, and a reset request.
    expect((await logIn(user.email, 'typo', '192.0.2.5', client!.value)).statusCode).toBe(401);
    expect((await logIn(user.email, DEFAULT_PASSWORD, '192.0.2.5', client!.value)).statusCode).toBe(
      200,
    );
    expect((await askReset(user.email, '192.0.2.5', client!.value)).statusCode).toBe(200);
  });

  it('the allowance is small, and only for the account that browser signed in to', async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_EMAIL: '1' } });
    const { user } = await t.createUser();
    const other = await t.createUser();
    const signedIn = await logIn(user.email, DEFAULT_PASSWORD, '192.0.2.6');
    const client = signedIn.cookies.find((c) => c.name === cookieName)!.value;
    await logIn(other.user.email, 'guess', '198.51.100.20');
    expect((await logIn(other.user.email, DEFAULT_PASSWORD, '192.0.2.6', client)).statusCode).toBe(
      429,
    );
    for (let i = 0; i < KNOWN_CLIENT_ALLOWANCE; i++) {
      expect((await logIn(user.email, 'guess', '192.0.2.6', client)).statusCode).toBe(401);
    }
    expect((await logIn(user.email, DEFAULT_PASSWORD, '192.0.2.6', client)).statusCode).toBe(429);
  });

  it('"sign out everywhere" ends the known clients with every other token', async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_EMAIL: '1' } });
    const account = await t.createUser();
    const { user } = account;
    const before = (await logIn(user.email, DEFAULT_PASSWORD, '192.0.2.7')).cookies.find(
      (c) => c.name === cookieName,
    )!.value;
    const changed = await t.request({
      method: 'DELETE',
      url: API_PATHS.accountSessions,
      as: await t.signIn({ user: account }),
    });
    expect(changed.statusCode).toBe(204);
    await logIn(user.email, 'guess', '198.51.100.30');
    // "Sign out everywhere" ended it: the old browser now counts like a stranger.
    expect((await logIn(user.email, DEFAULT_PASSWORD, '192.0.2.7', before)).statusCode).toBe(429);
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { API_PATHS, CSRF_HEADER } from '@turnout/domain';
import { sessions, users } from '../../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { DEFAULT_PASSWORD, uniqueEmail } from '../../../test/factories.ts';

// What a limit does besides answering 429: a limited attempt changes nothing, log-in and sign-up
// draw from the same counts, the window ends, and a client is counted by its network (IPv6 /64).
describe('rate limits on log-in and sign-up, effects', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  const post = (
    app: TestApp,
    url: string,
    payload: Record<string, unknown>,
    remoteAddress = '203.0.113.7',
  ) =>
    app.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { [CSRF_HEADER]: '1' },
      payload,
    });
  const logIn = (app: TestApp, email: string, password: string, remoteAddress?: string) =>
    post(app, API_PATHS.logIn, { email, password }, remoteAddress);
  const signUp = (app: TestApp, email: string, remoteAddress?: string) =>
    post(app, API_PATHS.signUp, { name: 'Dora', email, password: 'secret1' }, remoteAddress);

  const count = async (app: TestApp, table: typeof users | typeof sessions) =>
    (await app.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

  it('starts no session for a limited log-in, even with the right password', async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_EMAIL: '2' } });
    const { user } = await t.createUser();
    for (const address of ['198.51.100.1', '198.51.100.2']) {
      expect((await logIn(t, user.email, 'wrong guess', address)).statusCode).toBe(401);
    }
    const sessionsBefore = await count(t, sessions);

    const limited = await logIn(t, user.email, DEFAULT_PASSWORD, '198.51.100.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('resource-exhausted');
    expect(limited.cookies).toEqual([]);
    expect(await count(t, sessions)).toBe(sessionsBefore);
  });

  it('creates no account for a limited sign-up; the address counts across both routes', async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_EMAIL: '2' } });
    const email = uniqueEmail('eve');
    // Probing whether an address has an account counts against signing it up.
    expect((await logIn(t, email, 'guess', '198.51.100.1')).statusCode).toBe(404);
    expect((await logIn(t, email.toUpperCase(), 'guess', '198.51.100.2')).statusCode).toBe(404);
    const usersBefore = await count(t, users);

    const limited = await signUp(t, `  ${email} `, '198.51.100.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.cookies).toEqual([]);
    expect(await count(t, users)).toBe(usersBefore);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('counts log-in and sign-up together per client, refused bodies included', async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_CLIENT: '3' } });
    expect((await signUp(t, uniqueEmail())).statusCode).toBe(201);
    expect((await logIn(t, uniqueEmail(), 'guess')).statusCode).toBe(404);
    expect((await post(t, API_PATHS.logIn, { nonsense: true })).statusCode).toBe(400);
    const usersBefore = await count(t, users);

    const limited = await signUp(t, uniqueEmail());
    expect(limited.statusCode).toBe(429);
    expect(await count(t, users)).toBe(usersBefore);
    expect((await logIn(t, uniqueEmail(), 'guess')).statusCode).toBe(429);
  });

  it('lets the address and the client try again once the window has passed', async () => {
    t = await createTestApp({
      env: { AUTH_RATE_LIMIT_PER_EMAIL: '1', AUTH_RATE_LIMIT_PER_CLIENT: '2' },
    });
    const { user } = await t.createUser();
    // The counters read Date.now(); moving it on stands in for waiting out the 15 minutes.
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(start);
    onTestFinished(() => clock.mockRestore());
    expect((await logIn(t, user.email, 'guess')).statusCode).toBe(401);
    const limited = await logIn(t, user.email, 'guess');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('900');
    expect((await logIn(t, uniqueEmail(), 'guess')).statusCode).toBe(429);

    clock.mockReturnValue(start + t.config.authRateLimit.windowMs - 1);
    expect((await logIn(t, user.email, DEFAULT_PASSWORD)).statusCode).toBe(429);
    clock.mockReturnValue(start + t.config.authRateLimit.windowMs);
    expect((await logIn(t, user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64 network and a mapped IPv4 address as that address', async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_CLIENT: '2' } });
    // Rotating through the addresses of one's own /64 does not buy more attempts.
    expect((await logIn(t, uniqueEmail(), 'guess', '2001:db8:1:2::1')).statusCode).toBe(404);
    expect((await logIn(t, uniqueEmail(), 'guess', '2001:db8:1:2::ffff')).statusCode).toBe(404);
    expect((await logIn(t, uniqueEmail(), 'guess', '2001:db8:1:2:aaaa::1')).statusCode).toBe(429);
    expect((await logIn(t, uniqueEmail(), 'guess', '2001:db8:1:3::1')).statusCode).toBe(404);

    expect((await logIn(t, uniqueEmail(), 'guess', '192.0.2.5')).statusCode).toBe(404);
    expect((await logIn(t, uniqueEmail(), 'guess', '::ffff:192.0.2.5')).statusCode).toBe(404);
    expect((await logIn(t, uniqueEmail(), 'guess', '192.0.2.5')).statusCode).toBe(429);
  });
});

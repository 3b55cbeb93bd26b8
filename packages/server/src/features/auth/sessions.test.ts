import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { API_PATHS, SESSION_COOKIE } from '@turnout/domain';
import { sessions } from '../../db/schema.ts';
import { useTestApp } from '../../test/app.ts';
import { hashSessionToken } from '../../http/tokens.ts';

describe('sessions', () => {
  const t = useTestApp({ env: { SESSION_TTL_DAYS: '7' } });

  const me = (token: string, via: 'bearer' | 'cookie' = 'bearer') =>
    t.request({ method: 'GET', url: API_PATHS.me, as: { token }, via });

  it('answers GET me with 401 unauthenticated without a session', async () => {
    const res = await t.request({ method: 'GET', url: API_PATHS.me });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: 'unauthenticated', message: 'You are not signed in.' },
    });
  });

  // Signed out is no error: the web app's start-up asks this one, which answers 200 either way.
  it('answers GET session with the user, or with null and 200 for a visitor', async () => {
    const session = (token?: string) =>
      t.request({
        method: 'GET',
        url: API_PATHS.session,
        ...(token ? { as: { token }, via: 'cookie' as const } : {}),
      });
    for (const res of [await session(), await session('A'.repeat(43))]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ user: null, lastEventId: expect.any(Number) });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const anna = await t.signIn();
    const signedIn = await session(anna.token);
    expect(signedIn.json()).toEqual({
      user: (await me(anna.token)).json().user,
      lastEventId: expect.any(Number),
    });
  });

  it('accepts the token as a bearer header or as the cookie', async () => {
    const anna = await t.signIn();
    expect((await me(anna.token, 'bearer')).json().user.id).toBe(anna.user.id);
    expect((await me(anna.token, 'cookie')).json().user.id).toBe(anna.user.id);
  });

  it('keeps answers about the user out of caches', async () => {
    const anna = await t.signIn();
    expect((await me(anna.token)).headers['cache-control']).toBe('no-store');
  });

  it('does not accept made-up or malformed tokens', async () => {
    expect((await me('A'.repeat(43))).statusCode).toBe(401);
    expect((await me('not a token')).statusCode).toBe(401);
    const res = await t.request({
      method: 'GET',
      url: API_PATHS.me,
      headers: { authorization: 'Basic abc' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const anna = await t.signIn();
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, anna.user.id));
    expect(rows.map((r) => r.id)).toEqual([hashSessionToken(anna.token)]);
    expect(rows[0]!.id).not.toContain(anna.token);
  });

  it('expires a session after SESSION_TTL_DAYS', async () => {
    const { user, password } = await t.createUser();
    const res = await t.request({
      method: 'POST',
      url: API_PATHS.logIn,
      body: { email: user.email, password },
    });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    const sevenDays = 7 * 24 * 60 * 60 * 1000;
    expect(Math.abs(cookie.expires!.getTime() - Date.now() - sevenDays)).toBeLessThan(60_000);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashSessionToken(cookie.value)));
    // The cookie's Expires has whole seconds.
    expect(Math.abs(row!.expiresAt.getTime() - cookie.expires!.getTime())).toBeLessThan(1000);
    expect((await me(cookie.value, 'cookie')).statusCode).toBe(200);

    // Seven days later (only the clock moves: the server keeps the session in memory meanwhile).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(row!.expiresAt.getTime() + 1000);
      expect((await me(cookie.value, 'cookie')).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends a cookie session on log-out and clears the cookie', async () => {
    const anna = await t.signIn();
    const res = await t.request({ method: 'POST', url: API_PATHS.logOut, as: anna, via: 'cookie' });

    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const cleared = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cleared.value).toBe('');
    expect(cleared.expires!.getTime()).toBeLessThan(Date.now());
    expect((await me(anna.token, 'cookie')).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, anna.user.id))).toEqual([]);
  });

  it('ends only the bearer session that logs out', async () => {
    const anna = await t.signIn();
    const phone = await t.signIn({ user: anna });
    const res = await t.request({ method: 'POST', url: API_PATHS.logOut, as: phone });

    expect(res.statusCode).toBe(204);
    expect((await me(phone.token)).statusCode).toBe(401);
    expect((await me(anna.token)).statusCode).toBe(200);
  });

  it('accepts log-out with an empty JSON body, and refuses unknown fields', async () => {
    const anna = await t.signIn();
    const empty = await t.request({
      method: 'POST',
      url: API_PATHS.logOut,
      as: anna,
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(204);
    const extra = await t.request({ method: 'POST', url: API_PATHS.logOut, body: { all: true } });
    expect(extra.statusCode).toBe(400);
  });

  it('answers log-out without a session with 204 too', async () => {
    const res = await t.request({ method: 'POST', url: API_PATHS.logOut });
    expect(res.statusCode).toBe(204);
  });
});

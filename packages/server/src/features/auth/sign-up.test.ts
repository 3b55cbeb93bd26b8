import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API_PATHS,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  SIGN_UP_ERROR_MESSAGES,
} from '@turnout/domain';
import { users } from '../../db/schema.ts';
import { createTestApp, useTestApp } from '../../test/app.ts';
import { uniqueEmail } from '../../test/factories.ts';

describe('POST /api/auth/sign-up', () => {
  const t = useTestApp();

  const signUp = (body: Record<string, unknown>) =>
    t.request({ method: 'POST', url: API_PATHS.signUp, body });

  const userCount = async () =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

  it('creates the account with its display name and starts a cookie session', async () => {
    const email = uniqueEmail('anna');
    const res = await signUp({ name: '  Anna Berg ', email, password: 'secret1' });

    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      user: {
        id: expect.any(String),
        displayName: 'Anna Berg',
        email,
        language: 'en',
        languageChosen: false,
      },
    });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeUndefined();

    const me = await t.request({
      method: 'GET',
      url: API_PATHS.me,
      as: { token: cookie.value },
      via: 'cookie',
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ user: body.user, lastEventId: expect.any(Number) });
  });

  it('gives native clients a bearer token instead of a cookie', async () => {
    const res = await signUp({
      name: 'Ben',
      email: uniqueEmail(),
      password: 'secret1',
      client: 'native',
    });

    expect(res.statusCode).toBe(201);
    expect(res.cookies).toEqual([]);
    const { sessionToken, user } = res.json();
    expect(sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await t.request({ method: 'GET', url: API_PATHS.me, as: { token: sessionToken } });
    expect(me.json()).toEqual({ user, lastEventId: expect.any(Number) });
  });

  it('stores an argon2id hash with OWASP parameters, never the password', async () => {
    const email = uniqueEmail();
    await signUp({ name: 'Cleo', email, password: 'my very secret' });

    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.passwordHash).not.toContain('my very secret');
  });

  it.each([
    ['an empty name', { name: '' }, 'invalid-argument', "Name can't be empty"],
    ['a blank name', { name: '   ' }, 'invalid-argument', "Name can't be empty"],
    ['an empty e-mail', { email: '' }, 'invalid-email', SIGN_UP_ERROR_MESSAGES['invalid-email']],
    ['a malformed e-mail', { email: 'anna@' }, 'invalid-email', 'Invalid e-mail address!'],
    // String#trim takes a vertical tab or a form feed off; the address is still no address.
    [
      'an e-mail ending in a vertical tab',
      { email: 'dana@example.org\u000b' },
      'invalid-email',
      SIGN_UP_ERROR_MESSAGES['invalid-email'],
    ],
    [
      'an e-mail starting with a form feed',
      { email: '\u000cdana@example.org' },
      'invalid-email',
      SIGN_UP_ERROR_MESSAGES['invalid-email'],
    ],
    [
      'an empty password',
      { password: '' },
      'weak-password',
      SIGN_UP_ERROR_MESSAGES['weak-password'],
    ],
    [
      'a 5-character password',
      { password: '12345' },
      'weak-password',
      SIGN_UP_ERROR_MESSAGES['weak-password'],
    ],
  ])('refuses %s with 400 %s', async (_, change, code, message) => {
    const before = await userCount();
    const res = await signUp({
      name: 'Dana',
      email: uniqueEmail(),
      password: 'secret1',
      ...change,
    });

    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code, message } });
    expect(await userCount()).toBe(before);
  });

  it('accepts a password of exactly 6 characters', async () => {
    const res = await signUp({ name: 'Eva', email: uniqueEmail(), password: '123456' });
    expect(res.statusCode).toBe(201);
  });

  it('refuses an address already in use, whatever its case and spacing', async () => {
    const email = uniqueEmail('Finn');
    expect((await signUp({ name: 'Finn', email, password: 'secret1' })).statusCode).toBe(201);

    const res = await signUp({
      name: 'Other',
      email: ` ${email.toUpperCase()} `,
      password: 'secret2',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: { code: 'email-already-in-use', message: 'This e-mail address is already in use!' },
    });
  });

  it('creates one account when two sign-ups with one address race', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all([
      signUp({ name: 'One', email, password: 'secret1' }),
      signUp({ name: 'Two', email: email.toUpperCase(), password: 'secret2' }),
    ]);

    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    expect(rows).toHaveLength(1);
  });
});

describe('sign-up configuration', () => {
  it('sets a Secure __Host- cookie (Path=/, no Domain) when the app is served over https', async () => {
    const t = await createTestApp({ env: { PUBLIC_URL: 'https://turnout.example' } });
    try {
      const res = await t.request({
        method: 'POST',
        url: API_PATHS.signUp,
        body: { name: 'Gus', email: uniqueEmail(), password: 'secret1' },
      });
      // The session, and the mark of a browser that signed in before (ADR 028).
      expect(res.cookies.map((c) => c.name)).toEqual([
        SECURE_SESSION_COOKIE,
        '__Host-turnout_client',
      ]);
      const cookie = res.cookies[0]!;
      expect(SECURE_SESSION_COOKIE).toBe('__Host-turnout_session');
      for (const each of res.cookies) {
        expect(each).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'Lax' });
        expect(each.domain).toBeUndefined();
      }
      // The client sends it back under that name, and it signs the request in.
      const me = await t.app.inject({
        method: 'GET',
        url: API_PATHS.me,
        headers: { cookie: `${SECURE_SESSION_COOKIE}=${cookie.value}` },
      });
      expect(me.statusCode).toBe(200);
      // The unprefixed name, which any host of the site could set, counts for nothing.
      const plain = await t.app.inject({
        method: 'GET',
        url: API_PATHS.me,
        headers: { cookie: `${SESSION_COOKIE}=${cookie.value}` },
      });
      expect(plain.statusCode).toBe(401);
      const out = await t.request({
        method: 'POST',
        url: API_PATHS.logOut,
        headers: { cookie: `${SECURE_SESSION_COOKIE}=${cookie.value}` },
      });
      expect(out.cookies.map((c) => [c.name, c.value])).toEqual([[SECURE_SESSION_COOKIE, '']]);
    } finally {
      await t.close();
    }
  });

  it('refuses sign-up and log-in when authentication is turned off', async () => {
    const t = await createTestApp({ env: { AUTH_ENABLED: 'false' } });
    try {
      const body = { name: 'Hal', email: uniqueEmail(), password: 'secret1' };
      const res = await t.request({ method: 'POST', url: API_PATHS.signUp, body });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('permission-denied');
      const logIn = await t.request({
        method: 'POST',
        url: API_PATHS.logIn,
        body: { email: body.email, password: body.password },
      });
      expect(logIn.statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });
});

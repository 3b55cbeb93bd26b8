import { describe, expect, it } from 'vitest';
import { API_PATHS, CSRF_HEADER } from '@turnout/domain';
import { sessionCookieName } from '../config.ts';
import { useTestApp, type TestRequest } from '../test/app.ts';
import type { SignedInUser } from '../test/factories.ts';
import { buildGroup, countMembers } from '../test/group-factories.ts';

describe('CSRF protection of cookie sessions', () => {
  const t = useTestApp({ env: { PUBLIC_URL: 'https://turnout.example' } });

  /** A POST through the user's cookie session (log-out unless another url is given). */
  const postWithCookie = (user: SignedInUser, options: Partial<TestRequest> = {}) =>
    t.request({ method: 'POST', url: API_PATHS.logOut, as: user, via: 'cookie', ...options });
  /** Whether the user's cookie session still answers. */
  const sessionStatus = async (user: SignedInUser) =>
    (await t.request({ method: 'GET', url: API_PATHS.me, as: user, via: 'cookie' })).statusCode;

  it('refuses a state-changing request without the CSRF header', async () => {
    const anna = await t.signIn();
    const res = await postWithCookie(anna, { csrf: false });

    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: { code: 'permission-denied', message: `Requests need the ${CSRF_HEADER} header.` },
    });
    expect(await sessionStatus(anna)).toBe(200);
  });

  it('refuses a log-in without the header before looking at it', async () => {
    const { user, password } = await t.createUser();
    const res = await t.request({
      method: 'POST',
      url: API_PATHS.logIn,
      body: { email: user.email, password },
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
    expect(res.cookies).toEqual([]);
  });

  it.each([
    ['refuses requests that come from another site', 'https://evil.example', 403],
    ['accepts requests from the app’s own origin', 'https://turnout.example', 204],
  ])('%s', async (_name, origin, status) => {
    const res = await postWithCookie(await t.signIn(), { headers: { origin } });
    expect(res.statusCode).toBe(status);
    if (status === 403) expect(res.json().error.code).toBe('permission-denied');
  });

  it('does not need the header with a bearer token', async () => {
    const anna = await t.signIn();
    const res = await t.request({ method: 'POST', url: API_PATHS.logOut, as: anna, csrf: false });
    expect(res.statusCode).toBe(204);
  });

  it('never falls back to the cookie when a bearer header is sent', async () => {
    const anna = await t.signIn();
    const res = await t.request({
      method: 'POST',
      url: API_PATHS.logOut,
      csrf: false,
      headers: {
        authorization: 'Bearer not a token',
        cookie: `${sessionCookieName(t.config)}=${anna.token}`,
      },
    });
    expect(res.statusCode).toBe(204);
    // The cookie session was not touched.
    expect(await sessionStatus(anna)).toBe(200);
  });

  it('does not need the header for reads', async () => {
    expect(await sessionStatus(await t.signIn())).toBe(200);
  });

  // The router decodes the path, so an encoded spelling reaches the same route; the check must
  // run for the route, however its path was written.
  it('refuses forged requests to /api routes whatever the spelling of the path', async () => {
    const anna = await t.signIn();
    const group = await buildGroup(t.db, { members: 0 });
    const forged = { csrf: false, headers: { origin: 'https://evil.example' } };
    const join = `/%61pi/invites/${group.inviteCode}/join`;
    for (const url of ['/%61pi/auth/log-out', '/ap%69/auth/log-out', '/%61%70%69/auth/log-out']) {
      const res = await postWithCookie(anna, { url, ...forged });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code).toBe('permission-denied');
    }
    expect((await postWithCookie(anna, { url: join, ...forged })).statusCode).toBe(403);
    expect(await countMembers(t.db, group.id)).toBe(1);
    // Without the Origin header too (some browsers leave it off): the missing CSRF header is enough.
    expect((await postWithCookie(anna, { url: join, csrf: false })).statusCode).toBe(403);
    expect(await countMembers(t.db, group.id)).toBe(1);
    expect(await sessionStatus(anna)).toBe(200);
  });

  it('answers other spellings that reach no route with a 404 and changes nothing', async () => {
    const anna = await t.signIn();
    for (const url of [
      '/API/auth/log-out',
      '//api/auth/log-out',
      '/api/..%2fapi/auth/log-out',
      '/api%2Fauth/log-out',
      '/api/auth%2Flog-out',
    ]) {
      const res = await postWithCookie(anna, { url, csrf: false });
      expect(res.statusCode, url).toBe(404);
    }
    expect(await sessionStatus(anna)).toBe(200);
  });
});

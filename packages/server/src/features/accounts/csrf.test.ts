import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, CSRF_HEADER } from '@turnout/domain';
import { createTestApp, type TestApp } from '../../test/app.ts';

describe('CSRF protection of cookie sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://turnout.example' } });
  });
  afterAll(() => t.close());

  it('refuses a state-changing request without the CSRF header', async () => {
    const anna = await t.signIn();
    const res = await t.request({
      method: 'POST',
      url: API_PATHS.logOut,
      as: anna,
      via: 'cookie',
      csrf: false,
    });

    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: { code: 'permission-denied', message: `Requests need the ${CSRF_HEADER} header.` },
    });
    // The session survived.
    const me = await t.request({ method: 'GET', url: API_PATHS.me, as: anna, via: 'cookie' });
    expect(me.statusCode).toBe(200);
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

  it('refuses requests that come from another site', async () => {
    const anna = await t.signIn();
    const res = await t.request({
      method: 'POST',
      url: API_PATHS.logOut,
      as: anna,
      via: 'cookie',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('permission-denied');
  });

  it('accepts requests from the app’s own origin', async () => {
    const anna = await t.signIn();
    const res = await t.request({
      method: 'POST',
      url: API_PATHS.logOut,
      as: anna,
      via: 'cookie',
      headers: { origin: 'https://turnout.example' },
    });
    expect(res.statusCode).toBe(204);
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
      headers: { authorization: 'Bearer not a token', cookie: `turnout_session=${anna.token}` },
    });
    expect(res.statusCode).toBe(204);
    // The cookie session was not touched.
    const me = await t.request({ method: 'GET', url: API_PATHS.me, as: anna, via: 'cookie' });
    expect(me.statusCode).toBe(200);
  });

  it('does not need the header for reads', async () => {
    const anna = await t.signIn();
    const res = await t.request({ method: 'GET', url: API_PATHS.me, as: anna, via: 'cookie' });
    expect(res.statusCode).toBe(200);
  });
});

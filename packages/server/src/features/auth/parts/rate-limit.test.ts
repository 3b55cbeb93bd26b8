import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@turnout/domain';
import { buildApp } from '../../../app.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { uniqueEmail } from '../../../test/factories.ts';

// Small limits via the same environment variables production uses.
describe('rate limits on log-in and sign-up', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  const attempt = (app: TestApp, email: string, remoteAddress = '203.0.113.7') =>
    app.app.inject({
      method: 'POST',
      url: API_PATHS.logIn,
      remoteAddress,
      headers: { 'x-turnout-csrf': '1' },
      payload: { email, password: 'wrong guess' },
    });

  it('limits attempts per e-mail address, however it is spelled', async () => {
    t = await createTestApp({
      env: { AUTH_RATE_LIMIT_PER_EMAIL: '3', AUTH_RATE_LIMIT_WINDOW_MS: '600000' },
    });
    const { user } = await t.createUser();

    const statuses = [];
    for (const spelling of [user.email, user.email.toUpperCase(), ` ${user.email}`]) {
      statuses.push((await attempt(t, spelling, '198.51.100.1')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401]);

    // From another client, and through sign-up: the address is still limited.
    const limited = await attempt(t, user.email, '198.51.100.2');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: {
        code: 'resource-exhausted',
        message: 'Too many attempts. Please wait 10 minutes and try again.',
      },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(590);
    const signUp = await t.request({
      method: 'POST',
      url: API_PATHS.signUp,
      body: { name: 'X', email: user.email, password: 'secret1' },
    });
    expect(signUp.statusCode).toBe(429);

    // Other addresses are not affected.
    expect((await attempt(t, uniqueEmail(), '198.51.100.1')).statusCode).toBe(404);
  });

  it('limits attempts per client address, counting every address tried', async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_CLIENT: '4' } });

    for (let i = 0; i < 4; i++) {
      expect((await attempt(t, uniqueEmail())).statusCode).toBe(404);
    }
    const limited = await attempt(t, uniqueEmail());
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('resource-exhausted');
    expect(limited.headers['retry-after']).toBeDefined();

    // Another client is not affected.
    expect((await attempt(t, uniqueEmail(), '192.0.2.99')).statusCode).toBe(404);
  });

  it('holds across instances: attempts through either instance count together', async () => {
    t = await createTestApp({
      env: { AUTH_RATE_LIMIT_PER_EMAIL: '3', AUTH_RATE_LIMIT_PER_CLIENT: '5' },
    });
    const other = await buildApp({ config: t.config, db: t.db, logger: false });
    try {
      const viaOther = { ...t, app: other };
      const { user } = await t.createUser();
      // Per address: three attempts alternating between the instances, then both refuse.
      const statuses = [];
      for (const [n, app] of [t, viaOther, t].entries()) {
        statuses.push((await attempt(app, user.email, `198.51.100.${n + 1}`)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401]);
      expect((await attempt(viaOther, user.email, '198.51.100.9')).statusCode).toBe(429);
      expect((await attempt(t, user.email, '198.51.100.9')).statusCode).toBe(429);
      // Per client: five attempts in all, whichever instance answers.
      for (const app of [t, viaOther, t, viaOther, t]) {
        expect((await attempt(app, uniqueEmail(), '192.0.2.7')).statusCode).toBe(404);
      }
      expect((await attempt(viaOther, uniqueEmail(), '192.0.2.7')).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('lets a whole club behind one Wi-Fi through with the default limits', async () => {
    t = await createTestApp();
    for (let i = 0; i < 40; i++) {
      expect((await attempt(t, uniqueEmail())).statusCode).toBe(404);
    }
    expect(t.config.authRateLimit).toEqual({ perEmail: 10, perClient: 300, windowMs: 900_000 });
  });
});

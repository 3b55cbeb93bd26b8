import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, sessionCookieName, startupWarnings } from './config.ts';

describe('parseConfig', () => {
  it('has a working default for everything', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      timeZone: 'Europe/Berlin',
      locale: 'de',
      contactFormUrl: 'https://turnout.app/contact',
      androidTestersUrl: 'https://turnout.app/contact?reason=join-android-testing-program',
      feedbackUrl: 'https://turnout.app/feedback',
      debug: false,
      authEnabled: true,
      landingMessage: undefined,
      sessionTtlMs: 30 * 24 * 60 * 60 * 1000,
      authRateLimit: { perEmail: 10, perClient: 300, windowMs: 900_000 },
      writeRateLimit: {
        attendance: 300,
        attendanceDays: 1500,
        groups: 10,
        invites: 20,
        exports: 3,
        windowMs: 900_000,
      },
      trustProxy: false,
      logLevel: 'info',
    });
    expect(config.webDist).toMatch(/packages[/\\]web[/\\]dist$/);
  });

  it('reads every variable', () => {
    const config = parseConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/turnout',
      DATABASE_URL: 'postgres://turnout@db:5432/turnout',
      PUBLIC_URL: 'https://turnout.example/',
      APP_TIME_ZONE: 'America/New_York',
      APP_LOCALE: 'en-GB',
      DEBUG: '1',
      AUTH_ENABLED: 'false',
      LANDING_MESSAGE: 'Hello',
      SESSION_TTL_DAYS: '0.5',
      AUTH_RATE_LIMIT_PER_EMAIL: '5',
      AUTH_RATE_LIMIT_PER_CLIENT: '1000',
      AUTH_RATE_LIMIT_WINDOW_MS: '60000',
      WRITE_LIMIT_ATTENDANCE: '50',
      WRITE_LIMIT_DAYS: '400',
      EXPORT_LIMIT: '1',
      WRITE_LIMIT_GROUPS: '2',
      WRITE_LIMIT_INVITES: '3',
      WRITE_LIMIT_WINDOW_MS: '120000',
      TRUST_PROXY: '10.0.0.0/8,127.0.0.1',
      WEB_DIST: '/srv/web',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/turnout',
      databaseUrl: 'postgres://turnout@db:5432/turnout',
      publicUrl: 'https://turnout.example',
      timeZone: 'America/New_York',
      locale: 'en-GB',
      debug: true,
      authEnabled: false,
      landingMessage: 'Hello',
      sessionTtlMs: 12 * 60 * 60 * 1000,
      authRateLimit: { perEmail: 5, perClient: 1000, windowMs: 60_000 },
      writeRateLimit: {
        attendance: 50,
        attendanceDays: 400,
        groups: 2,
        invites: 3,
        exports: 1,
        windowMs: 120_000,
      },
      trustProxy: '10.0.0.0/8,127.0.0.1',
      webDist: '/srv/web',
      logLevel: 'warn',
    });
    expect(parseConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('ends idle sessions after 14 days unless SESSION_IDLE_TIMEOUT_DAYS says otherwise', () => {
    const day = 24 * 60 * 60 * 1000;
    expect(parseConfig({}).sessionIdleTimeoutMs).toBe(14 * day);
    expect(parseConfig({ SESSION_IDLE_TIMEOUT_DAYS: '0.5' }).sessionIdleTimeoutMs).toBe(day / 2);
    expect(() => parseConfig({ SESSION_IDLE_TIMEOUT_DAYS: '0' })).toThrow(
      'SESSION_IDLE_TIMEOUT_DAYS: ',
    );
  });

  it('makes invite links expire after 7 days unless INVITE_DEFAULT_EXPIRY names another choice', () => {
    expect(parseConfig({}).inviteDefaultExpiry).toBe('7d');
    for (const choice of ['1d', '7d', '30d', 'never'] as const) {
      expect(parseConfig({ INVITE_DEFAULT_EXPIRY: choice }).inviteDefaultExpiry).toBe(choice);
    }
    for (const bad of ['365d', '7', 'forever']) {
      expect(() => parseConfig({ INVITE_DEFAULT_EXPIRY: bad })).toThrow(
        'INVITE_DEFAULT_EXPIRY: expected one of 1d, 7d, 30d, never',
      );
    }
  });

  it('names the session cookie __Host-… when the app is served over https', () => {
    expect(sessionCookieName(parseConfig({ PUBLIC_URL: 'https://turnout.example' }))).toBe(
      '__Host-turnout_session',
    );
    expect(sessionCookieName(parseConfig({}))).toBe('turnout_session');
  });

  it('warns at start when PUBLIC_URL is http and HOST is reachable from other machines', () => {
    const warnings = (env: Record<string, string>) => startupWarnings(parseConfig(env));
    expect(warnings({})).toEqual([
      expect.stringContaining('PUBLIC_URL is http but HOST (0.0.0.0)'),
    ]);
    expect(warnings({ HOST: '192.168.1.5', PUBLIC_URL: 'http://192.168.1.5:3000' })).toHaveLength(
      1,
    );
    for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]', '127.0.1.1']) {
      expect(warnings({ HOST: host }), host).toEqual([]);
    }
    expect(warnings({ PUBLIC_URL: 'https://turnout.example' })).toEqual([]);
  });

  it('derives the public URL from the port', () => {
    expect(parseConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
  });

  it('treats empty values as unset', () => {
    expect(parseConfig({ DATABASE_URL: '', PORT: ' ' })).toMatchObject({
      databaseUrl: undefined,
      port: 3000,
    });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://db/turnout'],
    ['PUBLIC_URL', 'turnout.example'],
    ['APP_TIME_ZONE', 'Europe/Atlantis'],
    ['APP_LOCALE', 'not a locale'],
    ['CONTACT_FORM_URL', 'ftp://example.org'],
    ['DEBUG', 'maybe'],
    ['AUTH_ENABLED', 'off?'],
    ['SESSION_TTL_DAYS', '0'],
    ['AUTH_RATE_LIMIT_PER_EMAIL', '-1'],
    ['AUTH_RATE_LIMIT_WINDOW_MS', '1.5'],
    ['LOG_LEVEL', 'loud'],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(`${name}: `);
  });

  it('names a bad variable but never prints its value, which may hold a password', () => {
    const secret = 's3cret-Pa55';
    let message = '';
    try {
      parseConfig({ DATABASE_URL: `mysql://turnout:${secret}@db.internal/turnout` });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('DATABASE_URL: expected a postgres:// URL');
    expect(message).not.toContain(secret);
    expect(message).not.toContain('db.internal');
  });

  it('lists every bad variable at once', () => {
    expect(() => parseConfig({ PORT: 'x', DEBUG: 'y' })).toThrow(/PORT: .*\n.*DEBUG: /);
  });
});

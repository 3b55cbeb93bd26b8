import { afterAll, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@turnout/domain';
import { buildApp } from '../../app.ts';
import { useTestApp } from '../../test/app.ts';

const HOUR_MS = 60 * 60 * 1000;

// A session nobody uses for SESSION_IDLE_TIMEOUT_DAYS has ended, though it has not expired
// (ASVS 3.3.2); each use moves the idle deadline on, on every instance.
describe('the session idle timeout', () => {
  const t = useTestApp({ env: { SESSION_TTL_DAYS: '30', SESSION_IDLE_TIMEOUT_DAYS: '1' } });
  afterAll(() => vi.useRealTimers());

  const me = (token: string, app = t.app) =>
    app.inject({ method: 'GET', url: API_PATHS.me, headers: { authorization: `Bearer ${token}` } });

  it('keeps a session that is used, and ends one left alone for longer than the timeout', async () => {
    const anna = await t.signIn({ sessionTtlMs: 30 * 24 * HOUR_MS });
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Used every 23 hours for three days: alive throughout.
      for (const hours of [0, 23, 46, 69]) {
        vi.setSystemTime(start + hours * HOUR_MS);
        expect((await me(anna.token)).statusCode, `after ${hours} h`).toBe(200);
      }
      // Then a day and an hour without a request: over.
      vi.setSystemTime(start + (69 + 25) * HOUR_MS);
      expect((await me(anna.token)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts a use seen by another instance, whatever this one kept in memory', async () => {
    const other = await buildApp({ config: t.config, db: t.db });
    const bob = await t.signIn({ sessionTtlMs: 30 * 24 * HOUR_MS });
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      expect((await me(bob.token)).statusCode).toBe(200);
      vi.setSystemTime(start + 20 * HOUR_MS);
      expect((await me(bob.token, other)).statusCode).toBe(200);
      // 25 h after this instance last saw it, 5 h after the other one did.
      vi.setSystemTime(start + 25 * HOUR_MS);
      expect((await me(bob.token)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
      await other.close();
    }
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@turnout/domain';
import { buildApp } from '../app.ts';
import { runAdminCommand } from '../admin/commands.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { SessionCache } from './session-cache.ts';
import type { ActiveSession } from './session-store.ts';

const NOW = new Date('2026-05-04T10:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

function session(id: string, userId: string, expiresInMs = 3_600_000): ActiveSession {
  return {
    sessionId: id,
    lastSeenAt: NOW,
    expiresAt: later(expiresInMs),
    user: {
      id: userId,
      displayName: 'Anna',
      email: 'anna@example.com',
      language: 'en',
      languageChosen: false,
    },
  };
}

describe('SessionCache', () => {
  function counting(found: ActiveSession | undefined) {
    const load = async () => {
      load.calls++;
      return found;
    };
    load.calls = 0;
    return load;
  }

  it('asks the database once while the entry is fresh, and again after its lifetime', async () => {
    const cache = new SessionCache({ ttlMs: 1000 });
    const load = counting(session('s1', 'u1'));
    expect(await cache.find('s1', NOW, load)).toMatchObject({ sessionId: 's1' });
    expect(await cache.find('s1', later(999), load)).toMatchObject({ sessionId: 's1' });
    expect(load.calls).toBe(1);
    await cache.find('s1', later(1000), load);
    expect(load.calls).toBe(2);
  });

  it('never answers with a session past its expiry', async () => {
    const cache = new SessionCache({ ttlMs: 60_000 });
    await cache.find('s1', NOW, counting(session('s1', 'u1', 500)));
    expect(await cache.find('s1', later(500), counting(undefined))).toBeUndefined();
  });

  it('keeps nothing for an unknown session', async () => {
    const cache = new SessionCache();
    const load = counting(undefined);
    await cache.find('s1', NOW, load);
    await cache.find('s1', NOW, load);
    expect(load.calls).toBe(2);
  });

  it('forgets one session, all of a user, or everything', async () => {
    const cache = new SessionCache();
    const fill = () =>
      Promise.all([
        cache.find('a1', NOW, counting(session('a1', 'anna'))),
        cache.find('a2', NOW, counting(session('a2', 'anna'))),
        cache.find('b1', NOW, counting(session('b1', 'ben'))),
      ]);
    const kept = async () => {
      const ids = [];
      for (const id of ['a1', 'a2', 'b1']) {
        if (await cache.find(id, NOW, counting(undefined))) ids.push(id);
      }
      return ids;
    };
    await fill();
    cache.forget('s:a1');
    expect(await kept()).toEqual(['a2', 'b1']);
    await fill();
    cache.forget('u:anna');
    expect(await kept()).toEqual(['b1']);
    await fill();
    cache.forget('*');
    expect(await kept()).toEqual([]);
  });

  it('does not keep a session read while it was being ended', async () => {
    const cache = new SessionCache();
    let finishRead!: (value: ActiveSession) => void;
    const reading = cache.find('s1', NOW, () => new Promise((resolve) => (finishRead = resolve)));
    cache.forget('s:s1');
    finishRead(session('s1', 'u1'));
    await reading;
    const load = counting(undefined);
    expect(await cache.find('s1', NOW, load)).toBeUndefined();
    expect(load.calls).toBe(1);
  });
});

// Two instances on one database, as behind a load balancer: a session each has answered from
// memory ends on both when it is ended through one of them, or by the admin command.
describe('sessions kept by two instances', () => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    other = await buildApp({ config: t.config, db: t.db, logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const meOn = async (app: FastifyInstance, token: string) =>
    (
      await app.inject({
        method: 'GET',
        url: API_PATHS.me,
        headers: { authorization: `Bearer ${token}` },
      })
    ).statusCode;

  it('ends everywhere on log-out', async () => {
    const anna = await t.signIn();
    expect(await meOn(t.app, anna.token)).toBe(200);
    expect(await meOn(other, anna.token)).toBe(200);
    const out = await t.request({ method: 'POST', url: API_PATHS.logOut, as: anna });
    expect(out.statusCode).toBe(204);
    expect(await meOn(t.app, anna.token)).toBe(401);
    await expect.poll(() => meOn(other, anna.token), { timeout: 2000 }).toBe(401);
  });

  it('ends everywhere when the account is disabled from another process', async () => {
    const ben = await t.signIn();
    expect(await meOn(t.app, ben.token)).toBe(200);
    expect(await meOn(other, ben.token)).toBe(200);
    const quiet = { log: () => {}, error: () => {} };
    expect(await runAdminCommand(t.db, ['disable', ben.user.email], quiet)).toBe(0);
    await expect.poll(() => meOn(t.app, ben.token), { timeout: 2000 }).toBe(401);
    await expect.poll(() => meOn(other, ben.token), { timeout: 2000 }).toBe(401);
  });
});

import { movedOn } from '@turnout/domain/testing';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, pathFor } from '@turnout/domain';
import { buildApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import type { SignedInUser } from '../test/factories.ts';
import { attendanceRecordsOf, buildGroup, type TestGroup } from '../test/group-factories.ts';

// The dates below as written, moved on to days still to come (CONTRIBUTING.md "Tests and the
// calendar"): a member's own past day is closed.
const later = movedOn('2027-02-28');

// Per-user limits on writes, set small through the environment variables production uses.
/** The answer of a write over its limit: 429 resource-exhausted, with the wait in its text. */
function expectExhausted(res: { statusCode: number; json(): unknown }, message: string) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ error: { code: 'resource-exhausted', message } });
}

describe('per-user write limits', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await t?.close();
  });

  const day = (n: number) => later(`2027-03-${String(n).padStart(2, '0')}`);
  const mark = (app: FastifyInstance, group: TestGroup, as: SignedInUser, n: number, body = {}) =>
    app.inject({
      method: 'PUT',
      url: pathFor(API_PATHS.attendance, { groupId: group.id }),
      headers: { authorization: `Bearer ${as.token}` },
      payload: { day: day(n), state: 'present', ...body },
    });
  const daysMarked = async (app: TestApp, group: TestGroup, as: SignedInUser) => {
    const url = pathFor(API_PATHS.attendance, { groupId: group.id });
    const res = await app.request({
      method: 'GET',
      url: `${url}?from=${later('2027-02-28')}&to=${later('2027-03-30')}`,
      as,
    });
    return attendanceRecordsOf(res).map((record) => record.day);
  };

  it('limits attendance writes per user, says so in words, and stores nothing past it', async () => {
    t = await createTestApp({
      env: { WRITE_LIMIT_ATTENDANCE: '3', WRITE_LIMIT_WINDOW_MS: '600000' },
    });
    const group = await buildGroup(t.db, { members: 2 });
    const [me, other] = group.members as [SignedInUser, SignedInUser];

    // A refused body does not count.
    expect((await mark(t.app, group, me, 1, { state: 'maybe' })).statusCode).toBe(400);
    for (const n of [1, 2, 3]) expect((await mark(t.app, group, me, n)).statusCode).toBe(200);

    const limited = await mark(t.app, group, me, 4);
    expectExhausted(
      limited,
      'You have changed your days very often in a short time. Please wait 10 minutes and try again.',
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(590);
    expect(await daysMarked(t, group, me)).toEqual([day(1), day(2), day(3)]);

    // Per user: another member writes on.
    expect((await mark(t.app, group, other, 4)).statusCode).toBe(200);
  });

  it('lets writes through again once the window has passed', async () => {
    t = await createTestApp({
      env: { WRITE_LIMIT_ATTENDANCE: '1', WRITE_LIMIT_WINDOW_MS: '60000' },
    });
    const group = await buildGroup(t.db, { members: 1 });
    const me = group.members[0]!;
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await mark(t.app, group, me, 1)).statusCode).toBe(200);
    const limited = await mark(t.app, group, me, 2);
    expect(limited.json().error.message).toContain('Please wait 1 minute and try again.');
    vi.setSystemTime(Date.now() + 60_001);
    expect((await mark(t.app, group, me, 2)).statusCode).toBe(200);
  });

  it('holds across instances on one database', async () => {
    t = await createTestApp({ env: { WRITE_LIMIT_ATTENDANCE: '2' } });
    const other = await buildApp({ config: t.config, db: t.db, logger: false });
    try {
      const group = await buildGroup(t.db, { members: 1 });
      const me = group.members[0]!;
      expect((await mark(t.app, group, me, 1)).statusCode).toBe(200);
      expect((await mark(other, group, me, 2)).statusCode).toBe(200);
      expect((await mark(t.app, group, me, 3)).statusCode).toBe(429);
      expect((await mark(other, group, me, 3)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('limits group creation per user', async () => {
    t = await createTestApp({ env: { WRITE_LIMIT_GROUPS: '2' } });
    const anna = await t.signIn();
    const create = (name: string) =>
      t!.request({ method: 'POST', url: API_PATHS.groups, body: { name }, as: anna });
    expect((await create('One')).statusCode).toBe(201);
    expect((await create('Two')).statusCode).toBe(201);
    const limited = await create('Three');
    expectExhausted(
      limited,
      'You have created many groups in a short time. Please wait 15 minutes and try again.',
    );
    const list = await t.request({ method: 'GET', url: API_PATHS.groups, as: anna });
    expect(list.json().owned.map((group: { name: string }) => group.name)).toEqual(['One', 'Two']);
  });

  it('limits invite replacement per user, keeping the link that was there', async () => {
    t = await createTestApp({ env: { WRITE_LIMIT_INVITES: '2' } });
    const group = await buildGroup(t.db);
    const url = pathFor(API_PATHS.groupInvite, { groupId: group.id });
    const replace = () => t!.request({ method: 'POST', url, as: group.owner });
    expect((await replace()).statusCode).toBe(201);
    const kept = (await replace()).json().invite.inviteCode;
    const limited = await replace();
    expectExhausted(
      limited,
      'You have made many new invite links in a short time. Please wait 15 minutes and try again.',
    );
    const current = await t.request({ method: 'GET', url, as: group.owner });
    expect(current.json().invite.inviteCode).toBe(kept);
  });

  it('lets a person mark every day of a month and change each, with the default limits', async () => {
    t = await createTestApp();
    // The defaults' values are pinned in config.test.ts.
    expect(t.config.writeRateLimit).toEqual(parseConfig({}).writeRateLimit);
    const group = await buildGroup(t.db, { members: 1 });
    const me = group.members[0]!;
    for (let i = 0; i < 2 * 31; i++) {
      const state = i < 31 ? 'present' : 'away';
      const res = await mark(t.app, group, me, (i % 31) + 1, { state });
      expect(res.statusCode).toBe(200);
    }
  });
});

import { afterAll, expect, test } from 'vitest';
import { addDays, API_PATHS } from '@turnout/domain';
import { apiRequest, FIRST_ANSWERABLE_DAY, readAttendance } from '../support/api.ts';
import {
  destroyPrivateCluster,
  freshStorage,
  privateCluster,
  startTurnoutForTest,
} from '../support/backends.ts';
import { onCleanup } from '../support/cleanup.ts';
import { pollUntil, sleep } from '../support/poll.ts';
import { expectEventForEach, watchedGroup } from '../support/watched-group.ts';
import { startWriteLoad } from '../support/write-load.ts';

// Faults (docs/architecture.md#tests): PostgreSQL restarted under load. While it is gone Turnout answers promptly
// with 503 `unavailable` (no 500, no hang, no crash); when it is back the same process serves
// again by itself, live events flow again, and no acknowledged write is lost.

afterAll(destroyPrivateCluster);

/** "Promptly": a request must be answered within this while the database is down. */
const ANSWER_WITHIN_MS = 8000;

test('PostgreSQL stopped and started under load: 503 while down, recovery without a restart', async () => {
  const pg = await privateCluster();
  const server = await startTurnoutForTest(await freshStorage('PostgreSQL'));
  const { owner, groupId, live } = await watchedGroup(server.url);

  const firstDay = FIRST_ANSWERABLE_DAY;
  const load = startWriteLoad(() => server.url, owner, groupId, {
    firstDay,
    workers: 2,
    timeoutMs: ANSWER_WITHIN_MS,
  });
  onCleanup(() => load.stop());
  await pollUntil('20 acknowledged writes', () =>
    load.acknowledged.length >= 20 ? true : undefined,
  );

  // An orderly stop ends every open session (57P01), those mid-query included.
  await pg.stop('fast');
  const down = load.mark();
  const health = await apiRequest(server.url, {
    path: API_PATHS.health,
    timeoutMs: ANSWER_WITHIN_MS,
  });
  // No native push credentials in this test: /health says so beside the database.
  expect(health).toEqual({
    status: 503,
    body: { status: 'degraded', database: 'down', nativePush: { fcm: 'off', apns: 'off' } },
  });
  const read = await apiRequest<{ error: { code: string } }>(server.url, {
    path: API_PATHS.groups,
    as: owner,
    timeoutMs: ANSWER_WITHIN_MS,
  });
  expect(read.status).toBe(503);
  expect(read.body.error.code).toBe('unavailable');
  await pollUntil('10 writes answered while PostgreSQL is down', () =>
    load.since(down).outcomes.get('503')! >= 10 ? true : undefined,
  );
  // Down for a while longer than the pool's connection timeout: nothing may pile up or hang.
  await sleep(1000);
  const whileDown = load.since(down).outcomes;

  await pg.start();
  const up = load.mark();
  await pollUntil('20 acknowledged writes after PostgreSQL returned', () =>
    load.since(up).acknowledged >= 20 ? true : undefined,
  );
  await load.stop();

  // While down, every write was answered, and answered 503 (a write caught mid-flight by the
  // stop may have gone through before it: a 200 there is fine).
  expect([...whileDown.keys()].filter((status) => status !== '503' && status !== '200')).toEqual(
    [],
  );
  // Nothing anywhere in the run was a 500 or went unanswered.
  expect(load.errorBodies.filter((body) => JSON.stringify(body).includes('"internal"'))).toEqual(
    [],
  );
  expect([...load.outcomes.keys()].sort()).toEqual(['200', '503']);
  expect(load.errorBodies[0]).toMatchObject({ error: { code: 'unavailable' } });

  // The same process, never restarted.
  expect(server.hasExited()).toBe(false);
  expect(await apiRequest(server.url, { path: API_PATHS.health }).then((res) => res.status)).toBe(
    200,
  );

  const stored = await readAttendance(
    server.url,
    owner,
    groupId,
    firstDay,
    addDays(firstDay, load.acknowledged.length + 500),
  );
  expect(load.acknowledged.filter((day) => stored.get(`${owner.userId}|${day}`) !== true)).toEqual(
    [],
  );

  // Live events flow again: every acknowledged write reached the watcher's stream.
  await expectEventForEach(live, owner.userId, load.acknowledged);
});

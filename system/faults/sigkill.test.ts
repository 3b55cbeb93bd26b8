import { afterAll, describe, expect, test } from 'vitest';
import { addDays } from '@turnout/domain';
import { FIRST_ANSWERABLE_DAY, readAttendance } from '../support/api.ts';
import {
  BACKENDS,
  destroyPrivateCluster,
  freshStorage,
  startTurnoutForTest,
} from '../support/backends.ts';
import { onCleanup } from '../support/cleanup.ts';
import { pollUntil } from '../support/poll.ts';
import { expectEventForEach, watchedGroup } from '../support/watched-group.ts';
import { startWriteLoad } from '../support/write-load.ts';

// Faults (docs/architecture.md#tests): a server killed outright (SIGKILL: no shutdown code runs) during a steady
// write load and started again on the same data keeps every write it acknowledged, and clients
// find it again by themselves.

afterAll(destroyPrivateCluster);

describe.each(BACKENDS)('SIGKILL during a steady write load on %s', (backend) => {
  test('every acknowledged write is there after the restart; event streams reconnect and catch up', async () => {
    const storage = await freshStorage(backend);
    let server = await startTurnoutForTest(storage);
    // The watcher sees the owner's changes live, as a second member's open calendar would.
    const { owner, groupId, live } = await watchedGroup(server.url);

    const firstDay = FIRST_ANSWERABLE_DAY;
    const load = startWriteLoad(() => server.url, owner, groupId, { firstDay, workers: 3 });
    onCleanup(() => load.stop());
    await pollUntil('40 acknowledged writes', () =>
      load.acknowledged.length >= 40 ? true : undefined,
    );

    server.signal('SIGKILL');
    expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
    const acknowledgedBeforeCrash = load.acknowledged.length;

    // Same data, same address: what an orchestrator restarting the process does.
    server = await startTurnoutForTest({ ...storage, port: server.port });
    const mark = load.mark();
    await pollUntil('20 acknowledged writes after the restart', () =>
      load.since(mark).acknowledged >= 20 ? true : undefined,
    );
    await load.stop();

    const lastDay = addDays(firstDay, load.acknowledged.length + 1000);
    const stored = await readAttendance(server.url, owner, groupId, firstDay, lastDay);
    const lost = load.acknowledged.filter((day) => stored.get(`${owner.userId}|${day}`) !== true);
    expect(acknowledgedBeforeCrash).toBeGreaterThanOrEqual(40);
    expect(lost).toEqual([]);

    // The stream dropped with the process; the client came back on its own and, sending the
    // last id it had seen, was given what it missed: an event for every acknowledged write.
    await live.waitForOpens(2);
    await expectEventForEach(live, owner.userId, load.acknowledged);
    expect(live.events.filter((event) => event.type === 'resync')).toEqual([]);
  });
});

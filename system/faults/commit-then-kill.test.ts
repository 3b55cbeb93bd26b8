import { afterAll, describe, expect, test } from 'vitest';
import { addDays } from '@turnout/domain';
import { HELD_WRITE_MESSAGE } from '../../packages/server/src/live-events/realtime.ts';
import {
  FIRST_ANSWERABLE_DAY,
  readAttendance,
  changeAttendance,
  type Member,
} from '../support/api.ts';
import {
  BACKENDS,
  destroyPrivateCluster,
  freshStorage,
  startTurnoutForTest,
} from '../support/backends.ts';
import { pollUntil } from '../support/poll.ts';
import { changeOf, watchedGroup } from '../support/watched-group.ts';

const DAY_ONE = addDays(FIRST_ANSWERABLE_DAY, 120);
const DAY_TWO = addDays(DAY_ONE, 1);

// A write's live events are stored with it (ADR 020-events-stored-with-every-write), so a process
// that dies after the commit and before it woke the streams loses nothing: the other member's
// stream, back on the restarted server with the last id it saw, is sent the event it missed.
// TURNOUT_TEST_HOLD_AFTER_COMMIT=1 (main.ts) holds every write that stored live events in exactly
// that window, and stops that process's delivery as the write begins, so the event cannot leave
// before the kill. Writes without events (the reminder worker's pass at start-up) are not held.

afterAll(destroyPrivateCluster);

describe.each(BACKENDS)('SIGKILL between a write’s commit and its delivery on %s', (backend) => {
  test('the other member’s stream gets the event after the restart', async () => {
    const storage = await freshStorage(backend);
    let server = await startTurnoutForTest(storage);
    const { owner, groupId, live } = await watchedGroup(server.url);
    // One event seen, so the stream has an id to come back with, as an open calendar has.
    expect((await changeAttendance(server.url, owner, groupId, DAY_ONE)).status).toBe(200);
    await live.waitForEvent(changeOf(owner.userId, DAY_ONE));

    // The same data and address, now holding every write with live events after its commit.
    await server.stop();
    server = await startTurnoutForTest({
      ...storage,
      port: server.port,
      env: { TURNOUT_TEST_HOLD_AFTER_COMMIT: '1' },
    });
    await live.waitForOpens(2);
    // Nothing held yet: the process's own writes at start-up store no events.
    expect(server.output()).not.toContain(HELD_WRITE_MESSAGE);
    const held = changeAttendance(server.url, owner, groupId, DAY_TWO).catch(() => 'cut off');
    await pollUntil('the write committed and held', () =>
      server.output().includes(HELD_WRITE_MESSAGE) ? true : undefined,
    );
    expect(live.events.filter(changeOf(owner.userId, DAY_TWO))).toEqual([]);
    // Committed: a read on the held process sees it (reads do not pass the hold).
    const beforeKill = await readMay(server.url, owner, groupId);
    expect(beforeKill.get(`${owner.userId}|${DAY_TWO}`)).toBe(true);

    server.signal('SIGKILL');
    expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
    // The owner was never told: the answer would have followed the wake-up.
    expect(await held).toBe('cut off');

    server = await startTurnoutForTest({ ...storage, port: server.port });
    await live.waitForOpens(3);
    const event = await live.waitForEvent(changeOf(owner.userId, DAY_TWO));
    expect(event.data).toMatchObject({ groupId });
    expect(live.events.filter((e) => e.type === 'resync')).toEqual([]);
    const stored = await readMay(server.url, owner, groupId);
    expect(stored.get(`${owner.userId}|${DAY_TWO}`)).toBe(true);
  });
});

function readMay(url: string, member: Member, groupId: string) {
  return readAttendance(url, member, groupId, DAY_ONE, addDays(DAY_ONE, 30));
}

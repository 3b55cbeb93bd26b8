import { describe, expect, it } from 'vitest';
import { API_PATHS, pathFor } from '@turnout/domain';
import { openEventStream } from '../test/event-stream-client.ts';
import { buildGroup } from '../test/group-factories.ts';
import { insertEvents } from './event-store.ts';
import { toGroup } from './outgoing.ts';
import { useListeningTestApp } from '../test/app.ts';

// Event ids are drawn in insert order, but transactions commit in any order (event-store.ts).
// Only a PostgreSQL server runs two transactions at once; PGlite takes them one at a time.
describe.runIf(process.env.TEST_DB === 'postgres')('events committed out of id order', () => {
  const t = useListeningTestApp();

  it('reach a stream in id order: a later id waits for an earlier one still committing', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const [member] = group.members;
    const stream = await openEventStream(t.baseUrl, { token: member!.token });
    await stream.waitFor((frame) => frame.id !== undefined);

    // A slow transaction draws the earlier id and commits only when told to.
    let commit!: () => void;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    let storedEarly!: () => void;
    const stored = new Promise<void>((resolve) => (storedEarly = resolve));
    const slow = t.db.transaction(async (tx) => {
      await insertEvents(tx, [toGroup({ type: 'group.updated', groupId: group.id })]);
      storedEarly();
      await committed;
    });
    await stored;
    // A change after it draws a later id and commits at once.
    const put = await t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.attendance, { groupId: group.id }),
      body: { day: '2026-03-29', state: 'present' },
      as: group.owner,
    });
    expect(put.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const names = () => stream.frames.flatMap((frame) => frame.event ?? []);
    expect(names()).not.toContain('attendance.changed');

    commit();
    await slow;
    await stream.waitFor((frame) => frame.event === 'attendance.changed');
    const ids = stream.frames.filter((f) => f.event).map((f) => Number(f.id));
    expect(names()).toEqual(['group.updated', 'attendance.changed', 'notification.changed']);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    stream.close();
  });
});

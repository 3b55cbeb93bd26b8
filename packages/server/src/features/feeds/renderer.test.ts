import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, EMPTY_SCHEDULE, type Day } from '@turnout/domain';
import { storedAnswer } from '../../http/stored-answer.ts';
import type { FeedDay, FeedGroup } from './data.ts';
import { groupEvents } from './parts/events.ts';
import { renderCalendar } from './parts/ics.ts';
import { FeedRenderer } from './parts/renderer.ts';
import type { FeedSource } from './parts/render-task.ts';
import type { EventVersion } from './mutations.ts';
import { parseFeed } from './testing/parsers.ts';

// The feeds' worker threads (docs/decisions/068-feed-renders-off-the-event-loop.md): the bytes
// are the calendar the event loop would have written, and the event loop does not write them.

const group: FeedGroup = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Climbing',
  location: 'Hall 2',
  schedule: EMPTY_SCHEDULE,
  revision: 7,
};

/** A big group's feed: `members` answers on each of `days` days, notes on some. */
function bigGroupSource(
  members: number,
  days: number,
  name = 'Climbing',
): FeedSource & { kind: 'group' } {
  const first = '2026-09-01' as Day;
  const feedDays: FeedDay[] = Array.from({ length: days }, (_, d) => ({
    day: addDays(first, d),
    people: JSON.stringify(
      Array.from({ length: members }, (_, m) => [
        `Member ${String(m).padStart(3, '0')}`,
        m % 7 === 0 ? `note ${d}, "quoted"; and long enough to fold the line` : null,
        (m + d) % 3 !== 0,
        m === 5,
      ]),
    ),
  }));
  return {
    kind: 'group',
    meta: { name: 'Turnout: Climbing', description: 'Who is coming, in Climbing.' },
    host: 'turnout.example',
    group: { ...group, name },
    days: feedDays,
  };
}

describe('feed renderer', () => {
  let renderer: FeedRenderer | undefined;
  afterEach(async () => {
    await renderer?.close();
    renderer = undefined;
  });

  it('writes on its thread the bytes the event loop would write, with the versions given', async () => {
    renderer = new FeedRenderer();
    const source = bigGroupSource(12, 20);
    const digests = await renderer.digests(source);
    expect(digests).toHaveLength(20);
    const events = groupEvents(source.group, source.days, source.host);
    expect(digests.map(([uid, groupId]) => [uid, groupId])).toEqual(
      events.map((event) => [event.uid, event.groupId]),
    );

    const versions = new Map<string, EventVersion>([
      [digests[3]![0], { sequence: 4, modifiedAt: new Date('2026-10-02T08:09:10.123Z') }],
    ]);
    const now = new Date('2026-11-28T10:00:00Z');
    const answer = await renderer.render(source, versions, now);
    const expected = await storedAnswer(renderCalendar(source.meta, events, versions, now));

    expect(answer.body.toString()).toBe(expected.body.toString());
    expect(answer.etag).toBe(expected.etag);
    expect(gunzipSync(answer.gzip).toString()).toBe(expected.body.toString());
    const feed = parseFeed(answer.body.toString());
    const changed = feed.events.find((event) => event.uid === digests[3]![0])!;
    expect(changed.sequence).toBe(4);
    expect(feed.events).toHaveLength(20);
  });

  it('leaves the event loop free while it renders a big group', async () => {
    renderer = new FeedRenderer();
    // Groups alike but for their names: texts made for one are not kept for another.
    const yardstick = bigGroupSource(100, 150, 'Bouldering');
    const warmUp = bigGroupSource(100, 150, 'Warm-up');
    const source = bigGroupSource(100, 150);
    const versions = new Map<string, EventVersion>();
    const now = new Date('2026-11-28T10:00:00Z');
    await renderer.render(bigGroupSource(2, 2), versions, now); // the thread started

    // The same render on this thread, as before: its CPU time is the yardstick, once the code
    // is compiled (the first run on a thread costs many times more).
    const render = ({ group, days, host, meta }: typeof source) =>
      storedAnswer(renderCalendar(meta, groupEvents(group, days, host), versions, now));
    await render(warmUp);
    const onLoop = process.threadCpuUsage();
    await render(yardstick);
    const { user: loopUser, system: loopSystem } = process.threadCpuUsage(onLoop);

    const offLoop = process.threadCpuUsage();
    const answer = await renderer.render(source, versions, now);
    const { user, system } = process.threadCpuUsage(offLoop);

    expect(answer.body.length).toBeGreaterThan(200_000);
    // The event loop hands over the rows and takes the bytes back; the thread does the rest.
    expect(user + system).toBeLessThan((loopUser + loopSystem) / 5);
  });

  it('ends its threads when closed, and a new render starts them again', async () => {
    renderer = new FeedRenderer();
    const source = bigGroupSource(3, 3);
    await renderer.render(source, new Map(), new Date());
    await renderer.close();
    const answer = await renderer.render(source, new Map(), new Date());
    expect(parseFeed(answer.body.toString()).events).toHaveLength(3);
  });
});

import { movedOn } from '@turnout/domain/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, meResponseSchema, pathFor, toDay, type AttendanceState } from '@turnout/domain';
import { useListeningTestApp } from '../test/app.ts';
import {
  openEventStream,
  type EventStreamClient,
  type SseFrame,
} from '../test/event-stream-client.ts';
import type { SignedInUser } from '../test/factories.ts';
import { buildGroup, type TestGroup } from '../test/group-factories.ts';

// The dates below as written, moved on to days still to come (CONTRIBUTING.md "Tests and the
// calendar"): a member's own past day is closed.
const later = movedOn('2027-04-30');

// The app reads /api/auth/me before its screens' data and opens its stream a moment later. The
// answer's lastEventId, sent back on the first connection, brings the changes made in between
// (docs/decisions/020-events-stored-with-every-write.md).

describe('the first stream after a read', () => {
  const t = useListeningTestApp();
  const streams: EventStreamClient[] = [];

  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });

  /** A stream as the app opens it: `?lastEventId=` in the URL, no header. */
  async function open(user: SignedInUser, query = ''): Promise<EventStreamClient> {
    const stream = await openEventStream(t.baseUrl, {
      token: user.token,
      path: `${API_PATHS.events}${query}`,
    });
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.waitFor((frame) => frame.id !== undefined);
    return stream;
  }

  async function readMe(user: SignedInUser) {
    const res = await t.request({ method: 'GET', url: API_PATHS.me, as: user });
    expect(res.statusCode).toBe(200);
    return meResponseSchema.parse(res.json());
  }

  async function setDay(group: TestGroup, as: SignedInUser, day: string, state: AttendanceState) {
    const res = await t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.attendance, { groupId: group.id }),
      body: { day: toDay(day), state },
      as,
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  const changedOn = (day: string) => (frame: SseFrame) =>
    frame.event === 'attendance.changed' && JSON.parse(frame.data!).day === day;

  it('delivers a change made between the read and the opening, and nothing older', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const { owner } = group;
    const member = group.members[0]!;
    const outsider = await buildGroup(t.db, { members: 1 });
    // Another tab of the owner's: it shows when each change has been delivered.
    const watcher = await open(owner);

    await setDay(group, member, later('2027-04-30'), 'present');
    await watcher.waitFor(changedOn(later('2027-04-30')));
    const { lastEventId } = await readMe(owner);
    expect(lastEventId).toBeGreaterThanOrEqual(Number(watcher.lastEventId()));

    // The window: the app reads its data and loads the stream's code; the member and another
    // group change meanwhile, and the changes are delivered before the stream opens.
    await setDay(group, member, later('2027-05-01'), 'away');
    await setDay(outsider, outsider.members[0]!, later('2027-05-01'), 'present');
    await watcher.waitFor(changedOn(later('2027-05-01')));

    // Without the id, a new stream starts now and never hears of the change.
    const fresh = await open(owner);
    const first = await open(owner, `?lastEventId=${lastEventId}`);
    await setDay(group, member, later('2027-05-02'), 'present');
    await first.waitFor(changedOn(later('2027-05-02')));
    await fresh.waitFor(changedOn(later('2027-05-02')));

    const days = (stream: EventStreamClient) =>
      stream
        .events()
        .filter((event) => event.event === 'attendance.changed')
        .map((event) => [event.data.groupId, event.data.day]);
    expect(days(first)).toEqual([
      [group.id, later('2027-05-01')],
      [group.id, later('2027-05-02')],
    ]);
    expect(days(fresh)).toEqual([[group.id, later('2027-05-02')]]);
    const ids = first.events().map((event) => Number(event.id));
    expect(ids[0]).toBeGreaterThan(lastEventId!);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('treats a bad id like a bad Last-Event-ID: a resync, or a 400 when over-long', async () => {
    const me = await t.signIn();
    const { lastEventId } = await readMe(me);
    const future = String(lastEventId! + 1_000_000);
    for (const bad of ['abc', '-1', '1.5', '9999999999999999', future]) {
      const stream = await open(me, `?lastEventId=${encodeURIComponent(bad)}`);
      const frame = await stream.waitFor((f) => f.event === 'resync');
      expect(JSON.parse(frame.data!)).toEqual({ type: 'resync' });
    }
    const res = await fetch(`${t.baseUrl}${API_PATHS.events}?lastEventId=${'9'.repeat(33)}`, {
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid-argument');
  });
});

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { API_PATHS, EVENT_STREAM_RETRY_MS, SESSION_COOKIE, toDay } from '@turnout/domain';
import { realtimeEvents } from '../db/schema-delivery.ts';
import { Realtime } from './realtime.ts';
import { createTestApp } from '../test/app.ts';
import { listenOnLoopback, openEventStream } from '../test/event-stream-client.ts';
import { buildGroup } from '../test/group-factories.ts';
import { later, named, useLiveEvents } from './testing/live-events-test-setup.ts';

// The stream as a connection, whatever events it carries: who may open it, what it starts with,
// how a reconnect catches up on what it missed, how it is kept open and how it ends.

describe('live events (SSE)', () => {
  const { t, open, setDay, announce } = useLiveEvents();

  it('refuses visitors with 401, like any request', async () => {
    const res = await fetch(`${t.baseUrl}${API_PATHS.events}`);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unauthenticated');
  });

  it('authenticates with the session cookie as well', async () => {
    const me = await t.signIn();
    const res = await fetch(`${t.baseUrl}${API_PATHS.events}`, {
      headers: { cookie: `${SESSION_COOKIE}=${me.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    await res.body?.cancel();
  });

  it('streams with the SSE headers, a retry hint and the current id first', async () => {
    const me = await t.signIn();
    const stream = await open(me);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-store');
    expect(stream.frames[0]).toEqual({ retry: EVENT_STREAM_RETRY_MS });
    expect(stream.frames[1]).toEqual({ id: expect.stringMatching(/^\d+$/) });
  });

  it('catches up after a reconnect with Last-Event-ID, in order and without repeats', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const member = group.members[0]!;
    const first = await open(group.owner);
    await setDay(group, member, 'present', toDay(later('2027-03-31')));
    await first.waitFor(named('notification.changed'));
    const lastSeen = first.lastEventId()!;
    first.close();

    await setDay(group, member, 'away', toDay(later('2027-04-01')));
    await setDay(group, member, 'present', toDay(later('2027-04-02')));
    const outsider = await buildGroup(t.db, { members: 1 });
    await setDay(outsider, outsider.members[0]!, 'present');

    const again = await open(group.owner, { lastEventId: lastSeen });
    await setDay(group, member, 'away', toDay(later('2027-04-03')));
    await again.waitFor(named('attendance.changed', { day: later('2027-04-03') }));
    await again.waitFor((frame) => frame.event === 'notification.changed' && Number(frame.id) > 0);
    const events = again.events();
    expect(events.filter((e) => e.event === 'attendance.changed').map((e) => e.data.day)).toEqual([
      later('2027-04-01'),
      later('2027-04-02'),
      later('2027-04-03'),
    ]);
    expect(events.every((e) => e.data.groupId === undefined || e.data.groupId === group.id)).toBe(
      true,
    );
    const ids = events.map((e) => Number(e.id));
    expect(ids[0]).toBeGreaterThan(Number(lastSeen));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('asks for a resync when the gap cannot be served', async () => {
    const me = await t.signIn();
    for (const lastEventId of ['999999999999', 'abc', '-1']) {
      const stream = await open(me, { lastEventId });
      const frame = await stream.waitFor(named('resync'));
      expect(JSON.parse(frame.data!)).toEqual({ type: 'resync' });
      expect(frame.id).toMatch(/^\d+$/);
    }
    // Pruned: the oldest events are gone.
    await announce({ payload: { type: 'notification.changed' }, userIds: [] });
    await announce({ payload: { type: 'notification.changed' }, userIds: [] });
    const [oldest] = await t.db.select().from(realtimeEvents).orderBy(realtimeEvents.id).limit(1);
    const { lt } = await import('drizzle-orm');
    await t.db.delete(realtimeEvents).where(lt(realtimeEvents.id, oldest!.id + 1));
    const pruned = await open(me, { lastEventId: String(oldest!.id - 1) });
    await pruned.waitFor(named('resync'));
  });

  it('ends every stream when the app closes', async () => {
    const other = await createTestApp();
    const url = await listenOnLoopback(other.app);
    const user = await other.signIn();
    const stream = await openEventStream(url, { token: user.token });
    await stream.waitFor((frame) => frame.id !== undefined);
    await other.close();
    await expect.poll(() => stream.ended()).toBe(true);
  });

  it('sends heartbeat comments', async () => {
    const realtime = new Realtime({ db: t.db, log: silentLog, heartbeatMs: 50 });
    await realtime.start();
    const me = await t.signIn();
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      void realtime.openStream({ userId: me.user.id, sessionId: 'test' }, response, undefined);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const stream = await openEventStream(`http://127.0.0.1:${port}`, { path: '/' });
    await stream.waitFor((frame) => frame.comment === 'heartbeat', 2000);
    stream.close();
    await realtime.stop();
    await new Promise((resolve) => server.close(resolve));
  });
});

const silentLog = { warn: () => {}, error: () => {} };

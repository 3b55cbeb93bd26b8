import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  EVENT_STREAM_RETRY_MS,
  pathFor,
  SESSION_COOKIE,
  toDay,
  type AttendanceState,
  type Day,
} from '@turnout/domain';
import { buildApp } from '../../app.ts';
import { realtimeEvents } from '../../db/schema-delivery.ts';
import type { OutgoingEvent } from '../../live-events/outgoing.ts';
import { Realtime } from '../../live-events/realtime.ts';
import { createTestApp, type TestApp, useListeningTestApp } from '../../test/app.ts';
import {
  listenOnLoopback,
  openEventStream,
  type EventStreamClient,
  type SseFrame,
} from '../../test/event-stream-client.ts';
import type { SignedInUser } from '../../test/factories.ts';
import { buildGroup, type TestGroup } from '../../test/group-factories.ts';

// The live event stream on a real listening server, read with fetch() as a browser would.

describe('live events (SSE)', () => {
  const t = useListeningTestApp();
  const streams: EventStreamClient[] = [];

  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });

  async function open(
    user: SignedInUser,
    options: { lastEventId?: string; base?: string } = {},
  ): Promise<EventStreamClient> {
    const stream = await openEventStream(options.base ?? t.baseUrl, {
      token: user.token,
      ...options,
    });
    streams.push(stream);
    expect(stream.status).toBe(200);
    // The stream is registered once its opening id frame arrived.
    await stream.waitFor((frame) => frame.id !== undefined);
    return stream;
  }

  async function setDay(
    group: TestGroup,
    as: SignedInUser,
    state: AttendanceState,
    day: Day = toDay('2026-03-29'),
    app: TestApp['app'] = t.app,
  ) {
    const res = await app.inject({
      method: 'PUT',
      url: pathFor(API_PATHS.attendance, { groupId: group.id }),
      payload: { day, state },
      headers: { authorization: `Bearer ${as.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  /** Stores events as a write with nothing else to change would. */
  const announce = (...events: OutgoingEvent[]) =>
    t.app.realtime.write(async (_tx, add) => add(...events));

  const named =
    (event: string, data: Record<string, unknown> = {}) =>
    (frame: SseFrame) =>
      frame.event === event &&
      Object.entries(data).every(([key, value]) => JSON.parse(frame.data!)[key] === value);

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

  it('delivers a member’s change to the group, and the inbox change to the others', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const member = group.members[0]!;
    const ownerStream = await open(group.owner);
    const memberStream = await open(member);
    await setDay(group, member, 'present');

    const expected = {
      type: 'attendance.changed',
      groupId: group.id,
      userId: member.user.id,
      day: '2026-03-29',
    };
    for (const stream of [ownerStream, memberStream]) {
      const frame = await stream.waitFor(named('attendance.changed'));
      expect(JSON.parse(frame.data!)).toEqual(expected);
      expect(Number(frame.id)).toBeGreaterThan(0);
    }
    const inbox = await ownerStream.waitFor(named('notification.changed'));
    expect(JSON.parse(inbox.data!)).toEqual({ type: 'notification.changed' });
    // The actor's own inbox did not change; its stream ends up with one event.
    await ownerStream.waitFor(named('attendance.changed'));
    expect(memberStream.events().map((event) => event.event)).toEqual(['attendance.changed']);
    const ids = ownerStream.events().map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('never sends a non-member another group’s events', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const outsider = await t.signIn();
    const ownGroup = await buildGroup(t.db, { owner: outsider, members: 1 });
    const outsiderStream = await open(outsider);
    await setDay(group, group.members[0]!, 'present');
    await announce({ payload: { type: 'group.updated', groupId: group.id }, groupId: group.id });
    // Events arrive in order: once the outsider's own group's event is here, the others would be.
    await setDay(ownGroup, ownGroup.members[0]!, 'away');
    await outsiderStream.waitFor(named('notification.changed'));
    expect(outsiderStream.events().map((event) => [event.event, event.data.groupId])).toEqual([
      ['attendance.changed', ownGroup.id],
      ['notification.changed', undefined],
    ]);
  });

  it('checks membership at delivery: a removed member gets their own removal, then nothing', async () => {
    const group = await buildGroup(t.db, { members: 2 });
    const [stayer, removed] = group.members as [SignedInUser, SignedInUser];
    const removedStream = await open(removed);
    const stayerStream = await open(stayer);
    const res = await t.request({
      method: 'DELETE',
      url: pathFor(API_PATHS.groupMember, { groupId: group.id, userId: removed.user.id }),
      as: group.owner,
    });
    expect(res.statusCode).toBe(204);
    const removal = { type: 'member.removed', groupId: group.id, userId: removed.user.id };
    expect(JSON.parse((await removedStream.waitFor(named('member.removed'))).data!)).toEqual(
      removal,
    );
    expect(JSON.parse((await stayerStream.waitFor(named('member.removed'))).data!)).toEqual(
      removal,
    );

    await setDay(group, stayer, 'present');
    await announce({ payload: { type: 'notification.changed' }, userIds: [removed.user.id] });
    await removedStream.waitFor(named('notification.changed'));
    await stayerStream.waitFor(named('attendance.changed'));
    expect(removedStream.events().map((event) => event.event)).toEqual([
      'member.removed',
      'notification.changed',
    ]);
  });

  it('tells members when someone joins, the group changes, and when it is deleted', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const member = group.members[0]!;
    const memberStream = await open(member);
    const joiner = await t.signIn();
    const joined = await t.request({
      method: 'POST',
      url: pathFor(API_PATHS.join, { inviteCode: group.inviteCode }),
      as: joiner,
    });
    expect(joined.statusCode).toBe(201);
    const joinerStream = await open(joiner);
    await t.request({
      method: 'PATCH',
      url: pathFor(API_PATHS.group, { groupId: group.id }),
      body: { name: 'Renamed' },
      as: group.owner,
    });
    await t.request({
      method: 'POST',
      url: pathFor(API_PATHS.groupInvite, { groupId: group.id }),
      as: group.owner,
    });
    const deleted = await t.request({
      method: 'DELETE',
      url: pathFor(API_PATHS.group, { groupId: group.id }),
      as: group.owner,
    });
    expect(deleted.statusCode).toBe(204);

    await memberStream.waitFor(named('group.deleted'));
    expect(memberStream.events().map((event) => event.data)).toEqual([
      { type: 'member.joined', groupId: group.id, userId: joiner.user.id },
      { type: 'group.updated', groupId: group.id },
      { type: 'group.updated', groupId: group.id },
      { type: 'group.deleted', groupId: group.id },
    ]);
    // The group's former members learn it is gone, though it has no members any more.
    await joinerStream.waitFor(named('group.deleted', { groupId: group.id }));
  });

  it('catches up after a reconnect with Last-Event-ID, in order and without repeats', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const member = group.members[0]!;
    const first = await open(group.owner);
    await setDay(group, member, 'present', toDay('2026-04-01'));
    await first.waitFor(named('notification.changed'));
    const lastSeen = first.lastEventId()!;
    first.close();

    await setDay(group, member, 'away', toDay('2026-04-02'));
    await setDay(group, member, 'present', toDay('2026-04-03'));
    const outsider = await buildGroup(t.db, { members: 1 });
    await setDay(outsider, outsider.members[0]!, 'present');

    const again = await open(group.owner, { lastEventId: lastSeen });
    await setDay(group, member, 'away', toDay('2026-04-04'));
    await again.waitFor(named('attendance.changed', { day: '2026-04-04' }));
    await again.waitFor((frame) => frame.event === 'notification.changed' && Number(frame.id) > 0);
    const events = again.events();
    expect(events.filter((e) => e.event === 'attendance.changed').map((e) => e.data.day)).toEqual([
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
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

  describe('two app instances on one database', () => {
    it('delivers a change made through one instance to a stream on the other', async () => {
      const second = await buildApp({ config: t.config, db: t.db });
      const secondUrl = await listenOnLoopback(second);
      try {
        const group = await buildGroup(t.db, { members: 1 });
        const member = group.members[0]!;
        const onSecond = await open(group.owner, { base: secondUrl });
        const onFirst = await open(group.owner);
        await setDay(group, member, 'present');
        const a = await onSecond.waitFor(named('attendance.changed'));
        const b = await onFirst.waitFor(named('attendance.changed'));
        expect(a.id).toBe(b.id);
        await onSecond.waitFor(named('notification.changed'));

        // And the other way round.
        await setDay(group, member, 'away', toDay('2026-03-29'), second);
        await onFirst.waitFor((frame) => frame.event === 'attendance.changed' && frame.id !== b.id);
      } finally {
        await second.close();
      }
    });

    it.runIf(process.env.TEST_DB === 'postgres')(
      'catches up when the LISTEN connection drops and comes back',
      async () => {
        const second = await buildApp({ config: t.config, db: t.db });
        const secondUrl = await listenOnLoopback(second);
        try {
          const group = await buildGroup(t.db, { members: 1 });
          const onSecond = await open(group.owner, { base: secondUrl });
          const killed = await t.db.execute(
            sql`select pg_terminate_backend(pid) from pg_stat_activity
                where datname = current_database() and query ilike 'LISTEN %turnout_events%'`,
          );
          // Both instances' event listeners.
          expect((killed as unknown as { rows: unknown[] }).rows).toHaveLength(2);
          await setDay(group, group.members[0]!, 'present');
          await onSecond.waitFor(named('attendance.changed'), 10_000);
        } finally {
          await second.close();
        }
      },
    );
  });
});

const silentLog = { warn: () => {}, error: () => {} };

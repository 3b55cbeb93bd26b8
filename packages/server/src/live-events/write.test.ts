import { movedOn } from '@turnout/domain/testing';
import { eq, sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, pathFor } from '@turnout/domain';
import { realtimeEvents } from '../db/schema-delivery.ts';
import { groups } from '../db/schema.ts';
import { type TestApp, useListeningTestApp } from '../test/app.ts';
import { openEventStream, type SseFrame } from '../test/event-stream-client.ts';
import type { SignedInUser } from '../test/factories.ts';
import { buildGroup, groupTablesSnapshot, type TestGroup } from '../test/group-factories.ts';
import { eventIdRange, insertEvents } from './event-store.ts';
import { toGroup } from './outgoing.ts';
import { HELD_WRITE_MESSAGE, Realtime } from './realtime.ts';

// The dates below as written, moved on to days still to come (CONTRIBUTING.md "Tests and the
// calendar"): a member's own past day is closed.
const later = movedOn('2027-03-28');

// A write and its live events commit together (Realtime.write): no acknowledged change goes
// unannounced, and no event announces a change that did not happen.

describe('writes with live events', () => {
  const t = useListeningTestApp();
  afterEach(async () => {
    await t.db.execute(sql`drop trigger if exists refuse_events on ${realtimeEvents}`);
    await t.db.execute(sql`drop function if exists refuse_events()`);
  });

  const eventCount = async () =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(realtimeEvents))[0]!.n;

  /** From now on, storing an event fails (as a full disk or a lost connection would). */
  async function refuseEvents() {
    await t.db.execute(sql`create function refuse_events() returns trigger language plpgsql as $$
      begin raise exception 'events refused'; end $$`);
    await t.db.execute(
      sql`create trigger refuse_events before insert on ${realtimeEvents} execute function refuse_events()`,
    );
  }

  it('stores no event when the write fails', async () => {
    const group = await buildGroup(t.db);
    const before = await eventCount();
    const write = t.app.realtime.write(async (tx, announce) => {
      await tx.update(groups).set({ name: 'Renamed' }).where(eq(groups.id, group.id));
      announce(toGroup({ type: 'group.updated', groupId: group.id }));
      throw new Error('refused');
    });
    await expect(write).rejects.toThrow('refused');
    expect(await eventCount()).toBe(before);
    const [row] = await t.db.select().from(groups).where(eq(groups.id, group.id));
    expect(row!.name).toBe(group.name);
  });

  it('undoes the write when its events cannot be stored', async () => {
    const group = await buildGroup(t.db);
    await refuseEvents();
    const write = t.app.realtime.write(async (tx, announce) => {
      await tx.update(groups).set({ name: 'Renamed' }).where(eq(groups.id, group.id));
      announce(toGroup({ type: 'group.updated', groupId: group.id }));
    });
    await expect(write).rejects.toThrow();
    const [row] = await t.db.select().from(groups).where(eq(groups.id, group.id));
    expect(row!.name).toBe(group.name);
  });

  // Each request that changes what other members see, with the event it announces.
  const requests: {
    name: string;
    event: string;
    send: (group: TestGroup, joiner: SignedInUser) => ReturnType<TestApp['request']>;
  }[] = [
    {
      name: 'a group update',
      event: 'group.updated',
      send: (group) =>
        t.request({
          method: 'PATCH',
          url: pathFor(API_PATHS.group, { groupId: group.id }),
          body: { name: 'Renamed' },
          as: group.owner,
        }),
    },
    {
      name: 'a new invite link',
      event: 'group.updated',
      send: (group) =>
        t.request({
          method: 'POST',
          url: pathFor(API_PATHS.groupInvite, { groupId: group.id }),
          as: group.owner,
        }),
    },
    {
      name: 'a revoked invite link',
      event: 'group.updated',
      send: (group) =>
        t.request({
          method: 'DELETE',
          url: pathFor(API_PATHS.groupInvite, { groupId: group.id }),
          as: group.owner,
        }),
    },
    {
      name: 'a join',
      event: 'member.joined',
      send: (group, joiner) =>
        t.request({
          method: 'POST',
          url: pathFor(API_PATHS.join, { inviteCode: group.inviteCode }),
          as: joiner,
        }),
    },
    {
      name: 'a group deletion',
      event: 'group.deleted',
      send: (group) =>
        t.request({
          method: 'DELETE',
          url: pathFor(API_PATHS.group, { groupId: group.id }),
          as: group.owner,
        }),
    },
  ];

  for (const { name, event, send } of requests) {
    it(`refuses ${name} whose events cannot be stored, changing nothing`, async () => {
      const group = await buildGroup(t.db, { members: 1 });
      const joiner = await t.signIn();
      const before = await groupTablesSnapshot(t.db);
      await refuseEvents();
      const res = await send(group, joiner);
      expect(res.statusCode).toBe(500);
      expect(await groupTablesSnapshot(t.db)).toEqual(before);
    });

    it(`stores the events of ${name} with it, for a stream that was not open`, async () => {
      const group = await buildGroup(t.db, { members: 1 });
      const joiner = await t.signIn();
      // The owner's device was offline, or its instance died before delivering.
      const { newest } = await eventIdRange(t.db);
      const res = await send(group, joiner);
      expect(res.statusCode).toBeLessThan(300);
      const stream = await openEventStream(t.baseUrl, {
        token: group.owner.token,
        lastEventId: String(newest),
      });
      try {
        await stream.waitFor((frame: SseFrame) => frame.event === event);
      } finally {
        stream.close();
      }
    });
  }

  it('refuses mark-all-read whose event cannot be stored, leaving the inbox unread', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const put = await t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.attendance, { groupId: group.id }),
      body: { day: later('2027-03-28'), state: 'present' },
      as: group.members[0]!,
    });
    expect(put.statusCode).toBe(200);
    await refuseEvents();
    const res = await t.request({
      method: 'POST',
      url: API_PATHS.notificationsReadAll,
      as: group.owner,
    });
    expect(res.statusCode).toBe(500);
    const inbox = await t.request({ method: 'GET', url: API_PATHS.notifications, as: group.owner });
    expect(inbox.json()).toMatchObject({ unreadCount: 1 });
  });

  it('delivers a committed write whose instance never woke its streams', async () => {
    const group = await buildGroup(t.db);
    const { newest } = await eventIdRange(t.db);
    // An instance that stores and commits but never delivers (stopped: it wakes nothing).
    const silent = new Realtime({ db: t.db, log: { warn: () => {}, error: () => {} } });
    await silent.write(async (_tx, announce) =>
      announce(toGroup({ type: 'group.updated', groupId: group.id })),
    );
    const stream = await openEventStream(t.baseUrl, {
      token: group.owner.token,
      lastEventId: String(newest),
    });
    try {
      const frame = await stream.waitFor((f: SseFrame) => f.event === 'group.updated');
      expect(JSON.parse(frame.data!)).toEqual({ type: 'group.updated', groupId: group.id });
    } finally {
      stream.close();
    }
  });

  // The test-only hold (system/faults/commit-then-kill.test.ts) must take the write that
  // announced something, not whichever write comes first in that process.
  it('holds, when told to, a write that stored events after its commit, and no other', async () => {
    const group = await buildGroup(t.db);
    const warnings: string[] = [];
    const holding = new Realtime({
      db: t.db,
      log: { warn: (message) => warnings.push(message), error: () => {} },
      holdWritesAfterCommit: true,
    });
    // Nothing announced (the reminder worker's pass when nothing is due): it returns.
    const empty = holding.write(async () => 'nothing due');
    expect(await Promise.race([empty, sleep(2000, 'held')])).toBe('nothing due');
    expect(warnings).toEqual([]);

    const { newest } = await eventIdRange(t.db);
    const held = holding
      .writeStatement((db) =>
        insertEvents(db, [toGroup({ type: 'group.updated', groupId: group.id })]),
      )
      .then(() => 'returned');
    await vi.waitFor(() => expect(warnings).toEqual([HELD_WRITE_MESSAGE]));
    expect((await eventIdRange(t.db)).newest).toBeGreaterThan(newest);
    expect(await Promise.race([held, sleep(100, 'still held')])).toBe('still held');
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PATHS, pathFor, toDay } from '@turnout/domain';
import { buildApp } from '../app.ts';
import { listenOnLoopback } from '../test/event-stream-client.ts';
import type { SignedInUser } from '../test/factories.ts';
import { buildGroup } from '../test/group-factories.ts';
import { later, named, useLiveEvents } from './testing/live-events-test-setup.ts';

// Who gets which event: the members of a group its changes, nobody else, on whichever instance
// serves their stream.

describe('live events (SSE)', () => {
  const { t, open, setDay, announce } = useLiveEvents();

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
      day: later('2027-03-28'),
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
        await setDay(group, member, 'away', toDay(later('2027-03-28')), second);
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

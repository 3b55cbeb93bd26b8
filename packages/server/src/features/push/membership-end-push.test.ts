import { describe, expect, it } from 'vitest';
import { API_PATHS, pathFor, pushMessageSchema, startOfDayMs, today } from '@turnout/domain';
import { useTestApp } from '../../test/app.ts';
import { createSignedInUser, type SignedInUser } from '../../test/factories.ts';
import { buildGroup } from '../../test/group-factories.ts';
import { PUSH_TO_LOOPBACK, subscribeSession, usePushEndpoint } from '../../test/push-endpoint.ts';

// The owner hears of a member who left or was removed on their devices too, as in the inbox
// (docs/decisions/017-who-is-coming-at-a-glance.md); observed at the fake Web Push service.

describe('push when a membership ends', () => {
  const t = useTestApp(PUSH_TO_LOOPBACK);
  const service = usePushEndpoint();

  const subscribe = (user: SignedInUser, name: string) =>
    subscribeSession(t.db, service, user, name);

  async function endMembership(groupId: string, userId: string, as: SignedInUser) {
    const res = await t.request({
      method: 'DELETE',
      url: pathFor(API_PATHS.groupMember, { groupId, userId }),
      as,
    });
    expect(res.statusCode, res.body).toBe(204);
    await t.app.push.idle();
  }

  async function receivedBy(name: string, act: () => Promise<void>) {
    const before = service.received.length;
    await act();
    return service.received.slice(before).filter((push) => push.subscriptionName === name);
  }

  it('tells the owner’s devices that a member left, and who was removed', async () => {
    const ben = await createSignedInUser(t.db, { displayName: 'Ben' });
    const cleo = await createSignedInUser(t.db, { displayName: 'Cleo' });
    const group = await buildGroup(t.db, { name: 'Choir', members: [ben, cleo] });
    await subscribe(group.owner, 'owner-phone');
    await subscribe(cleo, 'cleo-phone');
    const timestamp = startOfDayMs(today('Europe/Berlin'), 'Europe/Berlin');

    const left = await receivedBy('owner-phone', () => endMembership(group.id, ben.user.id, ben));
    expect(left.map((push) => pushMessageSchema.parse(push.message))).toEqual([
      {
        title: 'Choir',
        body: 'Ben left Choir.',
        targetPath: `/groups/${group.id}?activeDay=${timestamp}`,
        groupId: group.id,
        timestamp,
        attendance: null,
        kind: 'left',
      },
    ]);

    const before = service.received.length;
    const removed = await receivedBy('owner-phone', () =>
      endMembership(group.id, cleo.user.id, group.owner),
    );
    expect(removed.map((push) => (push.message as { body: string }).body)).toEqual([
      'Cleo was removed from Choir.',
    ]);
    // Only the owner hears of it; the removed member's device gets nothing.
    expect(service.received.slice(before).map((push) => push.subscriptionName)).toEqual([
      'owner-phone',
    ]);
    expect(service.rejected).toEqual([]);
  });

  it('sends nothing to an owner who muted the group', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    await subscribe(group.owner, 'muted-owner');
    const mute = await t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.groupMute, { groupId: group.id }),
      body: { muted: true },
      as: group.owner,
    });
    expect(mute.statusCode, mute.body).toBeLessThan(300);
    const member = group.members[0]!;
    expect(
      await receivedBy('muted-owner', () => endMembership(group.id, member.user.id, member)),
    ).toEqual([]);
  });
});

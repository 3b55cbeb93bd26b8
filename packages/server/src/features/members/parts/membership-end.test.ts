import { movedOn } from '@turnout/domain/testing';
import { describe, expect, it } from 'vitest';
import {
  API_PATHS,
  pathFor,
  startOfDayMs,
  today,
  toDay,
  type NotificationListResponse,
} from '@turnout/domain';
import { useTestApp } from '../../../test/app.ts';
import type { SignedInUser } from '../../../test/factories.ts';
import { buildGroup, type TestGroup } from '../../../test/group-factories.ts';

// The dates below as written, moved on to days still to come (CONTRIBUTING.md "Tests and the
// calendar"): a member's own past day is closed.
const later = movedOn('2027-03-28');

// The inbox tells the story: the note of an answer, the owner's entry when a member leaves or is
// removed, and old entries of a member who left say so.
describe('inbox entries about members who leave', () => {
  const t = useTestApp();

  const DAY = toDay(later('2027-03-28'));
  const ZONE = 'Europe/Berlin';

  async function answer(group: TestGroup, as: SignedInUser, note?: string) {
    const res = await t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.attendance, { groupId: group.id }),
      body: { day: DAY, state: 'present', ...(note ? { note } : {}) },
      as,
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  async function inbox(as: SignedInUser): Promise<NotificationListResponse> {
    const res = await t.request({ method: 'GET', url: API_PATHS.notifications, as });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  const end = (group: TestGroup, member: SignedInUser, as: SignedInUser) =>
    t.request({
      method: 'DELETE',
      url: pathFor(API_PATHS.groupMember, { groupId: group.id, userId: member.user.id }),
      as,
    });

  it("shows the member's note on the entry of their answer", async () => {
    const group = await buildGroup(t.db, { members: 1 });
    await answer(group, group.members[0]!, 'Bringing the rope');
    const [entry] = (await inbox(group.owner)).items;
    expect(entry?.context).toMatchObject({ attendance: true, note: 'Bringing the rope' });
    expect(entry?.context.memberLeft).toBeUndefined();
  });

  it('tells the owner when a member leaves, and their old entries say they left', async () => {
    const group = await buildGroup(t.db, { members: 2 });
    const [leaver, stayer] = group.members as [SignedInUser, SignedInUser];
    await answer(group, leaver, 'See you there');
    expect((await end(group, leaver, leaver)).statusCode).toBe(204);

    const owners = (await inbox(group.owner)).items;
    expect(owners).toHaveLength(2);
    expect(owners[0]).toMatchObject({
      isRead: false,
      context: {
        kind: 'left',
        userDisplayName: leaver.user.displayName,
        attendance: null,
        timestamp: startOfDayMs(today(ZONE), ZONE),
      },
    });
    // The answer's entry no longer announces "will attend" as if nothing happened; the note went
    // with the member's records.
    expect(owners[1]?.context).toMatchObject({ attendance: true, memberLeft: true });
    expect(owners[1]?.context.note).toBeUndefined();
    expect((await inbox(group.owner)).unreadCount).toBe(2);
    // Other members learn of the answer's entry the same way, and get no entry of the leaving.
    const others = (await inbox(stayer)).items;
    expect(others).toHaveLength(1);
    expect(others[0]?.context).toMatchObject({ memberLeft: true });
  });

  it('tells the owner of a removal too; a failed removal writes nothing', async () => {
    const group = await buildGroup(t.db, { members: 2 });
    const [removed, other] = group.members as [SignedInUser, SignedInUser];
    expect((await end(group, removed, other)).statusCode).toBe(403);
    expect((await inbox(group.owner)).items).toEqual([]);

    expect((await end(group, removed, group.owner)).statusCode).toBe(204);
    expect((await inbox(group.owner)).items).toMatchObject([
      { context: { kind: 'removed', userDisplayName: removed.user.displayName } },
    ]);
    expect((await end(group, removed, group.owner)).statusCode).toBe(404);
    expect((await inbox(group.owner)).items).toHaveLength(1);
  });

  // docs/decisions/031-removal-keeps-the-link.md
  it('tells the removed member, in their inbox, that the owner removed them, until let back', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const removed = group.members[0]!;
    expect((await end(group, removed, group.owner)).statusCode).toBe(204);

    const mine = await inbox(removed);
    expect(mine.unreadCount).toBe(1);
    expect(mine.items).toMatchObject([
      {
        isRead: false,
        groupId: group.id,
        context: {
          kind: 'removal',
          userId: group.owner.user.id,
          userDisplayName: group.owner.user.displayName,
          groupId: group.id,
          timestamp: startOfDayMs(today(ZONE), ZONE),
        },
      },
    ]);
    const read = await t.request({
      method: 'POST',
      url: pathFor(API_PATHS.notificationRead, { id: mine.items[0]!.id }),
      as: removed,
    });
    expect(read.statusCode).toBe(204);

    await t.request({
      method: 'DELETE',
      url: pathFor(API_PATHS.removedMember, { groupId: group.id, userId: removed.user.id }),
      as: group.owner,
    });
    expect((await inbox(removed)).items).toEqual([]);
  });

  it('says of an old answer whether its member left or was removed', async () => {
    const group = await buildGroup(t.db, { members: 2 });
    const [leaver, removed] = group.members as [SignedInUser, SignedInUser];
    await answer(group, leaver);
    await answer(group, removed);
    await end(group, leaver, leaver);
    await end(group, removed, group.owner);

    const answers = (await inbox(group.owner)).items.filter((item) => !item.context.kind);
    const byActor = (user: SignedInUser) =>
      answers.find((item) => item.context.userId === user.user.id)?.context;
    expect(byActor(leaver)).toMatchObject({ memberLeft: true });
    expect(byActor(leaver)?.memberRemoved).toBeUndefined();
    expect(byActor(removed)).toMatchObject({ memberLeft: true, memberRemoved: true });
  });
});

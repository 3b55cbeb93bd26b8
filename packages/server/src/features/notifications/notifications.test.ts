import { movedOn } from '@turnout/domain/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API_PATHS,
  pathFor,
  startOfDayMs,
  toDay,
  type AttendanceState,
  type Notification,
  type NotificationListResponse,
} from '@turnout/domain';
import { users } from '../../db/schema.ts';
import { notifications } from '../../db/schema-delivery.ts';
import { useTestApp } from '../../test/app.ts';
import type { SignedInUser } from '../../test/factories.ts';
import { buildGroup, groupRequest, type TestGroup } from '../../test/group-factories.ts';

// The dates below as written, moved on to days still to come (CONTRIBUTING.md "Tests and the
// calendar"): a member's own past day is closed.
const later = movedOn('2027-03-28');

describe('notification inbox', () => {
  const t = useTestApp();

  const DAY = toDay(later('2027-03-28'));

  const putAttendance = groupRequest(t, 'PUT', API_PATHS.attendance);
  const putMute = groupRequest(t, 'PUT', API_PATHS.groupMute);
  const editGroup = groupRequest(t, 'PATCH', API_PATHS.group);

  async function setDay(group: TestGroup, as: SignedInUser, state: AttendanceState, day = DAY) {
    const res = await putAttendance(group, as, { day, state });
    expect(res.statusCode, res.body).toBe(200);
  }

  async function inbox(as: SignedInUser, query = ''): Promise<NotificationListResponse> {
    const res = await t.request({ method: 'GET', url: `${API_PATHS.notifications}${query}`, as });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  const read = (as: SignedInUser, id: string) =>
    t.request({ method: 'POST', url: pathFor(API_PATHS.notificationRead, { id }), as });

  it('tells every other member, with the actor, the attendance, the group and the day', async () => {
    const group = await buildGroup(t.db, { name: 'Gym', members: 3 });
    const [actor, ...others] = group.members as [SignedInUser, ...SignedInUser[]];
    await setDay(group, actor, 'present');

    for (const member of [group.owner, ...others]) {
      const { items, unreadCount, nextCursor } = await inbox(member);
      expect(unreadCount).toBe(1);
      expect(nextCursor).toBeUndefined();
      expect(items).toEqual([
        {
          id: expect.any(String),
          isRead: false,
          updatedAt: expect.any(String),
          groupId: group.id,
          context: {
            userDisplayName: actor.user.displayName,
            userId: actor.user.id,
            attendance: true,
            groupName: 'Gym',
            groupId: group.id,
            timestamp: startOfDayMs(DAY, 'Europe/Berlin'),
          },
        } satisfies Notification,
      ]);
    }
    expect((await inbox(actor)).items).toEqual([]);
  });

  it('says when the member is the group’s owner, so a look-alike name cannot pose as them', async () => {
    const group = await buildGroup(t.db, { name: 'Gym', members: 1 });
    const member = group.members[0]!;
    await setDay(group, group.owner, 'present');
    await setDay(group, member, 'away');
    const [fromOwner] = (await inbox(member)).items;
    expect(fromOwner!.context).toMatchObject({ userId: group.owner.user.id, userIsOwner: true });
    const [fromMember] = (await inbox(group.owner)).items;
    expect(fromMember!.context.userId).toBe(member.user.id);
    expect(fromMember!.context).not.toHaveProperty('userIsOwner');
  });

  it('keeps one entry per member and day: a later change updates it and makes it unread again', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const member = group.members[0]!;
    await setDay(group, member, 'present');
    const first = (await inbox(group.owner)).items[0]!;
    expect((await read(group.owner, first.id)).statusCode).toBe(204);
    expect(await inbox(group.owner)).toMatchObject({ unreadCount: 0, items: [{ isRead: true }] });

    await setDay(group, member, 'away');
    const away = await inbox(group.owner);
    expect(away.unreadCount).toBe(1);
    expect(away.items).toHaveLength(1);
    expect(away.items[0]).toMatchObject({
      id: first.id,
      isRead: false,
      context: { attendance: false },
    });
    expect(Date.parse(away.items[0]!.updatedAt)).toBeGreaterThan(Date.parse(first.updatedAt));

    await setDay(group, member, 'undecided');
    const revoked = await inbox(group.owner);
    expect(revoked.items).toHaveLength(1);
    expect(revoked.items[0]!.context.attendance).toBeNull();

    // Another day is another entry.
    await setDay(group, member, 'present', toDay(later('2027-03-29')));
    expect((await inbox(group.owner)).items).toHaveLength(2);
  });

  it('writes nothing when nothing changed, nor for a changed note alone', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const member = group.members[0]!;
    await setDay(group, member, 'undecided');
    expect((await inbox(group.owner)).items).toEqual([]);

    await setDay(group, member, 'present');
    const before = (await inbox(group.owner)).items[0]!;
    await read(group.owner, before.id);
    await setDay(group, member, 'present');
    await t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.attendance, { groupId: group.id }),
      body: { day: DAY, state: 'present', note: 'a bit later' },
      as: member,
    });
    // The entry is not news again; it shows the note as it is now.
    expect((await inbox(group.owner)).items).toEqual([
      { ...before, isRead: true, context: { ...before.context, note: 'a bit later' } },
    ]);
  });

  it('shows group and display names as they are now', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const member = group.members[0]!;
    await setDay(group, member, 'present');
    await t.db.update(users).set({ displayName: 'Renamed' }).where(eq(users.id, member.user.id));
    const renamed = await editGroup(group, group.owner, { name: 'New name' });
    expect(renamed.statusCode).toBe(200);
    expect((await inbox(group.owner)).items[0]!.context).toMatchObject({
      userDisplayName: 'Renamed',
      groupName: 'New name',
    });
  });

  it('leaves out members who muted the group, until they unmute it', async () => {
    const group = await buildGroup(t.db, { members: 2 });
    const [actor, muter] = group.members as [SignedInUser, SignedInUser];
    const mute = (muted: boolean) => putMute(group, muter, { muted });
    const muted = await mute(true);
    expect(muted.statusCode).toBe(200);
    expect(muted.json()).toEqual({ muted: true });
    expect((await mute(true)).statusCode).toBe(200);
    const shown = await t.request({
      method: 'GET',
      url: pathFor(API_PATHS.group, { groupId: group.id }),
      as: muter,
    });
    expect(shown.json()).toMatchObject({ muted: true });
    const listed = await t.request({ method: 'GET', url: API_PATHS.groups, as: muter });
    expect(listed.json().member).toMatchObject([{ id: group.id, muted: true }]);
    const forOwner = await t.request({ method: 'GET', url: API_PATHS.groups, as: group.owner });
    expect(forOwner.json().owned).toMatchObject([{ id: group.id, muted: false }]);

    await setDay(group, actor, 'present');
    expect((await inbox(muter)).items).toEqual([]);
    expect((await inbox(group.owner)).items).toHaveLength(1);

    await mute(false);
    await setDay(group, actor, 'away');
    expect((await inbox(muter)).items).toMatchObject([{ context: { attendance: false } }]);
  });

  it('lets only members mute a group, with the same 404 for everyone else', async () => {
    const group = await buildGroup(t.db);
    const stranger = await t.signIn();
    for (const id of [group.id, crypto.randomUUID(), 'nope']) {
      expect((await putMute({ ...group, id }, stranger, { muted: true })).statusCode).toBe(404);
    }
    const bad = await putMute(group, group.owner, { muted: 'yes' });
    expect(bad.statusCode).toBe(400);
  });

  it('marks only my own entries read; anyone else’s is not found', async () => {
    const group = await buildGroup(t.db, { members: 2 });
    const [actor, other] = group.members as [SignedInUser, SignedInUser];
    await setDay(group, actor, 'present');
    const mine = (await inbox(group.owner)).items[0]!;
    const stranger = await t.signIn();

    for (const as of [other, stranger, actor])
      expect((await read(as, mine.id)).statusCode).toBe(404);
    expect((await read(group.owner, crypto.randomUUID())).statusCode).toBe(404);
    expect((await read(group.owner, 'not-an-id')).statusCode).toBe(404);
    expect((await inbox(group.owner)).unreadCount).toBe(1);
    expect((await inbox(other)).unreadCount).toBe(1);

    expect((await read(group.owner, mine.id)).statusCode).toBe(204);
    expect((await read(group.owner, mine.id)).statusCode).toBe(204);
    expect(await inbox(group.owner)).toMatchObject({ unreadCount: 0, items: [{ isRead: true }] });
    expect((await inbox(other)).unreadCount).toBe(1);
  });

  it('marks all my entries read, and nobody else’s', async () => {
    const group = await buildGroup(t.db, { members: 2 });
    const [a, b] = group.members as [SignedInUser, SignedInUser];
    await setDay(group, a, 'present');
    await setDay(group, b, 'away');
    expect((await inbox(group.owner)).unreadCount).toBe(2);

    const res = await t.request({
      method: 'POST',
      url: API_PATHS.notificationsReadAll,
      as: group.owner,
    });
    expect(res.statusCode).toBe(204);
    const after = await inbox(group.owner);
    expect(after.unreadCount).toBe(0);
    expect(after.items.map((item) => item.isRead)).toEqual([true, true]);
    expect((await inbox(a)).unreadCount).toBe(1);
  });

  it('pages newest first with a cursor, without repeating or skipping entries', async () => {
    const group = await buildGroup(t.db, { members: 5 });
    const days = [later('2027-03-31'), later('2027-04-01'), later('2027-04-02')].map(toDay);
    for (const day of days) {
      for (const member of group.members) await setDay(group, member, 'present', day);
    }
    const all: Notification[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await inbox(
        group.owner,
        `?limit=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.unreadCount).toBe(15);
      expect(page.items.length).toBeLessThanOrEqual(4);
      all.push(...page.items);
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(4);
    expect(new Set(all.map((item) => item.id)).size).toBe(15);
    const times = all.map((item) => Date.parse(item.updatedAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));

    expect((await inbox(group.owner)).items).toHaveLength(15); // default page size 20
    const bad = await t.request({
      method: 'GET',
      url: `${API_PATHS.notifications}?cursor=garbage`,
      as: group.owner,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('invalid-argument');
  });

  it('never gives a non-member entries about another group, and drops mine when I leave', async () => {
    const group = await buildGroup(t.db, { members: 2 });
    const [actor, leaver] = group.members as [SignedInUser, SignedInUser];
    const outsider = await t.signIn();
    await buildGroup(t.db, { members: [outsider] });
    await setDay(group, actor, 'present');
    expect((await inbox(outsider)).items).toEqual([]);
    expect((await inbox(leaver)).items).toHaveLength(1);

    const left = await t.request({
      method: 'DELETE',
      url: pathFor(API_PATHS.groupMember, { groupId: group.id, userId: leaver.user.id }),
      as: leaver,
    });
    expect(left.statusCode).toBe(204);
    expect((await inbox(leaver)).items).toEqual([]);
    await setDay(group, actor, 'away');
    expect((await inbox(leaver)).items).toEqual([]);
    expect((await inbox(outsider)).items).toEqual([]);
  });

  it('answers visitors 401', async () => {
    for (const [method, url] of [
      ['GET', API_PATHS.notifications],
      ['POST', API_PATHS.notificationsReadAll],
      ['POST', pathFor(API_PATHS.notificationRead, { id: crypto.randomUUID() })],
    ] as const) {
      expect((await t.request({ method, url })).statusCode).toBe(401);
    }
  });

  it('fans a change out to a group of 200 members (one statement, see fanOutAttendance)', async () => {
    const group = await buildGroup(t.db, { members: 199 });
    const actor = group.members[0]!;
    await setDay(group, actor, 'present');
    const rows = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.groupId, group.id));
    expect(rows).toHaveLength(199);
  });
});

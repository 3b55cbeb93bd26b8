import { movedOn } from '@turnout/domain/testing';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API_PATHS,
  COACH_MESSAGES,
  GROUP_MESSAGES,
  JOIN_ERROR_MESSAGES,
  pathFor,
  toDay,
} from '@turnout/domain';
import { attendances, groupMembers } from '../../db/schema.ts';
import { useTestApp } from '../../test/app.ts';
import type { SignedInUser } from '../../test/factories.ts';
import {
  attendanceRecordsOf,
  buildAttendance,
  buildGroup,
  countMembers,
  expectNothingLearned,
  groupTablesSnapshot,
} from '../../test/group-factories.ts';

// The dates below as written, moved on to days still to come (CONTRIBUTING.md "Tests and the
// calendar"): a member's own past day is closed.
const later = movedOn('2027-02-28');

const REMOVED = {
  error: { code: 'removed-from-group', message: JOIN_ERROR_MESSAGES['removed-from-group'] },
};

describe('members', () => {
  const t = useTestApp();

  const memberUrl = (groupId: string, userId: string) =>
    pathFor(API_PATHS.groupMember, { groupId, userId });
  const remove = (groupId: string, userId: string, as: SignedInUser) =>
    t.request({ method: 'DELETE', url: memberUrl(groupId, userId), as });
  const get = (url: string, as: SignedInUser) => t.request({ method: 'GET', url, as });
  /** Removals of these users that are each refused with the same answer, and change nothing. */
  async function expectRefused(
    groupId: string,
    userIds: string[],
    as: SignedInUser,
    answer: { status: number; error: { code: string; message: string } },
  ) {
    const before = await groupTablesSnapshot(t.db);
    for (const userId of userIds) {
      const res = await remove(groupId, userId, as);
      expect(res.statusCode, userId).toBe(answer.status);
      expect(res.json()).toEqual({ error: answer.error });
    }
    expect(await groupTablesSnapshot(t.db)).toEqual(before);
  }

  it('lists the members, owner first, to members', async () => {
    const owner = await t.signIn({ displayName: 'Zora' });
    const group = await buildGroup(t.db, { owner, members: 2 });
    const res = await get(
      pathFor(API_PATHS.groupMembers, { groupId: group.id }),
      group.members[1]!,
    );
    expect(res.statusCode).toBe(200);
    const { members } = res.json();
    expect(members).toHaveLength(3);
    expect(members[0]).toEqual({ userId: owner.user.id, userDisplayName: 'Zora', role: 'owner' });
    expect(members.slice(1).every((m: { role: string }) => m.role === 'member')).toBe(true);
  });

  it('records the invite code a member joined with', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const [row] = await t.db
      .select()
      .from(groupMembers)
      .where(eq(groupMembers.userId, group.members[0]!.user.id));
    expect(row).toMatchObject({ role: 'member', inviteCode: group.inviteCode });
  });

  it('lets a member leave; they lose access at once and their attendance is gone', async () => {
    const group = await buildGroup(t.db, { members: 2 });
    const [leaver, stayer] = group.members as [SignedInUser, SignedInUser];
    await buildAttendance(t, { group, user: leaver, day: toDay(later('2027-03-28')), note: 'hi' });
    await buildAttendance(t, { group, user: stayer, day: toDay(later('2027-03-28')) });

    const res = await remove(group.id, leaver.user.id, leaver);
    expect(res.statusCode).toBe(204);
    expect(await countMembers(t.db, group.id)).toBe(2);

    const groupUrl = pathFor(API_PATHS.group, { groupId: group.id });
    const denied = await get(groupUrl, leaver);
    expect(denied.statusCode).toBe(404);
    expect(denied.json().error.message).toBe(GROUP_MESSAGES.notFound);
    expect((await get(API_PATHS.groups, leaver)).json()).toEqual({ owned: [], member: [] });

    const interval = `${pathFor(API_PATHS.attendance, { groupId: group.id })}?from=${later('2027-02-28')}&to=${later('2027-03-30')}`;
    const records = attendanceRecordsOf(await get(interval, stayer));
    expect(records.map((r) => r.userId)).toEqual([stayer.user.id]);
    const leftovers = await t.db
      .select()
      .from(attendances)
      .where(and(eq(attendances.groupId, group.id), eq(attendances.userId, leaver.user.id)));
    expect(leftovers).toEqual([]);
  });

  it('lets the owner remove a member, who loses access at once', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const member = group.members[0]!;
    await buildAttendance(t, { group, user: member, day: toDay(later('2027-03-31')) });
    const groupUrl = pathFor(API_PATHS.group, { groupId: group.id });
    expect((await get(groupUrl, member)).statusCode).toBe(200);

    expect((await remove(group.id, member.user.id, group.owner)).statusCode).toBe(204);

    expect((await get(groupUrl, member)).statusCode).toBe(403);
    const write = await t.request({
      method: 'PUT',
      url: pathFor(API_PATHS.attendance, { groupId: group.id }),
      body: { day: later('2027-04-01'), state: 'present' },
      as: member,
    });
    expect(write.json()).toEqual(REMOVED);
    expect(await t.db.select().from(attendances).where(eq(attendances.groupId, group.id))).toEqual(
      [],
    );
    const members = (await get(groupUrl, group.owner)).json().members;
    expect(members.map((m: { userId: string }) => m.userId)).toEqual([group.owner.user.id]);
  });

  it('does not let the owner leave or remove themselves', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    await expectRefused(group.id, [group.owner.user.id], group.owner, {
      status: 409,
      error: { code: 'aborted', message: GROUP_MESSAGES.ownerCannotLeave },
    });
  });

  it('does not let a member remove someone else, not even the owner', async () => {
    const group = await buildGroup(t.db, { members: 2 });
    const [member, other] = group.members as [SignedInUser, SignedInUser];
    await expectRefused(group.id, [other.user.id, group.owner.user.id], member, {
      status: 403,
      // Removing is the owner's and the coaches' (docs/product.md#roles-and-access).
      error: { code: 'permission-denied', message: COACH_MESSAGES.coachesOnly },
    });
  });

  it('answers removing someone who is not a member with 404', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const stranger = await t.signIn();
    await expectRefused(
      group.id,
      [stranger.user.id, crypto.randomUUID(), 'not-a-uuid'],
      group.owner,
      {
        status: 404,
        error: { code: 'not-found', message: GROUP_MESSAGES.memberNotFound },
      },
    );
  });

  it('lets a removed member rejoin once let back, starting without attendance', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const member = group.members[0]!;
    await buildAttendance(t, { group, user: member, day: toDay(later('2027-03-31')) });
    await remove(group.id, member.user.id, group.owner);
    const letBack = await t.request({
      method: 'DELETE',
      url: pathFor(API_PATHS.removedMember, { groupId: group.id, userId: member.user.id }),
      as: group.owner,
    });
    expect(letBack.statusCode).toBe(204);
    const join = await t.request({
      method: 'POST',
      url: pathFor(API_PATHS.join, { inviteCode: group.inviteCode }),
      as: member,
    });
    expect(join.statusCode).toBe(201);
    expect(await t.db.select().from(attendances).where(eq(attendances.groupId, group.id))).toEqual(
      [],
    );
  });

  // docs/decisions/031-removal-keeps-the-link.md: the account the owner removed learns why; an
  // outsider, someone who left by themselves, or a let-back account gets the usual answer.
  it('tells the removed member they were removed, and nobody else anything', async () => {
    const group = await buildGroup(t.db, { members: 3 });
    const [removed, leaver, letBack] = group.members as [SignedInUser, SignedInUser, SignedInUser];
    const stranger = await t.signIn();
    await remove(group.id, removed.user.id, group.owner);
    await remove(group.id, leaver.user.id, leaver);
    await remove(group.id, letBack.user.id, group.owner);
    await t.request({
      method: 'DELETE',
      url: pathFor(API_PATHS.removedMember, { groupId: group.id, userId: letBack.user.id }),
      as: group.owner,
    });

    const groupUrl = pathFor(API_PATHS.group, { groupId: group.id });
    const res = await get(groupUrl, removed);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REMOVED);
    for (const user of [leaver, letBack, stranger]) {
      await expectNothingLearned(t.db, group, (g) =>
        get(pathFor(API_PATHS.group, { groupId: g.id }), user),
      );
    }
    // Once the group is gone, the removed member is told what everyone is.
    await t.request({ method: 'DELETE', url: groupUrl, as: group.owner });
    expect((await get(groupUrl, removed)).json()).toEqual({
      error: { code: 'not-found', message: GROUP_MESSAGES.notFound },
    });
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API_PATHS,
  LIMITS,
  pathFor,
  toDay,
  type Group,
  type GroupListResponse,
} from '@turnout/domain';
import { attendances, groupInvites, groupMembers, groups, users } from '../../db/schema.ts';
import { useTestApp } from '../../test/app.ts';
import type { SignedInUser } from '../../test/factories.ts';
import { buildAttendance, buildGroup, groupTablesSnapshot } from '../../test/group-factories.ts';

describe('groups', () => {
  const t = useTestApp();

  const groupUrl = (groupId: string) => pathFor(API_PATHS.group, { groupId });
  const create = (as: SignedInUser, body: unknown) =>
    t.request({ method: 'POST', url: API_PATHS.groups, body, as });

  it('creates a group with its creator as the owner and a first invite link', async () => {
    const anna = await t.signIn({ displayName: 'Anna' });
    const res = await create(anna, {
      name: '  Gym <b>&</b> Co ',
      location: 'Hall 2',
      description: 'Line 1\nLine 2',
    });
    expect(res.statusCode).toBe(201);
    const group: Group = res.json();
    expect(group).toEqual({
      id: expect.any(String),
      name: 'Gym <b>&</b> Co',
      location: 'Hall 2',
      description: 'Line 1\nLine 2',
      ownerId: anna.user.id,
      ownerDisplayName: 'Anna',
      memberCount: 1,
      currentUserIsOwner: true,
      members: [{ userId: anna.user.id, userDisplayName: 'Anna', role: 'owner' }],
      inviteCode: expect.stringMatching(/^[A-Z0-9]{24}$/),
      muted: false,
      schedule: { trainingDays: [], cancelledDates: [] },
      reminders: false,
      reminderHour: 18,
      reminderEmail: false,
      weeklyDigest: false,
      currentUserRole: 'owner',
    });
    const [invite] = await t.db
      .select()
      .from(groupInvites)
      .where(eq(groupInvites.groupId, group.id));
    expect(invite).toMatchObject({ code: group.inviteCode, createdBy: anna.user.id });
    // The default expiry: 7 days after the group was made.
    expect(invite!.expiresAt!.getTime() - invite!.createdAt.getTime()).toBe(
      7 * 24 * 60 * 60 * 1000,
    );
  });

  it('leaves out location and description when they are blank', async () => {
    const anna = await t.signIn();
    const res = await create(anna, { name: 'Gym', location: '  ', description: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).not.toHaveProperty('location');
    expect(res.json()).not.toHaveProperty('description');
    const [row] = await t.db.select().from(groups).where(eq(groups.id, res.json().id));
    expect(row).toMatchObject({ location: null, description: null });
  });

  it.each([
    [{ name: '' }, 'name: group name is required'],
    [{ name: '   ' }, 'name: group name is required'],
    [{}, 'name: Invalid input'],
    [{ name: 'x'.repeat(LIMITS.groupName + 1) }, 'group name can have at most 80 characters'],
    [
      { name: 'Gym', location: 'x'.repeat(LIMITS.groupLocation + 1) },
      'location can have at most 120 characters',
    ],
    [
      { name: 'Gym', description: 'x'.repeat(LIMITS.groupDescription + 1) },
      'description can have at most 1000 characters',
    ],
    [{ name: 'Gym', ownerId: 'someone' }, 'Unrecognized key: "ownerId"'],
    [{ name: 42 }, 'name: Invalid input: expected string, received number'],
  ])('refuses %j with 400 and a clear message, storing nothing', async (body, message) => {
    const anna = await t.signIn();
    const before = await groupTablesSnapshot(t.db);
    const res = await create(anna, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid-argument');
    expect(res.json().error.message).toContain(message);
    expect(await groupTablesSnapshot(t.db)).toEqual(before);
  });

  it('accepts names, locations and descriptions at their length limits', async () => {
    const anna = await t.signIn();
    const body = {
      name: 'n'.repeat(LIMITS.groupName),
      location: 'l'.repeat(LIMITS.groupLocation),
      description: 'd'.repeat(LIMITS.groupDescription),
    };
    const res = await create(anna, body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject(body);
  });

  it('lists groups I own apart from groups I am a member of, by name, with member counts', async () => {
    const me = await t.signIn();
    const zumba = await buildGroup(t.db, { owner: me, name: 'zumba', members: 2 });
    const aerobics = await buildGroup(t.db, { owner: me, name: 'Aerobics' });
    const climbing = await buildGroup(t.db, {
      name: 'Climbing',
      location: 'Wall',
      description: 'Bouldering',
      members: [me],
    });
    const boxing = await buildGroup(t.db, { name: 'Boxing', members: [me] });
    await buildGroup(t.db, { name: 'Not mine' });

    const res = await t.request({ method: 'GET', url: API_PATHS.groups, as: me });
    expect(res.statusCode).toBe(200);
    const list: GroupListResponse = res.json();
    expect(list.owned.map((g) => [g.name, g.memberCount, g.currentUserIsOwner])).toEqual([
      ['Aerobics', 1, true],
      ['zumba', 3, true],
    ]);
    expect(list.member.map((g) => [g.name, g.memberCount, g.currentUserIsOwner])).toEqual([
      ['Boxing', 2, false],
      ['Climbing', 2, false],
    ]);
    expect(list.member[1]).toEqual({
      id: climbing.id,
      name: 'Climbing',
      location: 'Wall',
      description: 'Bouldering',
      ownerId: climbing.owner.user.id,
      ownerDisplayName: climbing.owner.user.displayName,
      memberCount: 2,
      currentUserIsOwner: false,
      muted: false,
      reminders: false,
      reminderHour: 18,
      reminderEmail: false,
      weeklyDigest: false,
      currentUserRole: 'member',
    });
    expect([zumba.id, aerobics.id, boxing.id].every((id) => res.body.includes(id))).toBe(true);
  });

  it('lists nothing for someone without groups', async () => {
    const res = await t.request({ method: 'GET', url: API_PATHS.groups, as: await t.signIn() });
    expect(res.json()).toEqual({ owned: [], member: [] });
  });

  it('shows members the group with every member, owner first, and the invite code only to the owner', async () => {
    const owner = await t.signIn({ displayName: 'Olga' });
    const bea = await t.signIn({ displayName: 'bea' });
    const axel = await t.signIn({ displayName: 'Axel' });
    const group = await buildGroup(t.db, { owner, members: [bea, axel] });

    const asMember: Group = (
      await t.request({ method: 'GET', url: groupUrl(group.id), as: bea })
    ).json();
    expect(asMember.members).toEqual([
      { userId: owner.user.id, userDisplayName: 'Olga', role: 'owner' },
      { userId: axel.user.id, userDisplayName: 'Axel', role: 'member' },
      { userId: bea.user.id, userDisplayName: 'bea', role: 'member' },
    ]);
    expect(asMember).toMatchObject({
      currentUserIsOwner: false,
      memberCount: 3,
      ownerDisplayName: 'Olga',
    });
    expect(asMember).not.toHaveProperty('inviteCode');

    const asOwner: Group = (
      await t.request({ method: 'GET', url: groupUrl(group.id), as: owner })
    ).json();
    expect(asOwner).toMatchObject({ currentUserIsOwner: true, inviteCode: group.inviteCode });
  });

  it('shows display names as they are now, never a copy', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const member = group.members[0]!;
    await t.db
      .update(users)
      .set({ displayName: 'Renamed Rita' })
      .where(eq(users.id, member.user.id));
    await t.db
      .update(users)
      .set({ displayName: 'Renamed Owner' })
      .where(eq(users.id, group.owner.user.id));
    const res: Group = (
      await t.request({ method: 'GET', url: groupUrl(group.id), as: member })
    ).json();
    expect(res.ownerDisplayName).toBe('Renamed Owner');
    expect(res.members.map((m) => m.userDisplayName)).toEqual(['Renamed Owner', 'Renamed Rita']);
  });

  it('lets the owner rename the group and change or clear location and description', async () => {
    const group = await buildGroup(t.db, { location: 'Hall 1', description: 'Old' });
    const patch = (body: object) =>
      t.request({ method: 'PATCH', url: groupUrl(group.id), body, as: group.owner });

    const renamed = await patch({ name: ' New name ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'New name',
      location: 'Hall 1',
      description: 'Old',
    });

    const cleared = await patch({ location: null, description: '  ' });
    expect(cleared.json()).toMatchObject({ name: 'New name' });
    expect(cleared.json()).not.toHaveProperty('location');
    expect(cleared.json()).not.toHaveProperty('description');

    const [row] = await t.db.select().from(groups).where(eq(groups.id, group.id));
    expect(row).toMatchObject({ name: 'New name', location: null, description: null });
    expect(row!.updatedAt.getTime()).toBeGreaterThan(row!.createdAt.getTime() - 1);
  });

  it.each([
    [{ name: '' }, 'group name is required'],
    [{ name: null }, 'name: Invalid input'],
    [{ location: 'x'.repeat(121) }, 'location can have at most 120 characters'],
    [{ ownerId: 'x' }, 'Unrecognized key: "ownerId"'],
  ])('refuses the edit %j with 400, changing nothing', async (body, message) => {
    const group = await buildGroup(t.db);
    const before = await groupTablesSnapshot(t.db);
    const res = await t.request({
      method: 'PATCH',
      url: groupUrl(group.id),
      body,
      as: group.owner,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
    expect(await groupTablesSnapshot(t.db)).toEqual(before);
  });

  it('deletes the group with its members, invite and attendance', async () => {
    const { group } = await buildAttendance(t, { day: toDay('2026-05-01') });
    const res = await t.request({ method: 'DELETE', url: groupUrl(group.id), as: group.owner });
    expect(res.statusCode).toBe(204);
    expect(await t.db.select().from(groups).where(eq(groups.id, group.id))).toEqual([]);
    expect(
      await t.db.select().from(groupMembers).where(eq(groupMembers.groupId, group.id)),
    ).toEqual([]);
    expect(
      await t.db.select().from(groupInvites).where(eq(groupInvites.groupId, group.id)),
    ).toEqual([]);
    expect(await t.db.select().from(attendances).where(eq(attendances.groupId, group.id))).toEqual(
      [],
    );
    const again = await t.request({ method: 'GET', url: groupUrl(group.id), as: group.owner });
    expect(again.statusCode).toBe(404);
  });

  it('works with the session cookie too (with the CSRF header on writes)', async () => {
    const anna = await t.signIn();
    const created = await t.request({
      method: 'POST',
      url: API_PATHS.groups,
      body: { name: 'Cookie group' },
      as: anna,
      via: 'cookie',
    });
    expect(created.statusCode).toBe(201);
    const forged = await t.request({
      method: 'DELETE',
      url: groupUrl(created.json().id),
      as: anna,
      via: 'cookie',
      csrf: false,
    });
    expect(forged.statusCode).toBe(403);
    expect(await t.db.select().from(groups).where(eq(groups.id, created.json().id))).toHaveLength(
      1,
    );
  });
});

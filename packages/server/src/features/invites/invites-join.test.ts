import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API_PATHS,
  GROUP_MESSAGES,
  JOIN_ERROR_MESSAGES,
  pathFor,
  type Invite,
} from '@turnout/domain';
import { groupMembers } from '../../db/schema.ts';
import { createTestApp, useTestApp } from '../../test/app.ts';
import type { SignedInUser } from '../../test/factories.ts';
import { buildGroup, countMembers, groupTablesSnapshot } from '../../test/group-factories.ts';
import { joinAs, previewUrl } from './testing/invites-test-setup.ts';
import { joinGroup } from './mutations.ts';

// Joining a group through its code, and leaving it: a removal keeps the shared link working and
// keeps the removed account out until the owner lets it back, while a member who leaves may rejoin
// (docs/decisions/031-removal-keeps-the-link.md).

describe('joining', () => {
  const t = useTestApp();

  const join = joinAs(t);

  it('adds a signed-in user as a member, recording the code', async () => {
    const group = await buildGroup(t.db);
    const newbie = await t.signIn();
    const res = await join(group.inviteCode, newbie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ groupId: group.id, alreadyMember: false });
    const [row] = await t.db
      .select()
      .from(groupMembers)
      .where(eq(groupMembers.userId, newbie.user.id));
    expect(row).toMatchObject({ groupId: group.id, role: 'member', inviteCode: group.inviteCode });
    const groupRes = await t.request({
      method: 'GET',
      url: pathFor(API_PATHS.group, { groupId: group.id }),
      as: newbie,
    });
    expect(groupRes.statusCode).toBe(200);
  });

  it('tells an existing member (or the owner) they already belong, changing nothing', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const before = await groupTablesSnapshot(t.db);
    for (const who of [group.members[0]!, group.owner]) {
      const res = await join(group.inviteCode, who);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ groupId: group.id, alreadyMember: true });
    }
    expect(await groupTablesSnapshot(t.db)).toEqual(before);
  });

  it('joins once when the same user joins many times at once', async () => {
    const group = await buildGroup(t.db);
    const newbie = await t.signIn();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => join(group.inviteCode, newbie)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await countMembers(t.db, group.id)).toBe(2);
  });

  it('asks a visitor to sign in first', async () => {
    const group = await buildGroup(t.db);
    const before = await groupTablesSnapshot(t.db);
    const res = await join(group.inviteCode);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthenticated');
    expect(await groupTablesSnapshot(t.db)).toEqual(before);
  });

  it('refuses a join body it does not understand', async () => {
    const group = await buildGroup(t.db);
    const res = await t.request({
      method: 'POST',
      url: pathFor(API_PATHS.join, { inviteCode: group.inviteCode }),
      body: { role: 'owner' },
      as: await t.signIn(),
    });
    expect(res.statusCode).toBe(400);
    expect(await countMembers(t.db, group.id)).toBe(1);
  });
});

describe('removing a member', () => {
  const t = useTestApp();

  const join = joinAs(t);
  const remove = (groupId: string, userId: string, as: SignedInUser) =>
    t.request({ method: 'DELETE', url: pathFor(API_PATHS.groupMember, { groupId, userId }), as });
  const currentInvite = async (groupId: string, as: SignedInUser) =>
    (
      await t.request({ method: 'GET', url: pathFor(API_PATHS.groupInvite, { groupId }), as })
    ).json().invite as Invite;
  const removedUrl = (groupId: string) => pathFor(API_PATHS.removedMembers, { groupId });
  const letBack = (groupId: string, userId: string, as: SignedInUser) =>
    t.request({
      method: 'DELETE',
      url: pathFor(API_PATHS.removedMember, { groupId, userId }),
      as,
    });
  const REMOVED = {
    error: { code: 'removed-from-group', message: JOIN_ERROR_MESSAGES['removed-from-group'] },
  };

  it('keeps the shared link as it was: everyone else still joins through it', async () => {
    const group = await buildGroup(t.db, { members: 2 });
    const [removed, stays] = group.members as [SignedInUser, SignedInUser];
    const before = await currentInvite(group.id, group.owner);

    expect((await remove(group.id, removed.user.id, group.owner)).statusCode).toBe(204);

    expect(await currentInvite(group.id, group.owner)).toEqual(before);
    expect((await t.request({ method: 'GET', url: previewUrl(group.inviteCode) })).statusCode).toBe(
      200,
    );
    const newcomer = await t.signIn();
    expect((await join(group.inviteCode, newcomer)).statusCode).toBe(201);
    const groupUrl = pathFor(API_PATHS.group, { groupId: group.id });
    expect((await t.request({ method: 'GET', url: groupUrl, as: stays })).statusCode).toBe(200);
    expect(await countMembers(t.db, group.id)).toBe(3);
  });

  it('refuses the removed account through the old link until the owner lets it back', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const removed = group.members[0]!;
    expect((await remove(group.id, removed.user.id, group.owner)).statusCode).toBe(204);

    const before = await groupTablesSnapshot(t.db);
    const refused = await join(group.inviteCode, removed);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(REMOVED);
    expect(await groupTablesSnapshot(t.db)).toEqual(before);

    // The owner sees whom they removed, and lets the account back.
    const list = await t.request({ method: 'GET', url: removedUrl(group.id), as: group.owner });
    expect(list.json()).toEqual({
      removed: [
        {
          userId: removed.user.id,
          userDisplayName: removed.user.displayName,
          removedAt: expect.any(String),
        },
      ],
    });
    expect((await letBack(group.id, removed.user.id, group.owner)).statusCode).toBe(204);
    expect(
      (await t.request({ method: 'GET', url: removedUrl(group.id), as: group.owner })).json(),
    ).toEqual({ removed: [] });

    // The same link, unchanged, lets them in now.
    expect((await join(group.inviteCode, removed)).statusCode).toBe(201);
    expect(await countMembers(t.db, group.id)).toBe(2);
  });

  it('keeps the list of removed accounts and letting back to the owner', async () => {
    const group = await buildGroup(t.db, { members: 2 });
    const [removed, member] = group.members as [SignedInUser, SignedInUser];
    await remove(group.id, removed.user.id, group.owner);

    const asMember = await t.request({ method: 'GET', url: removedUrl(group.id), as: member });
    expect(asMember.statusCode).toBe(403);
    expect((await letBack(group.id, removed.user.id, member)).statusCode).toBe(403);
    const stranger = await t.signIn();
    const asStranger = await t.request({ method: 'GET', url: removedUrl(group.id), as: stranger });
    expect(asStranger.json()).toEqual({
      error: { code: 'not-found', message: GROUP_MESSAGES.notFound },
    });
    // Letting back someone who was not removed (or is a member) changes nothing.
    for (const userId of [member.user.id, stranger.user.id, 'not-a-uuid']) {
      const res = await letBack(group.id, userId, group.owner);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: { code: 'not-found', message: GROUP_MESSAGES.removedMemberNotFound },
      });
    }
    expect((await join(group.inviteCode, removed)).statusCode).toBe(403);
  });

  it('remembers nothing when a member leaves by themselves: they may rejoin', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const leaver = group.members[0]!;
    expect((await remove(group.id, leaver.user.id, leaver)).statusCode).toBe(204);
    expect((await currentInvite(group.id, group.owner)).inviteCode).toBe(group.inviteCode);
    const list = await t.request({ method: 'GET', url: removedUrl(group.id), as: group.owner });
    expect(list.json()).toEqual({ removed: [] });
    expect((await join(group.inviteCode, leaver)).statusCode).toBe(201);
  });

  it('leaves a revoked link revoked', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const inviteUrl = pathFor(API_PATHS.groupInvite, { groupId: group.id });
    await t.request({ method: 'DELETE', url: inviteUrl, as: group.owner });
    expect((await remove(group.id, group.members[0]!.user.id, group.owner)).statusCode).toBe(204);
    const res = await t.request({ method: 'GET', url: inviteUrl, as: group.owner });
    expect(res.json()).toEqual({ invite: null });
  });
});

describe('joinGroup', () => {
  it('answers membership-write-denied when the database refuses the member record', async () => {
    const t = await createTestApp();
    try {
      const group = await buildGroup(t.db);
      // A user id with no account: the membership's foreign key refuses the write.
      await expect(joinGroup(t.db, group.inviteCode, crypto.randomUUID())).rejects.toMatchObject({
        code: 'membership-write-denied',
        statusCode: 403,
        message: JOIN_ERROR_MESSAGES['membership-write-denied'],
      });
      expect(await countMembers(t.db, group.id)).toBe(1);
    } finally {
      await t.close();
    }
  });
});

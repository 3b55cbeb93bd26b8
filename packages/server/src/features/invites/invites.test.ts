import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PATHS, JOIN_ERROR_MESSAGES, pathFor, type Invite } from '@turnout/domain';
import { groupInvites, groupMembers } from '../../db/schema.ts';
import { createTestApp, useTestApp, type TestApp } from '../../test/app.ts';
import { createSignedInUser, type SignedInUser } from '../../test/factories.ts';
import {
  buildGroup,
  countMembers,
  groupTablesSnapshot,
  type TestGroup,
} from '../../test/group-factories.ts';
import { joinGroup } from './mutations.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const INVITE_NOT_FOUND = {
  error: { code: 'invite-not-found', message: JOIN_ERROR_MESSAGES['invite-not-found'] },
};

/** Joining through the code, as the user (or a visitor). */
const joinAs = (t: TestApp) => (inviteCode: string, as?: SignedInUser) =>
  t.request({ method: 'POST', url: pathFor(API_PATHS.join, { inviteCode }), as });

/** The answer about a group's invite: the group as the join screen shows it, and the code. */
const inviteAnswer = (group: TestGroup, details: Record<string, string>) => ({
  invite: {
    inviteCode: group.inviteCode,
    groupId: group.id,
    groupName: group.name,
    groupOwnerId: group.owner.user.id,
    groupOwnerDisplayName: group.owner.user.displayName,
    ...details,
    expires: expect.any(String),
  },
});

describe('invite links', () => {
  const t = useTestApp();

  const inviteUrl = (groupId: string) => pathFor(API_PATHS.groupInvite, { groupId });
  const previewUrl = (inviteCode: string) => pathFor(API_PATHS.invite, { inviteCode });
  const join = joinAs(t);

  it('shows the owner the current link', async () => {
    const group = await buildGroup(t.db, { name: 'Gym', location: 'Hall 2' });
    const res = await t.request({ method: 'GET', url: inviteUrl(group.id), as: group.owner });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(inviteAnswer(group, { groupLocation: 'Hall 2' }));
  });

  it("gives a new group's first link the default expiry, 7 days", async () => {
    const before = Date.now();
    const group = await buildGroup(t.db);
    const res = await t.request({ method: 'GET', url: inviteUrl(group.id), as: group.owner });
    const expires = Date.parse(res.json().invite.expires);
    expect(expires).toBeGreaterThanOrEqual(before + 7 * DAY_MS);
    expect(expires).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);
  });

  it.each([
    ['1d', 1],
    ['7d', 7],
    ['30d', 30],
    [undefined, 7],
  ] as const)('makes a link that expires as the owner chose (%s)', async (expiresIn, days) => {
    const group = await buildGroup(t.db);
    const before = Date.now();
    const res = await t.request({
      method: 'POST',
      url: inviteUrl(group.id),
      as: group.owner,
      ...(expiresIn === undefined ? {} : { body: { expiresIn } }),
    });
    expect(res.statusCode).toBe(201);
    const expires = Date.parse(res.json().invite.expires);
    expect(expires).toBeGreaterThanOrEqual(before + days * DAY_MS);
    expect(expires).toBeLessThanOrEqual(Date.now() + days * DAY_MS);
  });

  it('makes a link that never expires when the owner chooses so', async () => {
    const group = await buildGroup(t.db);
    const res = await t.request({
      method: 'POST',
      url: inviteUrl(group.id),
      as: group.owner,
      body: { expiresIn: 'never' },
    });
    expect(res.json().invite.expires).toBeNull();
    const preview = await t.request({
      method: 'GET',
      url: previewUrl(res.json().invite.inviteCode),
    });
    expect(preview.json().invite.expires).toBeNull();
  });

  it.each([{ expiresIn: '365d' }, { expiresIn: 7 }, { expiresIn: '7d', extra: true }])(
    'refuses an expiry it does not offer (%j), keeping the link',
    async (body) => {
      const group = await buildGroup(t.db);
      const before = await groupTablesSnapshot(t.db);
      const res = await t.request({
        method: 'POST',
        url: inviteUrl(group.id),
        as: group.owner,
        body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('invalid-argument');
      expect(await groupTablesSnapshot(t.db)).toEqual(before);
    },
  );

  it('replaces the link with a new 24-character A-Z0-9 code; the old one stops working', async () => {
    const group = await buildGroup(t.db);
    const res = await t.request({ method: 'POST', url: inviteUrl(group.id), as: group.owner });
    expect(res.statusCode).toBe(201);
    const { invite } = res.json() as { invite: Invite };
    expect(invite.inviteCode).toMatch(/^[A-Z0-9]{24}$/);
    expect(invite.inviteCode).not.toBe(group.inviteCode);
    const rows = await t.db.select().from(groupInvites).where(eq(groupInvites.groupId, group.id));
    expect(rows.map((r) => r.code)).toEqual([invite.inviteCode]);

    expect((await t.request({ method: 'GET', url: previewUrl(group.inviteCode) })).json()).toEqual(
      INVITE_NOT_FOUND,
    );
    const late = await t.signIn();
    expect((await join(group.inviteCode, late)).json()).toEqual(INVITE_NOT_FOUND);
    expect((await join(invite.inviteCode, late)).statusCode).toBe(201);
  });

  it('draws a different code every time', async () => {
    const group = await buildGroup(t.db);
    const codes = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const res = await t.request({ method: 'POST', url: inviteUrl(group.id), as: group.owner });
      codes.add(res.json().invite.inviteCode);
    }
    expect(codes.size).toBe(20);
  });

  it('revokes the link: the group is "not shared yet" and the code is refused', async () => {
    const group = await buildGroup(t.db);
    const revoke = await t.request({ method: 'DELETE', url: inviteUrl(group.id), as: group.owner });
    expect(revoke.statusCode).toBe(204);
    const current = await t.request({ method: 'GET', url: inviteUrl(group.id), as: group.owner });
    expect(current.json()).toEqual({ invite: null });
    const groupRes = await t.request({
      method: 'GET',
      url: pathFor(API_PATHS.group, { groupId: group.id }),
      as: group.owner,
    });
    expect(groupRes.json()).not.toHaveProperty('inviteCode');

    const stranger = await t.signIn();
    const before = await groupTablesSnapshot(t.db);
    const res = await join(group.inviteCode, stranger);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(INVITE_NOT_FOUND);
    expect(await groupTablesSnapshot(t.db)).toEqual(before);
    // Revoking twice is fine.
    const again = await t.request({ method: 'DELETE', url: inviteUrl(group.id), as: group.owner });
    expect(again.statusCode).toBe(204);
  });

  it('lists the invites of the groups I own, and only those', async () => {
    const me = await t.signIn();
    const b = await buildGroup(t.db, { owner: me, name: 'B group' });
    const a = await buildGroup(t.db, { owner: me, name: 'a group', description: 'Desc' });
    const revoked = await buildGroup(t.db, { owner: me, name: 'Revoked' });
    await t.request({ method: 'DELETE', url: inviteUrl(revoked.id), as: me });
    await buildGroup(t.db, { members: [me] });

    const res = await t.request({ method: 'GET', url: API_PATHS.invites, as: me });
    expect(res.statusCode).toBe(200);
    const { invites } = res.json() as { invites: Invite[] };
    expect(invites.map((i) => [i.groupName, i.inviteCode])).toEqual([
      ['a group', a.inviteCode],
      ['B group', b.inviteCode],
    ]);
    expect(invites[0]).toMatchObject({ groupDescription: 'Desc', groupOwnerId: me.user.id });
  });

  it('shows anyone with the code, even a visitor, the group on the join screen', async () => {
    const group = await buildGroup(t.db, { name: 'Gym', description: 'Tuesdays' });
    const res = await t.request({ method: 'GET', url: previewUrl(group.inviteCode) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(inviteAnswer(group, { groupDescription: 'Tuesdays' }));
  });

  it.each([
    ['an unknown code', 'ABCDEFGHIJKLMNOPQRSTUVWX'],
    ['a lower-case code', 'abcdefghijklmnopqrstuvwx'],
    ['a short code', 'ABC'],
    ['a code with other characters', "ABCDEFGHIJKL' OR '1'='1"],
  ])('answers %s with 404 invite-not-found', async (_, code) => {
    const visitor = await t.request({ method: 'GET', url: previewUrl(code) });
    expect(visitor.statusCode).toBe(404);
    expect(visitor.json()).toEqual(INVITE_NOT_FOUND);
    const res = await join(code, await t.signIn());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(INVITE_NOT_FOUND);
  });

  it('treats an expired link as unknown', async () => {
    const group = await buildGroup(t.db);
    await t.db
      .update(groupInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(groupInvites.groupId, group.id));
    expect((await t.request({ method: 'GET', url: previewUrl(group.inviteCode) })).statusCode).toBe(
      404,
    );
    expect((await join(group.inviteCode, await t.signIn())).json()).toEqual(INVITE_NOT_FOUND);
    const current = await t.request({ method: 'GET', url: inviteUrl(group.id), as: group.owner });
    expect(current.json()).toEqual({ invite: null });
  });

  it('shows a link that expires later with its expiry time', async () => {
    const group = await buildGroup(t.db);
    const expires = new Date('2099-01-01T00:00:00.000Z');
    await t.db
      .update(groupInvites)
      .set({ expiresAt: expires })
      .where(eq(groupInvites.groupId, group.id));
    const res = await t.request({ method: 'GET', url: previewUrl(group.inviteCode) });
    expect(res.json().invite.expires).toBe('2099-01-01T00:00:00.000Z');
  });
});

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

  it('gives the link a new code with the same expiry: the removed member cannot come back', async () => {
    const group = await buildGroup(t.db, { members: 2 });
    const [removed, stays] = group.members as [SignedInUser, SignedInUser];
    const before = await currentInvite(group.id, group.owner);

    expect((await remove(group.id, removed.user.id, group.owner)).statusCode).toBe(204);
    const res = await join(group.inviteCode, removed);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(INVITE_NOT_FOUND);
    expect(await countMembers(t.db, group.id)).toBe(2);

    const after = await currentInvite(group.id, group.owner);
    expect(after.inviteCode).not.toBe(before.inviteCode);
    expect(after.expires).toBe(before.expires);
    // The member who stayed still is one; a newcomer uses the new link.
    const groupUrl = pathFor(API_PATHS.group, { groupId: group.id });
    expect((await t.request({ method: 'GET', url: groupUrl, as: stays })).statusCode).toBe(200);
    expect((await join(after.inviteCode, await t.signIn())).statusCode).toBe(201);
  });

  it('keeps the link when a member leaves by themselves', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const leaver = group.members[0]!;
    expect((await remove(group.id, leaver.user.id, leaver)).statusCode).toBe(204);
    expect((await currentInvite(group.id, group.owner)).inviteCode).toBe(group.inviteCode);
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

describe('the instance default expiry (INVITE_DEFAULT_EXPIRY)', () => {
  const expiryOf = (res: { json: () => unknown }) =>
    (res.json() as { invite: { expires: string | null } }).invite.expires;

  it("gives a new group's first link and a link made without a choice the configured default", async () => {
    const t = await createTestApp({ env: { INVITE_DEFAULT_EXPIRY: '30d' } });
    try {
      const owner = await createSignedInUser(t.db);
      const before = Date.now();
      const created = await t.request({
        method: 'POST',
        url: API_PATHS.groups,
        as: owner,
        body: { name: 'Choir' },
      });
      expect(created.statusCode).toBe(201);
      const groupId = created.json().id as string;
      const url = pathFor(API_PATHS.groupInvite, { groupId });
      const first = Date.parse(expiryOf(await t.request({ method: 'GET', url, as: owner }))!);
      expect(first).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
      expect(first).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);

      const renewed = await t.request({ method: 'POST', url, as: owner });
      expect(renewed.statusCode).toBe(201);
      expect(Date.parse(expiryOf(renewed)!)).toBeGreaterThanOrEqual(before + 30 * DAY_MS);

      // The owner's own choice still wins over the default.
      const chosen = await t.request({ method: 'POST', url, as: owner, body: { expiresIn: '1d' } });
      expect(Date.parse(expiryOf(chosen)!)).toBeLessThanOrEqual(Date.now() + DAY_MS);
    } finally {
      await t.close();
    }
  });

  it('makes links that never expire when the default is never', async () => {
    const t = await createTestApp({ env: { INVITE_DEFAULT_EXPIRY: 'never' } });
    try {
      const owner = await createSignedInUser(t.db);
      const created = await t.request({
        method: 'POST',
        url: API_PATHS.groups,
        as: owner,
        body: { name: 'Choir' },
      });
      const url = pathFor(API_PATHS.groupInvite, { groupId: created.json().id as string });
      expect(expiryOf(await t.request({ method: 'GET', url, as: owner }))).toBeNull();
      expect(expiryOf(await t.request({ method: 'POST', url, as: owner }))).toBeNull();
    } finally {
      await t.close();
    }
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PATHS, type Invite } from '@turnout/domain';
import { groupInvites } from '../../db/schema.ts';
import { useTestApp } from '../../test/app.ts';
import { buildGroup, type TestGroup } from '../../test/group-factories.ts';
import { INVITE_NOT_FOUND, inviteUrl, joinAs, previewUrl } from './testing/invites-test-setup.ts';

// A group's invite link as the owner makes, renews and lists it, and as anyone holding the code
// sees it. When a link stops working (expiry, revocation) is in invites-expiry-revocation.test.ts.

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

  const join = joinAs(t);

  it('shows the owner the current link', async () => {
    const group = await buildGroup(t.db, { name: 'Gym', location: 'Hall 2' });
    const res = await t.request({ method: 'GET', url: inviteUrl(group.id), as: group.owner });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(inviteAnswer(group, { groupLocation: 'Hall 2' }));
  });

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
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PATHS, DAY_MS, pathFor } from '@turnout/domain';
import { groupInvites } from '../../db/schema.ts';
import { createTestApp, useTestApp } from '../../test/app.ts';
import { createSignedInUser, type SignedInUser } from '../../test/factories.ts';
import { buildGroup, groupTablesSnapshot } from '../../test/group-factories.ts';
import { INVITE_NOT_FOUND, inviteUrl, joinAs, previewUrl } from './testing/invites-test-setup.ts';

// When an invite link stops working: the expiry the owner (or the instance) chooses, a link past
// it, and a revoked link. Making and showing links is in invites-links.test.ts.

describe('invite links', () => {
  const t = useTestApp();

  const join = joinAs(t);

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

  describe('changing how long the current link works', () => {
    const change = (group: { id: string }, as: SignedInUser, body: unknown) =>
      t.request({ method: 'PATCH', url: inviteUrl(group.id), as, body });

    it('makes the shared link never expire, its code unchanged', async () => {
      const group = await buildGroup(t.db);
      const res = await change(group, group.owner, { expiresIn: 'never' });
      expect(res.statusCode).toBe(200);
      expect(res.json().invite).toMatchObject({ inviteCode: group.inviteCode, expires: null });
      const preview = await t.request({ method: 'GET', url: previewUrl(group.inviteCode) });
      expect(preview.json().invite.expires).toBeNull();
      expect((await join(group.inviteCode, await t.signIn())).statusCode).toBe(201);
    });

    it('counts a chosen number of days from now', async () => {
      const group = await buildGroup(t.db);
      const before = Date.now();
      const res = await change(group, group.owner, { expiresIn: '30d' });
      const expires = Date.parse(res.json().invite.expires);
      expect(res.json().invite.inviteCode).toBe(group.inviteCode);
      expect(expires).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
      expect(expires).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);
    });

    it("is the owner's alone, takes only the offered choices, and revives no dead link", async () => {
      const group = await buildGroup(t.db, { members: 1 });
      const before = await groupTablesSnapshot(t.db);
      expect((await change(group, group.members[0]!, { expiresIn: 'never' })).statusCode).toBe(403);
      const stranger = await t.signIn();
      expect((await change(group, stranger, { expiresIn: 'never' })).statusCode).toBe(404);
      for (const body of [{ expiresIn: '365d' }, {}, null]) {
        expect((await change(group, group.owner, body)).statusCode).toBe(400);
      }
      expect(await groupTablesSnapshot(t.db)).toEqual(before);

      await t.db
        .update(groupInvites)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(groupInvites.groupId, group.id));
      const expired = await change(group, group.owner, { expiresIn: 'never' });
      expect(expired.statusCode).toBe(404);
      expect(expired.json()).toEqual(INVITE_NOT_FOUND);
      expect((await join(group.inviteCode, stranger)).json()).toEqual(INVITE_NOT_FOUND);
    });
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

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PATHS, pathFor } from '@turnout/domain';
import { apiTokens } from '../../db/schema-connect.ts';
import { useTestApp } from '../../test/app.ts';
import type { SignedInUser } from '../../test/factories.ts';
import { buildGroup, MISSING_GROUP_ID } from '../../test/group-factories.ts';

// Personal API tokens (docs/decisions/041-api-tokens.md): made in the app, shown once, stored
// hashed, used as a bearer token on /api within their scope, revoked at once.

const DAY = '2026-12-01';

describe('personal API tokens', () => {
  const t = useTestApp();

  async function makeToken(
    owner: SignedInUser,
    body: { name?: string; scope: 'read' | 'write'; groupId?: string | null },
  ) {
    const res = await t.request({
      method: 'POST',
      url: API_PATHS.apiTokens,
      body: { name: 'Club website', groupId: null, ...body },
      as: owner,
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { token: { id: string }; secret: string };
  }
  const attendanceOf = (groupId: string) => pathFor(API_PATHS.attendance, { groupId });
  const asToken = (secret: string) => ({ token: secret });

  it('shows the secret once, stores only its hash, and lists the token with its last use', async () => {
    const group = await buildGroup(t.db);
    const { token, secret } = await makeToken(group.owner, { scope: 'read' });
    expect(secret).toMatch(/^tnt_[A-Za-z0-9_-]{43}$/);

    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, token.id));
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(JSON.stringify(row)).not.toContain(secret.slice(4));

    const before = await t.request({
      method: 'GET',
      url: API_PATHS.apiTokens,
      as: group.owner,
    });
    expect(before.json().tokens).toEqual([
      expect.objectContaining({
        id: token.id,
        name: 'Club website',
        scope: 'read',
        lastUsedAt: null,
      }),
    ]);
    expect(before.body).not.toContain(secret);

    const read = await t.request({
      method: 'GET',
      url: `${attendanceOf(group.id)}?from=2026-12-01&to=2026-12-31`,
      as: asToken(secret),
    });
    expect(read.statusCode).toBe(200);
    const after = await t.request({
      method: 'GET',
      url: API_PATHS.apiTokens,
      as: group.owner,
    });
    expect(after.json().tokens[0].lastUsedAt).toEqual(expect.any(String));

    // The account's export names it, without anything that would work as the token.
    const exported = await t.request({
      method: 'GET',
      url: API_PATHS.accountExport,
      as: group.owner,
    });
    expect(JSON.parse(exported.body).apiTokens).toEqual([
      {
        name: 'Club website',
        scope: 'read',
        groupId: null,
        createdAt: expect.any(String),
        lastUsedAt: expect.any(String),
      },
    ]);
    expect(exported.body).not.toContain(secret);
    expect(exported.body).not.toContain(row!.tokenHash);
  });

  it('lets a read token read and refuses its writes; a write token writes without the CSRF header', async () => {
    const group = await buildGroup(t.db);
    const reader = await makeToken(group.owner, { scope: 'read' });
    const writer = await makeToken(group.owner, { scope: 'write' });
    const body = { day: DAY, state: 'present' };

    const refused = await t.request({
      method: 'PUT',
      url: attendanceOf(group.id),
      body,
      as: asToken(reader.secret),
      csrf: false,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'permission-denied',
      message: 'This API token may only read.',
    });

    const written = await t.request({
      method: 'PUT',
      url: attendanceOf(group.id),
      body,
      as: asToken(writer.secret),
      csrf: false,
    });
    expect(written.statusCode).toBe(200);
    expect(written.json().record).toMatchObject({ userId: group.owner.user.id, attendance: true });
  });

  it('keeps a one-group token to its group', async () => {
    const mine = await buildGroup(t.db);
    const other = await buildGroup(t.db, { owner: mine.owner });
    const { secret } = await makeToken(mine.owner, { scope: 'read', groupId: mine.id });
    const read = (groupId: string) =>
      t.request({
        method: 'GET',
        url: `${attendanceOf(groupId)}?from=2026-12-01&to=2026-12-31`,
        as: asToken(secret),
      });
    expect((await read(mine.id)).statusCode).toBe(200);
    const refused = await read(other.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('This API token is for another group.');
    // Group-less routes besides who it belongs to are out of its reach too.
    expect(
      (await t.request({ method: 'GET', url: API_PATHS.groups, as: asToken(secret) })).statusCode,
    ).toBe(403);
    const me = await t.request({ method: 'GET', url: API_PATHS.me, as: asToken(secret) });
    expect(me.statusCode).toBe(200);
  });

  it('refuses a one-group token for a group the account is not in', async () => {
    const owner = await t.signIn();
    const stranger = await buildGroup(t.db);
    for (const groupId of [stranger.id, MISSING_GROUP_ID]) {
      const res = await t.request({
        method: 'POST',
        url: API_PATHS.apiTokens,
        body: { name: 'x', scope: 'read', groupId },
        as: owner,
      });
      expect(res.statusCode).toBe(404);
    }
    expect(await t.db.select().from(apiTokens).where(eq(apiTokens.userId, owner.user.id))).toEqual(
      [],
    );
  });

  it('cannot manage tokens, the password, the e-mail address or the account', async () => {
    const owner = await t.signIn();
    const { token, secret } = await makeToken(owner, { scope: 'write' });
    const attempts = [
      { method: 'GET', url: API_PATHS.apiTokens },
      {
        method: 'POST',
        url: API_PATHS.apiTokens,
        body: { name: 'more', scope: 'write', groupId: null },
      },
      { method: 'DELETE', url: pathFor(API_PATHS.apiToken, { tokenId: token.id }) },
      {
        method: 'PUT',
        url: API_PATHS.accountPassword,
        body: { currentPassword: 'x', newPassword: 'y' },
      },
      {
        method: 'POST',
        url: API_PATHS.accountEmail,
        body: { email: 'new@example.org', password: 'x' },
      },
      { method: 'POST', url: API_PATHS.accountDeletion, body: { password: 'x', ownedGroups: [] } },
      { method: 'GET', url: API_PATHS.accountSessions },
      { method: 'POST', url: API_PATHS.logOut },
    ] as const;
    for (const attempt of attempts) {
      const res = await t.request({ ...attempt, as: asToken(secret), csrf: false });
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
      expect(res.json().error.message).toBe('API tokens cannot do this; sign in to the app.');
    }
    // The account's profile may be read.
    expect(
      (await t.request({ method: 'GET', url: API_PATHS.account, as: asToken(secret) })).statusCode,
    ).toBe(200);
    expect(
      await t.db.select().from(apiTokens).where(eq(apiTokens.userId, owner.user.id)),
    ).toHaveLength(1);
  });

  it('stops working once revoked, and only its owner can revoke it', async () => {
    const owner = await t.signIn();
    const someoneElse = await t.signIn();
    const { token, secret } = await makeToken(owner, { scope: 'read' });
    const url = pathFor(API_PATHS.apiToken, { tokenId: token.id });
    expect((await t.request({ method: 'DELETE', url, as: someoneElse })).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: API_PATHS.me, as: asToken(secret) })).statusCode,
    ).toBe(200);

    expect((await t.request({ method: 'DELETE', url, as: owner })).statusCode).toBe(204);
    const after = await t.request({ method: 'GET', url: API_PATHS.me, as: asToken(secret) });
    expect(after.statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url, as: owner })).statusCode).toBe(404);
  });
});

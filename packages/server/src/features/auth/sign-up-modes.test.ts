import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@turnout/domain';
import { groupInvites, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, uniqueEmail } from '../../test/factories.ts';
import { buildGroup } from '../../test/group-factories.ts';

// SIGN_UP (docs/decisions/035-operator-settings.md): who may create an account. Log-in is not
// affected; a refused sign-up creates nothing.

function useApp(signUp: string): { t: TestApp } {
  const holder = {} as { t: TestApp };
  beforeAll(async () => {
    holder.t = await createTestApp({ env: { SIGN_UP: signUp } });
  });
  afterAll(() => holder.t.close());
  return holder;
}

const account = () => ({ name: 'Nora', email: uniqueEmail('nora'), password: 'secret1' });

async function accountExists(t: TestApp, email: string): Promise<boolean> {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.email, email));
  return row!.n === 1;
}

describe('SIGN_UP=closed', () => {
  const app = useApp('closed');

  it('refuses every sign-up with a clear error and creates nothing', async () => {
    const { t } = app;
    const { inviteCode } = await buildGroup(t.db);
    for (const body of [account(), { ...account(), inviteCode }]) {
      const res = await t.request({ method: 'POST', url: API_PATHS.signUp, body });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({
        code: 'permission-denied',
        message: 'This Turnout does not take new accounts.',
      });
      expect(await accountExists(t, body.email)).toBe(false);
    }
  });

  it('still lets existing accounts log in, and tells the web app', async () => {
    const { t } = app;
    const { user, password } = await createUser(t.db);
    const res = await t.request({
      method: 'POST',
      url: API_PATHS.logIn,
      body: { email: user.email, password },
    });
    expect(res.statusCode).toBe(200);
    const config = await t.request({ method: 'GET', url: API_PATHS.config });
    expect(config.json().signUp).toBe('closed');
  });
});

describe('SIGN_UP=invite', () => {
  const app = useApp('invite');

  it('refuses a sign-up without an invite code, or with one that is not a live invite', async () => {
    const { t } = app;
    const { id: groupId, inviteCode } = await buildGroup(t.db);
    await t.db
      .update(groupInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(groupInvites.groupId, groupId));
    for (const code of [undefined, 'nosuchcode1', inviteCode]) {
      const body = { ...account(), inviteCode: code };
      const res = await t.request({ method: 'POST', url: API_PATHS.signUp, body });
      expect(res.statusCode, String(code)).toBe(403);
      expect(res.json().error).toEqual({
        code: 'permission-denied',
        message: 'New accounts need an invite link: open the link you were sent and sign up there.',
      });
      expect(await accountExists(t, body.email)).toBe(false);
    }
  });

  it('accepts a sign-up that carries a live invite’s code', async () => {
    const { t } = app;
    const { inviteCode } = await buildGroup(t.db);
    const body = { ...account(), inviteCode };
    const res = await t.request({ method: 'POST', url: API_PATHS.signUp, body });
    expect(res.statusCode).toBe(201);
    expect(await accountExists(t, body.email)).toBe(true);
  });
});

describe('SIGN_UP=open (the default)', () => {
  const app = useApp('open');

  it('accepts a sign-up with or without an invite code', async () => {
    const { t } = app;
    for (const body of [account(), { ...account(), inviteCode: 'whatever' }]) {
      const res = await t.request({ method: 'POST', url: API_PATHS.signUp, body });
      expect(res.statusCode).toBe(201);
    }
  });
});

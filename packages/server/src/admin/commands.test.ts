import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@turnout/domain';
import { users } from '../db/schema.ts';
import { useTestApp } from '../test/app.ts';
import { runAdminForTest } from './admin-test-setup.ts';

describe('admin commands', () => {
  const t = useTestApp();

  async function admin(...args: string[]) {
    const result = await runAdminForTest(t.db, args);
    return { ...result, out: result.out.join('\n') };
  }

  const me = (token: string) => t.request({ method: 'GET', url: API_PATHS.me, as: { token } });
  const logIn = (email: string, password: string) =>
    t.request({ method: 'POST', url: API_PATHS.logIn, body: { email, password } });

  it('disables an account: existing sessions stop and log-in is refused', async () => {
    const anna = await t.signIn({ displayName: 'Anna' });
    expect((await me(anna.token)).statusCode).toBe(200);

    const result = await admin('disable', anna.user.email.toUpperCase());
    expect(result).toEqual({
      code: 0,
      out: `Disabled ${anna.user.email} (Anna). Their sessions, links and feed links have ended.`,
      err: '',
    });
    // Servers forget the session when the command's notification reaches them (ADR 010).
    await expect.poll(async () => (await me(anna.token)).statusCode, { timeout: 2000 }).toBe(401);
    const res = await logIn(anna.user.email, anna.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('user-disabled');
  });

  it('enables it again', async () => {
    const ben = await t.createUser({ displayName: 'Ben', disabled: true });

    const result = await admin('enable', ben.user.email);
    expect(result.code).toBe(0);
    expect(result.out).toBe(`Enabled ${ben.user.email} (Ben). They can log in again.`);
    expect((await logIn(ben.user.email, ben.password)).statusCode).toBe(200);
  });

  it('refuses a session even before it is deleted, while the account is disabled', async () => {
    const cleo = await t.signIn();
    // As if disabled by another path that leaves the sessions in place.
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, cleo.user.id));
    expect((await me(cleo.token)).statusCode).toBe(401);
  });

  it('fails with exit code 1 for an unknown address', async () => {
    expect(await admin('disable', 'nobody@example.com')).toEqual({
      code: 1,
      out: '',
      err: 'No account with the address nobody@example.com.',
    });
  });

  it('reports the migrations applied (the CLI applies them before any command)', async () => {
    const result = await admin('migrate');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^The database is up to date \(\d+ migrations applied\)\.$/);
  });

  it.each([
    [[]],
    [['disable']],
    [['delete', 'a@b.de']],
    [['enable', 'a@b.de', 'extra']],
    [['migrate', 'now']],
    [['export']],
  ])('prints the usage with exit code 2 for %j', async (args) => {
    const result = await admin(...args);
    expect(result.code).toBe(2);
    expect(result.err).toContain('Usage: npm run admin -- <command>');
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@turnout/domain';
import { groups, users } from '../db/schema.ts';
import { useTestApp } from '../test/app.ts';
import { buildGroup } from '../test/group-factories.ts';
import { runAdminForTest } from './admin-test-setup.ts';

// list-users, list-groups and delete-user, run as the CLI runs them, on a test database.
describe('admin commands: the directory', () => {
  const t = useTestApp();

  const admin = (...args: string[]) => runAdminForTest(t.db, args);

  it('lists every account with its state and number of groups', async () => {
    const dora = await t.createUser({ displayName: 'Dora Dahl' });
    const emil = await t.createUser({ displayName: 'Emil', disabled: true });
    await buildGroup(t.db, { owner: await t.signIn({ user: dora }) });

    const { code, out } = await admin('list-users');
    expect(code).toBe(0);
    expect(out[0]).toMatch(/^E-MAIL\s+SIGNED UP\s+STATE\s+GROUPS\s+NAME$/);
    const today = new Date().toISOString().slice(0, 10);
    expect(out).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${dora.user.email}\\s+${today}\\s+active\\s+1\\s+Dora Dahl$`),
      ),
    );
    expect(out).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${emil.user.email}\\s+${today}\\s+disabled\\s+0\\s+Emil$`),
      ),
    );
    const total = (await t.db.select().from(users)).length;
    expect(out.at(-1)).toBe(`${total} accounts.`);
  });

  it('lists every group with its members and owner', async () => {
    const group = await buildGroup(t.db, { name: 'Thursday Gym', members: 2 });
    const { code, out } = await admin('list-groups');
    expect(code).toBe(0);
    expect(out[0]).toMatch(/^ID\s+CREATED\s+MEMBERS\s+OWNER\s+NAME$/);
    expect(out).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${group.id}\\s+\\d{4}-\\d\\d-\\d\\d\\s+3\\s+${group.owner.user.email}\\s+Thursday Gym$`,
        ),
      ),
    );
  });

  it('deletes an account: its sessions end and it is gone from the group it was in', async () => {
    const group = await buildGroup(t.db, { members: 1 });
    const [member] = group.members;
    const { code, out } = await admin('delete-user', member!.user.email.toUpperCase());
    expect(code).toBe(0);
    expect(out).toEqual([
      `Deleted the account ${member!.user.email} (${member!.user.displayName}).`,
    ]);
    expect(await t.db.select().from(users).where(eq(users.id, member!.user.id))).toEqual([]);
    await expect
      .poll(
        async () => (await t.request({ method: 'GET', url: API_PATHS.me, as: member! })).statusCode,
      )
      .toBe(401);
  });

  it('refuses to delete an owner of groups unless told to delete them too', async () => {
    const group = await buildGroup(t.db, { name: 'Choir', members: 1 });
    const email = group.owner.user.email;
    const refused = await admin('delete-user', email);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(`${email} owns 1 group(s): Choir (${group.id}).`);
    expect(refused.err).toContain('Nothing was deleted.');
    expect(await t.db.select().from(groups).where(eq(groups.id, group.id))).toHaveLength(1);

    const done = await admin('delete-user', email, '--delete-owned-groups');
    expect(done.code).toBe(0);
    expect(done.out).toEqual([
      `Deleted the account ${email} (${group.owner.user.displayName}) and the 1 group(s) it owned.`,
    ]);
    expect(await t.db.select().from(groups).where(eq(groups.id, group.id))).toEqual([]);
  });

  it('fails for an unknown address, and on a wrong flag with the usage', async () => {
    expect(await admin('delete-user', 'nobody@example.com')).toMatchObject({
      code: 1,
      err: 'No account with the address nobody@example.com.',
    });
    expect((await admin('delete-user', 'x@example.com', '--force')).code).toBe(2);
    expect((await admin('list-users', 'extra')).code).toBe(2);
  });
});

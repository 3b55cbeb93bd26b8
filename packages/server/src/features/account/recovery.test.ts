import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API_PATHS,
  EMAIL_CHANGE_TTL_MS,
  pathFor,
  RESET_PASSWORD_LINK,
  type FeedLinkResponse,
} from '@turnout/domain';
import { runAdminCommand } from '../../admin/commands.ts';
import { users } from '../../db/schema.ts';
import { useTestApp } from '../../test/app.ts';
import { DEFAULT_PASSWORD, uniqueEmail, type SignedInUser } from '../../test/factories.ts';
import { buildGroup } from '../../test/group-factories.ts';
import { createLinkToken } from './parts/links.ts';
import { createPasswordResetLink } from './mutations.ts';

// Recovering an account leaves whoever had access before no way back (ADR 027): every link,
// session and (for reset and disable) feed link that was out ends, and a disabled account opens
// through none of them.

describe('account recovery', () => {
  const t = useTestApp({ env: { PUBLIC_URL: 'https://turnout.test' } });
  const context = { publicUrl: 'https://turnout.test', locale: 'en' };

  /** Everything someone with access could have kept: links, feeds and a second session. */
  async function outstanding(as: SignedInUser) {
    const group = await buildGroup(t.db, { owner: as });
    const changeToken = await createLinkToken(t.db, {
      userId: as.user.id,
      purpose: 'email-change',
      ttlMs: EMAIL_CHANGE_TTL_MS,
      now: new Date(),
      newEmail: uniqueEmail('intruder'),
    });
    const feedOf = async (url: string): Promise<FeedLinkResponse> =>
      (await t.request({ method: 'POST', url, as })).json();
    const personal = await feedOf(API_PATHS.personalFeed);
    const groupFeed = await feedOf(pathFor(API_PATHS.groupFeed, { groupId: group.id }));
    const other = await t.signIn({ user: as });
    return { group, changeToken, personal, groupFeed, other };
  }
  type Outstanding = Awaited<ReturnType<typeof outstanding>>;

  const confirm = (token: string) =>
    t.request({ method: 'POST', url: API_PATHS.accountEmailConfirm, body: { token } });
  const reset = (token: string, password = 'brand new secret') =>
    t.request({ method: 'POST', url: API_PATHS.passwordReset, body: { token, password } });
  const resetTokenOf = async (email: string) => {
    const made = await createPasswordResetLink(t.db, email, context);
    return made!.link.split(RESET_PASSWORD_LINK)[1]!;
  };
  const feedStatus = async (as: SignedInUser | { token: string }) =>
    (await t.request({ method: 'GET', url: API_PATHS.personalFeed, as })).json().active;
  const fetchFeed = (link: FeedLinkResponse) =>
    t.request({ method: 'GET', url: new URL(link.url).pathname });
  const me = (token: string) => t.request({ method: 'GET', url: API_PATHS.me, as: { token } });

  async function expectFeeds(kept: Outstanding, status: number) {
    expect((await fetchFeed(kept.personal)).statusCode).toBe(status);
    expect((await fetchFeed(kept.groupFeed)).statusCode).toBe(status);
  }

  it('a password reset ends the e-mail change link, the sessions and the feed links', async () => {
    const anna = await t.signIn();
    const kept = await outstanding(anna);
    await expectFeeds(kept, 200);

    const done = await reset(await resetTokenOf(anna.user.email));
    expect(done.statusCode).toBe(200);

    expect((await confirm(kept.changeToken)).json().error.code).toBe('expired-link');
    expect((await me(kept.other.token)).statusCode).toBe(401);
    await expectFeeds(kept, 404);
    // The member makes new feed links in settings; those work.
    const session = done.cookies.find((c) => c.name.endsWith('session'))!.value;
    expect(await feedStatus({ token: session })).toBe(false);
    const fresh = await t.request({
      method: 'POST',
      url: API_PATHS.personalFeed,
      as: { token: session },
    });
    expect((await fetchFeed(fresh.json())).statusCode).toBe(200);
  });

  it('a password change ends the links and the other sessions, and keeps the feeds', async () => {
    const anna = await t.signIn();
    const kept = await outstanding(anna);
    const resetToken = await resetTokenOf(anna.user.email);
    const changed = await t.request({
      method: 'PUT',
      url: API_PATHS.accountPassword,
      body: { currentPassword: DEFAULT_PASSWORD, newPassword: 'new secret' },
      as: anna,
    });
    expect(changed.statusCode).toBe(204);
    expect((await confirm(kept.changeToken)).json().error.code).toBe('expired-link');
    expect((await reset(resetToken)).json().error.code).toBe('expired-link');
    expect((await me(kept.other.token)).statusCode).toBe(401);
    expect((await me(anna.token)).statusCode).toBe(200);
    await expectFeeds(kept, 200);
  });

  it('"sign out everywhere" ends the links too', async () => {
    const anna = await t.signIn();
    const kept = await outstanding(anna);
    const resetToken = await resetTokenOf(anna.user.email);
    const ended = await t.request({ method: 'DELETE', url: API_PATHS.accountSessions, as: anna });
    expect(ended.statusCode).toBe(204);
    expect((await confirm(kept.changeToken)).json().error.code).toBe('expired-link');
    expect((await reset(resetToken)).json().error.code).toBe('expired-link');
    expect((await me(kept.other.token)).statusCode).toBe(401);
    expect((await me(anna.token)).statusCode).toBe(200);
  });

  it('disabling ends everything; enabling again brings none of it back', async () => {
    const anna = await t.signIn();
    const kept = await outstanding(anna);
    const resetToken = await resetTokenOf(anna.user.email);
    const out = { log: () => {}, error: () => {} };
    expect(await runAdminCommand(t.db, ['disable', anna.user.email], out, context)).toBe(0);
    expect(await runAdminCommand(t.db, ['enable', anna.user.email], out, context)).toBe(0);
    expect((await confirm(kept.changeToken)).json().error.code).toBe('expired-link');
    expect((await reset(resetToken)).json().error.code).toBe('expired-link');
    expect((await me(anna.token)).statusCode).toBe(401);
    await expectFeeds(kept, 404);
  });

  it('a disabled account opens through no link and no feed, whenever they were made', async () => {
    const anna = await t.signIn();
    const kept = await outstanding(anna);
    const resetToken = await resetTokenOf(anna.user.email);
    // Disabled without the command's clean-up: the one check alone must refuse every path.
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, anna.user.id));
    expect((await confirm(kept.changeToken)).json().error.code).toBe('expired-link');
    expect((await reset(resetToken)).json().error.code).toBe('expired-link');
    await expectFeeds(kept, 404);
    const [row] = await t.db.select().from(users).where(eq(users.id, anna.user.id));
    expect(row!.email).toBe(anna.user.email);
    // Enabled again (the check, not the clean-up, was what refused): the feeds answer.
    await t.db.update(users).set({ disabledAt: null }).where(eq(users.id, anna.user.id));
    await expectFeeds(kept, 200);
  });

  it('confirming an e-mail change ends the reset links mailed to the old address', async () => {
    const anna = await t.signIn();
    const resetToken = await resetTokenOf(anna.user.email);
    const changeToken = await createLinkToken(t.db, {
      userId: anna.user.id,
      purpose: 'email-change',
      ttlMs: EMAIL_CHANGE_TTL_MS,
      now: new Date(),
      newEmail: uniqueEmail('new'),
    });
    expect((await confirm(changeToken)).statusCode).toBe(200);
    expect((await reset(resetToken)).json().error.code).toBe('expired-link');
  });

  it('cancels a pending e-mail change from the profile: its link stops working', async () => {
    const anna = await t.signIn();
    const newEmail = uniqueEmail('new');
    const changeToken = await createLinkToken(t.db, {
      userId: anna.user.id,
      purpose: 'email-change',
      ttlMs: EMAIL_CHANGE_TTL_MS,
      now: new Date(),
      newEmail,
    });
    const profile = () => t.request({ method: 'GET', url: API_PATHS.account, as: anna });
    expect((await profile()).json().pendingEmail).toBe(newEmail);
    const cancel = (as?: SignedInUser) =>
      t.request({ method: 'DELETE', url: API_PATHS.accountEmail, as });
    expect((await cancel(anna)).statusCode).toBe(204);
    expect((await profile()).json().pendingEmail).toBeNull();
    expect((await confirm(changeToken)).json().error.code).toBe('expired-link');
    // Cancelling twice is no error; a visitor is refused.
    expect((await cancel(anna)).statusCode).toBe(204);
    expect((await cancel()).statusCode).toBe(401);
  });
});

describe('e-mail change limits', () => {
  const t = useTestApp();
  const ask = (as: SignedInUser, email: string) =>
    t.request({
      method: 'POST',
      url: API_PATHS.accountEmail,
      body: { email, password: DEFAULT_PASSWORD },
      as,
    });

  it('limits confirmation mails per account', async () => {
    const anna = await t.signIn();
    for (let i = 0; i < 5; i++) expect((await ask(anna, uniqueEmail())).statusCode).toBe(204);
    const refused = await ask(anna, uniqueEmail());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('resource-exhausted');
    // Another account is not held back by Anna's.
    expect((await ask(await t.signIn(), uniqueEmail())).statusCode).toBe(204);
  });

  it('limits confirmation mails per recipient, however the address is written', async () => {
    const target = uniqueEmail('target');
    for (let i = 0; i < 3; i++) {
      expect(
        (await ask(await t.signIn(), i === 1 ? target.toUpperCase() : target)).statusCode,
      ).toBe(204);
    }
    expect((await ask(await t.signIn(), ` ${target}`)).statusCode).toBe(429);
  });
});

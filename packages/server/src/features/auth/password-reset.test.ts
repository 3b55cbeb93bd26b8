import { eq, sql, type SQL } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_MESSAGES_DE,
  API_PATHS,
  CSRF_HEADER,
  RESET_PASSWORD_LINK,
} from '@turnout/domain';
import { runAdminCommand } from '../../admin/commands.ts';
import { sessionCookieName } from '../../config.ts';
import { users } from '../../db/schema.ts';
import { createTestApp, useTestApp, type TestApp } from '../../test/app.ts';
import { uniqueEmail } from '../../test/factories.ts';
import { linkIn, useSmtpInbox } from '../../test/smtp-inbox.ts';
import { createPasswordResetLink, requestPasswordReset } from '../account/mutations.ts';

describe('forgot password', () => {
  const inbox = useSmtpInbox();
  const t = useTestApp(() => ({
    env: { SMTP_URL: inbox.url, PUBLIC_URL: 'https://turnout.test' },
  }));

  const ask = (email: string, remoteAddress = '192.0.2.1') =>
    t.app.inject({
      method: 'POST',
      url: API_PATHS.passwordResetRequest,
      remoteAddress,
      headers: { [CSRF_HEADER]: '1' },
      payload: { email },
    });
  const reset = (token: string, password: string) =>
    t.request({ method: 'POST', url: API_PATHS.passwordReset, body: { token, password } });
  const tokenOf = (link: string) =>
    link.slice(link.indexOf(RESET_PASSWORD_LINK) + RESET_PASSWORD_LINK.length);
  const outboxCount = async () =>
    (await t.db.execute(sql`select count(*)::int as n from mail_outbox`)) as unknown as {
      rows: { n: number }[];
    };

  it('mails a link over SMTP, and answers an unknown address the same way', async () => {
    const { user } = await t.createUser();
    const known = await ask(user.email.toUpperCase());
    const unknown = await ask(uniqueEmail('nobody'));
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ message: ACCOUNT_MESSAGES.resetLinkSent });

    const mail = await inbox.next(user.email);
    expect(mail.subject).toBe('Reset your Turnout password');
    expect(mail.text).toContain('within one hour');
    const link = linkIn(mail, RESET_PASSWORD_LINK);
    // The token in the fragment, which no browser sends to a server (ADR 030).
    expect(link).toMatch(/^https:\/\/turnout\.test\/reset-password#[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(`href="${link}"`);
    // Only the known address got anything; nothing is left waiting.
    expect(inbox.messages.every((m) => m.to && !JSON.stringify(m.to).includes('nobody'))).toBe(
      true,
    );
    await vi.waitFor(async () => expect((await outboxCount()).rows[0]!.n).toBe(0));
    // The token is stored hashed: the database does not hold the one in the link.
    const stored = await t.db.execute(sql`select id from account_tokens`);
    expect(JSON.stringify(stored)).not.toContain(tokenOf(link));
  });

  it('does the same work for a known and an unknown address: one queued request', async () => {
    const { user } = await t.createUser();
    // What the request writes, seen inside its transaction and rolled back, so the mail worker
    // (which never sees uncommitted rows) cannot take it away first.
    const effects = async (email: string) => {
      let seen: unknown;
      await t.db
        .transaction(async (tx) => {
          const rows = async (query: SQL) =>
            ((await tx.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
          const links = sql`select count(*)::int as n from account_tokens`;
          const before = (await rows(links))[0]!.n as number;
          await requestPasswordReset(tx, email);
          seen = {
            queued: await rows(
              sql`select kind, subject, text, user_id from mail_outbox where recipient = ${email}`,
            ),
            linksMade: ((await rows(links))[0]!.n as number) - before,
          };
          throw new Error('rollback');
        })
        .catch((error: Error) => {
          if (error.message !== 'rollback') throw error;
        });
      return seen;
    };
    const known = await effects(user.email);
    expect(known).toEqual(await effects(uniqueEmail('nobody')));
    expect(known).toEqual({
      queued: [{ kind: 'password-reset-request', subject: '', text: '', user_id: null }],
      linksMade: 0,
    });
  });

  it('mails in the account’s language, whatever the request’s', async () => {
    const { user } = await t.createUser();
    await t.db.update(users).set({ language: 'de' }).where(eq(users.id, user.id));
    const answer = await t.request({
      method: 'POST',
      url: API_PATHS.passwordResetRequest,
      body: { email: user.email },
      headers: { 'accept-language': 'en-GB' },
    });
    expect(answer.json()).toEqual({ message: ACCOUNT_MESSAGES.resetLinkSent });
    const mail = await inbox.next(user.email);
    expect(mail.subject).toBe('Setz dein Turnout-Passwort zurück');
    expect(mail.text).toContain('innerhalb einer Stunde');
    expect(mail.html).toContain(`href="${linkIn(mail, RESET_PASSWORD_LINK)}"`);
  });

  it('confirms the request in the language the browser asks for', async () => {
    const { user } = await t.createUser();
    const answer = await t.request({
      method: 'POST',
      url: API_PATHS.passwordResetRequest,
      body: { email: user.email },
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(answer.json()).toEqual({ message: ACCOUNT_MESSAGES_DE.resetLinkSent });
    await inbox.next(user.email);
  });

  it('tells whether a link still works, without using it', async () => {
    const { user } = await t.createUser();
    const check = async (token: string) => {
      const answer = await t.request({
        method: 'POST',
        url: API_PATHS.passwordResetCheck,
        body: { token },
      });
      expect(answer.statusCode).toBe(200);
      return answer.json() as { usable: boolean };
    };
    await ask(user.email);
    const token = tokenOf(linkIn(await inbox.next(user.email), RESET_PASSWORD_LINK));
    expect(await check(token)).toEqual({ usable: true });
    expect(await check(token)).toEqual({ usable: true });
    expect((await reset(token, 'brand new secret')).statusCode).toBe(200);
    expect(await check(token)).toEqual({ usable: false });
    expect(await check('A'.repeat(43))).toEqual({ usable: false });

    const context = { publicUrl: 'https://turnout.test', locale: 'en' };
    const old = await createPasswordResetLink(t.db, user.email, context, new Date(0));
    expect(await check(tokenOf(old!.link))).toEqual({ usable: false });
    for (const malformed of ['not a token', 'x'.repeat(65), token.slice(0, 20)]) {
      const bad = await t.request({
        method: 'POST',
        url: API_PATHS.passwordResetCheck,
        body: { token: malformed },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.code).toBe('invalid-argument');
    }
  });

  it('sets the new password once, ends every session and signs this browser in', async () => {
    const { user, token: oldSession } = await t.signIn();
    await ask(user.email);
    const link = linkIn(await inbox.next(user.email), RESET_PASSWORD_LINK);

    expect((await reset(tokenOf(link), 'short')).json().error.code).toBe('weak-password');
    const done = await reset(tokenOf(link), 'brand new secret');
    expect(done.statusCode).toBe(200);
    expect(done.json().user.email).toBe(user.email);
    // https PUBLIC_URL: the __Host- name.
    const cookie = done.cookies.find((c) => c.name === sessionCookieName(t.config))!;
    expect(cookie.httpOnly).toBe(true);

    const me = (token: string) => t.request({ method: 'GET', url: API_PATHS.me, as: { token } });
    expect((await me(oldSession)).statusCode).toBe(401);
    expect((await me(cookie.value)).statusCode).toBe(200);
    const logIn = (password: string) =>
      t.request({ method: 'POST', url: API_PATHS.logIn, body: { email: user.email, password } });
    expect((await logIn('brand new secret')).statusCode).toBe(200);
    expect((await logIn('correct horse battery')).statusCode).toBe(401);

    const again = await reset(tokenOf(link), 'another secret');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({
      code: 'expired-link',
      message: ACCOUNT_MESSAGES.expiredLink,
    });
  });

  it('refuses a link older than one hour, and one that was never sent', async () => {
    const { user } = await t.createUser();
    const context = { publicUrl: 'https://turnout.test', locale: 'en' };
    const made = await createPasswordResetLink(
      t.db,
      user.email,
      context,
      new Date(Date.now() - 61 * 60_000),
    );
    const expired = await reset(tokenOf(made!.link), 'brand new secret');
    expect(expired.json().error.code).toBe('expired-link');
    const fresh = await createPasswordResetLink(
      t.db,
      user.email,
      context,
      new Date(Date.now() - 59 * 60_000),
    );
    expect((await reset(tokenOf(fresh!.link), 'brand new secret')).statusCode).toBe(200);
    expect((await reset('A'.repeat(43), 'brand new secret')).json().error.code).toBe(
      'expired-link',
    );
  });

  it('prints a working link with npm run admin -- reset-link', async () => {
    const { user } = await t.createUser();
    const lines: string[] = [];
    const out = {
      log: (line: string) => lines.push(line),
      error: (line: string) => lines.push(line),
    };
    const context = { publicUrl: 'https://turnout.test', locale: 'en' };
    expect(await runAdminCommand(t.db, ['reset-link', user.email], out, context)).toBe(0);
    const link = lines.find((line) => line.includes(RESET_PASSWORD_LINK))!;
    expect((await reset(tokenOf(link), 'brand new secret')).statusCode).toBe(200);
    expect(await runAdminCommand(t.db, ['reset-link', uniqueEmail()], out, context)).toBe(1);
  });
});

describe('forgot password, rate limits', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());
  const ask = (app: TestApp, email: string, remoteAddress: string) =>
    app.app.inject({
      method: 'POST',
      url: API_PATHS.passwordResetRequest,
      remoteAddress,
      headers: { [CSRF_HEADER]: '1' },
      payload: { email },
    });

  it('limits requests per address, known or not, from any client', async () => {
    t = await createTestApp({ env: { RESET_LIMIT_PER_EMAIL: '2' } });
    const { user } = await t.createUser();
    const unknown = uniqueEmail('nobody');
    for (const email of [user.email, unknown]) {
      expect((await ask(t, email, '198.51.100.1')).statusCode).toBe(200);
      expect((await ask(t, email, '198.51.100.2')).statusCode).toBe(200);
      const third = await ask(t, email, '198.51.100.3');
      expect(third.statusCode).toBe(429);
      expect(third.json().error.code).toBe('resource-exhausted');
    }
    // Log-in counts on its own: the reset requests did not use up its attempts.
    const logIn = await t.request({
      method: 'POST',
      url: API_PATHS.logIn,
      body: { email: user.email, password: 'correct horse battery' },
    });
    expect(logIn.statusCode).toBe(200);
  });

  it('limits requests per client across addresses', async () => {
    t = await createTestApp({ env: { RESET_LIMIT_PER_CLIENT: '3' } });
    for (let i = 0; i < 3; i++) {
      expect((await ask(t, uniqueEmail(), '203.0.113.9')).statusCode).toBe(200);
    }
    expect((await ask(t, uniqueEmail(), '203.0.113.9')).statusCode).toBe(429);
    expect((await ask(t, uniqueEmail(), '203.0.113.10')).statusCode).toBe(200);
  });
});

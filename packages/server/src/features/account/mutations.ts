import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  EMAIL_CHANGE_TTL_MS,
  isEmailAddress,
  LOG_IN_ERROR_MESSAGES,
  MIN_PASSWORD_LENGTH,
  normalizeEmail,
  PASSWORD_RESET_TTL_MS,
  SIGN_UP_ERROR_MESSAGES,
  VALIDATION_MESSAGES,
  type ChangeEmailInput,
  type LanguageSetting,
  type ChangePasswordInput,
} from '@turnout/domain';
import type { Database } from '../../db/client.ts';
import { rateLimitCounters, users, type UserRow } from '../../db/schema.ts';
import { accountTokens } from '../../db/schema-accounts.ts';
import { ApiError } from '../../http/api-error.ts';
import { findUserByEmail } from '../auth/data.ts';
import {
  createSession,
  rethrowEmailInUse,
  type NewSession,
  type SessionOptions,
} from '../auth/mutations.ts';
import { hashPassword, verifyPassword } from '../auth/parts/passwords.ts';
import { SESSIONS_CHANNEL } from '../../http/session-cache.ts';
import {
  enqueueMail,
  enqueueRequest,
  fillRequest,
  markMailSent,
  takeRequest,
} from '../mail/parts/outbox.ts';
import { mailTexts, renderMail } from '../mail/parts/texts.ts';
import {
  confirmEmailLink,
  consumeLinkToken,
  createLinkToken,
  resetPasswordLink,
} from './parts/links.ts';
import { endAccountTokens } from './parts/sessions.ts';

// Password reset and the profile's changes. Plain arguments, never the request: the admin
// command and the tests call what the routes call.

/** Where links point. Mails speak the account's language (users.language). */
export interface MailContext {
  publicUrl: string;
  locale: string;
}

/** The attempt counters that name an address (accounts/rate-limit.ts, the reset's, and the
 *  e-mail change's per recipient). */
export function counterKeysOf(email: string): string[] {
  const address = normalizeEmail(email);
  return [
    `email:${address}`,
    `${RESET_COUNTER_PREFIX}email:${address}`,
    emailChangeRecipientKey(address),
  ];
}

/** Confirmation mails an account may ask for, and one address may receive, per hour. */
export const EMAIL_CHANGE_LIMITS = {
  perAccount: { max: 5, windowMs: 60 * 60 * 1000 },
  perRecipient: { max: 3, windowMs: 60 * 60 * 1000 },
};

/** Under write:…:<user id>, so the counter goes with the account (deletion.ts). */
export const emailChangeAccountKey = (userId: string) => `write:email-change:${userId}`;
export const emailChangeRecipientKey = (email: string) =>
  `email-change-to:${normalizeEmail(email)}`;

export const RESET_COUNTER_PREFIX = 'reset-';

const expiredLink = () => new ApiError('expired-link', ACCOUNT_MESSAGES.expiredLink);

function assertNewPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new ApiError('weak-password', SIGN_UP_ERROR_MESSAGES['weak-password']);
  }
}

/** A reset link for the account with this address, or undefined when there is none. */
export async function createPasswordResetLink(
  db: Database,
  email: string,
  context: MailContext,
  now = new Date(),
): Promise<{ user: UserRow; link: string } | undefined> {
  const user = isEmailAddress(email.trim()) ? await findUserByEmail(db, email) : undefined;
  if (!user || user.disabledAt) return undefined;
  const token = await createLinkToken(db, {
    userId: user.id,
    purpose: 'password-reset',
    ttlMs: PASSWORD_RESET_TTL_MS,
    now,
  });
  return { user, link: resetPasswordLink(context.publicUrl, token) };
}

/**
 * Asks for a reset mail. The request only queues the address (ADR 028): the same one insert for
 * every address, known or not; the mail worker looks the account up (prepareResetMails).
 */
export async function requestPasswordReset(db: Database, email: string): Promise<void> {
  await enqueueRequest(db, 'password-reset-request', email.trim());
}

/**
 * The mail worker's step before sending: each queued reset request becomes the reset mail of
 * the account with that address, or goes when there is no such (enabled) account.
 */
export async function prepareResetMails(
  db: Database,
  context: MailContext,
  now = () => new Date(),
): Promise<void> {
  for (;;) {
    const more = await db.transaction(async (tx) => {
      const request = await takeRequest(tx, 'password-reset-request');
      if (!request) return false;
      const reset = await createPasswordResetLink(tx, request.recipient, context, now());
      if (!reset) {
        await markMailSent(tx, request.id); // nothing to send: the row just goes
        return true;
      }
      const mail = renderMail(mailTexts(reset.user.language).passwordReset(reset.link));
      await fillRequest(tx, request.id, { ...mail, to: reset.user.email, userId: reset.user.id });
      return true;
    });
    if (!more) return;
  }
}

/**
 * Sets the new password, ends every way into the account (sessions, links, feed links: ADR 027)
 * and starts one session for this client.
 */
export async function resetPassword(
  db: Database,
  input: { token: string; password: string },
  options: SessionOptions,
): Promise<NewSession> {
  assertNewPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const link = await consumeLinkToken(tx, input.token, 'password-reset', now);
    if (!link) throw expiredLink();
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, link.userId))
      .returning();
    if (!user || user.disabledAt) throw expiredLink();
    await endAccountTokens(tx, user.id, { replaceFeeds: true });
    return createSession(tx, user, { ...options, now });
  });
}

/** The new name shows everywhere at once: names are joined from users, never copied. */
export async function changeDisplayName(db: Database, userId: string, name: string) {
  const displayName = name.trim();
  if (displayName === '') throw new ApiError('invalid-argument', VALIDATION_MESSAGES.nameEmpty);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ displayName }).where(eq(users.id, userId));
    // Sessions kept in memory carry the name (ADR 010): every instance reads them again.
    await tx.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${`u:${userId}`})`);
  });
  return displayName;
}

/** The account's language (settings, or the browser's while none is chosen). */
export async function changeLanguage(db: Database, userId: string, setting: LanguageSetting) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ language: setting.language, languageChosen: setting.chosen })
      .where(eq(users.id, userId));
    // Sessions kept in memory carry the language (ADR 010): every instance reads them again.
    await tx.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${`u:${userId}`})`);
  });
}

async function assertPassword(db: Database, userId: string, password: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    throw new ApiError('wrong-password', LOG_IN_ERROR_MESSAGES['wrong-password']);
  }
  return user;
}

/** Mails a confirmation link to the new address; nothing changes until it is opened. */
export async function requestEmailChange(
  db: Database,
  userId: string,
  input: ChangeEmailInput,
  context: MailContext,
  now = new Date(),
): Promise<void> {
  const user = await assertPassword(db, userId, input.password);
  const email = input.email.trim();
  if (!isEmailAddress(email)) {
    throw new ApiError('invalid-email', SIGN_UP_ERROR_MESSAGES['invalid-email']);
  }
  if (normalizeEmail(email) === normalizeEmail(user.email)) {
    throw new ApiError('invalid-argument', ACCOUNT_MESSAGES.sameEmail);
  }
  if (await findUserByEmail(db, email)) {
    throw new ApiError('email-already-in-use', SIGN_UP_ERROR_MESSAGES['email-already-in-use']);
  }
  await db.transaction(async (tx) => {
    const token = await createLinkToken(tx, {
      userId,
      purpose: 'email-change',
      ttlMs: EMAIL_CHANGE_TTL_MS,
      now,
      newEmail: email,
    });
    const link = confirmEmailLink(context.publicUrl, token);
    const mail = renderMail(mailTexts(user.language).emailChangeConfirm(link, email));
    await enqueueMail(tx, { ...mail, to: email, userId });
  });
}

/** Withdraws an unconfirmed e-mail change: its link stops working. */
export async function cancelEmailChange(db: Database, userId: string): Promise<void> {
  await db
    .delete(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, 'email-change')));
}

/** Moves the account to the address the link was sent to, and tells the old address. */
export async function confirmEmailChange(
  db: Database,
  token: string,
  context: MailContext,
  now = new Date(),
): Promise<UserRow> {
  try {
    return await db.transaction(async (tx) => {
      const link = await consumeLinkToken(tx, token, 'email-change', now);
      if (!link?.newEmail) throw expiredLink();
      const [before] = await tx.select().from(users).where(eq(users.id, link.userId));
      const [user] = await tx
        .update(users)
        .set({ email: link.newEmail })
        .where(eq(users.id, link.userId))
        .returning();
      if (!before || !user || user.disabledAt) throw expiredLink();
      // Reset links mailed to the old address before must not open the account (ADR 027).
      await tx.delete(accountTokens).where(eq(accountTokens.userId, user.id));
      const notice = renderMail(mailTexts(before.language).emailChangedNotice(link.newEmail));
      await enqueueMail(tx, { ...notice, to: before.email, userId: user.id });
      // The old address's attempt counters go with it (they name it).
      await tx
        .delete(rateLimitCounters)
        .where(inArray(rateLimitCounters.key, counterKeysOf(before.email)));
      await tx.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${`u:${user.id}`})`);
      return user;
    });
  } catch (error) {
    rethrowEmailInUse(error);
  }
}

/** Needs the current password; every other way in ends (ADR 027), this session stays. */
export async function changePassword(
  db: Database,
  session: { userId: string; sessionId: string },
  input: ChangePasswordInput,
): Promise<void> {
  await assertPassword(db, session.userId, input.currentPassword);
  assertNewPassword(input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, session.userId));
    await endAccountTokens(tx, session.userId, {
      keepSessionId: session.sessionId,
      replaceFeeds: false,
    });
  });
}

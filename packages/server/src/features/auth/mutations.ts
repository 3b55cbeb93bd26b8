import { and, eq, lte, sql } from 'drizzle-orm';
import {
  isEmailAddress,
  LOG_IN_ERROR_MESSAGES,
  MIN_PASSWORD_LENGTH,
  multilineTextProblem,
  PASSWORD_RESET_TTL_MS,
  SIGN_UP_ERROR_MESSAGES,
  VALIDATION_MESSAGES,
  type LogInInput,
  type Language,
  type SignUpInput,
} from '@turnout/domain';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { sessions, users, type UserRow } from '../../db/schema.ts';
import { knownClients } from '../../db/schema-accounts.ts';
import { ApiError } from '../../http/api-error.ts';
import {
  consumeLinkToken,
  createLinkToken,
  expiredLink,
  resetPasswordLink,
  type MailContext,
} from '../account/parts/links.ts';
import { endAccountTokens } from '../account/parts/sessions.ts';
import { fillRequest, enqueueRequest, markMailSent, takeRequest } from '../mail/parts/outbox.ts';
import { mailTexts, renderMail } from '../mail/parts/texts.ts';
import { findUserByEmail } from './data.ts';
import { hashPassword, verifyPassword } from './parts/passwords.ts';
import { SESSIONS_CHANNEL } from '../../http/session-cache.ts';
import { hashSessionToken, newSessionToken } from '../../http/tokens.ts';

// Account writes. They take plain arguments (never the request) so the admin command line and
// tests call exactly what the routes call.

export interface NewSession {
  user: UserRow;
  /** Handed to the client once; only its hash is stored. */
  token: string;
  expiresAt: Date;
}

export interface SessionOptions {
  sessionTtlMs: number;
  now?: Date;
  /** For the profile's list of signed-in devices (features/account/parts/sessions.ts). */
  kind?: 'browser' | 'app';
  device?: string;
}

/** Sign-up, the reset and the profile's password change refuse the same short passwords. */
export function assertNewPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new ApiError('weak-password', SIGN_UP_ERROR_MESSAGES['weak-password']);
  }
}

/**
 * The typed address without the white space around it, or undefined when it is no address.
 * String#trim also takes off a vertical tab or a form feed: control characters, which make
 * the address no address (invalid-email, docs/product.md#sign-up-errors), not a clean one.
 */
function typedAddress(value: string): string | undefined {
  const email = value.trim();
  return isEmailAddress(email) && !multilineTextProblem(value) ? email : undefined;
}

/** docs/product.md#validation and #sign-up-errors. */
export async function signUp(
  db: Database,
  input: Pick<SignUpInput, 'name' | 'email' | 'password'> & { language?: Language },
  options: SessionOptions,
): Promise<NewSession> {
  const displayName = input.name.trim();
  const email = typedAddress(input.email);
  if (displayName === '') throw new ApiError('invalid-argument', VALIDATION_MESSAGES.nameEmpty);
  if (email === undefined) {
    throw new ApiError('invalid-email', SIGN_UP_ERROR_MESSAGES['invalid-email']);
  }
  assertNewPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email, displayName, passwordHash, language: input.language })
        .returning();
      return createSession(tx, user!, options);
    });
  } catch (error) {
    // No look-up first: the unique index is the one check that also holds when two sign-ups
    // with the same address race.
    rethrowEmailInUse(error);
  }
}

/** A write the unique index on the address refused: the address is another account's. */
export function rethrowEmailInUse(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new ApiError('email-already-in-use', SIGN_UP_ERROR_MESSAGES['email-already-in-use']);
  }
  throw error;
}

/** docs/product.md#log-in-errors, each code where it applies. */
export async function logIn(
  db: Database,
  input: Pick<LogInInput, 'email' | 'password'>,
  options: SessionOptions,
): Promise<NewSession> {
  if (input.email.trim() === '') {
    throw new ApiError('missing-email', LOG_IN_ERROR_MESSAGES['missing-email']);
  }
  const email = typedAddress(input.email);
  if (email === undefined) {
    throw new ApiError('invalid-email', LOG_IN_ERROR_MESSAGES['invalid-email']);
  }
  const user = await findUserByEmail(db, email);
  if (!user) throw new ApiError('user-not-found', LOG_IN_ERROR_MESSAGES['user-not-found']);
  // The password is checked before the disabled flag, so only someone who knows the password
  // learns that the account is disabled.
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new ApiError('wrong-password', LOG_IN_ERROR_MESSAGES['wrong-password']);
  }
  if (user.disabledAt) throw new ApiError('user-disabled', LOG_IN_ERROR_MESSAGES['user-disabled']);
  const now = options.now ?? new Date();
  // Housekeeping at a moment the user is known: their expired sessions go.
  await db.delete(sessions).where(and(eq(sessions.userId, user.id), lte(sessions.expiresAt, now)));
  return createSession(db, user, { ...options, now });
}

export async function createSession(
  db: Database,
  user: UserRow,
  options: SessionOptions,
): Promise<NewSession> {
  const now = options.now ?? new Date();
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + options.sessionTtlMs);
  await db.insert(sessions).values({
    id: hashSessionToken(token),
    userId: user.id,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    kind: options.kind ?? 'browser',
    device: (options.device ?? '').slice(0, 80),
  });
  return { user, token, expiresAt };
}

/** Ends the session, and tells every instance to forget it (session-cache.ts). */
export async function deleteSession(db: Database, sessionId: string): Promise<void> {
  await db.execute(sql`
    with ended as (delete from ${sessions} where id = ${sessionId} returning id)
    select pg_notify(${SESSIONS_CHANNEL}, 's:' || id) from ended`);
}

/**
 * Disables or re-enables the account with this address; undefined when there is none.
 * Disabling also ends every way into it (sessions, links, feed links: ADR 027), so re-enabling
 * later needs a fresh log-in and new feed links.
 */
export async function setAccountDisabled(
  db: Database,
  email: string,
  disabled: boolean,
  now = new Date(),
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ disabledAt: disabled ? now : null })
      .where(eq(sql`lower(${users.email})`, sql`lower(${email.trim()})`))
      .returning();
    if (user && disabled) {
      await endAccountTokens(tx, user.id, { replaceFeeds: true });
      // Every instance forgets the sessions it keeps (session-cache.ts) when this commits.
      await tx.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${`u:${user.id}`})`);
    }
    return user;
  });
}

/**
 * Marks this browser as one that signed in to the account (ADR 028): the token for its client
 * cookie, or undefined when the cookie it sent already is this account's.
 */
export async function rememberClient(
  db: Database,
  userId: string,
  presented: string | undefined,
): Promise<string | undefined> {
  if (presented) {
    const [mine] = await db
      .select({ id: knownClients.id })
      .from(knownClients)
      .where(
        and(eq(knownClients.id, hashSessionToken(presented)), eq(knownClients.userId, userId)),
      );
    if (mine) return undefined;
  }
  const token = newSessionToken();
  await db.insert(knownClients).values({ id: hashSessionToken(token), userId });
  return token;
}

// The password reset ("Forgot password", docs/product.md#profile-and-settings).

/** The reset's attempt counters, apart from log-in's (the same address may do both). */
export const RESET_COUNTER_PREFIX = 'reset-';

/** A reset link for the account with this address, or undefined when there is none. */
export async function createPasswordResetLink(
  db: Database,
  email: string,
  context: MailContext,
  now = new Date(),
): Promise<{ user: UserRow; link: string } | undefined> {
  const user = typedAddress(email) ? await findUserByEmail(db, email) : undefined;
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

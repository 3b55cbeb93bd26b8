import { and, eq, lte, sql } from 'drizzle-orm';
import {
  isEmailAddress,
  LOG_IN_ERROR_MESSAGES,
  MIN_PASSWORD_LENGTH,
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
import { endAccountTokens } from '../account/parts/sessions.ts';
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

/** docs/product.md#validation and #sign-up-errors. */
export async function signUp(
  db: Database,
  input: Pick<SignUpInput, 'name' | 'email' | 'password'> & { language?: Language },
  options: SessionOptions,
): Promise<NewSession> {
  const displayName = input.name.trim();
  const email = input.email.trim();
  if (displayName === '') throw new ApiError('invalid-argument', VALIDATION_MESSAGES.nameEmpty);
  if (!isEmailAddress(email)) {
    throw new ApiError('invalid-email', SIGN_UP_ERROR_MESSAGES['invalid-email']);
  }
  if (input.password.length < MIN_PASSWORD_LENGTH) {
    throw new ApiError('weak-password', SIGN_UP_ERROR_MESSAGES['weak-password']);
  }
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
  const email = input.email.trim();
  if (email === '') throw new ApiError('missing-email', LOG_IN_ERROR_MESSAGES['missing-email']);
  if (!isEmailAddress(email)) {
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

import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { users, type UserRow } from '../db/schema.ts';
import { createSession } from '../features/auth/mutations.ts';
import { hashPassword } from '../features/auth/parts/passwords.ts';
import { storePushToken, type StorePushTokenArgs } from '../features/push/mutations.ts';
import { hashSessionToken } from '../http/tokens.ts';

// Test data straight into the database, without going through the API: a test about groups
// should not depend on the sign-up route. Every value has a unique default.

export const DEFAULT_PASSWORD = 'correct horse battery';

// Hashing at production cost takes a moment; the default password is hashed once per file.
let defaultPasswordHash: Promise<string> | undefined;

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.com`;
}

export interface UserOverrides {
  email?: string;
  displayName?: string;
  password?: string;
  disabled?: boolean;
}

export interface TestUser {
  user: UserRow;
  password: string;
}

export async function createUser(db: Database, overrides: UserOverrides = {}): Promise<TestUser> {
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const passwordHash =
    overrides.password === undefined
      ? await (defaultPasswordHash ??= hashPassword(DEFAULT_PASSWORD))
      : await hashPassword(password);
  const displayName = overrides.displayName ?? `Test User ${randomBytes(3).toString('hex')}`;
  const [user] = await db
    .insert(users)
    .values({
      email: overrides.email ?? uniqueEmail(),
      displayName,
      passwordHash,
      disabledAt: overrides.disabled ? new Date() : null,
    })
    .returning();
  return { user: user!, password };
}

export interface SignedInUser extends TestUser {
  /** The session token: send it as `Authorization: Bearer …` or as the session cookie. */
  token: string;
}

/** A user with a live session (created when not given). */
export async function createSignedInUser(
  db: Database,
  overrides: UserOverrides & { user?: TestUser; sessionTtlMs?: number } = {},
): Promise<SignedInUser> {
  const testUser = overrides.user ?? (await createUser(db, overrides));
  const { token } = await createSession(db, testUser.user, {
    sessionTtlMs: overrides.sessionTtlMs ?? 24 * 60 * 60 * 1000,
  });
  return { ...testUser, token };
}

/**
 * A push record of the user's signed-in session, stored straight through the mutation: the
 * route takes only https push services, and the tests' fakes listen on loopback.
 */
export function storeSessionPushRecord(
  db: Database,
  user: SignedInUser,
  record: Omit<StorePushTokenArgs, 'uid' | 'sessionId' | 'subscription'> &
    Partial<Pick<StorePushTokenArgs, 'subscription'>>,
) {
  return storePushToken(db, {
    uid: user.user.id,
    sessionId: hashSessionToken(user.token),
    subscription: undefined,
    ...record,
  });
}

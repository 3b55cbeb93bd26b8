import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { sessions, users, type UserRow } from '../db/schema.ts';

// The sessions table as the request plumbing sees it: who is calling, and when they were last
// seen (the idle timeout). Creating and ending sessions are account and profile writes.

export interface ActiveSession {
  sessionId: string;
  lastSeenAt: Date;
  expiresAt: Date;
  user: Pick<UserRow, 'id' | 'displayName' | 'email' | 'language' | 'languageChosen'>;
}

/**
 * The session with this id if it has not expired, was seen within the idle timeout, and its
 * account is not disabled. Every request needs it; auth.ts keeps it a short while
 * (session-cache.ts), and disabling an account ends its sessions everywhere through the
 * notification that statement sends.
 */
export async function findActiveSession(
  db: Database,
  sessionId: string,
  now: Date,
  idleTimeoutMs: number,
): Promise<ActiveSession | undefined> {
  const [row] = await activeSessionQuery(db).execute({
    sessionId,
    now: now.toISOString(),
    seenSince: new Date(now.getTime() - idleTimeoutMs).toISOString(),
  });
  return row;
}

// Every request runs it (see db/prepared.ts).
const activeSessionQuery = preparedPerDatabase((db) =>
  db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      user: {
        id: users.id,
        displayName: users.displayName,
        email: users.email,
        language: users.language,
        languageChosen: users.languageChosen,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
        gt(sessions.lastSeenAt, sql`${sql.placeholder('seenSince')}::timestamptz`),
        isNull(users.disabledAt),
      ),
    )
    .limit(1)
    .prepare('find_active_session'),
);

/** Moves the session's last-seen time (auth.ts writes it at most once per resolution). */
export async function markSessionSeen(db: Database, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { groupMembers } from '../../db/schema.ts';
import { accountTokens } from '../../db/schema-accounts.ts';

// Reads for the profile. Writes live in mutations.ts, deletion.ts and sessions.ts.

/** The address an unconfirmed e-mail change waits on, if any. */
export async function findPendingEmail(db: Database, userId: string, now: Date) {
  const [row] = await db
    .select({ email: accountTokens.newEmail, createdAt: accountTokens.createdAt })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, 'email-change'),
        gt(accountTokens.expiresAt, now),
      ),
    );
  return row?.email ? { email: row.email, createdAt: row.createdAt.toISOString() } : undefined;
}

export async function listGroupIdsOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ groupId: groupMembers.groupId })
    .from(groupMembers)
    .where(eq(groupMembers.userId, userId));
  return rows.map((row) => row.groupId);
}

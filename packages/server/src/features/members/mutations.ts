import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { removedMemberships } from '../../db/schema.ts';
import type { AuthorizedGroupId } from '../../http/gate.ts';

// Writes about members beyond joining (invites) and ending a membership (parts/membership-end.ts).

/**
 * The owner lets a removed account back: it may join again through the group's link, and its
 * entry about the removal goes with the record (docs/decisions/031-removal-keeps-the-link.md).
 * False when the account was not one the owner removed.
 */
export async function letRemovedMemberBack(
  db: Database,
  groupId: AuthorizedGroupId,
  userId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(removedMemberships)
    .where(and(eq(removedMemberships.groupId, groupId), eq(removedMemberships.userId, userId)))
    .returning({ userId: removedMemberships.userId });
  return deleted.length > 0;
}

import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { groups, users } from '../../db/schema.ts';
import { pushTokens, type PushTokenRow } from '../../db/schema-notifications.ts';

/** The signed-in records of these users: where their pushes go. */
export async function listSignedInTokens(
  db: Database,
  userIds: readonly string[],
): Promise<PushTokenRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(pushTokens)
    .where(and(inArray(pushTokens.uid, [...userIds]), eq(pushTokens.isSignedIn, true)));
}

/** The current names a push shows; undefined when the group or the member is gone. */
export async function readNoticeNames(
  db: Database,
  groupId: string,
  actorId: string,
): Promise<{ groupName: string; actorName: string } | undefined> {
  const [row] = await db
    .select({ groupName: groups.name, actorName: users.displayName })
    .from(groups)
    .innerJoin(users, eq(users.id, actorId))
    .where(eq(groups.id, groupId))
    .limit(1);
  return row;
}

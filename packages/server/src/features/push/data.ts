import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { EMPTY_SCHEDULE, type Language, type Schedule } from '@turnout/domain';
import type { Database } from '../../db/client.ts';
import { groups, sessions, users } from '../../db/schema.ts';
import { pushTokens, type PushTokenRow } from '../../db/schema-delivery.ts';

/**
 * Where these users' pushes go: their signed-in records whose session lives (not expired, used
 * within the idle timeout, its account enabled; accounts/data.ts asks the same of a request).
 */
export async function listSignedInTokens(
  db: Database,
  userIds: readonly string[],
  options: { now: Date; idleTimeoutMs: number },
): Promise<(PushTokenRow & { language: Language })[]> {
  if (userIds.length === 0) return [];
  const seenSince = new Date(options.now.getTime() - options.idleTimeoutMs);
  const rows = await db
    .select({ record: pushTokens, language: users.language })
    .from(pushTokens)
    .innerJoin(sessions, eq(sessions.id, pushTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(pushTokens.uid, [...userIds]),
        eq(pushTokens.isSignedIn, true),
        eq(sessions.userId, pushTokens.uid),
        gt(sessions.expiresAt, options.now),
        gt(sessions.lastSeenAt, seenSince),
        isNull(users.disabledAt),
      ),
    );
  // Each recipient's push is in their account's language.
  return rows.map((row) => ({ ...row.record, language: row.language }));
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

/** A group's schedule, for the expiry of the answer tokens a push carries. */
export async function readPushSchedule(db: Database, groupId: string): Promise<Schedule> {
  const [row] = await db
    .select({ schedule: groups.schedule })
    .from(groups)
    .where(eq(groups.id, groupId))
    .limit(1);
  return row?.schedule ?? EMPTY_SCHEDULE;
}

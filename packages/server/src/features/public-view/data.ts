import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Day } from '@turnout/domain';
import type { Database } from '../../db/client.ts';
import { groupPublicViews } from '../../db/schema-connect.ts';
import { attendances, groups } from '../../db/schema.ts';

// Reads of a group's public view (docs/decisions/042-webhooks.md): its settings, and what
// anyone may see through its public id: the group's name, schedule and counts per day.

export async function findPublicViewSettings(db: Database, groupId: string) {
  const [row] = await db
    .select()
    .from(groupPublicViews)
    .where(eq(groupPublicViews.groupId, groupId))
    .limit(1);
  return row;
}

/** Public ids are 128 random bits in base64url (mutations.ts); nothing else names a view. */
const PUBLIC_ID = /^[A-Za-z0-9_-]{22}$/;

export async function findPublicGroup(db: Database, publicId: string) {
  // A malformed id (a NUL byte PostgreSQL refuses in text, say) names no view: not asked.
  if (!PUBLIC_ID.test(publicId)) return undefined;
  const [row] = await db
    .select({
      groupId: groups.id,
      name: groups.name,
      schedule: groups.schedule,
      frameAncestors: groupPublicViews.frameAncestors,
    })
    .from(groupPublicViews)
    .innerJoin(groups, eq(groups.id, groupPublicViews.groupId))
    .where(eq(groupPublicViews.publicId, publicId))
    .limit(1);
  return row;
}

/** How many said present and away on each of `days`. */
export async function countAnswers(
  db: Database,
  groupId: string,
  days: Day[],
): Promise<Map<Day, { present: number; away: number }>> {
  const counts = new Map<Day, { present: number; away: number }>();
  if (days.length === 0) return counts;
  const rows = await db
    .select({
      day: attendances.day,
      present: sql<number>`count(*) filter (where ${attendances.attendance})::int`,
      away: sql<number>`count(*) filter (where not ${attendances.attendance})::int`,
    })
    .from(attendances)
    .where(and(eq(attendances.groupId, groupId), inArray(attendances.day, days)))
    .groupBy(attendances.day);
  for (const row of rows) counts.set(row.day as Day, { present: row.present, away: row.away });
  return counts;
}

import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Day, DayInterval, Schedule } from '@turnout/domain';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { feedTokens } from '../../db/schema-feeds.ts';
import { groupRevisions } from '../../db/schema-delivery.ts';
import { attendances, groupMembers, groups, users } from '../../db/schema.ts';
import type { AuthorizedGroupId } from '../../http/gate.ts';
import { accountIsActive } from '../auth/data.ts';

// Reads for feeds and the CSV export. Writes live in mutations.ts.

export interface FeedOwner {
  userId: string;
  /** Null for the personal feed. */
  groupId: string | null;
}

/** Whose feed a token hash opens; undefined for an unknown or replaced token. */
export async function findFeed(db: Database, tokenHash: string): Promise<FeedOwner | undefined> {
  const [row] = await feedByTokenQuery(db).execute({ tokenHash });
  return row;
}

// Every feed poll runs it (see db/prepared.ts).
const feedByTokenQuery = preparedPerDatabase((db) =>
  db
    .select({ userId: feedTokens.userId, groupId: feedTokens.groupId })
    .from(feedTokens)
    // A disabled account's feeds answer nothing (ADR 027).
    .where(and(eq(feedTokens.id, sql.placeholder('tokenHash')), accountIsActive(feedTokens.userId)))
    .limit(1)
    .prepare('feed_by_token'),
);

export async function hasFeedToken(db: Database, userId: string, scope: string): Promise<boolean> {
  const rows = await db
    .select({ id: feedTokens.id })
    .from(feedTokens)
    .where(and(eq(feedTokens.userId, userId), eq(feedTokens.scope, scope)))
    .limit(1);
  return rows.length > 0;
}

/** A group as a feed shows it, with its revision (which every change of its days moves). */
export interface FeedGroup {
  id: string;
  name: string;
  location: string | null;
  /** Training days with their time and place (docs/decisions/022-season-planning.md). */
  schedule: Schedule;
  revision: number;
}

const revision = sql<number>`coalesce((select max(r.revision) from ${groupRevisions} r
  where r.group_id = ${groups.id}), 0)`.mapWith(Number);

/** The groups of the user (placeholder `userId`) as feeds show them, perhaps narrowed further. */
function feedGroupsOfUser(db: Database, narrower?: SQL) {
  return db
    .select({
      id: groups.id,
      name: groups.name,
      location: groups.location,
      schedule: groups.schedule,
      revision,
    })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(eq(groupMembers.userId, sql`${sql.placeholder('userId')}::uuid`), narrower))
    .$dynamic();
}

/** The groups I am a member of now, in a stable order. */
export async function readMyFeedGroups(db: Database, userId: string): Promise<FeedGroup[]> {
  return myFeedGroupsQuery(db).execute({ userId });
}

const myFeedGroupsQuery = preparedPerDatabase((db) =>
  feedGroupsOfUser(db).orderBy(asc(groups.id)).prepare('feed_my_groups'),
);

/** One group for its feed, if the user is still a member. */
export async function readFeedGroup(
  db: Database,
  groupId: string,
  userId: string,
): Promise<FeedGroup | undefined> {
  const [row] = await feedGroupQuery(db).execute({ groupId, userId });
  return row;
}

const feedGroupQuery = preparedPerDatabase((db) =>
  feedGroupsOfUser(db, eq(groupMembers.groupId, sql`${sql.placeholder('groupId')}::uuid`)).prepare(
    'feed_group',
  ),
);

export interface DayRecord {
  groupId: string;
  day: Day;
  userId: string;
  displayName: string;
  attendance: boolean;
  note: string | null;
  /** Present but on the day's waitlist (docs/decisions/045-training-limit-and-waitlist.md). */
  waiting: boolean;
}

/**
 * Every record of the groups in the interval, by day and then name (the CSV export). Rows as the
 * driver gives them, named as DayRecord's fields: a big group's export reads some 13,000, and
 * mapping each through the query builder cost more than writing the file
 * (docs/decisions/058-request-path-costs.md).
 */
export async function readDayRecords(
  db: Database,
  groupIds: readonly string[],
  interval: DayInterval,
): Promise<DayRecord[]> {
  if (groupIds.length === 0) return [];
  const result = await db.execute(sql`
    select a.group_id as "groupId", a.day::text as "day", a.user_id as "userId",
      u.display_name as "displayName", a.attendance, a.note,
      a.waiting_since is not null as "waiting"
    from ${attendances} a join ${users} u on u.id = a.user_id
    where a.group_id in (${sql.join(
      groupIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      and a.day between ${interval.from} and ${interval.to}
    order by a.day, u.display_name, a.user_id
  `);
  return (result as unknown as { rows: DayRecord[] }).rows;
}

/** A group's day in its feed: who answered, by name, as the database aggregated them. */
export interface FeedDay {
  day: Day;
  /**
   * JSON text of `[displayName, note, present, waiting][]` by name: parsed where the feed is
   * rendered (parts/renderer.ts), off the event loop.
   */
  people: string;
}

/**
 * The group's days with answers in the interval, one row per day. The database aggregates the
 * day's answers into one JSON text: a 100-member group's feed is some 150 rows of text to the
 * driver instead of 13,000 row objects, which the event loop parsed one by one
 * (docs/decisions/068-feed-renders-off-the-event-loop.md).
 */
export async function readFeedDays(
  db: Database,
  groupId: string,
  interval: DayInterval,
): Promise<FeedDay[]> {
  const result = await db.execute(sql`
    select a.day::text as "day",
      json_agg(json_build_array(u.display_name, a.note, a.attendance, a.waiting_since is not null)
        order by u.display_name, a.user_id)::text as "people"
    from ${attendances} a join ${users} u on u.id = a.user_id
    where a.group_id = ${groupId}::uuid and a.day between ${interval.from} and ${interval.to}
    group by a.day
    order by a.day
  `);
  return (result as unknown as { rows: FeedDay[] }).rows;
}

/** A day I am present on in one of my groups, with who else is coming. */
export interface MyPresentDay {
  groupId: string;
  day: Day;
  /** My note for the day. */
  note: string | null;
  /** The others present, by name: `[name, note]` (those waiting for a place not among them). */
  others: [string, string | null][];
  /** I am on the day's waitlist, not yet in. */
  waiting: boolean;
}

/**
 * My present days in the interval, across my groups (records exist only for current members),
 * each with the others present. Aggregated in the database: a row per day of mine, not per
 * record of everyone on those days.
 */
export async function readMyPresentDays(
  db: Database,
  userId: string,
  interval: DayInterval,
): Promise<MyPresentDay[]> {
  const result = await db.execute(sql`
    select mine.group_id, mine.day::text as day, mine.note,
      mine.waiting_since is not null as waiting,
      (select coalesce(json_agg(json_build_array(u.display_name, o.note)
          order by u.display_name, o.user_id), '[]'::json)
        from ${attendances} o join ${users} u on u.id = o.user_id
        where o.group_id = mine.group_id and o.day = mine.day and o.attendance
          and o.waiting_since is null and o.user_id <> mine.user_id)::text as others
    from ${attendances} mine
    where mine.user_id = ${userId} and mine.attendance
      and mine.day between ${interval.from} and ${interval.to}
    order by mine.group_id, mine.day
  `);
  const rows = (
    result as unknown as {
      rows: {
        group_id: string;
        day: Day;
        note: string | null;
        waiting: boolean;
        others: string;
      }[];
    }
  ).rows;
  return rows.map((row) => ({
    groupId: row.group_id,
    day: row.day,
    note: row.note,
    waiting: row.waiting,
    others: JSON.parse(row.others) as MyPresentDay['others'],
  }));
}

export interface ExportMember {
  userId: string;
  displayName: string;
}

/** The group's members now, by name: the CSV's rows. */
export async function readExportMembers(
  db: Database,
  groupId: AuthorizedGroupId,
): Promise<ExportMember[]> {
  return db
    .select({ userId: groupMembers.userId, displayName: users.displayName })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(eq(groupMembers.groupId, groupId))
    .orderBy(asc(users.displayName), asc(groupMembers.userId));
}

import { and, asc, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { EventPayload } from '@turnout/domain';
import type { Database } from '../db/client.ts';
import { groupRevisions, realtimeEvents } from '../db/schema-delivery.ts';
import { groups } from '../db/schema.ts';
import { step } from '../db/steps.ts';
import type { OutgoingEvent } from './outgoing.ts';

// The recent events in the database: written with a NOTIFY that wakes every instance, read by
// id range. Ids come from an identity column and are the SSE event ids.

/** The LISTEN/NOTIFY channel (NOTIFY is per database, so instances on other databases never mix). */
export const EVENTS_CHANNEL = 'turnout_events';

// Ids come from an identity column, in the order events are inserted, but transactions commit in
// any order: a reader can see event n+1 before event n commits. Readers therefore deliver up to
// the first missing id and wait a moment for it (realtime.ts); no lock orders the commits, so
// concurrent changes commit (and flush) together.

export interface StoredEvent {
  id: number;
  payload: EventPayload;
}

export interface DeliverableEvent extends StoredEvent {
  /** The members of the event's group now, plus the users it names. */
  recipients: string[];
}

/**
 * Stores the events and notifies every listening instance (at commit), adding each named group's
 * new revision. One statement: its own transaction, or part of the caller's. Returns the last id.
 */
export async function insertEvents(
  db: Database,
  events: readonly OutgoingEvent[],
): Promise<number> {
  const rows = sql.join(
    events.map(
      (event, n) =>
        sql`(${n}::int, ${event.groupId ?? null}::uuid, ${uuidArray(event.userIds ?? [])}::uuid[], ${JSON.stringify(event.payload)}::jsonb)`,
    ),
    sql`, `,
  );
  const result = await db.execute(sql`
    with ${eventStore(sql`values ${rows}`)}
    select ${notifyStoredEvents} as last
  `);
  const [row] = (result as unknown as { rows: { last: string | number }[] }).rows;
  return Number(row!.last);
}

/** The events the statement stored (`id`, `group_id`), for notifyStoredEvents. */
export const storedEvents = step('stored_events');
const storedRevisions = step('stored_revisions');

/**
 * insertEvents as common table expressions, for a statement that makes the change the events
 * announce: `source` yields (order, group id, user ids, payload) rows, which storedEvents
 * inserts in that order. The statement's select must include notifyStoredEvents, which wakes
 * every instance at commit and is the newest stored id (null when `source` was empty).
 */
export function eventStore(source: SQL): SQL {
  return sql`
    ${storedEvents.as(sql`
      insert into ${realtimeEvents} (group_id, user_ids, payload)
      select v.group_id, v.user_ids, v.payload
      from (${source}) as v(n, group_id, user_ids, payload)
      order by v.n
      returning id, group_id`)},
    ${storedRevisions.as(sql`
      -- A group that is gone meanwhile has no revision to keep.
      insert into ${groupRevisions} (group_id, revision)
      select g.id, (select max(id) from ${storedEvents}) from ${groups} g
      where g.id in (select group_id from ${storedEvents})`)}`;
}

// pg_notify sits in a select list behind the WHERE, so it runs only when events were stored
// (PostgreSQL keeps a volatile output of a subquery even when nobody reads it).
export const notifyStoredEvents = sql`(
  select notified.last from (
    select newest.last, pg_notify(${EVENTS_CHANNEL}, newest.last::text)
    from (select max(id) as last from ${storedEvents}) newest
    where newest.last is not null
  ) notified
)`;

/** A PostgreSQL array literal of uuids (Drizzle would spread a JS array into a list). */
function uuidArray(ids: readonly string[]): string {
  return `{${ids.join(',')}}`;
}

// Inside select fields Drizzle leaves columns unqualified, which a correlated subquery would
// resolve to its own table; so the subqueries name their tables explicitly.
const recipients = sql<string[]>`(
  select coalesce(json_agg(r.user_id), '[]'::json) from (
    select m.user_id from group_members m where m.group_id = realtime_events.group_id
    union
    select unnest(realtime_events.user_ids)
  ) r
)`;

/** Events after `afterId`, oldest first, with who may receive each one at this moment. */
export async function readEventsAfter(
  db: Database,
  afterId: number,
  limit: number,
): Promise<DeliverableEvent[]> {
  const rows = await db
    .select({ id: realtimeEvents.id, payload: realtimeEvents.payload, recipients })
    .from(realtimeEvents)
    .where(gt(realtimeEvents.id, afterId))
    .orderBy(asc(realtimeEvents.id))
    .limit(limit);
  return rows as DeliverableEvent[];
}

/** The ids after `afterId`, in order (cheaper than the events when nobody is listening). */
export async function readEventIdsAfter(
  db: Database,
  afterId: number,
  limit: number,
): Promise<{ id: number }[]> {
  return db
    .select({ id: realtimeEvents.id })
    .from(realtimeEvents)
    .where(gt(realtimeEvents.id, afterId))
    .orderBy(asc(realtimeEvents.id))
    .limit(limit);
}

/** One user's events in (afterId, uptoId], for a reconnecting stream. */
export async function readUserEvents(
  db: Database,
  options: { userId: string; afterId: number; uptoId: number; limit: number },
): Promise<StoredEvent[]> {
  const { userId, afterId, uptoId, limit } = options;
  const rows = await db
    .select({ id: realtimeEvents.id, payload: realtimeEvents.payload })
    .from(realtimeEvents)
    .where(
      and(
        gt(realtimeEvents.id, afterId),
        lte(realtimeEvents.id, uptoId),
        sql`(${userId}::uuid = any(realtime_events.user_ids) or realtime_events.group_id in (
          select m.group_id from group_members m where m.user_id = ${userId}::uuid
        ))`,
      ),
    )
    .orderBy(asc(realtimeEvents.id))
    .limit(limit);
  return rows as StoredEvent[];
}

/** The oldest and newest stored ids (0 and 0 when there are none). */
export async function eventIdRange(db: Database): Promise<{ oldest: number; newest: number }> {
  const [row] = await db
    .select({
      oldest: sql<number>`coalesce(min(${realtimeEvents.id}), 0)`.mapWith(Number),
      newest: sql<number>`coalesce(max(${realtimeEvents.id}), 0)`.mapWith(Number),
    })
    .from(realtimeEvents);
  return row ?? { oldest: 0, newest: 0 };
}

/**
 * Keeps the newest `keep` events younger than `maxAgeMs`, and always the newest one, so the
 * table tells a reconnecting client how far back it reaches.
 */
export async function pruneEvents(
  db: Database,
  options: { keep: number; maxAgeMs: number; now?: Date },
): Promise<void> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - options.maxAgeMs);
  await db.execute(sql`
    with newest as (select max(id) as id from ${realtimeEvents})
    delete from ${realtimeEvents} e using newest
    where e.id < newest.id and (e.id <= newest.id - ${options.keep} or e.created_at < ${cutoff})
  `);
  // Only each group's newest revision is ever read.
  await db.execute(sql`
    delete from ${groupRevisions} r where exists (
      select 1 from ${groupRevisions} n where n.group_id = r.group_id and n.revision > r.revision
    )
  `);
}

import { and, asc, gt, lte, sql } from 'drizzle-orm';
import type { EventPayload } from '@turnout/domain';
import type { Database } from '../db/client.ts';
import { realtimeEvents } from '../db/schema-notifications.ts';
import type { OutgoingEvent } from './outgoing.ts';

// The recent events in the database: written with a NOTIFY that wakes every instance, read by
// id range. Ids come from an identity column and are the SSE event ids.

/** The LISTEN/NOTIFY channel (NOTIFY is per database, so instances on other databases never mix). */
export const EVENTS_CHANNEL = 'turnout_events';

// Publishing takes this transaction-scoped advisory lock, so events commit in id order: an
// instance that has seen event n has seen every event before it (no later commit can fill a gap
// below n). Held for one insert; publishes are after-commit side effects, never inside a request's
// own transaction.
const PUBLISH_LOCK_ID = 4_862_032;

export interface StoredEvent {
  id: number;
  payload: EventPayload;
}

export interface DeliverableEvent extends StoredEvent {
  /** The members of the event's group now, plus the users it names. */
  recipients: string[];
}

/** Stores the events and notifies every listening instance. Returns the last id. */
export async function insertEvents(
  db: Database,
  events: readonly OutgoingEvent[],
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK_ID})`);
    const rows = await tx
      .insert(realtimeEvents)
      .values(
        events.map((event) => ({
          groupId: event.groupId ?? null,
          userIds: [...(event.userIds ?? [])],
          payload: event.payload,
        })),
      )
      .returning({ id: realtimeEvents.id });
    const last = Math.max(...rows.map((row) => row.id));
    await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${String(last)})`);
    return last;
  });
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
}

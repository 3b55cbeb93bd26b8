import type { Database } from '../db/client.ts';
import { eventIdRange, readUserEvents, type StoredEvent } from './event-store.ts';

// A reconnecting stream's catch-up: the events its user missed since the id the client last
// saw, read from the table; or a resync (the client refetches) when they cannot all be sent. The
// app's first stream catches up the same way, from the id its start-up read was current to.

/** A reconnect that missed more of its own events than this refetches instead (resync). */
const CATCH_UP_LIMIT = 1000;

export interface CatchUp {
  /** The id the client has seen everything up to once the catch-up is sent. */
  startId: number;
  missed: StoredEvent[];
  resync: boolean;
}

/**
 * What a stream opened with `lastEventId` sends first. `seen` is the id up to which this
 * instance had delivered when the stream was registered: later events reach it live.
 */
export async function catchUp(
  db: Database,
  options: { userId: string; lastEventId: string; seen: number },
): Promise<CatchUp> {
  const { userId, lastEventId, seen } = options;
  const resync = { startId: seen, missed: [], resync: true };
  if (!/^\d{1,15}$/.test(lastEventId)) return resync;
  const from = Number(lastEventId);
  const { oldest, newest } = await eventIdRange(db);
  // An id this database never issued (another database, a reset), or one already pruned.
  if (from > newest || from < oldest - 1) return resync;
  if (from >= seen) return { startId: from, missed: [], resync: false };
  const missed = await readUserEvents(db, {
    userId,
    afterId: from,
    uptoId: seen,
    limit: CATCH_UP_LIMIT + 1,
  });
  if (missed.length > CATCH_UP_LIMIT) return resync;
  return { startId: from, missed, resync: false };
}

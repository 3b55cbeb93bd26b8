import { setImmediate as nextTurn } from 'node:timers/promises';
import { addDays, dayOf, type DayInterval } from '@turnout/domain';
import type { Database } from '../../../db/client.ts';
import type { FeedAnswer, FeedCache } from './cache.ts';
import {
  readDayRecords,
  readFeedGroup,
  readMyFeedGroups,
  readMyPresentDays,
  type FeedGroup,
  type FeedOwner,
} from '../data.ts';
import { eventDigest, groupEvents, personalEvents, type FeedEvent } from './events.ts';
import { renderCalendar, type CalendarMeta } from './ics.ts';
import { recordEventVersions, type EventVersion } from '../mutations.ts';

// A feed poll from token owner to bytes: read the fingerprint, render on a miss.

/** The days a feed covers: a season back (recent history) and a year ahead. */
export const FEED_DAYS_BACK = 92;
export const FEED_DAYS_AHEAD = 366;

export interface FeedContext {
  db: Database;
  /**
   * Where the feed's days are read: a read replica (http/read-routing.ts), or `db`. Who may read
   * the feed is always asked of `db`, and the render's event versions are written there.
   */
  reads?: Database;
  cache: FeedCache;
  timeZone: string;
  /** The host of the app's public URL, for UIDs. */
  host: string;
}

export function feedWindow(now: number, timeZone: string): DayInterval {
  const today = dayOf(now, timeZone);
  return { from: addDays(today, -FEED_DAYS_BACK), to: addDays(today, FEED_DAYS_AHEAD) };
}

function fingerprint(window: DayInterval, groups: readonly FeedGroup[]): string {
  return JSON.stringify([window.from, groups]);
}

/** The feed's answer; undefined when a group feed's member has left (the link is then dead). */
export async function answerFeed(
  context: FeedContext,
  owner: FeedOwner,
): Promise<FeedAnswer | undefined> {
  const now = Date.now();
  const window = feedWindow(now, context.timeZone);
  if (owner.groupId === null) {
    const [reads, groups] = await fromOneServer(context, (db) =>
      readMyFeedGroups(db, owner.userId),
    );
    return context.cache.answer(
      `personal/${owner.userId}`,
      fingerprint(window, groups),
      async () => {
        const days = await readMyPresentDays(reads, owner.userId, window);
        const events = personalEvents(owner.userId, groups, days, context.host, context.timeZone);
        const meta = { name: 'Turnout: my days', description: 'The days I am coming, in Turnout.' };
        return render(context, meta, events, owner.userId);
      },
    );
  }
  const groupId = owner.groupId;
  const [reads, group] = await fromOneServer(context, (db) =>
    readFeedGroup(db, groupId, owner.userId),
  );
  if (!group) return undefined;
  // Every member's group feed is the same calendar: one entry per group.
  return context.cache.answer(`group/${group.id}`, fingerprint(window, [group]), async () => {
    const records = await readDayRecords(reads, [group.id], window);
    // A big group's render is tens of milliseconds of work: the requests that came meanwhile are
    // served between its parts (the read, the events, the versions' write, the text, the gzip),
    // not after all of it (docs/decisions/058-request-path-costs.md).
    await nextTurn();
    const events = groupEvents(group, records, context.host);
    const meta = {
      name: `Turnout: ${group.name}`,
      description: `Who is coming, in ${group.name}.`,
    };
    return render(context, meta, events, null);
  });
}

/**
 * The fingerprint's read, and the server the days are then read from: the replica when it agrees
 * with the primary on who may read the feed, so that days a lagging replica has not yet got are
 * never kept under the revision that has them. The primary decides access either way.
 */
async function fromOneServer<T>(
  context: FeedContext,
  read: (db: Database) => Promise<T>,
): Promise<[Database, T]> {
  const onPrimary = await read(context.db);
  const reads = context.reads;
  if (!reads || reads === context.db || onPrimary === undefined) return [context.db, onPrimary];
  const onReplica = await read(reads);
  return sameAccess(onPrimary, onReplica) ? [reads, onReplica] : [context.db, onPrimary];
}

/** The same group, or the same list of groups, on both servers. */
function sameAccess(a: unknown, b: unknown): boolean {
  const ids = (value: unknown) =>
    JSON.stringify(
      (Array.isArray(value) ? value : [value]).map(
        (item) => (item as { id?: string } | undefined)?.id,
      ),
    );
  return b !== undefined && ids(a) === ids(b);
}

/** `userId`: the member of a personal feed, whose event records go with their account. */
async function render(
  context: FeedContext,
  meta: CalendarMeta,
  events: FeedEvent[],
  userId: string | null,
) {
  const all = events.map((event) => ({
    uid: event.uid,
    groupId: event.groupId,
    userId,
    digest: eventDigest(event),
  }));
  // Only the events that changed since this instance last recorded them are written and read:
  // after one member's change that is a day or two of the feed's hundreds.
  const known = context.cache.versions;
  const changed = all.filter((event) => known.get(event.uid)?.digest !== event.digest);
  const recorded = await recordEventVersions(context.db, changed);
  const versions = new Map<string, EventVersion>();
  for (const event of all) {
    const fresh = recorded.get(event.uid);
    if (fresh) known.remember(event.uid, { digest: event.digest, version: fresh });
    const version = fresh ?? known.get(event.uid)?.version;
    if (version) versions.set(event.uid, version);
  }
  return renderCalendar(meta, events, versions, new Date());
}

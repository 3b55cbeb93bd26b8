import { addDays, dayOf, type DayInterval } from '@turnout/domain';
import type { Database } from '../../../db/client.ts';
import type { FeedAnswer, FeedCache } from './cache.ts';
import {
  readFeedDays,
  readFeedGroup,
  readMyFeedGroups,
  readMyPresentDays,
  type FeedGroup,
  type FeedOwner,
} from '../data.ts';
import type { FeedRenderer } from './renderer.ts';
import type { FeedSource } from './render-task.ts';
import { recordEventVersions, type EventVersion } from '../mutations.ts';

// A feed poll from token owner to bytes: read the fingerprint, render on a miss. A render reads
// on the event loop and works on a thread (renderer.ts): the database's rows, the events'
// digests from the thread, the versions recorded, the bytes from the thread.

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
  renderer: FeedRenderer;
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
        const meta = { name: 'Turnout: my days', description: 'The days I am coming, in Turnout.' };
        const { host, timeZone } = context;
        const { userId } = owner;
        return render(
          context,
          { kind: 'personal', meta, host, userId, groups, days, timeZone },
          userId,
        );
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
    const days = await readFeedDays(reads, group.id, window);
    const meta = {
      name: `Turnout: ${group.name}`,
      description: `Who is coming, in ${group.name}.`,
    };
    return render(context, { kind: 'group', meta, host: context.host, group, days }, null);
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
  source: FeedSource,
  userId: string | null,
): Promise<FeedAnswer> {
  const now = new Date();
  const all = await context.renderer.digests(source);
  // Only the events that changed since this instance last recorded them are written and read:
  // after one member's change that is a day or two of the feed's hundreds.
  const known = context.cache.versions;
  const changed = all
    .filter(([uid, , digest]) => known.get(uid)?.digest !== digest)
    .map(([uid, groupId, digest]) => ({ uid, groupId, userId, digest }));
  const recorded = await recordEventVersions(context.db, changed);
  const versions = new Map<string, EventVersion>();
  for (const [uid, , digest] of all) {
    const fresh = recorded.get(uid);
    if (fresh) known.remember(uid, { digest, version: fresh });
    const version = fresh ?? known.get(uid)?.version;
    if (version) versions.set(uid, version);
  }
  return context.renderer.render(source, versions, now);
}

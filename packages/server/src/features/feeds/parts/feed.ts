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
import { recordEventVersions } from '../mutations.ts';

// A feed poll from token owner to bytes: read the fingerprint, render on a miss.

/** The days a feed covers: a season back (recent history) and a year ahead. */
export const FEED_DAYS_BACK = 92;
export const FEED_DAYS_AHEAD = 366;

export interface FeedContext {
  db: Database;
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
    const groups = await readMyFeedGroups(context.db, owner.userId);
    return context.cache.answer(
      `personal/${owner.userId}`,
      fingerprint(window, groups),
      async () => {
        const days = await readMyPresentDays(context.db, owner.userId, window);
        const events = personalEvents(owner.userId, groups, days, context.host, context.timeZone);
        const meta = { name: 'Turnout: my days', description: 'The days I am coming, in Turnout.' };
        return render(context, meta, events, owner.userId);
      },
    );
  }
  const group = await readFeedGroup(context.db, owner.groupId, owner.userId);
  if (!group) return undefined;
  // Every member's group feed is the same calendar: one entry per group.
  return context.cache.answer(`group/${group.id}`, fingerprint(window, [group]), async () => {
    const records = await readDayRecords(context.db, [group.id], window);
    const events = groupEvents(group, records, context.host);
    const meta = {
      name: `Turnout: ${group.name}`,
      description: `Who is coming, in ${group.name}.`,
    };
    return render(context, meta, events, null);
  });
}

/** `userId`: the member of a personal feed, whose event records go with their account. */
async function render(
  context: FeedContext,
  meta: CalendarMeta,
  events: FeedEvent[],
  userId: string | null,
) {
  const versions = await recordEventVersions(
    context.db,
    events.map((event) => ({
      uid: event.uid,
      groupId: event.groupId,
      userId,
      digest: eventDigest(event),
    })),
  );
  return renderCalendar(meta, events, versions, new Date());
}

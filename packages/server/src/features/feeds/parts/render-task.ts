import { move, transferableSymbol, valueSymbol } from 'piscina';
import { movableAnswer, type MovableAnswer } from '../../../http/stored-answer.ts';
import type { EventVersion } from '../mutations.ts';
import type { FeedDay, FeedGroup, MyPresentDay } from '../data.ts';
import { eventDigest, groupEvents, personalEvents, type FeedEvent } from './events.ts';
import { renderCalendar, type CalendarMeta } from './ics.ts';

// A feed's CPU work, on a worker thread (renderer.ts runs this file there): the events from the
// rows read, their digests, the calendar's text, its hash and its gzip. None of it waits for
// anything, so on the event loop it held up every request beside it
// (docs/decisions/068-feed-renders-off-the-event-loop.md). Only plain data crosses threads.

/** What a feed shows, as read from the database: everything its events are made of. */
export type FeedSource = { meta: CalendarMeta; host: string } & (
  | { kind: 'group'; group: FeedGroup; days: FeedDay[] }
  | {
      kind: 'personal';
      userId: string;
      groups: FeedGroup[];
      days: MyPresentDay[];
      timeZone: string;
    }
);

/** An event's UID, its group and the digest of what it shows (feed.ts records versions by it). */
export type EventDigest = [uid: string, groupId: string, digest: string];

/** An event's version as it crosses threads: [uid, SEQUENCE, LAST-MODIFIED in ms]. */
export type VersionEntry = [uid: string, sequence: number, modifiedAt: number];

export type RenderTask =
  | { step: 'digests'; source: FeedSource }
  | { step: 'render'; source: FeedSource; versions: VersionEntry[]; now: number };

export default function runRenderTask(task: RenderTask): EventDigest[] | MovableAnswer {
  const events = eventsOf(task.source);
  if (task.step === 'digests') {
    return events.map((event): EventDigest => [event.uid, event.groupId, eventDigest(event)]);
  }
  const versions = new Map<string, EventVersion>(
    task.versions.map(([uid, sequence, modifiedAt]) => [
      uid,
      { sequence, modifiedAt: new Date(modifiedAt) },
    ]),
  );
  const answer = movableAnswer(
    renderCalendar(task.source.meta, events, versions, new Date(task.now)),
  );
  // Handed over, not copied: a big group's feed is hundreds of kilobytes. Piscina sends the
  // value under valueSymbol and moves the buffers under transferableSymbol.
  return move({
    [transferableSymbol]: [answer.body.buffer, answer.gzip.buffer],
    [valueSymbol]: answer,
  }) as unknown as MovableAnswer;
}

/**
 * The feed's events, made again for each step: the same source always gives the same events,
 * and making them costs this thread, not the event loop.
 */
function eventsOf(source: FeedSource): FeedEvent[] {
  return source.kind === 'group'
    ? groupEvents(source.group, source.days, source.host)
    : personalEvents(source.userId, source.groups, source.days, source.host, source.timeZone);
}

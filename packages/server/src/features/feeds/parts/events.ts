import { createHash } from 'node:crypto';
import { trainingDayOn, trainingRulesOn, trainingStartsAt, type Day } from '@turnout/domain';
import type { FeedDay, FeedGroup, MyPresentDay } from '../data.ts';

// What a feed shows, before it becomes iCalendar text (ics.ts): one event per day and group.
// In the personal feed, a day I am coming that is one of the group's training days with a time
// (docs/decisions/022-season-planning.md) starts at that time and ends at the training's end
// when it has one, at the training's place followed by the group's location; every other day is
// a whole day. UIDs, versions and caching are the same for both.

export interface FeedEvent {
  /** Stable for the same feed, group and day across every read; reveals no ids. */
  uid: string;
  groupId: string;
  /** The day; `start` (ms) when the event begins at a time of that day, `end` when it ends at one. */
  when: { day: Day; start?: number; end?: number };
  summary: string;
  description: string;
  location: string | null;
}

/** An opaque, stable UID: the same key always gives the same UID, on every instance. */
export function eventUid(key: string, host: string): string {
  return `${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${host}`;
}

/** A digest of everything an event shows, so a change of any of it moves SEQUENCE. */
export function eventDigest(event: FeedEvent): string {
  const { when, summary, description, location } = event;
  return createHash('sha256')
    .update(JSON.stringify([when, summary, description, location]))
    .digest('base64url');
}

function withNote([displayName, note]: readonly [string, string | null, ...unknown[]]): string {
  return note ? `${displayName} (${note})` : displayName;
}

/** One answer of a group's day, as FeedDay.people holds it. */
type DayAnswer = [displayName: string, note: string | null, present: boolean, waiting: boolean];

/**
 * Where the training is, in full: its place ("Hall 2") and the group's location ("Sports centre,
 * Elm Street 4"), the one alone when the other is missing or already holds it.
 */
export function fullPlace(place: string | null, location: string | null): string | null {
  if (!place) return location;
  if (!location || place.includes(location)) return place;
  if (location.includes(place)) return location;
  return `${place}, ${location}`;
}

/** My present days across my groups, each naming the group and who else is coming. */
export function personalEvents(
  userId: string,
  groups: readonly FeedGroup[],
  days: readonly MyPresentDay[],
  host: string,
  timeZone: string,
): FeedEvent[] {
  const groupById = new Map(groups.map((group) => [group.id, group]));
  const events: FeedEvent[] = [];
  for (const mine of days) {
    const group = groupById.get(mine.groupId);
    if (!group) continue;
    const others = mine.others.map(withNote);
    const lines = [
      others.length > 0
        ? `Also coming: ${others.join(', ')}`
        : 'Nobody else has said they are coming yet.',
    ];
    if (mine.waiting) lines.unshift('You are on the waiting list.');
    if (mine.note) lines.push(`Your note: ${mine.note}`);
    const training = trainingDayOn(group.schedule, mine.day);
    const start = trainingStartsAt(mine.day, training?.time ?? null, timeZone);
    const endTime = trainingRulesOn(group.schedule, mine.day)?.end ?? null;
    const end = start === undefined ? undefined : trainingStartsAt(mine.day, endTime, timeZone);
    events.push({
      uid: eventUid(`personal/${userId}/${group.id}/${mine.day}`, host),
      groupId: group.id,
      when:
        start === undefined
          ? { day: mine.day }
          : { day: mine.day, start, ...(end === undefined ? {} : { end }) },
      summary: group.name,
      description: lines.join('\n'),
      location: fullPlace(training?.place ?? null, group.location),
    });
  }
  return events;
}

/** The group's days with answers: how many are present and away, and who. */
export function groupEvents(group: FeedGroup, days: readonly FeedDay[], host: string): FeedEvent[] {
  return days.map(({ day, people }) => {
    const answers = JSON.parse(people) as DayAnswer[];
    const present = answers.filter(([, , attending, waiting]) => attending && !waiting);
    const waiting = answers.filter(([, , , waiting]) => waiting);
    const away = answers.filter(([, , attending]) => !attending);
    const counts = [`${present.length} present`];
    if (waiting.length > 0) counts.push(`${waiting.length} waiting`);
    if (away.length > 0) counts.push(`${away.length} away`);
    const lines = [];
    if (present.length > 0) lines.push(`Present: ${present.map(withNote).join(', ')}`);
    if (waiting.length > 0) lines.push(`Waiting: ${waiting.map(withNote).join(', ')}`);
    if (away.length > 0) lines.push(`Away: ${away.map(withNote).join(', ')}`);
    return {
      uid: eventUid(`group/${group.id}/${day}`, host),
      groupId: group.id,
      when: { day },
      summary: `${group.name}: ${counts.join(', ')}`,
      description: lines.join('\n'),
      location: group.location,
    };
  });
}

import ical, { ICalCalendarMethod } from 'ical-generator';
import { addDays, civilDate, type Day } from '@turnout/domain';
import type { FeedEvent } from './events.ts';
import type { EventVersion } from '../mutations.ts';

// The feed as RFC 5545 text, written by ical-generator (a kept library rather than hand-written
// escaping and line folding; docs/decisions/016-feeds-and-csv-export.md). Days are all-day events
// with DATE values (DTSTART;VALUE=DATE and the next day as DTEND), which no zone or daylight-saving
// change can move. A training with a start time is a timed event in UTC (its instant already worked
// out in the group's zone), with no end: the schedule knows when it starts, not how long it lasts.
// DTSTAMP and LAST-MODIFIED are the time the event last changed, so the text is the same for the
// same data.

/** How often calendar apps that honour it (REFRESH-INTERVAL, X-PUBLISHED-TTL) should look. */
const REFRESH_SECONDS = 60 * 60;

export interface CalendarMeta {
  name: string;
  description: string;
}

/** The day as a Date at UTC midnight: ical-generator writes all-day dates in UTC. */
function utcDate(day: Day): Date {
  const { year, month, day: dayOfMonth } = civilDate(day);
  return new Date(Date.UTC(year, month - 1, dayOfMonth));
}

export function renderCalendar(
  meta: CalendarMeta,
  events: readonly FeedEvent[],
  versions: ReadonlyMap<string, EventVersion>,
  now: Date,
): string {
  const calendar = ical({
    prodId: { company: 'Turnout', product: 'Turnout', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    name: meta.name,
    description: meta.description,
    ttl: REFRESH_SECONDS,
  });
  for (const event of events) {
    const version = versions.get(event.uid) ?? { sequence: 0, modifiedAt: now };
    const { day, start } = event.when;
    calendar.createEvent({
      id: event.uid,
      ...(start === undefined
        ? { allDay: true, start: utcDate(day), end: utcDate(addDays(day, 1)) }
        : { start: new Date(start) }),
      summary: event.summary,
      description: event.description,
      location: event.location,
      sequence: version.sequence,
      stamp: version.modifiedAt,
      lastModified: version.modifiedAt,
    });
  }
  return calendar.toString();
}

import ical, { ICalCalendarMethod } from 'ical-generator';
import { addDays, civilDate, type Day } from '@turnout/domain';
import type { FeedEvent } from './events.ts';
import type { EventVersion } from '../mutations.ts';

// The feed as RFC 5545 text, written by ical-generator (a kept library rather than hand-written
// escaping and line folding; docs/decisions/016-feeds-and-csv-export.md). Days are all-day events
// with DATE values (DTSTART;VALUE=DATE and the next day as DTEND), which no zone or daylight-saving
// change can move. A training with a start time is a timed event in UTC (its instant already worked
// out in the group's zone), ending at the training's end when the schedule gives one; without an
// end it has none (RFC 5545: a timed event without DTEND or DURATION takes no time).
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

function calendarOf(meta: CalendarMeta) {
  return ical({
    prodId: { company: 'Turnout', product: 'Turnout', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    name: meta.name,
    description: meta.description,
    ttl: REFRESH_SECONDS,
  });
}

const END = 'END:VCALENDAR';

/**
 * The calendar's text: its head and end from ical-generator, and each event's VEVENT text, kept
 * per event and version (eventText) so a render after one change writes only that event's text
 * anew (docs/decisions/040-live-events-past-the-notify-lock.md). Line folding is per line, so
 * an event's folded text is the same alone as among others.
 */
export function renderCalendar(
  meta: CalendarMeta,
  events: readonly FeedEvent[],
  versions: ReadonlyMap<string, EventVersion>,
  now: Date,
): string {
  const frame = calendarOf(meta).toString();
  const end = frame.lastIndexOf(END);
  let body = '';
  for (const event of events) {
    body += eventText(event, versions.get(event.uid) ?? { sequence: 0, modifiedAt: now });
  }
  return frame.slice(0, end) + body + frame.slice(end);
}

const SCRATCH: CalendarMeta = { name: 'scratch', description: 'scratch' };
const scratchHeadLength = calendarOf(SCRATCH).toString().lastIndexOf(END);
const MAX_EVENT_TEXTS = 100_000;
const eventTexts = new Map<string, string>();

function eventText(event: FeedEvent, version: EventVersion): string {
  const key = `${event.uid} ${version.sequence} ${version.modifiedAt.getTime()} ${JSON.stringify(event)}`;
  const kept = eventTexts.get(key);
  if (kept !== undefined) return kept;
  const calendar = calendarOf(SCRATCH);
  addEvent(calendar, event, version);
  const text = calendar.toString();
  const own = text.slice(scratchHeadLength, text.lastIndexOf(END));
  if (eventTexts.size >= MAX_EVENT_TEXTS) eventTexts.delete(eventTexts.keys().next().value!);
  eventTexts.set(key, own);
  return own;
}

function addEvent(
  calendar: ReturnType<typeof calendarOf>,
  event: FeedEvent,
  version: EventVersion,
): void {
  const { day, start, end } = event.when;
  calendar.createEvent({
    id: event.uid,
    ...(start === undefined
      ? { allDay: true, start: utcDate(day), end: utcDate(addDays(day, 1)) }
      : { start: new Date(start), ...(end === undefined ? {} : { end: new Date(end) }) }),
    summary: event.summary,
    description: event.description,
    location: event.location,
    sequence: version.sequence,
    stamp: version.modifiedAt,
    lastModified: version.modifiedAt,
  });
}

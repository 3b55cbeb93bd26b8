import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import ICAL from 'ical.js';

// The feed tests read every feed with two independent parsers: ical.js (npm) and Debian's
// python3-icalendar (parse_ics.py; .ci/run installs it). Both give the same plain events.

export interface ParsedEvent {
  uid: string;
  allDay: boolean;
  /** YYYY-MM-DD for an all-day event. */
  start: string;
  end: string;
  summary: string;
  description: string;
  location: string;
  sequence: number;
  lastModified: string;
}

export interface ParsedFeed {
  name: string;
  events: ParsedEvent[];
}

function dateOrInstant(time: ICAL.Time): string {
  return time.isDate ? time.toString() : time.toJSDate().toISOString();
}

export function parseWithIcalJs(text: string): ParsedFeed {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const lastModified = component.getFirstPropertyValue('last-modified') as ICAL.Time;
    return {
      uid: event.uid,
      allDay: event.startDate.isDate,
      // A timed event (a training with its start time) as its UTC instant; a day as the date.
      start: dateOrInstant(event.startDate),
      end: dateOrInstant(event.endDate),
      summary: event.summary,
      description: event.description ?? '',
      location: event.location ?? '',
      sequence: event.sequence,
      lastModified: lastModified.toJSDate().toISOString(),
    };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname') ?? ''), events };
}

// Debian's own interpreter, which has Debian's packages (a pyenv on PATH would not).
const PYTHON = '/usr/bin/python3';
const SCRIPT = fileURLToPath(new URL('./parse_ics.py', import.meta.url));

export function parseWithPython(text: string): ParsedFeed {
  const output = execFileSync(PYTHON, [SCRIPT], { input: text, encoding: 'utf8' });
  const feed = JSON.parse(output) as ParsedFeed;
  return {
    ...feed,
    events: feed.events.map((event) => ({
      ...event,
      lastModified: new Date(event.lastModified).toISOString(),
    })),
  };
}

/** Parses with both and insists they agree; returns the events by start day. */
export function parseFeed(text: string): ParsedFeed {
  const fromJs = parseWithIcalJs(text);
  const fromPython = parseWithPython(text);
  if (JSON.stringify(fromJs) !== JSON.stringify(fromPython)) {
    throw new Error(
      `The parsers disagree:\n${JSON.stringify(fromJs, null, 1)}\n${JSON.stringify(fromPython, null, 1)}`,
    );
  }
  const events = [...fromJs.events].sort((a, b) => a.start.localeCompare(b.start));
  return { name: fromJs.name, events };
}

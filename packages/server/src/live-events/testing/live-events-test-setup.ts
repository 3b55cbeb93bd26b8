import { afterEach, expect } from 'vitest';
import { API_PATHS, pathFor, type AttendanceState, type Day } from '@turnout/domain';
import { movedOn } from '@turnout/domain/testing';
import type { OutgoingEvent } from '../outgoing.ts';
import { type TestApp, useListeningTestApp } from '../../test/app.ts';
import {
  openEventStream,
  type EventStreamClient,
  type SseFrame,
} from '../../test/event-stream-client.ts';
import type { SignedInUser } from '../../test/factories.ts';
import type { TestGroup } from '../../test/group-factories.ts';

// The live event stream on a real listening server, read with fetch() as a browser would. The
// tests of the stream as a connection and of who gets which event share this one set-up.

/**
 * The live-event tests' dates as written, moved on to days still to come (CONTRIBUTING.md "Tests
 * and the calendar"): a member's own past day is closed.
 */
export const later = movedOn('2027-03-28');

/**
 * A listening app for the enclosing describe block (useForTests), with what its tests do on it:
 * open a stream (closed after the test), set a day's attendance, store events.
 */
export function useLiveEvents() {
  const t = useListeningTestApp();
  const streams: EventStreamClient[] = [];

  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });

  async function open(
    user: SignedInUser,
    options: { lastEventId?: string; base?: string } = {},
  ): Promise<EventStreamClient> {
    const stream = await openEventStream(options.base ?? t.baseUrl, {
      token: user.token,
      ...options,
    });
    streams.push(stream);
    expect(stream.status).toBe(200);
    // The stream is registered once its opening id frame arrived.
    await stream.waitFor((frame) => frame.id !== undefined);
    return stream;
  }

  async function setDay(
    group: TestGroup,
    as: SignedInUser,
    state: AttendanceState,
    day: Day = later('2027-03-28'),
    app: TestApp['app'] = t.app,
  ) {
    const res = await app.inject({
      method: 'PUT',
      url: pathFor(API_PATHS.attendance, { groupId: group.id }),
      payload: { day, state },
      headers: { authorization: `Bearer ${as.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  /** Stores events as a write with nothing else to change would. */
  const announce = (...events: OutgoingEvent[]) =>
    t.app.realtime.write(async (_tx, add) => add(...events));

  return { t, open, setDay, announce };
}

/** Matches a frame of that event type whose data has the given fields. */
export const named =
  (event: string, data: Record<string, unknown> = {}) =>
  (frame: SseFrame) =>
    frame.event === event &&
    Object.entries(data).every(([key, value]) => JSON.parse(frame.data!)[key] === value);

import type { Database } from '../db/client.ts';
import { readEventIdsAfter, readEventsAfter, type DeliverableEvent } from './event-store.ts';
import type { EventStream } from './event-stream.ts';

// Delivery to this instance's streams: the streams it serves (StreamRegistry) and the reading of
// new events in id order that feeds them (FanOut).

// The streams this instance serves, by user: what a new event is handed to (its recipients'
// streams), what the heartbeat writes to, and what an ended session or a shutdown closes.

/** Tabs per user; the oldest stream is closed when a user opens more. */
const MAX_STREAMS_PER_USER = 16;

export class StreamRegistry {
  private readonly byUser = new Map<string, Set<EventStream>>();

  add(stream: EventStream): void {
    let set = this.byUser.get(stream.userId);
    if (!set) this.byUser.set(stream.userId, (set = new Set()));
    set.add(stream);
    if (set.size > MAX_STREAMS_PER_USER) set.values().next().value?.close();
  }

  remove(stream: EventStream): void {
    const set = this.byUser.get(stream.userId);
    set?.delete(stream);
    if (set?.size === 0) this.byUser.delete(stream.userId);
  }

  /** No stream is open here. */
  get isEmpty(): boolean {
    return this.byUser.size === 0;
  }

  get count(): number {
    let count = 0;
    for (const set of this.byUser.values()) count += set.size;
    return count;
  }

  /** Hands an event to every open stream of its recipients. */
  deliver(event: DeliverableEvent): void {
    for (const userId of event.recipients) {
      const set = this.byUser.get(userId);
      if (set) for (const stream of set) stream.deliver(event);
    }
  }

  /** A heartbeat on every stream that has written nothing for `quietMs`. */
  heartbeat(quietMs: number): void {
    const now = Date.now();
    for (const set of this.byUser.values())
      for (const stream of set) stream.heartbeat(now, quietMs);
  }

  /** Closes one user's streams. */
  closeUser(userId: string): void {
    for (const stream of [...(this.byUser.get(userId) ?? [])]) stream.close();
  }

  /** Closes the streams one session opened. */
  closeSession(sessionId: string): void {
    for (const set of [...this.byUser.values()]) {
      for (const stream of [...set]) if (stream.sessionId === sessionId) stream.close();
    }
  }

  closeAll(): void {
    for (const set of [...this.byUser.values()]) for (const stream of [...set]) stream.close();
  }
}

// Delivery of new events to this instance's streams: on each wake-up, read the events after the
// last one delivered, in id order, with their recipients as they are at that moment, and hand
// them to the streams. Ids are drawn in insert order but commit in any order (event-store.ts),
// so a missing id holds back the events after it for a while.

const READ_BATCH = 500;
/**
 * A missing id holds back the events after it while its transaction may still commit; after
 * this long it is taken as rolled back (or lost with a crashed database) and skipped.
 */
const GAP_WAIT_MS = 3000;
const GAP_RETRY_MS = 25;

interface Logger {
  warn(message: string): void;
  error(object: object, message: string): void;
}

export class FanOut {
  private readonly db: Database;
  private readonly log: Logger;
  private readonly streams: StreamRegistry;
  /** Every event up to this id has been handed to this instance's streams. */
  private deliveredUpTo = 0;
  private started = false;
  /** Writes under way or held by the test hook of Realtime; while any is, nothing is delivered. */
  private stalls = 0;
  private reading: Promise<void> | undefined;
  private readAgain = false;
  /** The first missing id and since when it is missing. */
  private gap: { id: number; since: number } | undefined;
  private retry: NodeJS.Timeout | undefined;

  constructor(db: Database, log: Logger, streams: StreamRegistry) {
    this.db = db;
    this.log = log;
    this.streams = streams;
  }

  /** Every event up to this id has been handed to this instance's streams. */
  get delivered(): number {
    return this.deliveredUpTo;
  }

  /** Starts delivering the events after `newest`; wake-ups before this are ignored. */
  start(newest: number): void {
    this.deliveredUpTo = newest;
    this.started = true;
  }

  /** Stops delivery until as many resume() calls (the test hook's writes; a held one never). */
  stall(): void {
    this.stalls += 1;
  }

  resume(): void {
    this.stalls -= 1;
  }

  private get stalled(): boolean {
    return this.stalls > 0;
  }

  /** Stops reading; a read under way finishes (idle() waits for it). */
  halt(): void {
    clearTimeout(this.retry);
    this.retry = undefined;
    this.started = false;
  }

  async idle(): Promise<void> {
    await this.reading;
  }

  /** Reads and delivers new events; calls while a read runs make it read once more. */
  wake(): void {
    if (!this.started || this.stalled) return;
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = this.readNew()
      .catch((error: unknown) => this.log.error({ err: error }, 'realtime: reading events failed'))
      .finally(() => {
        this.reading = undefined;
        if (this.readAgain && this.started) this.wake();
      });
  }

  private async readNew(): Promise<void> {
    for (;;) {
      this.readAgain = false;
      if (this.streams.isEmpty) {
        // Nobody to deliver to here: move on over the ids without reading the events, unless a
        // stream opened meanwhile (it counts on everything after `delivered` reaching it).
        const ids = await readEventIdsAfter(this.db, this.deliveredUpTo, READ_BATCH);
        if (this.streams.isEmpty) {
          const ready = this.inOrder(ids);
          this.deliveredUpTo = ready.at(-1)?.id ?? this.deliveredUpTo;
          if (ready.length < ids.length) return;
          if (ids.length < READ_BATCH && !this.readAgain) return;
          continue;
        }
      }
      const events = await readEventsAfter(this.db, this.deliveredUpTo, READ_BATCH);
      const ready = this.inOrder(events);
      for (const event of ready) this.dispatch(event);
      if (ready.length < events.length) return;
      if (events.length < READ_BATCH && !this.readAgain) return;
    }
  }

  /**
   * The events (read in id order after `delivered`) that may go out now: those before the first
   * missing id, unless it has been missing for GAP_WAIT_MS. When some are held back, reads
   * again shortly.
   */
  private inOrder<T extends { id: number }>(events: T[]): T[] {
    let expected = this.deliveredUpTo + 1;
    for (const [i, event] of events.entries()) {
      if (event.id > expected) {
        const now = Date.now();
        if (this.gap?.id !== expected) this.gap = { id: expected, since: now };
        if (now - this.gap.since < GAP_WAIT_MS) {
          this.retrySoon();
          return events.slice(0, i);
        }
        this.log.warn(`realtime: event ids ${expected}–${event.id - 1} never committed`);
      }
      expected = event.id + 1;
    }
    return events;
  }

  private retrySoon(): void {
    if (this.retry || !this.started) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.wake();
    }, GAP_RETRY_MS);
    this.retry.unref();
  }

  private dispatch(event: DeliverableEvent): void {
    if (this.stalled) return;
    this.deliveredUpTo = Math.max(this.deliveredUpTo, event.id);
    this.streams.deliver(event);
  }
}

import type { ServerResponse } from 'node:http';
import { EVENT_STREAM_HEARTBEAT_MS } from '@turnout/domain';
import type { Database } from '../db/client.ts';
import {
  EVENTS_CHANNEL,
  eventIdRange,
  insertEvents,
  pruneEvents,
  readEventIdsAfter,
  readEventsAfter,
  readUserEvents,
  type DeliverableEvent,
} from './event-store.ts';
import { EventStream, type StreamOwner } from './event-stream.ts';
import { listenerFor, type ChannelListener } from './listener.ts';
import type { OutgoingEvent } from './outgoing.ts';

// The live-event hub of one app instance. write() stores a change's events with it and NOTIFYs; every instance
// (this one included) wakes, reads the new events in id order with their recipients as they are
// at that moment, and writes them to its own open streams. Reading by id range rather than
// trusting the NOTIFY payload means a lost notification (a dropped LISTEN connection) only
// delays events until the next wake-up; the heartbeat doubles as one.

/** Events kept for catching up, and for how long. Older reconnects get a resync. */
const KEEP_EVENTS = 10_000;
const MAX_EVENT_AGE_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 10 * 60 * 1000;
/** A reconnect that missed more of its own events than this refetches instead (resync). */
const CATCH_UP_LIMIT = 1000;
const READ_BATCH = 500;
/**
 * Ids are drawn in insert order but commit in any order (event-store.ts). A missing id holds back
 * the events after it while its transaction may still commit; after this long it is taken as
 * rolled back (or lost with a crashed database) and skipped.
 */
const GAP_WAIT_MS = 3000;
const GAP_RETRY_MS = 25;
/** Tabs per user; the oldest stream is closed when a user opens more. */
const MAX_STREAMS_PER_USER = 16;

interface Logger {
  warn(message: string): void;
  error(object: object, message: string): void;
}

/** Adds events to the write under way; they are stored when it commits. */
export type Announce = (...events: OutgoingEvent[]) => void;

export interface RealtimeOptions {
  db: Database;
  log: Logger;
  heartbeatMs?: number;
  /**
   * Test-only (system/faults/commit-then-kill.test.ts): a write stops this instance's delivery
   * as it begins and, once committed, never returns, like a process that dies right after the
   * commit. Its events then reach the streams only from the table, after a restart.
   */
  holdWritesAfterCommit?: boolean;
}

export const HELD_WRITE_MESSAGE = 'realtime: test hook holds a committed write before delivery';

export class Realtime {
  private readonly db: Database;
  private readonly log: Logger;
  private readonly listener: ChannelListener;
  private readonly heartbeatMs: number;
  private readonly holdWrites: boolean;
  /** Set by a held write: nothing more is delivered from this instance. */
  private stalled = false;
  private readonly streams = new Map<string, Set<EventStream>>();
  /** Every event up to this id has been handed to this instance's streams. */
  private delivered = 0;
  private started = false;
  private reading: Promise<void> | undefined;
  private readAgain = false;
  private timers: NodeJS.Timeout[] = [];
  private pruning: Promise<void> | undefined;
  /** The first missing id and since when it is missing. */
  private gap: { id: number; since: number } | undefined;
  private retry: NodeJS.Timeout | undefined;

  constructor(options: RealtimeOptions) {
    this.db = options.db;
    this.log = options.log;
    this.heartbeatMs = options.heartbeatMs ?? EVENT_STREAM_HEARTBEAT_MS;
    this.holdWrites = options.holdWritesAfterCommit ?? false;
    this.listener = listenerFor(options.db, EVENTS_CHANNEL, options.log);
  }

  async start(): Promise<void> {
    // LISTEN first, then read where the events stand: nothing after that point is missed.
    await this.listener.start({
      onNotify: (payload) => {
        if (Number(payload) > this.delivered) this.wake();
      },
      onReady: () => this.wake(),
    });
    this.delivered = (await eventIdRange(this.db)).newest;
    this.started = true;
    this.every(this.heartbeatMs, () => {
      for (const set of this.streams.values()) for (const stream of set) stream.heartbeat();
      this.wake();
    });
    this.every(PRUNE_EVERY_MS, () => this.prune());
    this.prune();
  }

  /**
   * The one way to write with live events: runs `run` in a transaction, stores the events it
   * announces in that same transaction, and wakes the streams after commit. A write that fails
   * stores no event; a committed one has its events stored even if this process dies before
   * delivering them (every instance reads them from the table, and a reconnect catches up).
   */
  async write<T>(run: (tx: Database, announce: Announce) => Promise<T>): Promise<T> {
    const events: OutgoingEvent[] = [];
    if (this.holdWrites) this.stalled = true;
    const result = await this.db.transaction(async (tx) => {
      const value = await run(tx, (...more) => void events.push(...more));
      if (events.length > 0) await insertEvents(tx, events);
      return value;
    });
    await this.holdIfTesting();
    this.wake();
    return result;
  }

  /**
   * write() for one statement that stores its own events (eventStore in its common table
   * expressions): the statement is its own transaction, so no BEGIN and COMMIT round trips.
   */
  async writeStatement<T>(run: (db: Database) => Promise<T>): Promise<T> {
    if (this.holdWrites) this.stalled = true;
    const result = await run(this.db);
    await this.holdIfTesting();
    this.wake();
    return result;
  }

  private async holdIfTesting(): Promise<void> {
    if (!this.holdWrites) return;
    this.log.warn(HELD_WRITE_MESSAGE);
    await new Promise<never>(() => {});
  }

  /**
   * Serves a stream to a signed-in user until either side closes it. With `lastEventId` the
   * user's missed events are sent first, or a resync when they cannot be.
   */
  async openStream(
    owner: StreamOwner,
    response: ServerResponse,
    lastEventId: string | undefined,
  ): Promise<void> {
    const { userId } = owner;
    const stream = new EventStream(owner, response, () => this.remove(stream));
    this.add(stream);
    stream.open();
    const seen = this.delivered;
    if (lastEventId === undefined) {
      stream.finishCatchUp({ startId: seen, missed: [], resync: false });
      return;
    }
    const catchUp = await this.catchUp(userId, lastEventId, seen).catch((error: unknown) => {
      this.log.error({ err: error }, 'realtime: catch-up failed');
      return { startId: seen, missed: [], resync: true };
    });
    stream.finishCatchUp(catchUp);
  }

  /** How many streams this instance serves. */
  get streamCount(): number {
    let count = 0;
    for (const set of this.streams.values()) count += set.size;
    return count;
  }

  /**
   * Ends the streams of an ended session: `s:<session id>` (logged out), `u:<user id>` (every
   * session of a disabled account). Their events are no longer that session's to see; the
   * client's reconnect then learns it is signed out.
   */
  endStreamsOf(key: string): void {
    const [kind, id] = [key.slice(0, 2), key.slice(2)];
    if (kind === 'u:') {
      for (const stream of [...(this.streams.get(id) ?? [])]) stream.close();
    } else if (kind === 's:') {
      for (const set of [...this.streams.values()]) {
        for (const stream of [...set]) if (stream.sessionId === id) stream.close();
      }
    }
  }

  /** Ends every stream (the app is closing); clients reconnect to another instance. */
  closeStreams(): void {
    for (const set of [...this.streams.values()]) for (const stream of [...set]) stream.close();
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    clearTimeout(this.retry);
    this.retry = undefined;
    this.closeStreams();
    this.started = false;
    await this.listener.stop();
    await this.reading;
    await this.pruning;
  }

  private async catchUp(userId: string, lastEventId: string, seen: number) {
    const resync = { startId: seen, missed: [], resync: true };
    if (!/^\d{1,15}$/.test(lastEventId)) return resync;
    const from = Number(lastEventId);
    const { oldest, newest } = await eventIdRange(this.db);
    // An id this database never issued (another database, a reset), or one already pruned.
    if (from > newest || from < oldest - 1) return resync;
    if (from >= seen) return { startId: from, missed: [], resync: false };
    const missed = await readUserEvents(this.db, {
      userId,
      afterId: from,
      uptoId: seen,
      limit: CATCH_UP_LIMIT + 1,
    });
    if (missed.length > CATCH_UP_LIMIT) return resync;
    return { startId: from, missed, resync: false };
  }

  /** Reads and delivers new events; calls while a read runs make it read once more. */
  private wake(): void {
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
      if (this.streams.size === 0) {
        // Nobody to deliver to here: move on over the ids without reading the events, unless a
        // stream opened meanwhile (it counts on everything after `delivered` reaching it).
        const ids = await readEventIdsAfter(this.db, this.delivered, READ_BATCH);
        if (this.streams.size === 0) {
          const ready = this.inOrder(ids);
          this.delivered = ready.at(-1)?.id ?? this.delivered;
          if (ready.length < ids.length) return;
          if (ids.length < READ_BATCH && !this.readAgain) return;
          continue;
        }
      }
      const events = await readEventsAfter(this.db, this.delivered, READ_BATCH);
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
    let expected = this.delivered + 1;
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
    this.delivered = Math.max(this.delivered, event.id);
    for (const userId of event.recipients) {
      const set = this.streams.get(userId);
      if (set) for (const stream of set) stream.deliver(event);
    }
  }

  private add(stream: EventStream): void {
    let set = this.streams.get(stream.userId);
    if (!set) this.streams.set(stream.userId, (set = new Set()));
    set.add(stream);
    if (set.size > MAX_STREAMS_PER_USER) set.values().next().value?.close();
  }

  private remove(stream: EventStream): void {
    const set = this.streams.get(stream.userId);
    set?.delete(stream);
    if (set?.size === 0) this.streams.delete(stream.userId);
  }

  private every(ms: number, run: () => void): void {
    const timer = setInterval(run, ms);
    timer.unref();
    this.timers.push(timer);
  }

  private prune(): void {
    this.pruning ??= pruneEvents(this.db, { keep: KEEP_EVENTS, maxAgeMs: MAX_EVENT_AGE_MS })
      .catch((error: unknown) => this.log.error({ err: error }, 'realtime: pruning events failed'))
      .finally(() => (this.pruning = undefined));
  }
}

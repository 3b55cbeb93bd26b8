import type { ServerResponse } from 'node:http';
import { EVENT_STREAM_HEARTBEAT_MS } from '@turnout/domain';
import type { Database } from '../db/client.ts';
import { catchUp } from './catch-up.ts';
import { Announcer } from './announcer.ts';
import {
  EVENTS_CHANNEL,
  eventIdRange,
  insertEvents,
  pruneEvents,
  setAnnounceMode,
  type AnnounceMode,
} from './event-store.ts';
import { EventStream, type StreamOwner } from './event-stream.ts';
import { FanOut, StreamRegistry } from './fan-out.ts';
import { listenerFor, type ChannelListener } from './listener.ts';
import type { OutgoingEvent } from './outgoing.ts';

// The live-event hub of one app instance. write() stores a change's events with it, and a NOTIFY
// follows (batched after commit, announcer.ts; or from the commit itself, LIVE_EVENTS_ANNOUNCE); every instance
// (this one included) wakes, reads the new events in id order with their recipients as they are
// at that moment, and writes them to its own open streams. Reading by id range rather than
// trusting the NOTIFY payload means a lost notification (a dropped LISTEN connection) only
// delays events until the next wake-up; the heartbeat doubles as one. The parts: the open
// streams and the delivery to them in id order (fan-out.ts), a reconnect's missed events
// (catch-up.ts).

/** Events kept for catching up, and for how long. Older reconnects get a resync. */
const KEEP_EVENTS = 10_000;
const MAX_EVENT_AGE_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 10 * 60 * 1000;
/** Heartbeat rounds per heartbeat interval (Realtime.start). */
const HEARTBEAT_ROUNDS = 5;
/**
 * With batched announcements, how often an instance looks for new events unannounced: those of
 * an instance that died between a commit and its announcement.
 */
const LOOK_EVERY_MS = 1000;

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
   * as it begins and, once committed with live events, never returns, like a process that dies
   * right after the commit. Its events then reach the streams only from the table, after a
   * restart. A write that stored no event (the reminder worker's pass when nothing is due) has
   * nothing to deliver: it returns, and delivery resumes.
   */
  holdWritesAfterCommit?: boolean;
  /** How other instances hear of a write's events (LIVE_EVENTS_ANNOUNCE); `batched` by default. */
  announce?: AnnounceMode;
}

export const HELD_WRITE_MESSAGE = 'realtime: test hook holds a committed write before delivery';

export class Realtime {
  private readonly db: Database;
  private readonly log: Logger;
  private readonly listener: ChannelListener;
  private readonly heartbeatMs: number;
  private readonly holdWrites: boolean;
  private readonly streams = new StreamRegistry();
  private readonly fanOut: FanOut;
  private readonly announcer: Announcer | undefined;
  private timers: NodeJS.Timeout[] = [];
  private pruning: Promise<void> | undefined;

  constructor(options: RealtimeOptions) {
    this.db = options.db;
    this.log = options.log;
    this.heartbeatMs = options.heartbeatMs ?? EVENT_STREAM_HEARTBEAT_MS;
    this.holdWrites = options.holdWritesAfterCommit ?? false;
    this.listener = listenerFor(options.db, EVENTS_CHANNEL, options.log);
    this.fanOut = new FanOut(options.db, options.log, this.streams);
    const announce = options.announce ?? 'batched';
    setAnnounceMode(announce);
    this.announcer = announce === 'batched' ? new Announcer(options.db, options.log) : undefined;
  }

  async start(): Promise<void> {
    // LISTEN first, then read where the events stand: nothing after that point is missed.
    await this.listener.start({
      onNotify: (payload) => {
        if (Number(payload) > this.fanOut.delivered) this.fanOut.wake();
      },
      onReady: () => this.fanOut.wake(),
    });
    this.fanOut.start((await eventIdRange(this.db)).newest);
    // A stream hears something at least every heartbeatMs: a heartbeat goes only to streams
    // quiet for HEARTBEAT_ROUNDS - 1 of HEARTBEAT_ROUNDS rounds, so streams in use send none,
    // and streams opened at different times are not all written to in the same round.
    const round = this.heartbeatMs / HEARTBEAT_ROUNDS;
    this.every(round, () => this.streams.heartbeat(this.heartbeatMs - round));
    this.every(this.heartbeatMs, () => this.fanOut.wake());
    if (this.announcer) this.every(LOOK_EVERY_MS, () => this.fanOut.wake());
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
    return this.committing(() =>
      this.db.transaction(async (tx) => {
        const value = await run(tx, (...more) => void events.push(...more));
        if (events.length > 0) await insertEvents(tx, events);
        return value;
      }),
    );
  }

  /**
   * write() for one statement that stores its own events (eventStore in its common table
   * expressions): the statement is its own transaction, so no BEGIN and COMMIT round trips.
   */
  async writeStatement<T>(run: (db: Database) => Promise<T>): Promise<T> {
    return this.committing(() => run(this.db));
  }

  /** Runs a write that commits on its own, then wakes the streams (or, testing, holds it). */
  private async committing<T>(commit: () => Promise<T>): Promise<T> {
    const result = this.holdWrites ? await this.holdingAfterCommit(commit) : await commit();
    this.fanOut.wake();
    // Other instances hear of it from the next batched NOTIFY (per-commit: from the commit's).
    this.announcer?.announce();
    return result;
  }

  /**
   * The test hook: delivery stops before the commit (else its NOTIFY could deliver the events
   * first); a write that stored events then never returns. Whether it stored any is read from the
   * table, since a single statement stores its own: its ids are above the newest one before it
   * (a write beside it that stored some holds this one too, which is still after a commit).
   */
  private async holdingAfterCommit<T>(commit: () => Promise<T>): Promise<T> {
    this.fanOut.stall();
    try {
      const before = (await eventIdRange(this.db)).newest;
      const result = await commit();
      if ((await eventIdRange(this.db)).newest > before) {
        this.log.warn(HELD_WRITE_MESSAGE);
        await new Promise<never>(() => {});
      }
      return result;
    } finally {
      this.fanOut.resume();
    }
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
    const stream = new EventStream(owner, response, () => this.streams.remove(stream));
    this.streams.add(stream);
    stream.open();
    const seen = this.fanOut.delivered;
    if (lastEventId === undefined) {
      stream.finishCatchUp({ startId: seen, missed: [], resync: false });
      return;
    }
    const caughtUp = await catchUp(this.db, { userId, lastEventId, seen }).catch(
      (error: unknown) => {
        this.log.error({ err: error }, 'realtime: catch-up failed');
        return { startId: seen, missed: [], resync: true };
      },
    );
    stream.finishCatchUp(caughtUp);
  }

  /**
   * Every event up to this id has been handed to this instance's streams, so the changes they
   * announce are committed (or, for a gap, given up as rolled back): a read that starts after
   * this is current to it. GET /api/auth/session tells the app, whose first stream catches up from it.
   */
  get deliveredEventId(): number {
    return this.fanOut.delivered;
  }

  /** How many streams this instance serves. */
  get streamCount(): number {
    return this.streams.count;
  }

  /**
   * Ends the streams of an ended session: `s:<session id>` (logged out), `u:<user id>` (every
   * session of a disabled account). Their events are no longer that session's to see; the
   * client's reconnect then learns it is signed out.
   */
  endStreamsOf(key: string): void {
    const [kind, id] = [key.slice(0, 2), key.slice(2)];
    if (kind === 'u:') this.streams.closeUser(id);
    else if (kind === 's:') this.streams.closeSession(id);
  }

  /** Ends every stream (the app is closing); clients reconnect to another instance. */
  closeStreams(): void {
    this.streams.closeAll();
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    this.fanOut.halt();
    await this.announcer?.stop();
    this.closeStreams();
    await this.listener.stop();
    await this.fanOut.idle();
    await this.pruning;
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

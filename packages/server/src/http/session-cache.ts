import type { Database } from '../db/client.ts';
import { listenerFor, type ChannelListener } from '../live-events/listener.ts';
import type { ActiveSession } from './session-store.ts';

// Live sessions held in memory for a short while, so a request does not ask the database who is
// calling (ADR 010): the lookup was a round trip on every request, as much as the work of the
// cheaper operations themselves. Every way a session ends, other than expiry, sends a NOTIFY on
// SESSIONS_CHANNEL from the statement that ends it (accounts/mutations.ts, profile/), so every instance,
// and this one through its own listener, forgets it when that commits. The entry's lifetime only
// bounds what a lost notification could leave behind; expiry is checked on every use.

/** The LISTEN/NOTIFY channel of ended sessions: `s:<session id>`, `u:<user id>` or `*`. */
export const SESSIONS_CHANNEL = 'turnout_sessions';

export const SESSION_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

export class SessionCache {
  private readonly entries = new Map<string, { session: ActiveSession; until: number }>();
  private readonly listener: ChannelListener | undefined;
  private readonly ttlMs: number;
  /** Moves with every forget(): a lookup that began before one is not kept. */
  private generation = 0;

  /** Told of every session that ended, on any instance (the live streams end with it). */
  private readonly onEnded: ((key: string) => void) | undefined;

  /** Without a database it only forgets what it is told to directly (unit tests). */
  constructor(
    options: {
      db?: Database;
      log?: { warn(message: string): void };
      ttlMs?: number;
      onEnded?: (key: string) => void;
    } = {},
  ) {
    this.ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
    this.onEnded = options.onEnded;
    if (options.db && options.log) {
      this.listener = listenerFor(options.db, SESSIONS_CHANNEL, options.log);
    }
  }

  /** Listens for ended sessions; every (re)connect forgets all, as notifications may be lost. */
  async start(): Promise<void> {
    await this.listener?.start({
      onNotify: (payload) => {
        this.forget(payload);
        this.onEnded?.(payload);
      },
      onReady: () => this.forget('*'),
    });
  }

  async stop(): Promise<void> {
    await this.listener?.stop();
  }

  /** The session from memory while it is fresh and unexpired, or else from `load`. */
  async find(
    sessionId: string,
    now: Date,
    load: () => Promise<ActiveSession | undefined>,
  ): Promise<ActiveSession | undefined> {
    const entry = this.entries.get(sessionId);
    if (entry && entry.until > now.getTime() && entry.session.expiresAt > now) {
      return entry.session;
    }
    this.entries.delete(sessionId);
    const generation = this.generation;
    const session = await load();
    // A session ended while it was being read may have been read before it ended.
    if (session && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(sessionId, { session, until: now.getTime() + this.ttlMs });
    }
    return session;
  }

  /** Replaces a kept session (its last-seen time moved). */
  update(session: ActiveSession): void {
    const entry = this.entries.get(session.sessionId);
    if (entry) entry.session = session;
  }

  /** Forgets `s:<session id>`, every session of `u:<user id>`, or `*` all. */
  forget(key: string): void {
    this.generation++;
    if (key.startsWith('s:')) {
      this.entries.delete(key.slice(2));
    } else if (key.startsWith('u:')) {
      const userId = key.slice(2);
      for (const [id, entry] of this.entries) {
        if (entry.session.user.id === userId) this.entries.delete(id);
      }
    } else {
      this.entries.clear();
    }
  }
}

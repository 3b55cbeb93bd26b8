import type { StoredAnswer } from '../../../http/stored-answer.ts';

// Feed answers, cached per app instance. Calendar apps poll, and most polls find nothing new:
// an entry is stamped with a fingerprint of what the feed depends on (the groups' revisions,
// names and places, and today's date, which moves the feed's window), read afresh on every
// poll in one short query. A poll whose fingerprint matches gets the stored bytes (or a 304);
// one that differs renders anew, whichever instance made the change.

/** A feed's bytes: a group's feed runs to hundreds of kilobytes, gzipped once per render. */
export type FeedAnswer = StoredAnswer;

interface Entry {
  fingerprint: string;
  storedAt: number;
  answer: Promise<FeedAnswer>;
  /** The last answer that finished rendering, when, and how long it took (coalescing below). */
  done?: { answer: FeedAnswer; at: number; tookMs: number };
  /** A render is under way. */
  rendering: boolean;
  /**
   * Until when the feed counts as changing faster than it renders: it changed again while a
   * render was under way, a moment ago (HOT_FOR_MS).
   */
  hotUntil: number;
}

const MAX_ENTRIES = 2000;
/** Names are not in the fingerprint; this bounds how long a renamed member's old name shows. */
const MAX_AGE_MS = 10 * 60 * 1000;
/**
 * Coalescing (docs/decisions/040-live-events-past-the-notify-lock.md): a feed that changes
 * faster than it renders (a big group editing while its members' apps poll) is rendered at most
 * once per this while; polls meanwhile get the last finished answer at once, a render or less
 * behind. A feed that changes now and then is rendered for the poll that finds the change.
 */
export const HOT_RENDER_GAP_MS = 1000;
/** A feed stays hot this long after it last changed during a render. */
const HOT_FOR_MS = 3 * HOT_RENDER_GAP_MS;
/**
 * A hot feed's renders take at most about 1/HOT_RENDER_SHARE of the time: the gap grows to this
 * many times the last render's length, so a render that takes long on a busy machine leaves the
 * writes and polls beside it the rest (docs/decisions/058-request-path-costs.md).
 */
export const HOT_RENDER_SHARE = 20;

export class FeedCache {
  private readonly entries = new Map<string, Entry>();
  /** Each event's digest and version as last recorded by this instance (feed.ts). */
  readonly versions = new RecordedVersions();

  /**
   * The answer for `key` at `fingerprint`, rendered once (also for concurrent callers); one
   * render per key at a time, and a hot key's polls answered from its last render (above).
   */
  answer(key: string, fingerprint: string, render: () => Promise<FeedAnswer>): Promise<FeedAnswer> {
    const now = Date.now();
    const cached = this.entries.get(key);
    const fresh = cached && now - cached.storedAt < MAX_AGE_MS;
    // While a render runs, every poll that has an earlier answer gets it, not a wait.
    if (cached?.rendering && fresh && cached.done) {
      if (cached.fingerprint !== fingerprint) cached.hotUntil = now + HOT_FOR_MS;
      return Promise.resolve(cached.done.answer);
    }
    if (cached && fresh && cached.fingerprint === fingerprint) {
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached.answer;
    }
    const done = fresh ? cached.done : undefined;
    if (cached && done) {
      if (now < cached.hotUntil) {
        // Still changing since the last render: it stays hot while its gap runs.
        cached.hotUntil = now + HOT_FOR_MS;
        // Render in the background, no sooner than the gap after the last one.
        const gap = Math.max(HOT_RENDER_GAP_MS, HOT_RENDER_SHARE * done.tookMs);
        if (now - done.at >= gap) void this.start(key, fingerprint, render, cached);
        return Promise.resolve(done.answer);
      }
    }
    return this.start(key, fingerprint, render, cached).answer;
  }

  private start(
    key: string,
    fingerprint: string,
    render: () => Promise<FeedAnswer>,
    previous: Entry | undefined,
  ): Entry {
    const entry: Entry = {
      fingerprint,
      storedAt: Date.now(),
      answer: render(),
      // A stale previous entry (MAX_AGE_MS) keeps nothing; a current one passes its answer on.
      ...(previous?.done && Date.now() - previous.storedAt < MAX_AGE_MS
        ? { done: previous.done }
        : {}),
      rendering: true,
      hotUntil: previous?.hotUntil ?? 0,
    };
    this.entries.delete(key);
    this.entries.set(key, entry);
    entry.answer.then(
      (answer) => {
        entry.rendering = false;
        const at = Date.now();
        entry.done = { answer, at, tookMs: at - entry.storedAt };
      },
      () => {
        entry.rendering = false;
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }
}

const MAX_VERSIONS = 200_000;
/** Recorded versions younger than this are trusted without asking the database again. */
const VERSION_TRUST_MS = 10 * 60 * 1000;

/**
 * The versions this instance recorded, by event uid, so a render writes only the events whose
 * digest moved. Another instance may move an event and move it back meanwhile; trusting an
 * entry only for VERSION_TRUST_MS bounds how long this instance then shows the older SEQUENCE.
 */
export class RecordedVersions {
  private readonly byUid = new Map<
    string,
    { digest: string; version: { sequence: number; modifiedAt: Date }; at: number }
  >();

  get(uid: string) {
    const entry = this.byUid.get(uid);
    if (entry && Date.now() - entry.at < VERSION_TRUST_MS) return entry;
    this.byUid.delete(uid);
    return undefined;
  }

  remember(
    uid: string,
    value: { digest: string; version: { sequence: number; modifiedAt: Date } },
  ) {
    this.byUid.delete(uid);
    if (this.byUid.size >= MAX_VERSIONS) this.byUid.delete(this.byUid.keys().next().value!);
    this.byUid.set(uid, { ...value, at: Date.now() });
  }
}

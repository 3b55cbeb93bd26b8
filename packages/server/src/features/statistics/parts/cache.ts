// The statistics' answers, cached per app instance (docs/performance.md#statistics). A season's
// figures take a pass over every answer and roll call of the period; coaches open the screen
// again and again while nothing changed. An entry is stamped with the group's revision, which
// every change of its days, record and schedule moves (live-events' group revisions), read
// afresh on every request in one indexed query: a request whose revision matches gets the
// stored figures; one that differs computes anew, whichever instance made the change.
//
// A group that changes faster than its figures compute (members answering while coaches read)
// is computed once at a time per key: requests meanwhile get the computation under way, or the
// figures finished less than HOT_GAP_MS ago, a moment behind, as the feeds do
// (docs/decisions/040-live-events-past-the-notify-lock.md).

interface Entry<T> {
  /** The revision the last computation started at. */
  revision: number;
  /** The computation under way, if any. */
  pending?: Promise<T>;
  /** The last finished figures, their revision and when they finished. */
  done?: { value: T; revision: number; at: number };
}

const MAX_ENTRIES = 500;
/** Names are not in the revision; this bounds how long a renamed person's old name shows. */
const MAX_AGE_MS = 10 * 60 * 1000;
/** How far behind a busy group's figures may be. */
export const HOT_GAP_MS = 1000;

export class RevisionCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  /**
   * @param revisionOf The revision a value is really of, when it can be behind the one its
   *   computation started at: a value built from another cache's (a moment behind while busy)
   *   is stamped with that one's revision, so the next request at the newer one computes again.
   */
  private readonly revisionOf: ((value: T) => number) | undefined;

  constructor(revisionOf?: (value: T) => number) {
    this.revisionOf = revisionOf;
  }

  /** The value for `key` at `revision` (or a moment behind it while the key is busy). */
  get(key: string, revision: number, compute: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const entry = this.entries.get(key) ?? { revision };
    this.touch(key, entry);
    const { done } = entry;
    if (done && done.revision === revision && now - done.at < MAX_AGE_MS) {
      return Promise.resolve(done.value);
    }
    if (entry.pending) return entry.pending;
    if (done && now - done.at < HOT_GAP_MS) {
      // Behind by a moment: answer at once, and bring the entry up to date for the next one.
      void this.start(entry, revision, compute).catch(() => undefined);
      return Promise.resolve(done.value);
    }
    return this.start(entry, revision, compute);
  }

  private start(entry: Entry<T>, revision: number, compute: () => Promise<T>): Promise<T> {
    entry.revision = revision;
    const pending = compute().then(
      (value) => {
        entry.done = { value, revision: this.revisionOf?.(value) ?? revision, at: Date.now() };
        if (entry.pending === pending) delete entry.pending;
        return value;
      },
      (error: unknown) => {
        // A failed computation is not kept: the next request tries again.
        if (entry.pending === pending) delete entry.pending;
        throw error;
      },
    );
    entry.pending = pending;
    return pending;
  }

  /** Most recently used last; the least recently used go first beyond MAX_ENTRIES. */
  private touch(key: string, entry: Entry<T>): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > MAX_ENTRIES) {
      this.entries.delete(this.entries.keys().next().value!);
    }
  }
}

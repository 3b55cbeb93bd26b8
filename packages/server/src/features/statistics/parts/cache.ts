// The statistics' answers, cached per app instance (docs/performance.md#statistics). A season's
// figures take a pass over every answer and roll call of the period; coaches open the screen
// again and again while nothing changed. An entry is stamped with the group's revision, which
// every change of its days, record and schedule moves (live-events' group revisions), read
// afresh on every request in one indexed query: a request whose revision matches gets the
// stored figures; one that differs computes anew, whichever instance made the change.
// Concurrent requests for the same figures share one computation.

interface Entry<T> {
  revision: number;
  storedAt: number;
  value: Promise<T>;
}

const MAX_ENTRIES = 500;
/** Names are not in the revision; this bounds how long a renamed person's old name shows. */
const MAX_AGE_MS = 10 * 60 * 1000;

export class RevisionCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  /** The value for `key` at `revision`, computed once (also for concurrent callers). */
  get(key: string, revision: number, compute: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && cached.revision === revision && now - cached.storedAt < MAX_AGE_MS) {
      return cached.value;
    }
    const value = compute();
    // A failed computation is not kept: the next request tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    this.entries.delete(key);
    this.entries.set(key, { revision, storedAt: now, value });
    // The oldest entries go first (a Map keeps insertion order).
    while (this.entries.size > MAX_ENTRIES) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    return value;
  }
}

import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

// Feed answers, cached per app instance. Calendar apps poll, and most polls find nothing new:
// an entry is stamped with a fingerprint of what the feed depends on (the groups' revisions,
// names and places, and today's date, which moves the feed's window), read afresh on every
// poll in one short query. A poll whose fingerprint matches gets the stored bytes (or a 304);
// one that differs renders anew, whichever instance made the change.

export interface FeedAnswer {
  body: Buffer;
  /**
   * The body gzipped once per render: a group's feed runs to hundreds of kilobytes, which
   * compressing for every poll (most calendar apps accept gzip) would cost milliseconds each.
   */
  gzip: Buffer;
  /** Weak: the same calendar, whatever content encoding carries it. */
  etag: string;
}

interface Entry {
  fingerprint: string;
  storedAt: number;
  answer: Promise<FeedAnswer>;
}

const MAX_ENTRIES = 2000;
/** Names are not in the fingerprint; this bounds how long a renamed member's old name shows. */
const MAX_AGE_MS = 10 * 60 * 1000;

export class FeedCache {
  private readonly entries = new Map<string, Entry>();

  /** The answer for `key` at `fingerprint`, rendered once (also for concurrent callers). */
  answer(key: string, fingerprint: string, render: () => Promise<string>): Promise<FeedAnswer> {
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && cached.fingerprint === fingerprint && now - cached.storedAt < MAX_AGE_MS) {
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached.answer;
    }
    const entry: Entry = { fingerprint, storedAt: now, answer: render().then(toAnswer) };
    this.entries.delete(key);
    this.entries.set(key, entry);
    entry.answer.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return entry.answer;
  }
}

function toAnswer(text: string): FeedAnswer {
  const body = Buffer.from(text);
  const digest = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { body, gzip: gzipSync(body), etag: `W/"${digest}"` };
}

/** If-None-Match holds the answer's tag (compared weakly, RFC 9110), or is `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

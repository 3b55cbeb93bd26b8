import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// An answer kept as the bytes sent, for reads that are asked far more often than what they show
// changes: the calendar feeds (features/feeds) and the statistics (features/statistics). It is
// made once per change (gzipped on libuv's threads, so requests beside it go on,
// docs/decisions/058-request-path-costs.md, or wholly on a worker thread, as the feeds are:
// docs/decisions/068-feed-renders-off-the-event-loop.md); a read that finds it sends the stored bytes, or a
// 304 when the client already has them (its ETag).

export interface StoredAnswer {
  body: Buffer;
  /** The body gzipped once: most clients accept gzip, and compressing per read costs. */
  gzip: Buffer;
  /** Weak: the same answer, whatever content encoding carries it. */
  etag: string;
}

const gzipped = promisify(gzip);

/** The answer's bytes, from the text it is. */
export async function storedAnswer(text: string): Promise<StoredAnswer> {
  const body = Buffer.from(text);
  return { body, gzip: await gzipped(body), etag: etagOf(body) };
}

/** The same bytes as plain arrays, each on its own memory, so a worker thread can hand them over. */
export interface MovableAnswer {
  body: Uint8Array;
  gzip: Uint8Array;
  etag: string;
}

/** The answer's bytes made at once on the calling thread: for a worker thread, not the event loop. */
export function movableAnswer(text: string): MovableAnswer {
  const body = new TextEncoder().encode(text);
  // A copy: zlib's result may share its memory with other small buffers of this thread.
  return { body, gzip: new Uint8Array(gzipSync(body)), etag: etagOf(body) };
}

/** A handed-over answer as the Buffers `sendStored` sends, without copying them. */
export function fromMovable({ body, gzip, etag }: MovableAnswer): StoredAnswer {
  const buffer = (bytes: Uint8Array) =>
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { body: buffer(body), gzip: buffer(gzip), etag };
}

function etagOf(body: Uint8Array): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * Sends the stored bytes: a 304 when If-None-Match holds the tag, otherwise the answer with its
 * type and headers, gzipped when accepted.
 */
export function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: StoredAnswer,
  { type, headers = {} }: { type: string; headers?: Record<string, string> },
): FastifyReply {
  // Personal data: no shared cache keeps it; the client revalidates with the tag every time.
  reply
    .header('cache-control', 'private, no-cache')
    .header('etag', answer.etag)
    .header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type(type).headers(headers);
  // Already compressed: @fastify/compress leaves an answer with a Content-Encoding alone.
  if (acceptsGzip(request.headers['accept-encoding'])) {
    return reply.header('content-encoding', 'gzip').send(answer.gzip);
  }
  return reply.send(answer.body);
}

/** If-None-Match holds the tag (compared weakly, RFC 9110), or is `*`. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** Accept-Encoding names gzip without `q=0`. */
function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((entry) => {
    const [name, ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    return name === 'gzip' && (q === undefined || Number(q.slice(2)) > 0);
  });
}

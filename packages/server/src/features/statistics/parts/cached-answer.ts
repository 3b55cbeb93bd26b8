import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// A statistics answer kept as the bytes sent (docs/performance.md#statistics): a coach's season
// runs to about 50 KB of JSON (a hundred people's figures and weekly lines, a row per training,
// the chart's weeks), which checking against the contract, serialising and gzipping took
// milliseconds of CPU on every read while nothing had changed. Kept with the figures' revision
// (parts/cache.ts), it is done once per change; a read that finds it sends the stored bytes, or a
// 304 when the browser already has them (its ETag), as the feeds do.

export interface CachedAnswer {
  body: Buffer;
  /** The body gzipped once: browsers accept gzip. */
  gzip: Buffer;
  /** Weak: the same answer, whatever content encoding carries it. */
  etag: string;
}

/** The answer's bytes, from the JSON text it serialises to. */
export function cachedAnswer(json: string): CachedAnswer {
  const body = Buffer.from(json);
  const digest = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { body, gzip: gzipSync(body), etag: `W/"${digest}"` };
}

/** Sends the stored bytes: a 304 when If-None-Match holds the tag, gzipped when accepted. */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
): FastifyReply {
  // Personal data: no shared cache keeps it; the browser revalidates with the tag every time.
  reply
    .header('cache-control', 'private, no-cache')
    .header('etag', answer.etag)
    .header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
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

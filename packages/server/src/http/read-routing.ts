import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { formatLsn, parseLsn, replicasOf } from '../db/replicas.ts';

// Which database a lag-tolerant read uses (docs/decisions/039-read-replicas-and-a-pooler.md): a
// replica when one is configured and current enough, else the primary. Read-your-writes: after a
// signed-in member's write, the primary's WAL position (at or past that write's commit) is
// remembered with their session, in this instance's memory and in a cookie that reaches every
// instance behind the proxy; until a replica has replayed up to it, their reads use the primary.
// The cookie holds a WAL position only: forging it can only send one's own reads to the primary
// (a higher one) or show one's own reads a moment older (a lower one).

export const READ_AFTER_COOKIE = 'turnout_read_after';

/** A write older than this is on every replica that is not skipped as lagging anyway. */
const REMEMBER_MS = 60_000;
const MAX_REMEMBERED = 10_000;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Remembers the WAL position of every successful write by a signed-in member (app.ts). */
export function registerReadYourWrites(
  app: FastifyInstance,
  db: Database,
  options: { secure: boolean },
): void {
  const replicas = replicasOf(db);
  if (!replicas) return;
  const writes = new Map<string, { lsn: bigint; until: number }>();
  writesOf.set(db, writes);
  app.addHook('onSend', async (request, reply, payload) => {
    if (SAFE_METHODS.has(request.method) || !request.auth || reply.statusCode >= 400) {
      return payload;
    }
    const lsn = await replicas.primaryPosition().catch(() => undefined);
    if (lsn === undefined) return payload;
    const { sessionId } = request.auth;
    writes.delete(sessionId);
    if (writes.size >= MAX_REMEMBERED) writes.delete(writes.keys().next().value!);
    writes.set(sessionId, { lsn, until: Date.now() + REMEMBER_MS });
    const secure = options.secure ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${READ_AFTER_COOKIE}=${formatLsn(lsn)}; Path=/; Max-Age=${REMEMBER_MS / 1000}; HttpOnly; SameSite=Lax${secure}`,
    );
    return payload;
  });
}

/** The last write's WAL position by session id, and until when it matters, per primary. */
const writesOf = new WeakMap<Database, Map<string, { lsn: bigint; until: number }>>();

/**
 * The database for a read that may lag: a replica that has the caller's own last write, or the
 * primary `db`. Chosen once per request, so all of a request's reads see the same moment's data.
 * Access checks stay on the primary: a member removed a moment ago must not read on.
 */
export function lagTolerantReader(db: Database, request: FastifyRequest): Database {
  const replicas = replicasOf(db);
  if (!replicas) return db;
  return replicas.reader(readAfter(db, request)) ?? db;
}

function readAfter(db: Database, request: FastifyRequest): bigint | undefined {
  const sessionId = request.auth?.sessionId;
  const kept = sessionId === undefined ? undefined : writesOf.get(db)?.get(sessionId);
  const fromMemory = kept && kept.until > Date.now() ? kept.lsn : undefined;
  const fromCookie = parseLsn(request.cookies?.[READ_AFTER_COOKIE] ?? '');
  if (fromMemory === undefined) return fromCookie;
  if (fromCookie === undefined) return fromMemory;
  return fromMemory > fromCookie ? fromMemory : fromCookie;
}

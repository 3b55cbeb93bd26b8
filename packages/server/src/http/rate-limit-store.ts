import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema.ts';

// The log-in and sign-up counters in the database instead of each process's memory, so the
// limits hold per address and per client however many instances share the load (a client
// cannot multiply its attempts by the number of instances). One statement per attempt, which
// is small beside the password hash every attempt costs anyway.

/** Expired counters are deleted on about one attempt in this many. */
const PRUNE_ONE_IN = 100;

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** A store class for @fastify/rate-limit's `store` option, counting in `db`. */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  const store: FastifyRateLimitStore = {
    incr(key: string, callback: IncrCallback, timeWindow: number) {
      const durable = !key.startsWith(WRITE_LIMIT_PREFIX);
      countAttempt(db, key, timeWindow, { durable }).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error as Error),
      );
    },
    // Our keys name what they count ("client:…", "email:…"), the same for every route.
    child: () => store,
  };
  return class {
    constructor() {
      return store;
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

/**
 * The write limits' keys (write-limits.ts). Their counts are committed without waiting for the
 * disk, as spendAllowance's are: a count of someone's writes is no record of anything, and the
 * wait was a disk flush on every write besides the write's own (docs/performance.md). A crash
 * may forget the last moment's counts. The log-in and sign-up counts wait: they guard passwords.
 */
export const WRITE_LIMIT_PREFIX = 'write:';

/**
 * The upsert of every counter (`rate_limit_counters as c`): the row's hits are added to the
 * window's, or start a new window when the last one has passed by `at`.
 */
function addToWindow(at: SQL): SQL {
  return sql`on conflict (key) do update set
    hits = case when c.resets_at <= ${at} then excluded.hits else c.hits + excluded.hits end,
    resets_at = case when c.resets_at <= ${at} then excluded.resets_at else c.resets_at end`;
}

/** Adds an attempt to `key`'s window (a new window when the last has passed). */
export async function countAttempt(
  db: Database,
  key: string,
  windowMs: number,
  { durable = true }: { durable?: boolean } = {},
): Promise<{ current: number; ttl: number }> {
  // The app's clock, not the database's: the limiter and its tests live by Date.now().
  const now = Date.now();
  await pruneCountersNowAndThen(db, now);
  const at = new Date(now).toISOString();
  const resetsAt = new Date(now + windowMs).toISOString();
  const result = await db.execute(sql`
    insert into ${rateLimitCounters} as c (key, hits, resets_at)
    ${durable ? sql`values (${key}, 1, ${resetsAt}::timestamptz)` : asyncCommitRow(key, resetsAt)}
    ${addToWindow(sql`${at}::timestamptz`)}
    returning hits, (extract(epoch from resets_at) * 1000)::float8 as resets_at_ms`);
  const [row] = (result as unknown as { rows: { hits: number; resets_at_ms: number }[] }).rows;
  return { current: row!.hits, ttl: Math.max(0, Math.round(row!.resets_at_ms - now)) };
}

/** The counter's first row, from a select that turns the disk wait off for its transaction. */
function asyncCommitRow(key: string, resetsAt: string) {
  return sql`select ${key}, 1, ${resetsAt}::timestamptz
    from (select set_config('synchronous_commit', 'off', true) as setting) as async_commit
    where async_commit.setting = 'off'`;
}

/**
 * Spends `amount` of `key`'s allowance of `max` per window, only if it fits: a refused amount is
 * not added (a year's repeating answer refused must not also block the next single day). Returns
 * whether it fit and the milliseconds until the window resets.
 */
export async function spendAllowance(
  db: Database,
  key: string,
  { amount, max, windowMs }: { amount: number; max: number; windowMs: number },
): Promise<{ allowed: boolean; ttl: number }> {
  const now = Date.now();
  const at = new Date(now).toISOString();
  const resetsAt = new Date(now + windowMs).toISOString();
  // Committed without waiting for the disk (synchronous_commit off for this statement's own
  // transaction): a write's allowance is no record of anyone's, and the wait was a second disk
  // flush on every day write (docs/performance.md). A crash may forget the last moment's
  // counts, letting a few more writes through; the database stays consistent.
  const result = await db.execute(sql`
    insert into ${rateLimitCounters} as c (key, hits, resets_at)
    select ${key}, ${amount}::int, ${resetsAt}::timestamptz
    from (select set_config('synchronous_commit', 'off', true) as setting) as async_commit
    where ${amount}::int <= ${max}::int and async_commit.setting = 'off'
    ${addToWindow(sql`${at}::timestamptz`)}
      where c.resets_at <= ${at}::timestamptz or c.hits + excluded.hits <= ${max}::int
    returning (extract(epoch from resets_at) * 1000)::float8 as resets_at_ms`);
  const spent = (result as unknown as { rows: { resets_at_ms: number }[] }).rows[0];
  if (spent) return { allowed: true, ttl: Math.max(0, Math.round(spent.resets_at_ms - now)) };
  const held = await db.execute(sql`
    select (extract(epoch from resets_at) * 1000)::float8 as resets_at_ms
    from ${rateLimitCounters} where key = ${key}`);
  const row = (held as unknown as { rows: { resets_at_ms: number }[] }).rows[0];
  return { allowed: false, ttl: row ? Math.max(0, Math.round(row.resets_at_ms - now)) : windowMs };
}

/**
 * countAttempt (a write limit's request count) and spendAllowance (its allowance of days) as
 * common table expressions of one statement, for a write that reads its gate in the same round
 * trip (attendance/parts/admission.ts; docs/decisions/065-a-day-write-in-two-round-trips.md):
 * the days are spent only when the request is within `maxRequests`, as when the two ran one
 * after the other. Both commit without waiting for the disk, so the statement must write
 * nothing else. `columns`: `request_hits` and `request_resets_at_ms` (the count after this
 * request), `days_resets_at_ms` (null: the days did not fit), `days_held_resets_at_ms` (the
 * allowance's window as it was, for the wait of a refusal). Every value is SQL, so a prepared
 * statement can hold placeholders.
 */
export function countAndSpendSteps(p: {
  requestKey: SQL;
  daysKey: SQL;
  /** Now and the end of a new window, as timestamptz text. */
  at: SQL;
  resetsAt: SQL;
  amount: SQL;
  maxRequests: SQL;
  maxDays: SQL;
}) {
  const at = sql`${p.at}::timestamptz`;
  const ctes = sql`async_commit as (
      select set_config('synchronous_commit', 'off', true) as setting
    ),
    write_requests as (
      insert into ${rateLimitCounters} as c (key, hits, resets_at)
      select ${p.requestKey}::text, 1, ${p.resetsAt}::timestamptz
      from async_commit where async_commit.setting = 'off'
      ${addToWindow(at)}
      returning hits, resets_at
    ),
    write_days as (
      insert into ${rateLimitCounters} as c (key, hits, resets_at)
      select ${p.daysKey}::text, ${p.amount}::int, ${p.resetsAt}::timestamptz
      from write_requests r
      where r.hits <= ${p.maxRequests}::int and ${p.amount}::int <= ${p.maxDays}::int
      ${addToWindow(at)}
        where c.resets_at <= ${at} or c.hits + excluded.hits <= ${p.maxDays}::int
      returning resets_at
    )`;
  const ms = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;
  const columns = sql`(select hits from write_requests) as request_hits,
    (select ${ms(sql`resets_at`)} from write_requests) as request_resets_at_ms,
    (select ${ms(sql`resets_at`)} from write_days) as days_resets_at_ms,
    (select ${ms(sql`resets_at`)} from ${rateLimitCounters} where key = ${p.daysKey}::text)
      as days_held_resets_at_ms`;
  return { ctes, columns };
}

/** Deletes expired counters on about one call in PRUNE_ONE_IN (as countAttempt does). */
export async function pruneCountersNowAndThen(db: Database, now: number): Promise<void> {
  if (Math.random() * PRUNE_ONE_IN < 1) {
    await db.delete(rateLimitCounters).where(sql`resets_at <= ${new Date(now).toISOString()}`);
  }
}

import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from './database.ts';
import * as schema from './schema.ts';

// Streaming read replicas (DATABASE_REPLICA_URL; docs/decisions/039-read-replicas-and-a-pooler.md).
// Reads that tolerate a little lag go to a replica; everything else, and every write, to the
// primary. A probe asks each replica how far it has replayed the primary's WAL and the primary
// where its WAL stands; a replica that does not answer, or is further behind than the allowed
// lag, is skipped until it catches up. A member who just wrote names the WAL position of their
// write (http/read-routing.ts): only a replica that has replayed up to it serves them.

/** A WAL position (`16/B374D848`) as a number, comparable. */
export function parseLsn(text: string): bigint | undefined {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text);
  if (!match) return undefined;
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
}

export function formatLsn(lsn: bigint): string {
  return `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;
}

interface Replica {
  /** host:port, for log lines (never the URL: it may hold a password). */
  name: string;
  pool: pg.Pool;
  db: Database;
  /** The WAL it had replayed at the last probe that answered. */
  replayed: bigint | undefined;
  up: boolean;
  lagMs: number;
}

interface Logger {
  warn(message: string): void;
}

export interface ReplicaStatus {
  name: string;
  up: boolean;
  lagMs: number;
}

export class ReplicaSet {
  private readonly primary: pg.Pool;
  private readonly replicas: Replica[];
  private readonly maxLagMs: number;
  private readonly probeMs: number;
  private readonly log: Logger;
  /** The primary's WAL position over the last while, oldest first: what lag is measured against. */
  private samples: { lsn: bigint; at: number }[] = [];
  private timer: NodeJS.Timeout | undefined;
  private probing: Promise<void> | undefined;
  private next = 0;

  constructor(options: {
    primary: pg.Pool;
    urls: readonly string[];
    maxLagMs: number;
    probeMs?: number;
    log: Logger;
  }) {
    this.primary = options.primary;
    this.maxLagMs = options.maxLagMs;
    this.probeMs = options.probeMs ?? Math.max(50, Math.min(500, options.maxLagMs / 4));
    this.log = options.log;
    this.replicas = options.urls.map((url) => {
      const pool = new pg.Pool({
        connectionString: url,
        max: 10,
        // A replica that does not answer quickly is worth less than the primary that does.
        connectionTimeoutMillis: 1000,
      });
      const { hostname, port } = new URL(url);
      const replica: Replica = {
        name: `${hostname}:${port || 5432}`,
        pool,
        db: drizzle({ client: pool, schema }) as unknown as Database,
        replayed: undefined,
        up: false,
        lagMs: Infinity,
      };
      // A pooled connection lost (the replica stopped) skips the replica at once, before the
      // next probe; the probe takes it back when it answers again.
      pool.on('error', (error) => this.skip(replica, error));
      pool.on('connect', (client) => client.on('error', (error) => this.skip(replica, error)));
      return replica;
    });
  }

  /** Probes now and then every probeMs; until a probe answers, no replica is used. */
  start(): void {
    void this.probe();
    this.timer = setInterval(() => void this.probe(), this.probeMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.probing;
    await Promise.all(this.replicas.map((replica) => replica.pool.end().catch(() => {})));
  }

  /**
   * A replica that is up, at most maxLagMs behind and has replayed at least `after` (a member's
   * own last write), taking turns; undefined when none is: read from the primary then.
   */
  reader(after?: bigint): Database | undefined {
    const count = this.replicas.length;
    for (let i = 0; i < count; i++) {
      const replica = this.replicas[(this.next + i) % count]!;
      if (!replica.up || replica.lagMs > this.maxLagMs || replica.replayed === undefined) continue;
      if (after !== undefined && replica.replayed < after) continue;
      this.next = (this.next + i + 1) % count;
      return replica.db;
    }
    return undefined;
  }

  /** Where the primary's WAL stands now: after a write, at or past its commit. */
  async primaryPosition(): Promise<bigint | undefined> {
    const result = await this.primary.query<{ lsn: string }>(
      'select pg_current_wal_lsn()::text as lsn',
    );
    return parseLsn(result.rows[0]?.lsn ?? '');
  }

  get status(): ReplicaStatus[] {
    return this.replicas.map(({ name, up, lagMs }) => ({ name, up, lagMs }));
  }

  /** One round of probes; a round still running is not overtaken. */
  probe(): Promise<void> {
    this.probing ??= this.probeAll().finally(() => (this.probing = undefined));
    return this.probing;
  }

  private async probeAll(): Promise<void> {
    const now = Date.now();
    const primary = await this.primaryPosition().catch(() => undefined);
    if (primary !== undefined) this.samples.push({ lsn: primary, at: now });
    // Samples older than a few allowed lags say nothing more: a replica behind all of them is
    // too far behind anyway.
    const keepAfter = now - Math.max(4 * this.maxLagMs, 2000);
    while (this.samples.length > 1 && this.samples[0]!.at < keepAfter) this.samples.shift();
    await Promise.all(this.replicas.map((replica) => this.probeReplica(replica, now)));
  }

  private async probeReplica(replica: Replica, now: number): Promise<void> {
    try {
      const result = await replica.pool.query<{ lsn: string | null }>(
        'select pg_last_wal_replay_lsn()::text as lsn',
      );
      const replayed = parseLsn(result.rows[0]?.lsn ?? '');
      // A server that is no replica (null) is not one to read from as such.
      if (replayed === undefined) throw new Error('not a streaming replica');
      if (!replica.up) this.log.warn(`replica ${replica.name}: answering`);
      replica.up = true;
      replica.replayed = replayed;
      replica.lagMs = this.lagOf(replayed, now);
    } catch (error) {
      this.skip(replica, error as Error);
    }
  }

  private skip(replica: Replica, error: Error): void {
    if (replica.up) this.log.warn(`replica ${replica.name}: skipped (${error.message})`);
    replica.up = false;
  }

  /**
   * How long ago the primary first had WAL this replica has not replayed: 0 when it has replayed
   * everything the primary had at the last sample.
   */
  private lagOf(replayed: bigint, now: number): number {
    const firstAhead = this.samples.find((sample) => sample.lsn > replayed);
    return firstAhead ? now - firstAhead.at : 0;
  }
}

// The replicas of a primary's database, found from the Database the features are given, so that
// routes choose a reader without every route context carrying the set.
const setOfDatabase = new WeakMap<Database, ReplicaSet>();

export function attachReplicas(db: Database, replicas: ReplicaSet): void {
  setOfDatabase.set(db, replicas);
}

export function replicasOf(db: Database): ReplicaSet | undefined {
  return setOfDatabase.get(db);
}

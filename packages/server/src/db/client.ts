import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { makeDataDirPrivate, makePrivate } from './data-dir.ts';
import { migratePglite, migratePostgres } from './migrate.ts';
import { lockDataDir } from './pglite-lock.ts';
import { attachReplicas, ReplicaSet } from './replicas.ts';
import * as schema from './schema.ts';

import type { Database } from './database.ts';

export type { Database } from './database.ts';

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** What the operator should hear at start (a DATA_DIR open to other users). */
  warnings: readonly string[];
}

/** PGlite in DATA_DIR/pglite unless a PostgreSQL server is configured. */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  /** Streaming replicas of databaseUrl's server (replicas.ts). */
  replicas?: { urls: readonly string[]; maxLagMs: number };
  /** LISTEN's own connection when databaseUrl is a pooler's (live-events/listener.ts). */
  databaseListenUrl?: string | undefined;
  /** False behind a pooler in transaction mode that cannot keep named statements (pgbouncer < 1.21). */
  namedStatements?: boolean;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = createPool(options.databaseUrl, { namedStatements: options.namedStatements });
    return postgresDatabase(pool, {
      listenUrl: options.databaseListenUrl,
      replicas: options.replicas,
    });
  }
  const dir = path.join(options.dataDir, 'pglite');
  // Private whatever the umask: the process's umask gains 077 here (data-dir.ts).
  const warnings = await makeDataDirPrivate(options.dataDir, dir);
  const unlock = lockDataDir(options.dataDir);
  try {
    // Default durability on purpose (no relaxedDurability): each commit is written through to
    // the data directory before it is acknowledged, so a killed server loses nothing it answered.
    const client = await PGlite.create({ dataDir: dir });
    const closed = async () => {
      try {
        await makePrivate(dir);
      } finally {
        unlock();
      }
    };
    return { ...pgliteDatabase(client, closed), warnings };
  } catch (error) {
    unlock();
    throw error;
  }
}

export function pgliteDatabase(
  client: PGlite,
  onClose: () => void | Promise<void> = () => {},
): DatabaseHandle {
  return {
    db: drizzlePglite({ client, schema }),
    kind: 'pglite',
    warnings: [],
    migrate: () => migratePglite(client),
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        await onClose();
      }
    },
  };
}

export function postgresDatabase(
  pool: pg.Pool,
  options: {
    listenUrl?: string | undefined;
    replicas?: { urls: readonly string[]; maxLagMs: number } | undefined;
  } = {},
): DatabaseHandle {
  const db: Database = drizzlePostgres({ client: pool, schema });
  if (options.listenUrl) listenUrls.set(db, options.listenUrl);
  let replicas: ReplicaSet | undefined;
  if (options.replicas && options.replicas.urls.length > 0) {
    replicas = new ReplicaSet({
      primary: pool,
      urls: options.replicas.urls,
      maxLagMs: options.replicas.maxLagMs,
      log: console,
    });
    // Reads go to the primary until the first probe has answered.
    replicas.start();
    attachReplicas(db, replicas);
  }
  return {
    db,
    kind: 'postgres',
    warnings: [],
    // Migrations hold a session's advisory lock: on the direct connection when there is one.
    migrate: () => (options.listenUrl ? migrateDirect(options.listenUrl) : migratePostgres(pool)),
    close: async () => {
      await replicas?.stop();
      if (!pool.ended) await pool.end();
    },
  };
}

// LISTEN cannot go through a pooler in transaction mode (the session that listens is handed to
// other clients between statements), so it may have its own URL: DATABASE_LISTEN_URL.
const listenUrls = new WeakMap<Database, string>();

/** The URL LISTEN connects to for this database, when it is not the pool's own. */
export function listenUrlOf(db: Database): string | undefined {
  return listenUrls.get(db);
}

async function migrateDirect(url: string): Promise<void> {
  const direct = createPool(url);
  try {
    await migratePostgres(direct);
  } finally {
    await direct.end();
  }
}

/**
 * node-postgres's client, sending every statement unnamed: a pooler in transaction mode hands
 * each transaction to any server connection, where a statement named on another is unknown
 * (pgbouncer before 1.21; docs/decisions/039-read-replicas-and-a-pooler.md). The plan is then
 * made for each execution, as it would be for any unprepared statement.
 */
class UnnamedStatementClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config] = args;
    if (config && typeof config === 'object' && 'name' in config) {
      args[0] = { ...(config as object), name: undefined };
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

export function createPool(
  connectionString: string,
  options: { namedStatements?: boolean | undefined } = {},
): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    ...(options.namedStatements === false ? { Client: UnnamedStatementClient } : {}),
    max: 10,
    // Without a timeout an unreachable server makes requests (and the health check) hang.
    connectionTimeoutMillis: 5000,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.warn(`PostgreSQL pool: ${error.message}`));
  // A client checked out of the pool (a transaction, between two statements) has no listener of
  // the pool's: if PostgreSQL goes away just then, node-postgres emits 'error' on it, and an
  // 'error' event nobody listens to ends the process. With this one the client's next query
  // fails instead (the request is answered 503) and the pool discards the broken client.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

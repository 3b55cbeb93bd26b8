import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { makeDataDirPrivate, makePrivate } from './data-dir.ts';
import { migratePglite, migratePostgres } from './migrate.ts';
import { lockDataDir } from './pglite-lock.ts';
import * as schema from './schema.ts';

// One Database type for both drivers, so feature code never knows which engine it talks to.
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

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
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return postgresDatabase(createPool(options.databaseUrl));
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

export function postgresDatabase(pool: pg.Pool): DatabaseHandle {
  return {
    db: drizzlePostgres({ client: pool, schema }),
    kind: 'postgres',
    warnings: [],
    migrate: () => migratePostgres(pool),
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}

export function createPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
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

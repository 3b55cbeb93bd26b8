import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import { createUser } from '../test/factories.ts';
import { adminQuery } from '../test/postgres-admin.ts';
import { openDatabase } from './client.ts';
import { isDatabaseUnavailable } from './errors.ts';
import { DataDirLockedError, lockDataDir } from './pglite-lock.ts';
import { users } from './schema.ts';

describe('the test database', () => {
  it('runs on the engine the run asks for, already migrated', async () => {
    const database = await createTestDatabase();
    try {
      expect(database.kind).toBe(process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');
      expect(await database.db.select().from(users)).toEqual([]);
      // Migrating again is a no-op.
      await database.migrate();
    } finally {
      await database.close();
    }
  });
});

// The embedded database, as `npm start` uses it.
describe.skipIf(process.env.TEST_DB === 'postgres')('PGlite in DATA_DIR', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'turnout-data-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps its data across a restart, and one process at a time', async () => {
    const first = await openDatabase({ databaseUrl: undefined, dataDir });
    await first.migrate();
    const { user } = await createUser(first.db, { displayName: 'Persisted' });
    await expect(openDatabase({ databaseUrl: undefined, dataDir })).rejects.toThrow(
      DataDirLockedError,
    );
    await first.close();

    const second = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      await second.migrate();
      const rows = await second.db.select().from(users);
      expect(rows.map((r) => [r.id, r.displayName])).toEqual([[user.id, 'Persisted']]);
    } finally {
      await second.close();
    }
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'turnout-lock-'));
    const lockFile = path.join(dir, 'turnout.pid');
    try {
      await writeFile(lockFile, '999999999');
      lockDataDir(dir)();
      // A restarted container gets the same pid again: a lock with our pid that we do not
      // hold is a leftover too.
      await writeFile(lockFile, String(process.pid));
      lockDataDir(dir)();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

// A PostgreSQL restart ends every session, also one a request's transaction holds between two
// statements. node-postgres then emits 'error' on that client, which would end the process
// if nothing listened (seen in system/faults/postgres-restart.test.ts).
describe.runIf(process.env.TEST_DB === 'postgres')('a PostgreSQL session that ends', () => {
  it('fails the transaction as "unavailable" instead of crashing, and the pool carries on', async () => {
    const database = await createTestDatabase();
    try {
      const failure = await database.db
        .transaction(async (tx) => {
          // node-postgres's result (this block runs on PostgreSQL only).
          const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
            rows: { pid: number }[];
          };
          await adminQuery(
            process.env.TEST_DATABASE_URL!,
            `select pg_terminate_backend(${Number(rows[0]!.pid)})`,
          );
          // Let the end of the session arrive while no statement runs (the crashing case).
          await new Promise((resolve) => setTimeout(resolve, 500));
          await tx.execute(sql`select 1`);
        })
        .catch((error: unknown) => error);
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(await database.db.select().from(users)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

import { chmod, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
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

  // Password hashes and the Web Push private key live here: nobody but the server's user reads
  // them, even when the server was started with a umask that lets everyone (docs/deploy.md).
  it('keeps DATA_DIR to its owner whatever the umask, and warns of one open to others', async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'turnout-modes-'));
    const previous = process.umask(0);
    try {
      const fresh = path.join(parent, 'data');
      const database = await openDatabase({ databaseUrl: undefined, dataDir: fresh });
      await database.migrate();
      await createUser(database.db, { displayName: 'Private' });
      // While it runs, PGlite's files may be 0666: no directory lets another user reach them.
      const whileOpen = await modesUnder(fresh);
      expect(whileOpen.filter(({ mode, dir }) => dir && mode !== 0o700)).toEqual([]);
      await database.close();
      expect(database.warnings).toEqual([]);
      const modes = await modesUnder(fresh);
      expect(modes.length).toBeGreaterThan(100);
      const open = modes.filter(({ mode, dir }) => mode !== (dir ? 0o700 : 0o600));
      expect(open).toEqual([]);

      // An install from before: DATA_DIR and the files open to anyone.
      await chmod(fresh, 0o755);
      await chmod(path.join(fresh, 'pglite', 'PG_VERSION'), 0o666);
      const reopened = await openDatabase({ databaseUrl: undefined, dataDir: fresh });
      const version = (await stat(path.join(fresh, 'pglite', 'PG_VERSION'))).mode & 0o777;
      await reopened.close();
      expect(reopened.warnings).toEqual([
        expect.stringContaining(`DATA_DIR ${fresh} is open to other users (mode 755)`),
      ]);
      expect(version).toBe(0o600);
    } finally {
      process.umask(previous);
      await rm(parent, { recursive: true, force: true });
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

/** The permission bits of the directory and of everything under it. */
async function modesUnder(dir: string): Promise<{ name: string; mode: number; dir: boolean }[]> {
  const own = { name: dir, mode: (await stat(dir)).mode & 0o777, dir: true };
  const entries = await readdir(dir, { withFileTypes: true });
  const below = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return modesUnder(full);
      return [{ name: full, mode: (await stat(full)).mode & 0o777, dir: false }];
    }),
  );
  return [own, ...below.flat()];
}

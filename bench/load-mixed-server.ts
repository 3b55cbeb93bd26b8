// The server side of the mixed-load benchmark (load-mixed.ts forks this file). It opens a fresh
// database (embedded PGlite in a temporary directory, or a new database on the PostgreSQL server
// named by BENCH_PG_URL), seeds the club (load-mixed-seed.ts), and serves on 127.0.0.1 both the
// real app (buildApp) and the bare baseline (baseline-app.ts), each on its own random port, on
// the same database handle: for PGlite there can be only one, so both live in this process.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { intervalOfMonths, today, type Day, type DayInterval } from '@turnout/domain';
import { buildApp } from '../packages/server/src/app.ts';
import { parseConfig } from '../packages/server/src/config.ts';
import {
  createPool,
  pgliteDatabase,
  postgresDatabase,
  type DatabaseHandle,
} from '../packages/server/src/db/client.ts';
import { adminQuery, databaseUrl } from '../packages/server/src/test/postgres-admin.ts';
import { buildBaselineApp } from './baseline-app.ts';
import { seedClub, type SeededClub } from './load-mixed-seed.ts';

export interface MixedServerReady extends SeededClub {
  type: 'ready';
  port: number;
  baselinePort: number;
  interval: DayInterval;
  today: Day;
  seedMs: number;
  /** The PostgreSQL server's postmaster, when its pid file is readable (CPU accounting). */
  postmasterPid?: number;
}

const serverUrl = process.env.BENCH_PG_URL;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'turnout-bench-load-'));
const pgName = `turnout_bench_${randomBytes(4).toString('hex')}`;

const config = parseConfig({
  DATA_DIR: dataDir,
  DATABASE_URL: serverUrl ? databaseUrl(serverUrl, pgName) : undefined,
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'silent',
  // The load writes far faster per user than a person can; the per-user limits are not measured.
  WRITE_LIMIT_ATTENDANCE: '100000000',
  WRITE_LIMIT_GROUPS: '100000000',
});
const database = await openFresh();
await database.migrate();

const started = performance.now();
const day = today(config.timeZone);
// The interval the calendar screen reads on opening (group-calendar.tsx).
const interval = intervalOfMonths(day);
const club = await seedClub(database.db, { interval, today: day });
// Fresh planner statistics, as autovacuum would have them on a live server.
await database.db.execute(sql`analyze`);
const seedMs = Math.round(performance.now() - started);

// Request logging off: the benchmark measures the app, not the log sink.
const app = await buildApp({ config, db: database.db, logger: false });
const baseline = buildBaselineApp(
  database.db,
  new Map(club.people.map((person) => [person.token, person.userId])),
);
const ready: MixedServerReady = {
  type: 'ready',
  port: await listen(app),
  baselinePort: await listen(baseline),
  interval,
  today: day,
  seedMs,
  postmasterPid: serverUrl ? await postmasterPid() : undefined,
  ...club,
};
process.send!(ready);

process.on('message', (message) => {
  if (message === 'stop') void stop();
});

async function openFresh(): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    await adminQuery(serverUrl!, `create database "${pgName}"`);
    return postgresDatabase(createPool(config.databaseUrl));
  }
  return pgliteDatabase(await PGlite.create({ dataDir: path.join(dataDir, 'pglite') }));
}

async function listen(server: FastifyInstance): Promise<number> {
  await server.listen({ host: '127.0.0.1', port: 0 });
  return (server.server.address() as AddressInfo).port;
}

async function postmasterPid(): Promise<number | undefined> {
  try {
    const result = await database.db.execute(sql`show data_directory`);
    const [row] = (result as unknown as { rows: { data_directory: string }[] }).rows;
    const pidFile = await readFile(path.join(row!.data_directory, 'postmaster.pid'), 'utf8');
    return Number(pidFile.split('\n')[0]);
  } catch {
    // Another machine, or no permission to read the setting or the file.
    return undefined;
  }
}

async function stop(): Promise<void> {
  await baseline.close();
  await app.close();
  await database.close();
  if (serverUrl) await adminQuery(serverUrl, `drop database if exists "${pgName}" with (force)`);
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
}

// The server side of the statistics benchmark (statistics.ts forks this file): opens a fresh
// database (embedded PGlite in a temporary DATA_DIR, or a new database on the PostgreSQL server
// named by BENCH_PG_URL), seeds a group of 100 members over a 365-day season
// (statistics-seed.ts), listens on 127.0.0.1 at a random port and reports back over IPC.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { addDays, today, type DayInterval } from '@turnout/domain';
import { buildApp } from '../packages/server/src/app.ts';
import { parseConfig } from '../packages/server/src/config.ts';
import { openDatabase } from '../packages/server/src/db/client.ts';
import { adminQuery, databaseUrl } from '../packages/server/src/test/postgres-admin.ts';
import { seedStatisticsGroup } from './statistics-seed.ts';

export interface StatisticsServerReady {
  type: 'ready';
  port: number;
  groupId: string;
  /** Bearer tokens: the owner's first, then one per member. */
  tokens: string[];
  season: DayInterval;
  answers: number;
  rollCalls: number;
  seedMs: number;
}

const serverUrl = process.env.BENCH_PG_URL;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'turnout-bench-'));
const pgName = `turnout_bench_${randomBytes(4).toString('hex')}`;
if (serverUrl) await adminQuery(serverUrl, `create database "${pgName}"`);

const config = parseConfig({
  DATA_DIR: dataDir,
  DATABASE_URL: serverUrl ? databaseUrl(serverUrl, pgName) : undefined,
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'silent',
  // The writers of the mixed run write faster per user than a person can.
  WRITE_LIMIT_ATTENDANCE: '100000000',
});
const database = await openDatabase(config);
await database.migrate();

const started = performance.now();
const yesterday = addDays(today(config.timeZone), -1);
const season = { from: addDays(yesterday, -364), to: yesterday };
const seeded = await seedStatisticsGroup(database.db, { members: 100, season });
// Fresh planner statistics, as autovacuum would have them on a live server.
await database.db.execute(sql`analyze`);
const seedMs = Math.round(performance.now() - started);

const app = await buildApp({ config, db: database.db, logger: false });
await app.listen({ host: config.host, port: config.port });
const { port } = app.server.address() as AddressInfo;
const ready: StatisticsServerReady = { type: 'ready', port, season, seedMs, ...seeded };
process.send!(ready);

process.on('message', (message) => {
  if (message === 'stop') void stop();
});

async function stop(): Promise<void> {
  await app.close();
  await database.close();
  if (serverUrl) await adminQuery(serverUrl, `drop database if exists "${pgName}" with (force)`);
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
}

// The server side of the calendar benchmark (calendar.ts forks this file): opens a fresh
// database (embedded PGlite in a temporary DATA_DIR, or a new database on the PostgreSQL server
// named by BENCH_PG_URL), seeds one group of 100 members with attendance on most days of the
// five calendar months, listens on 127.0.0.1 at a random port and reports back over IPC.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { addDays, intervalOfMonths, today, type DayInterval } from '@turnout/domain';
import { buildApp } from '../packages/server/src/app.ts';
import { parseConfig } from '../packages/server/src/config.ts';
import { openDatabase, type DatabaseHandle } from '../packages/server/src/db/client.ts';
import { adminQuery, databaseUrl } from '../packages/server/src/test/postgres-admin.ts';
import { seedCalendarGroup } from './calendar-seed.ts';

export interface ServerReady {
  type: 'ready';
  port: number;
  groupId: string;
  /** Bearer tokens, one per member. */
  tokens: string[];
  interval: DayInterval;
  /**
   * The days a member may still answer (tomorrow to the interval's end): past days are closed
   * to members (docs/decisions/049-roll-call-and-closed-days.md), and a write there is refused.
   */
  answerable: DayInterval;
  records: number;
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
  // The load writes far faster per user than a person can; the per-user limits are not measured.
  WRITE_LIMIT_ATTENDANCE: '100000000',
  WRITE_LIMIT_DAYS: '100000000',
  WRITE_LIMIT_GROUPS: '100000000',
});
const database: DatabaseHandle = await openDatabase(config);
await database.migrate();

const started = performance.now();
const interval = intervalOfMonths(today(config.timeZone));
const seeded = await seedCalendarGroup(database.db, { members: 100, interval });
// BENCH_TRAINING_LIMIT=n: every day is a training day with at most n present
// (docs/decisions/045-training-limit-and-waitlist.md), so each write takes the waitlist's path
// (the day's lock, the settling, promotions); those beyond n on a seeded day wait.
const trainingLimit = Number(process.env.BENCH_TRAINING_LIMIT ?? 0);
if (trainingLimit > 0) await limitEveryDay(seeded.groupId, trainingLimit);
// Fresh planner statistics, as autovacuum would have them on a live server.
await database.db.execute(sql`analyze`);
const seedMs = Math.round(performance.now() - started);

// Request logging off: the benchmark measures the app, not the log sink.
const app = await buildApp({ config, db: database.db, logger: false });
await app.listen({ host: config.host, port: config.port });
const { port } = app.server.address() as AddressInfo;

const answerable = { from: addDays(today(config.timeZone), 1), to: interval.to };
const ready: ServerReady = { type: 'ready', port, interval, answerable, seedMs, ...seeded };
process.send!(ready);

process.on('message', (message) => {
  if (message === 'stop') void stop();
});

async function limitEveryDay(groupId: string, limit: number): Promise<void> {
  const trainingDays = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    time: '18:30',
    place: null,
    limit,
  }));
  await database.db.execute(sql`update groups
    set schedule = ${JSON.stringify({ trainingDays, cancelledDates: [] })}::jsonb
    where id = ${groupId}::uuid`);
  await database.db.execute(sql`update attendances a
    set waiting_since = now() + r.place * interval '1 millisecond'
    from (
      select user_id, day, row_number() over (partition by day order by user_id) as place
      from attendances where group_id = ${groupId}::uuid and attendance
    ) r
    where a.group_id = ${groupId}::uuid and a.user_id = r.user_id and a.day = r.day
      and r.place > ${limit}`);
}

async function stop(): Promise<void> {
  await app.close();
  await database.close();
  if (serverUrl) await adminQuery(serverUrl, `drop database if exists "${pgName}" with (force)`);
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
}

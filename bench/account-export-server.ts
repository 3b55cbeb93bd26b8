// The server side of the account-export benchmark (account-export.ts forks this file with
// --expose-gc): the app as main.ts builds it, on PGlite in BENCH_DATA_DIR (the default
// installation) or on BENCH_DATABASE_URL, with one large account seeded straight into the
// tables: ACCOUNT_GROUPS groups with DAYS_PER_GROUP answered days each, every one with a note,
// and INBOX_ENTRIES inbox entries. Over IPC it reports its port and the account's token, and
// its memory: 'sample' collects garbage, notes resident size and heap and samples both every
// 20 ms; 'memory' answers those levels and the peaks since.
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '../packages/server/src/app.ts';
import type { Database } from '../packages/server/src/db/client.ts';
import { users } from '../packages/server/src/db/schema.ts';
import { createSession } from '../packages/server/src/features/auth/mutations.ts';
import { hashPassword } from '../packages/server/src/features/auth/parts/passwords.ts';
import { createGroup } from '../packages/server/src/features/groups/mutations.ts';
import { openBenchDatabase } from './bench-database.ts';

export const ACCOUNT_GROUPS = Number(process.env.BENCH_GROUPS ?? 5);
export const DAYS_PER_GROUP = Number(process.env.BENCH_DAYS_PER_GROUP ?? 22_000);
export const INBOX_ENTRIES = Number(process.env.BENCH_INBOX ?? 20_000);

export type ExportServerMessage =
  | { type: 'ready'; port: number; token: string; rows: number }
  | {
      type: 'memory';
      /** After a full collection when sampling started. */
      baseRss: number;
      baseHeapUsed: number;
      peakRss: number;
      peakHeapUsed: number;
    };

const { config, database } = await openBenchDatabase({
  DATABASE_URL: process.env.BENCH_DATABASE_URL,
  DATA_DIR: process.env.BENCH_DATA_DIR,
  // Many exports of one account in a row: the limit is not what is measured.
  EXPORT_LIMIT: '100000000',
});
const token = await seed(database.db);
const app = await buildApp({ config, db: database.db, logger: false });
await app.listen({ host: config.host, port: config.port });
const { port } = app.server.address() as AddressInfo;
send({ type: 'ready', port, token, rows: ACCOUNT_GROUPS * DAYS_PER_GROUP + INBOX_ENTRIES });

let base = process.memoryUsage();
let peakRss = 0;
let peakHeapUsed = 0;
let sampler: NodeJS.Timeout | undefined;
process.on('message', (message) => {
  if (message === 'sample') {
    collect();
    base = process.memoryUsage();
    peakRss = base.rss;
    peakHeapUsed = base.heapUsed;
    clearInterval(sampler);
    sampler = setInterval(() => {
      const { rss, heapUsed } = process.memoryUsage();
      peakRss = Math.max(peakRss, rss);
      peakHeapUsed = Math.max(peakHeapUsed, heapUsed);
    }, 20);
  } else if (message === 'memory') {
    clearInterval(sampler);
    send({
      type: 'memory',
      baseRss: base.rss,
      baseHeapUsed: base.heapUsed,
      peakRss,
      peakHeapUsed,
    });
  } else if (message === 'stop') {
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  }
});

function collect(): void {
  // Twice: what one collection frees can make more garbage collectable by the next.
  globalThis.gc?.();
  globalThis.gc?.();
}

async function seed(db: Database): Promise<string> {
  const [owner] = await db
    .insert(users)
    .values({
      email: 'bench-export@example.com',
      displayName: 'Bench Exporter',
      passwordHash: await hashPassword('bench password'),
    })
    .returning();
  for (let g = 0; g < ACCOUNT_GROUPS; g++) {
    const { groupId } = await createGroup(db, owner!.id, { name: `Export group ${g}` });
    // Days from 1970 on: far more than the answer window takes now, as an account written
    // before it could hold.
    await db.execute(sql`
      insert into attendances (group_id, user_id, day, attendance, note)
      select ${groupId}::uuid, ${owner!.id}::uuid, date '1970-01-01' + n, n % 3 > 0,
        'A note of some length for day ' || n || ', as members write them'
      from generate_series(0, ${DAYS_PER_GROUP - 1}) as n`);
    if (g === 0) {
      await db.execute(sql`
        insert into notifications (recipient_id, actor_id, group_id, day, attendance, updated_at)
        select ${owner!.id}::uuid, ${owner!.id}::uuid, ${groupId}::uuid, date '1970-01-01' + n,
          n % 2 = 0, now() - n * interval '1 minute'
        from generate_series(0, ${INBOX_ENTRIES - 1}) as n`);
    }
  }
  return (await createSession(db, owner!, { sessionTtlMs: 24 * 3600_000 })).token;
}

function send(message: ExportServerMessage): void {
  process.send!(message);
}

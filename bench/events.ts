import { fork } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { adminQuery, databaseUrl } from '../packages/server/src/test/postgres-admin.ts';
import { startPostgresServer } from '../system/support/postgres-server.ts';
import { printReport, tally } from './events-report.ts';
import { seedEventGroups } from './events-seed.ts';
import type { EventsServerMessage } from './events-server.ts';
import { deliveries, openTimedStream, type TimedStream } from './events-timed-streams.ts';
import { writeChanges } from './events-writes.ts';

// Live-event scale (docs/performance.md, "Live events"): 5,000 open event streams on one
// instance on PostgreSQL, 500 groups of 10 members, attendance changes at a steady rate. Every
// change must reach each of its group's streams as `attendance.changed`, and the members other
// than its author as `notification.changed`; the delay runs from the write's acknowledgement
// (the PUT's response) to the event on a stream. Each stream counts what it received, so a lost
// event is found on the stream that lost it. The server's heap and resident size, after a full
// collection, are read before and after the streams open: their growth per stream is printed.
// Budget: p95 ≤ 50 ms, no event lost.
//
// The server is the app as main.ts builds it, forked (events-server.ts) on a fresh database of
// the PostgreSQL server named by BENCH_DATABASE_URL or TEST_DATABASE_URL, else of a private
// throw-away cluster (system/support/postgres-server.ts). The npm script raises the open-file
// limit to the hard limit first: each stream is a socket here and one in the server.
//
//   npm run bench:events [-- --rate 20 --seconds 15 --groups 500 --members 10]
//
// The parts: seeding (events-seed.ts), the streams (events-timed-streams.ts), the changes
// (events-writes.ts), the result (events-report.ts).

const args = parseArgs(process.argv.slice(2));
const GROUPS = args.groups ?? 500;
const MEMBERS = args.members ?? 10;
const RATE = args.rate ?? 20;
const SECONDS = args.seconds ?? 15;
const STREAMS = GROUPS * MEMBERS;
const BUDGET_P95_MS = 50;

checkOpenFileLimit(STREAMS + 1000);
const given = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const privateServer = given ? undefined : await startPostgresServer();
const pgServerUrl = given ?? privateServer!.url;
const dbName = `turnout_bench_events_${Date.now()}`;
await adminQuery(pgServerUrl, `create database "${dbName}"`);
const dbUrl = databaseUrl(pgServerUrl, dbName);

console.log(`Seeding ${GROUPS} groups × ${MEMBERS} members on PostgreSQL…`);
const groups = await seedEventGroups(dbUrl, { groups: GROUPS, members: MEMBERS });
const server = fork(fileURLToPath(new URL('./events-server.ts', import.meta.url)), {
  execArgv: ['--expose-gc'],
  env: { ...process.env, BENCH_DATABASE: dbUrl },
});
try {
  const { port } = await reply(server, 'ready');
  const base = `http://127.0.0.1:${port}`;

  const before = await memory();
  console.log(`Opening ${STREAMS} event streams…`);
  const streams: TimedStream[] = [];
  const all = groups.flatMap((group) => group.members.map((member) => ({ member, group })));
  for (let i = 0; i < all.length; i += 100) {
    streams.push(
      ...(await Promise.all(all.slice(i, i + 100).map((s) => openTimedStream(base, s)))),
    );
  }
  const after = await memory();
  if (after.streams !== STREAMS) throw new Error(`the server serves ${after.streams} streams`);

  console.log(`Writing ${RATE} changes/s for ${SECONDS} s…`);
  const acks = await writeChanges(base, groups, { rate: RATE, seconds: SECONDS });
  const expectedDeliveries = acks.size * MEMBERS;
  const deadline = performance.now() + 5000;
  while (performance.now() < deadline && deliveries(streams) < expectedDeliveries) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => setTimeout(resolve, 200));

  const result = tally(streams, acks);
  for (const stream of streams) stream.request.destroy();

  const ok = printReport(
    {
      streams: STREAMS,
      groups: GROUPS,
      members: MEMBERS,
      rate: RATE,
      seconds: SECONDS,
      changes: acks.size,
      before,
      after,
      budgetP95Ms: BUDGET_P95_MS,
    },
    result,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  if (server.exitCode === null) {
    server.send('stop');
    await once(server, 'exit');
  }
  await adminQuery(pgServerUrl, `drop database if exists "${dbName}" with (force)`);
  await privateServer?.destroy();
}

async function memory() {
  server.send('memory');
  return reply(server, 'memory');
}

async function reply<T extends EventsServerMessage['type']>(
  child: typeof server,
  type: T,
): Promise<Extract<EventsServerMessage, { type: T }>> {
  for (;;) {
    const [message] = (await Promise.race([
      once(child, 'message'),
      once(child, 'exit').then(([code]) => {
        throw new Error(`The benchmark server exited with code ${code}`);
      }),
    ])) as [EventsServerMessage];
    if (message.type === type) return message as Extract<EventsServerMessage, { type: T }>;
  }
}

/** Each stream needs a socket here (and one in the server): a low limit fails half-way. */
function checkOpenFileLimit(needed: number): void {
  const limits = readFileSync('/proc/self/limits', 'utf8');
  const soft = Number(/^Max open files\s+(\d+)/m.exec(limits)?.[1] ?? Infinity);
  if (soft < needed) {
    throw new Error(
      `${needed} open files needed, the limit is ${soft}: run through npm run bench:events, ` +
        `which raises it to the hard limit, or raise the hard limit (ulimit -Hn).`,
    );
  }
}

function parseArgs(argv: string[]) {
  const names = ['rate', 'seconds', 'groups', 'members'] as const;
  const out: Partial<Record<(typeof names)[number], number>> = {};
  for (let i = 0; i < argv.length; i += 2) {
    const name = names.find((n) => argv[i] === `--${n}`);
    const value = Number(argv[i + 1]);
    if (name && value > 0) out[name] = value;
  }
  return out;
}

// Calendar benchmark (issue 4, "Performance"): `npm run bench:calendar`.
//
// For each backend (embedded PGlite always; PostgreSQL when BENCH_DATABASE_URL or
// TEST_DATABASE_URL names a server) it forks calendar-server.ts, which seeds a group of 100
// members with attendance on most days of five months and listens on loopback, then drives it
// with autocannon from this process: the calendar's five-month interval read, and attendance
// writes, each at 50 concurrent clients (one member per connection) for a bounded time.
// It prints req/s and latency percentiles against the budget (p95 < 20 ms on PostgreSQL) and
// exits non-zero only when requests fail, not when the budget is missed.
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { addDays, API_PATHS, intervalLength, pathFor, type DayInterval } from '@turnout/domain';
import type { ServerReady } from './calendar-server.ts';
import { measure, type Measurement } from './load.ts';

const BUDGET_P95_MS = 20;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const durationS = Number(process.env.BENCH_DURATION_S ?? 10);
const warmUpS = Number(process.env.BENCH_WARMUP_S ?? 2);
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const backends: { name: string; env: Record<string, string> }[] = [
  { name: 'PGlite', env: {} },
  ...(pgUrl ? [{ name: 'PostgreSQL', env: { BENCH_PG_URL: pgUrl } }] : []),
];

// Each client sends its next request as soon as its last one is answered. With 50 clients that
// measures capacity (latency grows with the queue); with one client, the time a single request
// takes on an otherwise idle server.
const SCENARIOS = [
  { operation: 'read 5-month interval', kind: 'read', clients: 1 },
  { operation: 'write own attendance', kind: 'write', clients: 1 },
  { operation: 'read 5-month interval', kind: 'read', clients: connections },
  { operation: 'write own attendance', kind: 'write', clients: connections },
] as const;

interface Row extends Measurement {
  backend: string;
  operation: string;
  clients: number;
}

const rows: Row[] = [];
for (const backend of backends) {
  const { child, ready } = await startServer(backend.env);
  console.log(
    `${backend.name}: seeded ${ready.records} records for ${ready.tokens.length} members ` +
      `(${ready.interval.from} – ${ready.interval.to}) in ${ready.seedMs} ms`,
  );
  try {
    const base = `http://127.0.0.1:${ready.port}`;
    const attendanceUrl = base + pathFor(API_PATHS.attendance, { groupId: ready.groupId });
    const readUrl = `${attendanceUrl}?from=${ready.interval.from}&to=${ready.interval.to}`;
    // Requests still queued when a run stops must not slow the next one down. The health check
    // queues behind them for the database, so its answer means the backlog is gone.
    const settle = () => fetch(base + API_PATHS.health).then((res) => res.arrayBuffer());
    for (const scenario of SCENARIOS) {
      const result = await measure({
        settle,
        connections: scenario.clients,
        tokens: ready.tokens,
        durationS,
        warmUpS,
        ...(scenario.kind === 'read'
          ? { method: 'GET', url: readUrl }
          : { method: 'PUT', url: attendanceUrl, body: randomWrites(ready.interval) }),
      });
      rows.push({ backend: backend.name, ...scenario, ...result });
      await settle();
    }
  } finally {
    child.send('stop');
    await once(child, 'exit');
  }
}

printTable(rows);
const failed = rows.filter((row) => row.failures > 0);
if (failed.length > 0) {
  console.error(`\n${failed.length} measurement(s) had failed requests; see the failures column.`);
  process.exit(1);
}

async function startServer(env: Record<string, string>) {
  const child: ChildProcess = fork(
    fileURLToPath(new URL('./calendar-server.ts', import.meta.url)),
    {
      env: { ...process.env, ...env },
    },
  );
  const [message] = (await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`The benchmark server exited with code ${code} before it was ready`);
    }),
  ])) as [ServerReady];
  return { child, ready: message };
}

/** A body per request: one of the three states on a random day of the interval. */
function randomWrites(interval: DayInterval): () => string {
  const days = intervalLength(interval);
  const states = ['present', 'away', 'undecided'] as const;
  let n = 0;
  return () => {
    n++;
    const day = addDays(interval.from, Math.floor(Math.random() * days));
    const state = states[n % states.length]!;
    return JSON.stringify(n % 4 === 0 ? { day, state, note: `bench ${n}` } : { day, state });
  };
}

function printTable(table: Row[]): void {
  const header = [
    'backend',
    'operation',
    'clients',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'failures',
    'budget',
  ];
  const lines = table.map((row) => [
    row.backend,
    row.operation,
    String(row.clients),
    row.requestsPerSecond.toFixed(0),
    row.p50.toFixed(1),
    row.p95.toFixed(1),
    row.p99.toFixed(1),
    String(row.failures),
    row.clients < connections ? '' : row.p95 < BUDGET_P95_MS ? 'PASS' : 'MISS',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(
    `\nCalendar benchmark: ${durationS} s per row (after ${warmUpS} s warm-up); ` +
      `budget p95 < ${BUDGET_P95_MS} ms at ${connections} clients on PostgreSQL\n`,
  );
  console.log(format(header));
  console.log(format(widths.map((w) => '-'.repeat(w))));
  for (const line of lines) console.log(format(line));
}

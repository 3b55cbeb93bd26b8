// Calendar benchmark (docs/product.md#performance-budgets): `npm run bench:calendar`.
//
// For each backend (embedded PGlite always; PostgreSQL when BENCH_DATABASE_URL or
// TEST_DATABASE_URL names a server) it forks calendar-server.ts, which seeds a group of 100
// members with attendance on most days of five months and listens on loopback, then drives it
// with autocannon from this process: the calendar's five-month interval read and attendance
// writes, one member per connection. The load model (docs/decisions/007-benchmark-load-model.md):
// 50 concurrent clients each send a request a second (alone, and mixed: readers and writers at
// once); 1 client shows a single request on an idle server; 50 clients without pause show
// capacity. It prints req/s and latency percentiles against the budget (p95 < 20 ms for the
// paced rows on PostgreSQL) and exits non-zero only when requests fail. A paced run of repeating
// answers (docs/decisions/022-season-planning.md: 100 days each, so 100 day records and an inbox
// entry for each of the 99 other members per request) has its own budget, p95 < 50 ms.
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { addDays, API_PATHS, intervalLength, pathFor, type DayInterval } from '@turnout/domain';
import type { ServerReady } from './calendar-server.ts';
import { measure, type Measurement } from './load.ts';
import { measurePaced } from './paced.ts';
import { printTable } from './table.ts';

const BUDGET_P95_MS = 20;
const SERIES_BUDGET_P95_MS = 50;
const SERIES_DAYS = 100;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const pace = Number(process.env.BENCH_PACE ?? 1);
const durationS = Number(process.env.BENCH_DURATION_S ?? 10);
const warmUpS = Number(process.env.BENCH_WARMUP_S ?? 2);
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

// BENCH_BACKENDS=postgresql or BENCH_RUNS=paced,mixed (comma-separated) narrow a run.
const chosen = (variable: string, name: string) =>
  !process.env[variable] || process.env[variable].toLowerCase().split(',').includes(name);
const backends = [
  { name: 'PGlite', env: {} as Record<string, string> },
  ...(pgUrl ? [{ name: 'PostgreSQL', env: { BENCH_PG_URL: pgUrl } }] : []),
].filter((backend) => chosen('BENCH_BACKENDS', backend.name.toLowerCase()));

type Kind = 'read' | 'write' | 'series';
interface Load {
  kind: Kind;
  clients: number;
  /** Requests per second per client; unset: as fast as answered. */
  pace?: number;
}
/** The loads of a run go at the same time, each on its own members. */
const RUNS: { name: string; budget: boolean; loads: Load[] }[] = [
  { name: 'single', budget: false, loads: [{ kind: 'read', clients: 1 }] },
  { name: 'single', budget: false, loads: [{ kind: 'write', clients: 1 }] },
  { name: 'single', budget: false, loads: [{ kind: 'series', clients: 1 }] },
  { name: 'paced', budget: true, loads: [{ kind: 'read', clients: connections, pace }] },
  { name: 'paced', budget: true, loads: [{ kind: 'write', clients: connections, pace }] },
  {
    name: 'mixed',
    budget: true,
    loads: [
      { kind: 'read', clients: Math.round(connections * 0.8), pace },
      { kind: 'write', clients: Math.round(connections * 0.2), pace },
    ],
  },
  { name: 'paced', budget: true, loads: [{ kind: 'series', clients: connections, pace }] },
  { name: 'capacity', budget: false, loads: [{ kind: 'read', clients: connections }] },
  { name: 'capacity', budget: false, loads: [{ kind: 'write', clients: connections }] },
];
const OPERATIONS: Record<Kind, string> = {
  read: 'read 5-month interval',
  write: 'write own attendance',
  series: `repeating answer, ${SERIES_DAYS} days`,
};
const budgetOf = (kind: Kind) => (kind === 'series' ? SERIES_BUDGET_P95_MS : BUDGET_P95_MS);

interface Row extends Measurement {
  backend: string;
  run: string;
  operation: string;
  clients: number;
  pace: number | undefined;
  budget: boolean;
  budgetMs: number;
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
    const seriesUrl = base + pathFor(API_PATHS.attendanceSeries, { groupId: ready.groupId });
    const readUrl = `${attendanceUrl}?from=${ready.interval.from}&to=${ready.interval.to}`;
    // Requests still queued when a run stops must not slow the next one down. The health check
    // queues behind them for the database, so its answer means the backlog is gone.
    const settle = () => fetch(base + API_PATHS.health).then((res) => res.arrayBuffer());
    for (const run of RUNS.filter((r) => chosen('BENCH_RUNS', r.name))) {
      // Each load of a run signs in as different members.
      let firstToken = 0;
      const results = await Promise.all(
        run.loads.map((load) => {
          const tokens = ready.tokens.slice(firstToken, (firstToken += load.clients));
          const request =
            load.kind === 'read'
              ? { method: 'GET' as const, url: readUrl }
              : load.kind === 'series'
                ? { method: 'PUT' as const, url: seriesUrl, body: randomSeries(ready.answerable) }
                : {
                    method: 'PUT' as const,
                    url: attendanceUrl,
                    body: randomWrites(ready.answerable),
                  };
          const common = { tokens, durationS, warmUpS, ...request };
          return load.pace === undefined
            ? measure({ ...common, settle, connections: load.clients })
            : measurePaced({ ...common, clients: load.clients, pace: load.pace });
        }),
      );
      run.loads.forEach((load, i) =>
        rows.push({
          backend: backend.name,
          run: run.name,
          operation: OPERATIONS[load.kind],
          clients: load.clients,
          pace: load.pace,
          budget: run.budget && backend.name === 'PostgreSQL',
          budgetMs: budgetOf(load.kind),
          ...results[i]!,
        }),
      );
      await settle();
    }
  } finally {
    child.send('stop');
    await once(child, 'exit');
  }
}

console.log(
  `\nCalendar benchmark: ${durationS} s per row (after ${warmUpS} s warm-up); ` +
    `budget p95 < ${BUDGET_P95_MS} ms for the paced and mixed runs on PostgreSQL ` +
    `(${SERIES_BUDGET_P95_MS} ms for repeating answers); ` +
    `training limit ${Number(process.env.BENCH_TRAINING_LIMIT ?? 0) || 'none'}; ` +
    `load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}\n`,
);
printTable(
  [
    'backend',
    'run',
    'operation',
    'clients',
    'pace/s',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'failures',
    'budget',
  ],
  rows.map((row) => [
    row.backend,
    row.run,
    row.operation,
    String(row.clients),
    row.pace === undefined ? 'max' : String(row.pace),
    row.requestsPerSecond.toFixed(0),
    row.p50.toFixed(1),
    row.p95.toFixed(1),
    row.p99.toFixed(1),
    String(row.failures),
    row.budget ? (row.p95 < row.budgetMs ? 'PASS' : 'MISS') : '',
  ]),
);
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

/** A body per request: one of the three states on a random day still answerable. */
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

/**
 * A body per request: a repeating answer over SERIES_DAYS days from a random answerable day
 * (tomorrow when fewer than SERIES_DAYS are left in the interval: every client then answers
 * the same days, the worst case for a limit's places), alternating present and away so every request changes its days (and so writes the
 * other members' inbox entries).
 */
function randomSeries(interval: DayInterval): () => string {
  const starts = Math.max(1, intervalLength(interval) - SERIES_DAYS + 1);
  let n = 0;
  return () => {
    n++;
    const from = addDays(interval.from, Math.floor(Math.random() * starts));
    const to = addDays(from, SERIES_DAYS - 1);
    const state = n % 2 === 0 ? 'present' : 'away';
    // Replacing, so every day is written as before keeping became the default
    // (docs/decisions/032-notes-belong-to-answers.md): the heavier case.
    const existing = 'replace';
    return JSON.stringify(
      n % 4 === 0
        ? { from, to, state, note: `bench ${n}`, existing }
        : { from, to, state, existing },
    );
  };
}

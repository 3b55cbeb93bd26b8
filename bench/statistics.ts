// Statistics benchmark (docs/performance.md#statistics): `npm run bench:statistics`.
//
// For each backend (embedded PGlite always; PostgreSQL when BENCH_DATABASE_URL or
// TEST_DATABASE_URL names a server) it forks statistics-server.ts, which seeds a group of 100
// members over a 365-day season (three training days a week, an answer and a roll call on
// each), then reads the season's statistics from this process: as the coach (every person's
// figures) and as members (their own). The load model (docs/decisions/008-benchmark-load-model.md):
// 50 clients each sending a request a second on average, paced; one client alone shows a single
// request on an idle server. Budget: p95 ≤ 50 ms for the paced rows on PostgreSQL. The season
// grid and the .xlsx export are measured alone (no budget). Exits non-zero when requests fail.
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { addDays, API_PATHS, pathFor, statisticsEndpoints, today } from '@turnout/domain';
import type { Measurement } from './load.ts';
import { processCpuMs } from './cpu-time.ts';
import { measurePaced } from './paced.ts';
import type { StatisticsServerReady } from './statistics-server.ts';
import { printTable } from './table.ts';

const BUDGET_P95_MS = 50;
const clients = Number(process.env.BENCH_CONNECTIONS ?? 50);
const pace = Number(process.env.BENCH_PACE ?? 1);
const durationS = Number(process.env.BENCH_DURATION_S ?? 10);
const warmUpS = Number(process.env.BENCH_WARMUP_S ?? 2);
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const chosen = (variable: string, name: string) =>
  !process.env[variable] || process.env[variable].toLowerCase().split(',').includes(name);
const backends = [
  { name: 'PGlite', env: {} as Record<string, string> },
  ...(pgUrl ? [{ name: 'PostgreSQL', env: { BENCH_PG_URL: pgUrl } }] : []),
].filter((backend) => chosen('BENCH_BACKENDS', backend.name.toLowerCase()));

interface Row extends Measurement {
  backend: string;
  run: string;
  operation: string;
  clients: number;
  pace: number | undefined;
  budget: boolean;
  /** The app server's CPU milliseconds per request (the process alone, not PostgreSQL). */
  cpuMs: number;
}

const rows: Row[] = [];
for (const backend of backends) {
  const { child, ready } = await startServer(backend.env);
  console.log(
    `${backend.name}: seeded ${ready.answers} answers and ${ready.rollCalls} roll calls for ` +
      `${ready.tokens.length} people (${ready.season.from} – ${ready.season.to}) in ${ready.seedMs} ms`,
  );
  try {
    const base = `http://127.0.0.1:${ready.port}`;
    const query = `?from=${ready.season.from}&to=${ready.season.to}`;
    const at = (entry: { path: string }) =>
      base + pathFor(entry.path, { groupId: ready.groupId }) + query;
    const coach = [ready.tokens[0]!];
    const members = ready.tokens.slice(1);
    const runs: {
      run: string;
      operation: string;
      url: string;
      tokens: string[];
      n: number;
      pace: number;
      budget: boolean;
    }[] = [
      {
        run: 'single',
        operation: 'season statistics, coach',
        url: at(statisticsEndpoints.statistics),
        tokens: coach,
        n: 1,
        pace,
        budget: false,
      },
      {
        run: 'single',
        operation: 'season statistics, member',
        url: at(statisticsEndpoints.statistics),
        tokens: members,
        n: 1,
        pace,
        budget: false,
      },
      {
        run: 'single',
        operation: 'season grid, coach',
        url: at(statisticsEndpoints.grid),
        tokens: coach,
        n: 1,
        pace,
        budget: false,
      },
      {
        run: 'single',
        operation: 'season export .xlsx, coach',
        url: at(statisticsEndpoints.exportXlsx),
        tokens: coach,
        n: 1,
        pace,
        budget: false,
      },
      {
        run: 'paced',
        operation: 'season statistics, coach',
        url: at(statisticsEndpoints.statistics),
        tokens: coach,
        n: clients,
        pace,
        budget: true,
      },
      {
        run: 'paced',
        operation: 'season statistics, member',
        url: at(statisticsEndpoints.statistics),
        tokens: members,
        n: clients,
        pace,
        budget: true,
      },
    ];
    // The server's CPU per request, warm-up included: the latency of a loaded machine says
    // little about what a request costs, its CPU time does.
    const cpuPerRequest = async (measure: () => Promise<Measurement[]>) => {
      const before = processCpuMs(child.pid!);
      const results = await measure();
      const requests = results.reduce(
        (sum, result) => sum + result.requestsPerSecond * (durationS + warmUpS),
        0,
      );
      return { results, cpuMs: (processCpuMs(child.pid!) - before) / requests };
    };
    for (const run of runs.filter((r) => chosen('BENCH_RUNS', r.run))) {
      const {
        results: [result],
        cpuMs,
      } = await cpuPerRequest(async () => [
        await measurePaced({
          method: 'GET',
          url: run.url,
          tokens: run.tokens,
          clients: run.n,
          pace: run.pace,
          durationS,
          warmUpS,
        }),
      ]);
      rows.push({
        backend: backend.name,
        run: run.run,
        operation: run.operation,
        clients: run.n,
        pace: run.pace,
        budget: run.budget && backend.name === 'PostgreSQL',
        cpuMs,
        ...result!,
      });
    }
    // Mixed: the coach's reads while members answer the coming days, each answer moving the
    // group's revision, so most reads find the cached figures out of date and count anew.
    if (chosen('BENCH_RUNS', 'mixed')) {
      const writers = Math.round(clients * 0.2);
      const attendanceUrl = base + pathFor(API_PATHS.attendance, { groupId: ready.groupId });
      const {
        results: [reads, writes],
        cpuMs,
      } = await cpuPerRequest(() =>
        Promise.all([
          measurePaced({
            method: 'GET',
            url: at(statisticsEndpoints.statistics),
            tokens: coach,
            clients: clients - writers,
            pace,
            durationS,
            warmUpS,
          }),
          measurePaced({
            method: 'PUT',
            url: attendanceUrl,
            tokens: members.slice(0, writers),
            clients: writers,
            pace,
            durationS,
            warmUpS,
            body: comingAnswers(),
          }),
        ]),
      );
      for (const [operation, n, result, budget] of [
        ['season statistics, coach', clients - writers, reads, true],
        ['answer a coming day, member', writers, writes, false],
      ] as const) {
        rows.push({
          backend: backend.name,
          run: 'mixed',
          operation,
          clients: n,
          pace,
          budget: budget && backend.name === 'PostgreSQL',
          // Reads and writes together: one process serves both.
          cpuMs,
          ...result!,
        });
      }
    }
  } finally {
    child.send('stop');
    await once(child, 'exit');
  }
}

console.log(
  `\nStatistics benchmark: ${durationS} s per row (after ${warmUpS} s warm-up); budget p95 ≤ ` +
    `${BUDGET_P95_MS} ms for the paced rows on PostgreSQL; load average ` +
    `${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores\n`,
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
    'server CPU ms/req',
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
    row.cpuMs.toFixed(2),
    row.budget ? (row.p95 <= BUDGET_P95_MS ? 'PASS' : 'MISS') : '',
  ]),
);
const budgeted = rows.filter((row) => row.budget);
console.log(
  budgeted.length === 0
    ? '\nNo PostgreSQL backend: the budget is not checked (set BENCH_DATABASE_URL).'
    : `\n${budgeted.every((row) => row.p95 <= BUDGET_P95_MS) ? 'PASS' : 'MISS'}: ` +
        `statistics p95 ${budgeted.map((row) => `${row.run} ${row.operation.split(', ')[1]} ${row.p95.toFixed(0)} ms`).join(', ')} ` +
        `(budget ${BUDGET_P95_MS} ms)`,
);
if (rows.some((row) => row.failures > 0)) {
  console.error('\nSome requests failed; see the failures column.');
  process.exit(1);
}

async function startServer(env: Record<string, string>) {
  const child: ChildProcess = fork(
    fileURLToPath(new URL('./statistics-server.ts', import.meta.url)),
    { env: { ...process.env, ...env } },
  );
  const [message] = (await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`The benchmark server exited with code ${code} before it was ready`);
    }),
  ])) as [StatisticsServerReady];
  return { child, ready: message };
}

/** A body per request: present or away, in turn, on one of the next 28 days. */
function comingAnswers(): () => string {
  let n = 0;
  return () => {
    n++;
    const day = addDays(today(), 1 + (n % 28));
    return JSON.stringify({ day, state: n % 2 === 0 ? 'present' : 'away' });
  };
}

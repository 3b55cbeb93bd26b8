// Mixed-load benchmark (docs/product.md#performance-budgets): `npm run bench:load`.
//
// For each backend (embedded PGlite always; PostgreSQL when BENCH_DATABASE_URL or
// TEST_DATABASE_URL names a server, on a fresh database dropped afterwards) it forks
// load-mixed-server.ts, which seeds a club (load-mixed-seed.ts: 200 people in 10 groups of about
// 34, each person in one to three groups, attendance on 85 % of the days of the five calendar
// months, about 500 inbox entries each) and serves on loopback the app and a bare Fastify
// baseline on the same database (baseline-app.ts). Then, from this process:
//
// 1. Latency (the budget; docs/decisions/008-benchmark-load-model.md): BENCH_CLIENTS (50)
//    people, each signed in as a different member on its own keep-alive connection, each with
//    its event stream open for the whole run (GET /api/events), each sending a request, reading
//    the answer, pausing an exponentially distributed time (mean 1 s), with this mix:
//      15 %  my groups        GET  /api/groups
//      35 %  group calendar   GET  /api/groups/:id/attendance?from&to  (the five months)
//      20 %  mark a day       PUT  /api/groups/:id/attendance  (present / away / undecided)
//      25 %  inbox page       GET  /api/notifications?limit=20
//       3 %  unread count     GET  /api/notifications?limit=1  (the bell)
//       2 %  mark read        POST /api/notifications/:id/read
//    Requests carry the browser's accept-encoding (BENCH_ACCEPT_ENCODING, '' for none).
// 2. Capacity: per operation, as many connections sending back to back (autocannon), on the app
//    and on the baseline in turn, three rounds, whose handler runs only that operation's SQL
//    statement (baseline-app.ts); the round with the median ratio ours / baseline is printed,
//    with the CPU milliseconds per request of the server process and of PostgreSQL.
//
// Budget on PostgreSQL: p95 ≤ 10 ms for every operation, no errors, ratio ≥ 0.8. It exits
// non-zero only when requests fail. Environment: BENCH_DURATION_S (20) and BENCH_WARMUP_S (2)
// for the latency run, BENCH_CAPACITY_S (2) and BENCH_CAPACITY_WARMUP_S (0.5) per capacity
// measurement, BENCH_CAPACITY_ROUNDS (3), BENCH_BACKENDS=pglite|postgresql to run one.
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { API_PATHS } from '@turnout/domain';
import { processCpuMs, processTreeCpuMs } from './cpu-time.ts';
import { openEventStreams } from './event-streams.ts';
import { measure, type Measurement } from './load.ts';
import type { MixedServerReady } from './load-mixed-server.ts';
import { mixedOperations, operationChooser, type Operation } from './load-mixed-operations.ts';
import { measurePacedMix } from './paced.ts';
import { printTable } from './table.ts';

const BUDGET_P95_MS = 10;
const BUDGET_RATIO = 0.8;
const clients = Number(process.env.BENCH_CLIENTS ?? 50);
const durationS = Number(process.env.BENCH_DURATION_S ?? 20);
const warmUpS = Number(process.env.BENCH_WARMUP_S ?? 2);
const capacityS = Number(process.env.BENCH_CAPACITY_S ?? 2);
const capacityRounds = Number(process.env.BENCH_CAPACITY_ROUNDS ?? 3);
const capacityWarmUpS = Number(process.env.BENCH_CAPACITY_WARMUP_S ?? 0.5);
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';
const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const backends = [
  { name: 'PGlite', env: {} as Record<string, string> },
  ...(pgUrl ? [{ name: 'PostgreSQL', env: { BENCH_PG_URL: pgUrl } }] : []),
].filter(
  (backend) =>
    !process.env.BENCH_BACKENDS ||
    process.env.BENCH_BACKENDS.toLowerCase().split(',').includes(backend.name.toLowerCase()),
);

interface Cost {
  /** CPU ms per request of the server process (the app, or the baseline; PGlite included). */
  server: number;
  /** CPU ms per request of PostgreSQL's processes; NaN for PGlite or a server elsewhere. */
  postgres: number;
}

interface Capacity extends Measurement {
  cost: Cost;
}

interface Row {
  backend: string;
  operation: Operation;
  paced: Measurement;
  ours: Capacity;
  baseline: Capacity;
}

const rows: Row[] = [];
const notes: string[] = [];
for (const backend of backends) {
  const loadBefore = loadAverage();
  const { child, ready } = await startServer(backend.env);
  console.log(
    `${backend.name}: seeded ${ready.people.length} people, ${ready.groups} groups, ` +
      `${ready.memberships} memberships, ${ready.attendances} attendance records, ` +
      `${ready.notifications} inbox entries (${ready.interval.from} – ${ready.interval.to}) ` +
      `in ${ready.seedMs} ms`,
  );
  const base = `http://127.0.0.1:${ready.port}`;
  const baselineBase = `http://127.0.0.1:${ready.baselinePort}`;
  const people = ready.people.slice(0, clients);
  const byToken = new Map(people.map((person) => [person.token, person]));
  const operations = mixedOperations(ready.interval, ready.today);
  // Requests still queued when a run stops must not slow the next one down. The health check
  // queues behind them for the database, so its answer means the backlog is gone.
  const settle = () => fetch(base + API_PATHS.health).then((res) => res.arrayBuffer());
  const streams = await openEventStreams(
    base,
    people.map((person) => person.token),
  );
  try {
    console.log(`${backend.name}: ${clients} people, paced, for ${warmUpS} + ${durationS} s…`);
    const choose = operationChooser(operations);
    const paced = await measurePacedMix({
      clients: people.map((person) => ({
        token: person.token,
        next: () => {
          const operation = choose();
          return {
            operation: operation.name,
            method: operation.method,
            url: base + operation.path(person),
            body: operation.body?.(),
          };
        },
      })),
      pace: 1,
      durationS,
      warmUpS,
      headers,
    });
    await settle();

    console.log(`${backend.name}: capacity per operation, app and baseline…`);
    const capacity = async (target: string, operation: Operation, baseline: boolean) => {
      const options = {
        method: operation.method,
        url: target,
        path: (token: string) =>
          (baseline ? operation.baselinePath : operation.path)(byToken.get(token)!),
        connections: clients,
        tokens: people.map((person) => person.token),
        warmUpS: 0,
        body: operation.body,
        headers,
        settle,
      };
      await measure({ ...options, durationS: capacityWarmUpS });
      await settle();
      const before = cpuNow(child.pid!, ready.postmasterPid);
      const result = await measure({ ...options, durationS: capacityS });
      const after = cpuNow(child.pid!, ready.postmasterPid);
      await settle();
      const requests = result.requestsPerSecond * capacityS;
      return {
        ...result,
        cost: {
          server: (after.server - before.server) / requests,
          postgres: (after.postgres - before.postgres) / requests,
        },
      };
    };
    for (const operation of operations) {
      // Alternating rounds, so a change in the machine's other load between the two
      // measurements skews one round, not the verdict: the round with the median ratio counts.
      const rounds = [];
      for (let round = 0; round < capacityRounds; round++) {
        const ours = await capacity(base, operation, false);
        const baseline = await capacity(baselineBase, operation, true);
        rounds.push({ ours, baseline, ratio: ours.requestsPerSecond / baseline.requestsPerSecond });
      }
      rounds.sort((a, b) => a.ratio - b.ratio);
      const { ours, baseline } = rounds[Math.floor(rounds.length / 2)]!;
      rows.push({
        backend: backend.name,
        operation,
        paced: paced.get(operation.name) ?? emptyMeasurement(),
        ours,
        baseline,
      });
    }
  } finally {
    notes.push(
      `${backend.name}: ${clients} event streams open throughout, ${streams.events()} events ` +
        `received, ${streams.failures()} streams failed; load average ${loadBefore} before, ` +
        `${loadAverage()} after`,
    );
    if (streams.failures() > 0) process.exitCode = 1;
    streams.close();
    child.send('stop');
    await once(child, 'exit');
  }
}

console.log(
  `\nMixed load: ${clients} people paced at 1 request/s each (exponential pauses), ` +
    `${durationS} s after ${warmUpS} s warm-up; capacity: ${clients} connections back to back, ` +
    `${capacityS} s after ${capacityWarmUpS} s, per operation, app and bare baseline in turn, ` +
    `median of ${capacityRounds} rounds. ` +
    `${os.cpus().length} CPUs, Node ${process.version}. ` +
    `Budget on PostgreSQL: p95 ≤ ${BUDGET_P95_MS} ms, no errors, ratio ≥ ${BUDGET_RATIO}.\n`,
);
const ms = (value: number) => (Number.isNaN(value) ? '' : value.toFixed(1));
// The app's own work per request is a fraction of a millisecond: two decimals show it.
const cpuMs = (value: number) => (Number.isNaN(value) ? '' : value.toFixed(2));
printTable(
  [
    'backend',
    'operation',
    'mix',
    'clients',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'errors',
    'capacity req/s',
    'baseline req/s',
    'ratio',
    'budget',
  ],
  rows.map((row) => [
    row.backend,
    row.operation.name,
    `${row.operation.weight} %`,
    String(clients),
    row.paced.requestsPerSecond.toFixed(1),
    ms(row.paced.p50),
    ms(row.paced.p95),
    ms(row.paced.p99),
    String(errors(row)),
    row.ours.requestsPerSecond.toFixed(0),
    row.baseline.requestsPerSecond.toFixed(0),
    ratio(row).toFixed(2),
    row.backend === 'PostgreSQL' ? budget(row) : '',
  ]),
);
console.log('\nCPU ms per request in the capacity runs (server process; PostgreSQL processes)\n');
printTable(
  ['backend', 'operation', 'app server', 'app postgres', 'baseline server', 'baseline postgres'],
  rows.map((row) => [
    row.backend,
    row.operation.name,
    cpuMs(row.ours.cost.server),
    cpuMs(row.ours.cost.postgres),
    cpuMs(row.baseline.cost.server),
    cpuMs(row.baseline.cost.postgres),
  ]),
);
console.log(`\n${notes.join('\n')}`);
const failed = rows.filter((row) => errors(row) > 0);
if (failed.length > 0) {
  console.error(`\n${failed.length} operation(s) had failed requests; see the errors column.`);
  process.exitCode = 1;
}

/** The machine's 1-minute load average: the benchmark shares it with whatever else runs. */
function loadAverage(): string {
  return os.loadavg()[0]!.toFixed(1);
}

function errors(row: Row): number {
  return row.paced.failures + row.ours.failures + row.baseline.failures;
}

function ratio(row: Row): number {
  return row.ours.requestsPerSecond / row.baseline.requestsPerSecond;
}

function budget(row: Row): string {
  const missed = [
    row.paced.p95 <= BUDGET_P95_MS ? '' : 'p95',
    errors(row) === 0 ? '' : 'errors',
    ratio(row) >= BUDGET_RATIO ? '' : 'ratio',
  ].filter(Boolean);
  return missed.length === 0 ? 'PASS' : `MISS ${missed.join(', ')}`;
}

function emptyMeasurement(): Measurement {
  return { requestsPerSecond: 0, p50: NaN, p95: NaN, p99: NaN, failures: 0 };
}

function cpuNow(serverPid: number, postmasterPid: number | undefined) {
  return {
    server: processCpuMs(serverPid),
    postgres: postmasterPid === undefined ? NaN : processTreeCpuMs(postmasterPid),
  };
}

async function startServer(env: Record<string, string>) {
  const child: ChildProcess = fork(
    fileURLToPath(new URL('./load-mixed-server.ts', import.meta.url)),
    { env: { ...process.env, ...env } },
  );
  const [message] = (await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`The benchmark server exited with code ${code} before it was ready`);
    }),
  ])) as [MixedServerReady];
  return { child, ready: message };
}

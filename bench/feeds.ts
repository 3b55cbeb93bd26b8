// Feed benchmark (calendar feeds, docs/performance.md): `npm run bench:feeds`.
//
// Forks calendar-server.ts (one group of 100 members, attendance on most days of five months)
// on PostgreSQL: the server named by BENCH_DATABASE_URL or TEST_DATABASE_URL, else a private
// throw-away cluster (system/support/postgres-server.ts; scripts/ensure-postgres.sh installs the
// binaries). Every member makes a group feed link and a personal one through the API; then
// paced clients (ADR 008: 50 clients, a request a second each on average) poll the feeds the
// way calendar apps do, without a session. Budget: p95 ≤ 20 ms for the paced rows, where the
// answer is cached by the group's revision.
//
// Feeds under writes, in the same run so the machine's load weighs on all alike: 10 of the 50
// change their own days (about six changes a second to the group, each one making the next poll
// find a new revision) while the other 40 poll the group feed: the mix. Beside it, the same 10
// writers alone and the same 40 pollers alone (their feed cached), each for BENCH_MIX_DURATION_S
// (30 s). Budget of the mix: feed polls p95 ≤ 25 ms, and the writes' p95 at most WRITES_WITHIN ×
// the writes' p95 alone.
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  addDays,
  API_PATHS,
  CSRF_HEADER,
  intervalLength,
  pathFor,
  today,
  type FeedLinkResponse,
} from '@turnout/domain';
import { startPostgresServer } from '../system/support/postgres-server.ts';
import { processCpuMs } from './cpu-time.ts';
import type { ServerReady } from './calendar-server.ts';
import type { Measurement } from './load.ts';
import { measurePacedMix, type PacedRequest } from './paced.ts';
import { printTable } from './table.ts';

const BUDGET_P95_MS = 20;
/** Feed polls while the group changes (the mix). */
const BUDGET_MIXED_POLLS_P95_MS = 25;
/**
 * The mix's writes against the writes alone: p95s measured seconds apart on a shared two-core
 * machine move by about a tenth between runs of the same load, so "unchanged" is read as at most
 * this factor.
 */
const WRITES_WITHIN = 1.2;
const clients = Number(process.env.BENCH_CONNECTIONS ?? 50);
const pace = Number(process.env.BENCH_PACE ?? 1);
const durationS = Number(process.env.BENCH_DURATION_S ?? 10);
/**
 * The mix and its halves run longer: ten writers make about ten writes a second, and a p95 of a
 * hundred writes is their fifth slowest, which moved by half between runs of the same code.
 */
const mixDurationS = Number(process.env.BENCH_MIX_DURATION_S ?? 30);
const warmUpS = Number(process.env.BENCH_WARMUP_S ?? 2);

const given = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const privateServer = given ? undefined : await startPostgresServer();
const pgUrl = given ?? privateServer!.url;

const loadBefore = os.loadavg()[0]!.toFixed(1);
const { child, ready } = await startServer({ BENCH_PG_URL: pgUrl });
const base = `http://127.0.0.1:${ready.port}`;
interface Run {
  run: string;
  budget: boolean;
  clients: { token: string; next: () => PacedRequest }[];
  headers?: Record<string, string>;
  seconds?: number;
}
const rows: {
  run: string;
  operation: string;
  budget: boolean;
  result: Measurement;
  /** The server process's CPU over the run, in % of one core: the same on a busy machine. */
  cpu?: number;
}[] = [];
try {
  const groupLinks = await makeLinks(pathFor(API_PATHS.groupFeed, { groupId: ready.groupId }));
  const personalLinks = await makeLinks(API_PATHS.personalFeed);
  const feedPath = (link: string) => base + new URL(link).pathname;
  // Every member's group feed is the same calendar, with the same tag.
  const first = await fetch(feedPath(groupLinks[0]!));
  const etag = first.headers.get('etag')!;
  const size = (await first.arrayBuffer()).byteLength;
  console.log(`PostgreSQL: ${ready.records} records; the group feed is ${size} bytes`);

  const poll = (links: string[], operation: string) =>
    links.slice(0, clients).map((link, n) => ({
      token: ready.tokens[n]!,
      next: (): PacedRequest => ({ operation, method: 'GET', url: feedPath(link) }),
    }));
  const writeUrl = base + pathFor(API_PATHS.attendance, { groupId: ready.groupId });
  const writers = ready.tokens.slice(clients - Math.round(clients * 0.2), clients).map((token) => ({
    token,
    next: (): PacedRequest => ({
      operation: 'write own attendance',
      method: 'PUT',
      url: writeUrl,
      body: randomWrite(),
    }),
  }));

  const pollers = poll(groupLinks, 'group feed (200)').slice(0, clients - writers.length);

  // A calendar app's first poll renders the feed; the budget is for the polls after it, which
  // find it cached by the group's revision. The render itself is timed below, after changes.
  await Promise.all([...groupLinks, ...personalLinks].map((link) => fetch(feedPath(link))));

  const runs = [
    { run: 'paced', budget: true, clients: poll(groupLinks, 'group feed (200)') },
    {
      run: 'paced',
      budget: true,
      clients: poll(groupLinks, 'group feed (304)'),
      headers: { 'if-none-match': etag },
    },
    { run: 'paced', budget: true, clients: poll(personalLinks, 'personal feed (200)') },
    // The mix and its two halves, alone.
    { run: 'writes alone', budget: false, clients: writers, seconds: mixDurationS },
    { run: 'polls alone', budget: false, clients: pollers, seconds: mixDurationS },
    { run: 'mixed', budget: false, clients: [...pollers, ...writers], seconds: mixDurationS },
  ];
  for (const { run, budget, clients: load, headers = {}, seconds = durationS } of runs as Run[]) {
    const cpuBefore = processCpuMs(child.pid!);
    const started = performance.now();
    const results = await measurePacedMix({
      clients: load,
      pace,
      durationS: seconds,
      warmUpS,
      headers: { ...headers, [CSRF_HEADER]: '1' },
    });
    const cpu = (100 * (processCpuMs(child.pid!) - cpuBefore)) / (performance.now() - started);
    for (const [operation, result] of results) rows.push({ run, operation, budget, result, cpu });
  }
  rows.push({
    run: 'single',
    operation: 'group feed after a change',
    budget: false,
    result: await renderAfterChanges(feedPath(groupLinks[0]!), writeUrl),
  });
} finally {
  child.send('stop');
  await once(child, 'exit');
  await privateServer?.destroy();
}

console.log(
  `\nFeed benchmark on PostgreSQL: ${clients} clients, ${pace}/s each, ${durationS} s per row ` +
    `(${mixDurationS} s for the mix and its halves; after ${warmUpS} s warm-up); budget p95 ≤ ` +
    `${BUDGET_P95_MS} ms for the paced rows; ` +
    `load average ${loadBefore} before, ${loadAverage()} after\n`,
);
printTable(
  ['run', 'operation', 'server CPU %', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'failures', 'budget'],
  rows.map(({ run, operation, budget, result, cpu }) => [
    run,
    operation,
    cpu === undefined ? '' : cpu.toFixed(0),
    result.requestsPerSecond.toFixed(0),
    result.p50.toFixed(1),
    result.p95.toFixed(1),
    result.p99.toFixed(1),
    String(result.failures),
    budget ? (result.p95 <= BUDGET_P95_MS ? 'PASS' : 'MISS') : '',
  ]),
);

// The mix against its halves alone, measured in this run.
const p95Of = (run: string, operation: string) =>
  rows.find((row) => row.run === run && row.operation === operation)?.result.p95 ?? NaN;
const write = 'write own attendance';
const mixedPolls = p95Of('mixed', 'group feed (200)');
const mixedWrites = p95Of('mixed', write);
const writesAlone = p95Of('writes alone', write);
console.log('\nFeeds under writes (the mix; compared within this run)\n');
printTable(
  ['budget', 'measured', 'limit', 'verdict'],
  [
    [
      `feed polls p95 ≤ ${BUDGET_MIXED_POLLS_P95_MS} ms`,
      `${mixedPolls.toFixed(1)} ms (alone ${p95Of('polls alone', 'group feed (200)').toFixed(1)})`,
      `${BUDGET_MIXED_POLLS_P95_MS} ms`,
      mixedPolls <= BUDGET_MIXED_POLLS_P95_MS ? 'PASS' : 'MISS',
    ],
    [
      `writes p95 within ${WRITES_WITHIN}× of writes alone`,
      `${mixedWrites.toFixed(1)} ms (alone ${writesAlone.toFixed(1)})`,
      `${(writesAlone * WRITES_WITHIN).toFixed(1)} ms`,
      mixedWrites <= writesAlone * WRITES_WITHIN ? 'PASS' : 'MISS',
    ],
  ],
);
if (rows.some((row) => row.result.failures > 0)) {
  console.error('\nSome requests failed; see the failures column.');
  process.exit(1);
}

/** The machine's 1-minute load average: the benchmark shares it with whatever else runs. */
function loadAverage(): string {
  return os.loadavg()[0]!.toFixed(1);
}

/** A feed link for every member, made through the API as the app does. */
async function makeLinks(path: string): Promise<string[]> {
  return Promise.all(
    ready.tokens.map(async (token) => {
      const res = await fetch(base + path, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      if (!res.ok) throw new Error(`Making a feed link failed: ${res.status}`);
      return ((await res.json()) as FeedLinkResponse).url;
    }),
  );
}

/** One client: change a day, then poll the group feed, which renders it anew; 20 times. */
async function renderAfterChanges(feed: string, write: string): Promise<Measurement> {
  const latencies: number[] = [];
  const started = performance.now();
  for (let n = 0; n < 20; n++) {
    const changed = await fetch(write, {
      method: 'PUT',
      headers: { authorization: `Bearer ${ready.tokens[0]}`, 'content-type': 'application/json' },
      body: randomWrite(),
    });
    if (!changed.ok) throw new Error(`A change failed: ${changed.status}`);
    const t = performance.now();
    await (await fetch(feed)).arrayBuffer();
    latencies.push(performance.now() - t);
  }
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!;
  return {
    requestsPerSecond: latencies.length / ((performance.now() - started) / 1000),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    failures: 0,
  };
}

/**
 * A member's change of a day still to come (days that are over are closed to members:
 * docs/decisions/049-roll-call-and-closed-days.md); tomorrow in UTC is not over in any zone.
 */
function randomWrite(): string {
  const tomorrow = addDays(today('UTC'), 1);
  const from = tomorrow > ready.interval.from ? tomorrow : ready.interval.from;
  const days = intervalLength({ from, to: ready.interval.to });
  const day = addDays(from, Math.floor(Math.random() * days));
  const state = (['present', 'away', 'undecided'] as const)[Math.floor(Math.random() * 3)];
  return JSON.stringify({ day, state });
}

async function startServer(env: Record<string, string>) {
  const server: ChildProcess = fork(
    fileURLToPath(new URL('./calendar-server.ts', import.meta.url)),
    { env: { ...process.env, ...env } },
  );
  const [message] = (await Promise.race([
    once(server, 'message'),
    once(server, 'exit').then(([code]) => {
      throw new Error(`The benchmark server exited with code ${code} before it was ready`);
    }),
  ])) as [ServerReady];
  return { child: server, ready: message };
}

import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nginxConfig, startNginx, upstreamConfig } from '../system/cluster/nginx.ts';
import { freePort } from '../system/support/free-port.ts';
import { startPostgresServer } from '../system/support/postgres-server.ts';
import { processCpuMs, processTreeCpuMs } from './cpu-time.ts';
import { printReport, tally } from './events-report.ts';
import { printStatements, resetStatements, STATEMENT_SETTINGS } from './events-statements.ts';
import { seedEventGroups } from './events-seed.ts';
import type { EventsServerMessage } from './events-server.ts';
import type { HolderMessage } from './events-stream-holder.ts';
import type { StreamRecord } from './events-timed-streams.ts';
import { writeChanges } from './events-writes.ts';

// Live events at several instances (docs/scaling.md §2, docs/performance.md "Live events at
// several instances"): N Turnout instances (events-server.ts) behind nginx on one private PostgreSQL
// cluster (fsync on), streams opened through nginx (so spread over the instances), attendance
// changes written through nginx at a steady rate. Each way of announcing new events runs in
// turn on the same seeded database: `per-commit` (each write NOTIFYs from its own commit, taking
// PostgreSQL's global NOTIFY lock) and `batched` (one NOTIFY after commit per few milliseconds
// per instance). Delivery runs from a write's acknowledgement to the event on a stream, both
// timed on the machine's monotonic clock; the streams are held by a few processes of their own
// (events-stream-holder.ts). Memory per stream is each instance's growth while its streams
// opened. Budget: p95 ≤ 100 ms, nothing lost, every write answered (PASS/MISS printed).
//
//   npm run bench:events-cluster [-- --instances 3 --groups 1500 --members 10 --rate 200 --seconds 5]

const args = parseArgs(process.argv.slice(2));
const INSTANCES = args.instances ?? 3;
const GROUPS = args.groups ?? 1500;
const MEMBERS = args.members ?? 10;
const RATE = args.rate ?? 200;
// Each round of changes over the groups takes a new day to come (about 730): rate × seconds
// stays below 730 × groups.
const SECONDS = args.seconds ?? 5;
const STREAMS = GROUPS * MEMBERS;
// The open-file limit (ulimit -Hn, 20,000 here) is per process, and each stream through nginx
// takes two of its connections: the streams are spread over nginx workers (reuseport) and over
// stream-holding processes, about 4,000 proxied streams a worker and 5,000 streams a holder.
const NGINX_WORKERS = Math.max(2, Math.ceil(STREAMS / 4000));
const NGINX_WORKER_CONNECTIONS = Math.ceil(((2 * STREAMS) / NGINX_WORKERS) * 1.3) + 500;
const HOLDERS = Math.max(1, Math.ceil(STREAMS / 5000));
/** BENCH_CPU_PROFILE=<dir>: the first instance writes a CPU profile there (node --cpu-prof). */
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROFILE;
const BUDGET_P95_MS = 100;
const ALL_MODES = ['per-commit', 'batched'] as const;
/** BENCH_MODES=batched (comma-separated) runs only those, while developing. */
const MODES = ALL_MODES.filter((m) => (process.env.BENCH_MODES ?? m).split(',').includes(m));

/** BENCH_PG_STATEMENTS=1: PostgreSQL's most costly statements per change (events-statements.ts). */
const STATEMENTS = process.env.BENCH_PG_STATEMENTS === '1';

const pgServer = await startPostgresServer({
  settings: ['max_connections=200', ...(STATEMENTS ? STATEMENT_SETTINGS : [])],
});
const dir = await mkdtemp(path.join(os.tmpdir(), 'turnout-bench-events-cluster-'));
let ok = true;
try {
  const dbUrl = await pgServer.createDatabase('turnout_bench');
  console.log(`Seeding ${GROUPS} groups × ${MEMBERS} members…`);
  const groups = await seedEventGroups(dbUrl, { groups: GROUPS, members: MEMBERS });
  for (const [index, mode] of MODES.entries()) {
    ok = (await runMode(dbUrl, groups, mode, index % 2 === 0 ? 'present' : 'away')) && ok;
  }
} finally {
  await rm(dir, { recursive: true, force: true });
  await pgServer.destroy();
}
console.log(
  `\nBudget (p95 ≤ ${BUDGET_P95_MS} ms, nothing lost, every write answered) in ${MODES.join(' and ')}: ${ok ? 'PASS' : 'MISS'}`,
);
process.exitCode = ok ? 0 : 1;

async function runMode(
  dbUrl: string,
  groups: Awaited<ReturnType<typeof seedEventGroups>>,
  mode: (typeof ALL_MODES)[number],
  state: 'present' | 'away',
): Promise<boolean> {
  console.log(`\n${mode}: starting ${INSTANCES} instances behind nginx…`);
  const servers = Array.from({ length: INSTANCES }, (_, i) =>
    fork(fileURLToPath(new URL('./events-server.ts', import.meta.url)), {
      execArgv: [
        '--expose-gc',
        ...(CPU_PROFILE_DIR && i === 0 ? ['--cpu-prof', '--cpu-prof-dir', CPU_PROFILE_DIR] : []),
      ],
      env: { ...process.env, BENCH_DATABASE: dbUrl, LIVE_EVENTS_ANNOUNCE: mode },
    }),
  );
  const holders = Array.from({ length: HOLDERS }, () =>
    fork(fileURLToPath(new URL('./events-stream-holder.ts', import.meta.url))),
  );
  const siteDir = path.join(dir, mode);
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  try {
    const ports = await Promise.all(servers.map(async (s) => (await reply(s, 'ready')).port));
    const port = await freePort();
    nginx = await startNginx(
      siteDir,
      nginxConfig({
        dir: siteDir,
        upstreams: [
          upstreamConfig(
            'turnout',
            ports.map((p) => `127.0.0.1:${p}`),
          ),
        ],
        // reuseport: the kernel spreads the connections over the workers.
        sites: [{ listen: `127.0.0.1:${port} reuseport`, upstream: 'turnout' }],
        workerProcesses: NGINX_WORKERS,
        workerConnections: NGINX_WORKER_CONNECTIONS,
      }),
      { master: true },
    );
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base);
    const before = await memory(servers);
    console.log(`Opening ${STREAMS} event streams from ${HOLDERS} processes…`);
    const all = groups.flatMap((group) => group.members.map((member) => ({ member, group })));
    const share = Math.ceil(all.length / HOLDERS);
    await Promise.all(
      holders.map((holder, i) => {
        holder.send({ type: 'open', base, owners: all.slice(i * share, (i + 1) * share) });
        return reply(holder, 'opened');
      }),
    );
    const after = await memory(servers);
    const served = after.reduce((sum, m) => sum + m.streams, 0);
    if (served !== STREAMS) throw new Error(`the instances serve ${served} streams`);
    console.log(
      `nginx workers' open files: ${nginx
        .workerPids()
        .map(openFiles)
        .join(', ')} (each stream takes two)`,
    );

    console.log(`Writing ${RATE} changes/s for ${SECONDS} s…`);
    const failures: string[] = [];
    await gcPauses(servers);
    if (STATEMENTS) await resetStatements(dbUrl);
    const cpu = cpuMeter({ servers, holders, nginx: nginx.workerPids() });
    const acks = await writeChanges(base, groups, {
      rate: RATE,
      seconds: SECONDS,
      state,
      failures,
    });
    if (failures.length > 0) {
      const kinds = new Map<string, number>();
      for (const f of failures) kinds.set(f.slice(0, 30), (kinds.get(f.slice(0, 30)) ?? 0) + 1);
      console.log(
        `${failures.length} of ${RATE * SECONDS} writes failed: ${JSON.stringify([...kinds])}`,
      );
    }
    const expected = acks.size * MEMBERS;
    const deadline = performance.now() + 10_000;
    while (performance.now() < deadline && (await delivered(holders)) < expected) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const used = cpu.stop();
    const gc = await gcPauses(servers);
    const streams = await collect(holders);
    const within = printReport(
      {
        streams: STREAMS,
        groups: GROUPS,
        members: MEMBERS,
        rate: RATE,
        seconds: SECONDS,
        changes: acks.size,
        before: total(before),
        after: total(after),
        budgetP95Ms: BUDGET_P95_MS,
        instances: INSTANCES,
        announce: mode,
      },
      tally(streams, acks),
    );
    printPerInstance(before, after);
    console.log(
      `CPU while writing and delivering (ms of CPU per wall second): ${Object.entries(used)
        .map(([role, ms]) => `${role} ${ms.toFixed(0)}`)
        .join(', ')}`,
    );
    console.log(
      `GC pauses while writing and delivering: ${gc
        .map(
          (g, i) =>
            `instance ${i + 1} ${g.pauses} pauses, ${g.totalMs.toFixed(0)} ms (major ${g.majorMs.toFixed(0)} ms), longest ${g.maxMs.toFixed(0)} ms`,
        )
        .join('; ')}`,
    );
    if (STATEMENTS) await printStatements(dbUrl, acks.size);
    return within && failures.length === 0;
  } catch (error) {
    console.error(`nginx said:\n${nginx?.output().slice(-2000) ?? ''}`);
    throw error;
  } finally {
    for (const holder of holders) if (holder.connected) holder.disconnect();
    await Promise.all(holders.map((h) => (h.exitCode === null ? once(h, 'exit') : undefined)));
    await nginx?.stop();
    await Promise.all(
      servers.map(async (server) => {
        if (server.exitCode !== null) return;
        server.send('stop');
        await once(server, 'exit');
      }),
    );
  }
}

type Memory = Extract<EventsServerMessage, { type: 'memory' }>;

/** Each instance's memory after a full collection, and the streams it serves. */
async function memory(servers: ChildProcess[]): Promise<Memory[]> {
  return Promise.all(
    servers.map((server) => {
      server.send('memory');
      return reply(server, 'memory');
    }),
  );
}

function total(each: Memory[]): Memory {
  return each.reduce((sum, m) => ({
    type: 'memory' as const,
    heapUsed: sum.heapUsed + m.heapUsed,
    rss: sum.rss + m.rss,
    streams: sum.streams + m.streams,
  }));
}

/** Memory per stream on each instance: its growth while its streams opened, over their number. */
function printPerInstance(before: Memory[], after: Memory[]): void {
  const kib = (bytes: number, streams: number) => (bytes / 1024 / streams).toFixed(1);
  for (const [i, a] of after.entries()) {
    const b = before[i]!;
    console.log(
      `instance ${i + 1}: ${a.streams} streams, heap ${kib(a.heapUsed - b.heapUsed, a.streams)} KiB/stream, ` +
        `RSS ${kib(a.rss - b.rss, a.streams)} KiB/stream (heap ${(a.heapUsed / 2 ** 20).toFixed(0)} MiB, ` +
        `RSS ${(a.rss / 2 ** 20).toFixed(0)} MiB)`,
    );
  }
}

/** Each instance's collection pauses since the last call. */
async function gcPauses(servers: ChildProcess[]) {
  return Promise.all(
    servers.map((server) => {
      server.send('gc');
      return reply(server, 'gc');
    }),
  );
}

async function delivered(holders: ChildProcess[]): Promise<number> {
  const counts = await Promise.all(
    holders.map((holder) => {
      holder.send({ type: 'count' });
      return reply(holder, 'count');
    }),
  );
  return counts.reduce((sum, c) => sum + c.deliveries, 0);
}

async function collect(holders: ChildProcess[]): Promise<StreamRecord[]> {
  const reports = await Promise.all(
    holders.map((holder) => {
      holder.send({ type: 'report' });
      return reply(holder, 'report');
    }),
  );
  return reports.flatMap((r) => r.streams.map((s) => ({ ...s, changed: new Map(s.changed) })));
}

/** Open files of a process (an nginx worker: its client and upstream connections). */
function openFiles(pid: number): number {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return NaN;
  }
}

/**
 * CPU used from now until stop() by each part of the run, per wall second: where the two cores
 * go (the instances, nginx, PostgreSQL, the stream holders, this process, which writes).
 */
function cpuMeter(parts: { servers: ChildProcess[]; holders: ChildProcess[]; nginx: number[] }) {
  const postmaster = Number(
    readFileSync(path.join(pgServer.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  const read = () => ({
    instances: sum(parts.servers.map((s) => processCpuMs(s.pid!))),
    nginx: sum(parts.nginx.map(processCpuMs)),
    postgres: processTreeCpuMs(postmaster),
    'stream holders': sum(parts.holders.map((h) => processCpuMs(h.pid!))),
    writer: processCpuMs(process.pid),
  });
  const start = read();
  const started = performance.now();
  return {
    stop(): Record<string, number> {
      const end = read();
      const seconds = (performance.now() - started) / 1000;
      return Object.fromEntries(
        Object.entries(end).map(([role, ms]) => [
          role,
          (ms - start[role as keyof typeof start]) / seconds,
        ]),
      );
    },
  };
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/** What the instances and the stream holders send. */
type ChildMessage = EventsServerMessage | HolderMessage;

async function reply<T extends ChildMessage['type']>(
  child: ChildProcess,
  type: T,
): Promise<Extract<ChildMessage, { type: T }>> {
  for (;;) {
    const [message] = (await Promise.race([
      once(child, 'message'),
      once(child, 'exit').then(([code]) => {
        throw new Error(`A benchmark process exited with code ${code}`);
      }),
    ])) as [ChildMessage];
    if (message.type === type) return message as Extract<ChildMessage, { type: T }>;
  }
}

async function waitForHealth(base: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('nginx did not reach the instances');
}

function parseArgs(argv: string[]) {
  const names = ['instances', 'rate', 'seconds', 'groups', 'members'] as const;
  const out: Partial<Record<(typeof names)[number], number>> = {};
  for (let i = 0; i < argv.length; i += 2) {
    const name = names.find((n) => argv[i] === `--${n}`);
    const value = Number(argv[i + 1]);
    if (name && value > 0) out[name] = value;
  }
  return out;
}

import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nginxConfig, startNginx, upstreamConfig } from '../system/cluster/nginx.ts';
import { freePort } from '../system/support/free-port.ts';
import { startPostgresServer } from '../system/support/postgres-server.ts';
import { printReport, tally } from './events-report.ts';
import { seedEventGroups } from './events-seed.ts';
import type { EventsServerMessage } from './events-server.ts';
import { deliveries, openTimedStream, type TimedStream } from './events-timed-streams.ts';
import { writeChanges } from './events-writes.ts';

// Live events at several instances (docs/scaling.md, docs/performance.md "Live events past the
// NOTIFY lock"): N Turnout instances (events-server.ts) behind nginx on one private PostgreSQL
// cluster (fsync on), streams opened through nginx (so spread over the instances), attendance
// changes written through nginx at a steady rate. Each way of announcing new events runs in
// turn on the same seeded database: `per-commit` (each write NOTIFYs from its own commit, taking
// PostgreSQL's global NOTIFY lock) and `batched` (one NOTIFY after commit per few milliseconds
// per instance). Delivery runs from a write's acknowledgement to the event on a stream; memory
// per stream is the instances' growth together. Budget: p95 ≤ 100 ms, nothing lost.
//
//   npm run bench:events-cluster [-- --instances 3 --groups 1500 --members 10 --rate 200 --seconds 5]

const args = parseArgs(process.argv.slice(2));
const INSTANCES = args.instances ?? 3;
const GROUPS = args.groups ?? 1500;
const MEMBERS = args.members ?? 10;
const RATE = args.rate ?? 200;
// Each change takes a new day of the answer window (about 1,100): rate × seconds stays below it.
const SECONDS = args.seconds ?? 5;
const STREAMS = GROUPS * MEMBERS;
const BUDGET_P95_MS = 100;
const MODES = ['per-commit', 'batched'] as const;

const pgServer = await startPostgresServer({ settings: ['max_connections=200'] });
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
process.exitCode = ok ? 0 : 1;

async function runMode(
  dbUrl: string,
  groups: Awaited<ReturnType<typeof seedEventGroups>>,
  mode: (typeof MODES)[number],
  state: 'present' | 'away',
): Promise<boolean> {
  console.log(`\n${mode}: starting ${INSTANCES} instances behind nginx…`);
  const servers = Array.from({ length: INSTANCES }, () =>
    fork(fileURLToPath(new URL('./events-server.ts', import.meta.url)), {
      execArgv: ['--expose-gc'],
      env: { ...process.env, BENCH_DATABASE: dbUrl, LIVE_EVENTS_ANNOUNCE: mode },
    }),
  );
  const siteDir = path.join(dir, mode);
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  const streams: TimedStream[] = [];
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
        sites: [{ listen: `127.0.0.1:${port}`, upstream: 'turnout' }],
        workerConnections: 3 * STREAMS + 1000,
      }),
    );
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base);
    const before = await memory(servers);
    console.log(`Opening ${STREAMS} event streams…`);
    const all = groups.flatMap((group) => group.members.map((member) => ({ member, group })));
    for (let i = 0; i < all.length; i += 100) {
      streams.push(
        ...(await Promise.all(all.slice(i, i + 100).map((s) => openTimedStream(base, s)))),
      );
    }
    const after = await memory(servers);
    if (after.streams !== STREAMS) throw new Error(`the instances serve ${after.streams} streams`);

    console.log(`Writing ${RATE} changes/s for ${SECONDS} s…`);
    const failures: string[] = [];
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
    while (performance.now() < deadline && deliveries(streams) < expected) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const within = printReport(
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
        instances: INSTANCES,
        announce: mode,
      },
      tally(streams, acks),
    );
    return within && failures.length === 0;
  } catch (error) {
    console.error(`nginx said:\n${nginx?.output().slice(-2000) ?? ''}`);
    throw error;
  } finally {
    for (const stream of streams) stream.request.destroy();
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

/** The instances' memory together (heap and RSS summed), and the streams they serve. */
async function memory(servers: ChildProcess[]) {
  const each = await Promise.all(
    servers.map((server) => {
      server.send('memory');
      return reply(server, 'memory');
    }),
  );
  return each.reduce((sum, m) => ({
    type: 'memory' as const,
    heapUsed: sum.heapUsed + m.heapUsed,
    rss: sum.rss + m.rss,
    streams: sum.streams + m.streams,
  }));
}

async function reply<T extends EventsServerMessage['type']>(
  child: ChildProcess,
  type: T,
): Promise<Extract<EventsServerMessage, { type: T }>> {
  for (;;) {
    const [message] = (await Promise.race([
      once(child, 'message'),
      once(child, 'exit').then(([code]) => {
        throw new Error(`A benchmark server exited with code ${code}`);
      }),
    ])) as [EventsServerMessage];
    if (message.type === type) return message as Extract<EventsServerMessage, { type: T }>;
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

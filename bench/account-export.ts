// Account-export benchmark (docs/performance.md, "Account export"): `npm run bench:export`.
//
// Forks account-export-server.ts (the app on PGlite in a throw-away data dir, or on
// BENCH_DATABASE_URL) with one large account: 110,000 answered days with notes and 20,000 inbox
// entries by default. Then, for 1 and for BENCH_PARALLEL (3) exports at once, reads each export
// to its end while a probe asks GET /api/health every 50 ms, and reports: how long the exports
// took, the health answers' latency meanwhile, and how far the server's resident size and heap
// grew above their level after a full collection before it (the peak sampled every 20 ms). The export is
// written a page at a time (docs/decisions/029-answer-window.md), so the growth must not scale
// with the account: budget with 3 exports, peak RSS growth ≤ 64 MiB and no health answer
// slower than 1 s (the whole export serialised at once held it for many seconds).
// The machine's load average is printed with the figures: on a shared machine they move with it.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PATHS } from '@turnout/domain';
import type { ExportServerMessage } from './account-export-server.ts';
import { percentile } from './percentile.ts';
import { printTable } from './table.ts';

const BUDGET_RSS_MIB = 64;
const BUDGET_HEALTH_MAX_MS = 1000;
const parallel = Number(process.env.BENCH_PARALLEL ?? 3);
const HEALTH_EVERY_MS = 50;
const mib = (bytes: number) => bytes / 1024 / 1024;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'turnout-export-bench-'));
const child = fork(fileURLToPath(new URL('./account-export-server.ts', import.meta.url)), {
  execArgv: ['--expose-gc'],
  env: { ...process.env, BENCH_DATA_DIR: dataDir },
});
const next = <T extends ExportServerMessage['type']>(type: T) =>
  new Promise<Extract<ExportServerMessage, { type: T }>>((resolve) => {
    const listen = (message: ExportServerMessage) => {
      if (message.type !== type) return;
      child.off('message', listen);
      resolve(message as Extract<ExportServerMessage, { type: T }>);
    };
    child.on('message', listen);
  });

const seeding = Date.now();
const ready = await next('ready');
const base = `http://127.0.0.1:${ready.port}`;
console.log(`Seeded ${ready.rows} rows in ${((Date.now() - seeding) / 1000).toFixed(0)} s`);

interface Row {
  exports: number;
  mib: number;
  seconds: number;
  health: number[];
  rssGrowth: number;
  heapGrowth: number;
  load: string;
}
const rows: Row[] = [];
try {
  await exportOnce(); // warm-up: the first export compiles and fills caches
  for (const exports of [1, parallel]) rows.push(await measure(exports));
} finally {
  child.send('stop');
  await once(child, 'exit');
  await rm(dataDir, { recursive: true, force: true });
}

console.log(
  `\nAccount export of ${ready.rows} rows; ${os.cpus().length} CPUs, Node ${process.version}; ` +
    `budget with ${parallel} exports: peak RSS growth ≤ ${BUDGET_RSS_MIB} MiB, health max ≤ ` +
    `${BUDGET_HEALTH_MAX_MS} ms\n`,
);
printTable(
  [
    'exports at once',
    'MiB each',
    'seconds',
    'health p50 ms',
    'health p95 ms',
    'health max ms',
    'peak RSS growth MiB',
    'peak heap growth MiB',
    'load average',
    'budget',
  ],
  rows.map((row) => {
    const max = Math.max(...row.health);
    const ok = mib(row.rssGrowth) <= BUDGET_RSS_MIB && max <= BUDGET_HEALTH_MAX_MS;
    return [
      String(row.exports),
      row.mib.toFixed(1),
      row.seconds.toFixed(1),
      percentile(row.health, 50).toFixed(1),
      percentile(row.health, 95).toFixed(1),
      max.toFixed(1),
      mib(row.rssGrowth).toFixed(0),
      mib(row.heapGrowth).toFixed(0),
      row.load,
      row.exports === parallel ? (ok ? 'PASS' : 'MISS') : '',
    ];
  }),
);

async function measure(exports: number): Promise<Row> {
  child.send('sample');
  await new Promise((resolve) => setTimeout(resolve, 200)); // the collection and first samples
  const loadBefore = os.loadavg()[0]!;
  const started = performance.now();
  let done = false;
  const health: number[] = [];
  const probe = (async () => {
    while (!done) {
      const at = performance.now();
      const res = await fetch(base + API_PATHS.health);
      await res.arrayBuffer();
      health.push(performance.now() - at);
      await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
    }
  })();
  const sizes = await Promise.all(Array.from({ length: exports }, exportOnce));
  const seconds = (performance.now() - started) / 1000;
  done = true;
  await probe;
  child.send('memory');
  const memory = await next('memory');
  return {
    exports,
    mib: mib(sizes[0]!),
    seconds,
    health: health.sort((a, b) => a - b),
    rssGrowth: memory.peakRss - memory.baseRss,
    heapGrowth: memory.peakHeapUsed - memory.baseHeapUsed,
    load: `${loadBefore.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)}`,
  };
}

/** One export read to its end, as a browser downloads it; its size in bytes. */
async function exportOnce(): Promise<number> {
  const res = await fetch(base + API_PATHS.accountExport, {
    headers: { authorization: `Bearer ${ready.token}` },
  });
  if (!res.ok || !res.body) throw new Error(`Export failed: ${res.status} ${await res.text()}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
  return bytes;
}

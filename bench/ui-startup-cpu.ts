// Spike tool (UI-layer decision, docs/decisions/0XX-ui-layer.md): main-thread CPU time of the
// group page's load up to its largest paint, per build, in Chromium's own trace. Thread time
// (`tdur`), unlike Lighthouse's wall-clock tasks, hardly moves with other load on the machine.
// UI_BUILDS=name=/path/to/dist,... ; UI_RUNS (default 7) loads of each, interleaved.
import { chromium } from '@playwright/test';
import { seedGroup, signUp } from '../e2e/lighthouse/seed.ts';
import { startServer } from '../e2e/lighthouse/server.ts';

const builds = (process.env.UI_BUILDS ?? '').split(',').map((entry) => entry.split('='));
const runs = Number(process.env.UI_RUNS ?? 7);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { frame?: string; isMainFrame?: boolean } };
}

const targets = [];
for (const [index, [name, dist]] of builds.entries()) {
  process.env.WEB_DIST = dist;
  const server = await startServer(3120 + index * 2);
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    baseURL: server.url,
  });
  await signUp(context.request, 'Ada Lovelace');
  const group = await seedGroup(context.request, server.url);
  console.error('seeded', name);
  targets.push({
    name: name!,
    server,
    context,
    url: `/groups/${group.id}`,
    samples: [] as number[][],
  });
}

async function measure(target: (typeof targets)[number]) {
  const page = await target.context.newPage();
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'loading',
      'blink.user_timing',
    ],
  });
  await page.goto(target.url);
  await page.getByRole('button', { name: /Alan Turing/ }).waitFor();
  await page.waitForTimeout(1500);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  await page.close();
  const events = trace.traceEvents;
  const lcps = events.filter((e) => e.name === 'largestContentfulPaint::Candidate');
  const lcp = lcps.at(-1);
  const nav = events.find((e) => e.name === 'navigationStart' && e.pid === lcp?.pid);
  if (!lcp || !nav) {
    console.error([...new Set(events.map((e) => e.name))].join(' '));
    throw new Error('No LCP or navigation start in the trace.');
  }
  const tasks = events.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === lcp.pid && e.tid === lcp.tid,
  );
  const before = tasks.filter((e) => e.ts >= nav.ts && e.ts <= lcp.ts);
  const cpu = before.reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000;
  const long = before
    .filter((e) => (e.tdur ?? 0) > 50_000)
    .reduce((sum, e) => sum + ((e.tdur ?? 0) / 1000 - 50), 0);
  // All of the load's main-thread work, the live screen's and the deferred work after it.
  const total = tasks.filter((e) => e.ts >= nav.ts).reduce((sum, e) => sum + (e.tdur ?? 0), 0);
  return [cpu, long, (lcp.ts - nav.ts) / 1000, total / 1000];
}

for (let run = 0; run < runs; run += 1) {
  for (const target of targets) target.samples.push(await measure(target));
}
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(
  '| build | CPU to LCP, ms | over 50 ms in long tasks, ms | LCP, ms | CPU, whole load, ms |',
);
console.log(
  '| ----- | -------------: | ---------------------------: | ------: | ------------------: |',
);
for (const { name, samples } of targets) {
  const column = (i: number) => median(samples.map((s) => s[i]!)).toFixed(0);
  console.log(`| ${name} | ${column(0)} | ${column(1)} | ${column(2)} | ${column(3)} |`);
}
await browser.close();
for (const target of targets) await target.server.stop();

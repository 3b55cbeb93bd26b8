// Season grid benchmark: `npm run bench:grid-scroll` (after `npm run build`).
//
// The coach's season grid (docs/product.md#statistics) of 40 people × 100 training days,
// scrolled through on a desktop with the CPU slowed 4x through the DevTools protocol: the budget
// (docs/performance.md#statistics) is no long task over 50 ms on the main thread while it
// scrolls. The built server runs on a fresh data directory with a signed-in coach and their
// group (e2e/lighthouse/); the statistics and the grid's data are served by page.route with a
// season of that size, since what is measured is the screen, not the server (bench:statistics
// measures that). Each round scrolls the grid with real wheel events (Playwright's mouse, through
// the browser's input pipeline), down then right, then back, and collects the main thread's long
// tasks (PerformanceObserver 'longtask'); the figure is the longest task and the count over 50 ms.
// A round scrolls through the whole grid: down to its last row, right to its last day, and back
// up and left, in wheel steps of 120 px every 16 ms.
//
// The same run measures a baseline, the grid as built at BENCH_BASELINE (a commit, branch or tag;
// f6ad666 by default, the grid before docs/decisions/063-a-season-grid-painted-once.md; `none`
// for none): its web app is built into a temp folder (bench/web-at.ts) and served by a second
// server, and its rounds alternate with this tree's, so both meet the same load. The verdict is
// this tree's.
//
// BENCH_ROUNDS (5 each), BENCH_PORT (3461), BENCH_BASELINE_PORT (the next port),
// BENCH_CPU_SLOWDOWN (4), BENCH_SERVER_URL (a server already running, e.g.
// e2e/support/start-server.ts, when starting one takes longer than startServer waits on a busy
// machine; then without a baseline).
//
// BENCH_TRACE=1 traces every round (CDP Tracing) and adds each task's CPU time on the main
// thread (its thread time in the trace, which already holds the slow-down: the throttle keeps the
// thread busy, so a task of 2 ms at 1x takes 10-15 ms of thread time at 4x): what the task would
// take on a device that much slower with a core of its own. On a busy machine a task's wall time is mostly waiting for a core (a load average
// of 20 on two cores stretches a 5 ms task past 50), its CPU time is not. It also prints where
// that CPU time went, by trace event, over all rounds (docs/performance.md#the-season-grid).
import os from 'node:os';
import { chromium, type BrowserContext } from '@playwright/test';
import { seedGroup, signUp } from '../e2e/lighthouse/seed.ts';
import { startServer } from '../e2e/lighthouse/server.ts';
import { printTable } from './table.ts';
import { traceDuring, type TraceEvent } from './trace-window.ts';
import { DAYS, PEOPLE, season } from './grid-season.ts';
import { webDistAt } from './web-at.ts';

const BUDGET_MS = 50;
const THROTTLING = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3461);
const TRACE = process.env.BENCH_TRACE === '1';
const BASELINE = process.env.BENCH_SERVER_URL ? 'none' : (process.env.BENCH_BASELINE ?? 'f6ad666');
const STEP = 120;

const loadBefore = os.loadavg()[0]!;
const baseline = BASELINE === 'none' ? undefined : webDistAt(BASELINE);
const servers: { label: string; url: string; stop: () => Promise<void> }[] = [];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-gpu', '--no-first-run'],
});
interface Round {
  label: string;
  longest: number;
  over: number;
  gridMs: number;
  width: number;
  cpu?: { longest: number; over: number } | undefined;
}
const rounds: Round[] = [];
const breakdown = new Map<string, Map<string, number>>();
try {
  servers.push({
    label: 'this tree',
    ...(process.env.BENCH_SERVER_URL
      ? { url: process.env.BENCH_SERVER_URL, stop: async () => {} }
      : await startServer(port)),
  });
  if (baseline) {
    servers.push({
      label: `baseline ${baseline.commit.slice(0, 7)}`,
      ...(await startServer(Number(process.env.BENCH_BASELINE_PORT ?? port + 1), {
        WEB_DIST: baseline.dist,
      })),
    });
  }
  const screens = [];
  for (const server of servers) screens.push({ ...server, ...(await openScreen(server.url)) });
  for (let round = 0; round < ROUNDS; round++) {
    for (const screen of screens) {
      const byEvent = breakdown.get(screen.label) ?? new Map<string, number>();
      breakdown.set(screen.label, byEvent);
      rounds.push({
        label: screen.label,
        ...(await scrollRound(screen.context, screen.path, byEvent)),
      });
    }
  }
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
}

/** A signed-in coach's context on `url` whose statistics are the benchmark's season. */
async function openScreen(url: string): Promise<{ context: BrowserContext; path: string }> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    baseURL: url,
    serviceWorkers: 'block',
  });
  await signUp(context.request, 'Carla Coach');
  const group = await seedGroup(context.request, url);
  const data = season();
  await context.route('**/api/groups/*/statistics/grid?**', (route) =>
    route.fulfill({ json: data.grid }),
  );
  await context.route('**/api/groups/*/statistics?**', (route) =>
    route.fulfill({ json: data.statistics }),
  );
  return { context, path: `/groups/${group.id}/statistics` };
}

/** One round: the grid opened on a fresh page, then scrolled through by wheel at the slow-down. */
async function scrollRound(
  context: BrowserContext,
  path: string,
  byEvent: Map<string, number>,
): Promise<Omit<Round, 'label'>> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await page.goto(path);
    await page.getByRole('button', { name: 'Show the season grid' }).click();
    await page.getByTestId('season-grid').waitFor();
    const region = page.getByRole('region', {
      name: 'Each person’s answer and record per training day',
    });
    await region.scrollIntoViewIfNeeded();
    const size = await region.evaluate((node) => ({
      down: node.scrollHeight - node.clientHeight,
      right: node.scrollWidth - node.clientWidth,
      width: node.scrollWidth,
    }));
    // Opening the grid is not scrolling it: the observer starts once it has settled.
    await page.waitForTimeout(500);
    await page.evaluate(() => {
      const w = window as unknown as { longTasks: number[] };
      w.longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
      }).observe({ type: 'longtask' });
    });
    const box = (await region.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 200));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING });
    const started = performance.now();
    const steps = (distance: number) => Math.ceil(distance / STEP) + 2;
    const scroll = async () => {
      for (const [dx, dy, count] of [
        [0, STEP, steps(size.down)],
        [STEP, 0, steps(size.right)],
        [0, -STEP, steps(size.down)],
        [-STEP, 0, steps(size.right)],
      ] as const) {
        for (let step = 0; step < count; step++) {
          await page.mouse.wheel(dx, dy);
          await page.waitForTimeout(16);
        }
      }
      // Let the last frames land before reading the long tasks.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
    };
    const cpu = TRACE ? mainThreadCpu(await traceDuring(cdp, scroll), byEvent) : undefined;
    if (!TRACE) await scroll();
    const gridMs = performance.now() - started;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const tasks = await page.evaluate(
      () => (window as unknown as { longTasks: number[] }).longTasks,
    );
    return {
      longest: Math.max(0, ...tasks),
      over: tasks.filter((ms) => ms > BUDGET_MS).length,
      gridMs,
      width: size.width,
      cpu,
    };
  } finally {
    await page.close();
  }
}

const loadAfter = os.loadavg()[0]!;
console.log(
  `\nSeason grid, ${PEOPLE} × ${DAYS}, scrolled through by wheel at ${THROTTLING}x CPU slow-down; ` +
    `budget: no long task over ${BUDGET_MS} ms. Load average ${loadBefore.toFixed(2)} → ` +
    `${loadAfter.toFixed(2)} on ${os.cpus().length} cores` +
    (baseline
      ? `; rounds alternate with the baseline ${BASELINE} (${baseline.commit.slice(0, 7)})`
      : '') +
    '\n',
);
printTable(
  [
    'grid',
    'round',
    'width px',
    'longest task ms',
    'tasks > 50 ms',
    'scrolling ms',
    ...(TRACE ? ['longest task CPU ms', 'tasks > 50 ms by CPU'] : []),
  ],
  rounds.map((round, n) => [
    round.label,
    String(Math.floor(n / servers.length) + 1),
    String(round.width),
    round.longest.toFixed(0),
    String(round.over),
    round.gridMs.toFixed(0),
    ...(round.cpu ? [round.cpu.longest.toFixed(0), String(round.cpu.over)] : []),
  ]),
);
if (TRACE) {
  for (const [label, byEvent] of breakdown) {
    console.log(
      `\nWhere the main thread's CPU went, ${label}, all rounds, by trace event (CPU ms)\n`,
    );
    printTable(
      ['event', 'ms'],
      [...byEvent.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12)
        .map(([name, ms]) => [name, ms.toFixed(0)]),
    );
  }
}
const worstOf = (label: string) =>
  Math.max(...rounds.filter((round) => round.label === label).map((round) => round.over));
if (baseline) {
  console.log(
    `\nBaseline ${BASELINE}: at most ${worstOf(servers[1]!.label)} long task(s) over ${BUDGET_MS} ms in a round`,
  );
}
const worst = worstOf('this tree');
console.log(
  `\n${worst === 0 ? 'PASS' : 'MISS'}: at most ${worst} long task(s) over ${BUDGET_MS} ms in a round`,
);

/**
 * The page's main thread in a trace: each task's CPU time (thread time, at the slow-down), the
 * longest and how many pass the budget; and the self time of each kind of event added into
 * `byEvent`.
 */
function mainThreadCpu(
  events: TraceEvent[],
  byEvent: Map<string, number>,
): { longest: number; over: number } {
  const mains = events.filter(
    (event) =>
      event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  // The page's renderer: the main thread that dispatched the wheel events.
  const main = mains.find((thread) =>
    events.some(
      (event) =>
        event.pid === thread.pid && event.tid === thread.tid && event.name === 'EventDispatch',
    ),
  );
  if (!main) throw new Error('The trace has no main thread that dispatched the wheel events.');
  const ms = (event: TraceEvent) => ((event as { tdur?: number }).tdur ?? event.dur ?? 0) / 1000;
  const thread = events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const taskMs: number[] = [];
  // The events open at each point, each with its children's time so far.
  const stack: { event: TraceEvent; children: number }[] = [];
  const close = (until: number) => {
    while (stack.length > 0 && stack.at(-1)!.event.ts + (stack.at(-1)!.event.dur ?? 0) <= until) {
      const { event, children } = stack.pop()!;
      byEvent.set(event.name, (byEvent.get(event.name) ?? 0) + ms(event) - children);
      if (stack.length > 0) stack.at(-1)!.children += ms(event);
      else taskMs.push(ms(event));
    }
  };
  for (const event of thread) {
    close(event.ts);
    stack.push({ event, children: 0 });
  }
  close(Infinity);
  return {
    longest: Math.max(0, ...taskMs),
    over: taskMs.filter((task) => task > BUDGET_MS).length,
  };
}

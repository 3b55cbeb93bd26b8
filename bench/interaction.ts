// Interaction benchmark: `npm run bench:interaction` (after `npm run build`).
//
// Marking a day on a phone: the main thread's work from the tap on "Present" in the day sheet to
// the frame that shows it (the toggle pressed, the count and the Present list with me in it),
// with the CPU slowed 4x through the DevTools protocol as Lighthouse's mobile profile does.
// Budget (docs/product.md#performance-budgets): 50 ms of main-thread work, median.
//
// The built server runs on a fresh data directory with a seeded group, as the Lighthouse audit
// does (e2e/lighthouse/); Debian's Chromium opens the group page as a signed-in member on a
// Pixel 7 sized touch screen. Each round:
//   1. waits until the page is quiet (no request in flight, nothing rendering);
//   2. starts a trace (CDP Tracing) and taps the button's centre with a real touch event (no
//      script of Playwright's runs in the page in between);
//   3. marks, in the page, the first animation frame whose DOM shows the change
//      (performance.mark, in that frame's own task), waits for the task after it, and ends the
//      trace. The PUT is held back meanwhile (page.route) and let go afterwards.
// The figure held against the budget is the wall time of the renderer main thread's tasks from
// the one that dispatched the tap to the one of the frame that showed it, both included
// (trace-window.ts): the throttling stretches it as a slow phone would, and idle time between
// tasks does not count. Script, style and layout, and paint say where it went. Work the app
// leaves until after that frame (the calendar taking the answer, sending it) is not counted,
// however soon it runs: it is not between the tap and the sheet showing it. On a busy machine a
// task also holds time the thread waited for a core, so the load average is printed with the
// figures. "Tap to paint" is the Event Timing API's duration of the tap (INP's measure).
//
// BENCH_ROUNDS (20), BENCH_PORT (3460), WEB_DIST (another build, e.g. main's, to compare),
// BENCH_CPU_SLOWDOWN (4; 1 shows the unthrottled work).
import os from 'node:os';
import { chromium, devices, type Route } from '@playwright/test';
import { seedGroup, signUp } from '../e2e/lighthouse/seed.ts';
import { startServer } from '../e2e/lighthouse/server.ts';
import { printTable } from './table.ts';
import { bareTapMs } from './bare-tap.ts';
import { percentile } from './percentile.ts';
import { trackRequests } from './quiet-network.ts';
import { watchForPresent } from './tap-watch.ts';
import { tapWindow, traceDuring } from './trace-window.ts';

const BUDGET_MS = 50;
const THROTTLING = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const WARM_UP_ROUNDS = 2;
const port = Number(process.env.BENCH_PORT ?? 3460);

const SHOWN_MARK = 'turnout-bench-shown';

interface Round {
  taskMs: number;
  scriptMs: number;
  styleLayoutMs: number;
  paintMs: number;
  tapToPaintMs: number;
}

const loadBefore = os.loadavg()[0]!;
const server = await startServer(port);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-gpu', '--no-first-run'],
});
const rounds: Round[] = [];
const bare: number[] = [];
try {
  bare.push(await bareTapMs(browser, THROTTLING));
  // The app's service worker would hide the API requests from page.route.
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: server.url,
    serviceWorkers: 'block',
  });
  await signUp(context.request, 'Ada Lovelace');
  const group = await seedGroup(context.request, server.url);
  const page = await context.newPage();
  const quiet = trackRequests(page);

  // The measured change is held back until its round is measured (see the top of this file).
  let holding = false;
  const held: Route[] = [];
  await page.route('**/attendance**', (route) =>
    holding && route.request().method() === 'PUT' ? void held.push(route) : route.continue(),
  );
  const release = async () => {
    const deadline = Date.now() + 10_000;
    while (held.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    holding = false;
    for (const route of held.splice(0)) await route.continue();
  };

  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING });
  const trace = (during: () => Promise<void>) => traceDuring(cdp, during);

  // Today, the day the group page opens on; seeded with Ada (the owner) present.
  await page.goto(`/groups/${group.id}`);
  const sheet = page.getByRole('region', { name: 'Selected day' });
  const button = (name: string) =>
    sheet.getByRole('group', { name: 'My attendance' }).getByRole('button', { name, exact: true });
  await page.getByRole('group', { name: 'Calendar' }).waitFor({ timeout: 60_000 });
  const count = sheet.getByTestId('count-present');

  for (let round = -WARM_UP_ROUNDS; round < ROUNDS; round += 1) {
    // From Undecided, so every round is the same change.
    if ((await button('Present').getAttribute('aria-pressed')) === 'true') {
      await button('Undecided').tap();
    }
    await quiet();
    // And the main thread idle: no render of the last round's answer still under way.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await button('Undecided').waitFor();
    const expected = Number(await count.textContent()) + 1;

    const target = await page.evaluate(watchForPresent, {
      expectedCount: expected,
      mark: SHOWN_MARK,
    });
    holding = true;
    const events = await trace(async () => {
      await page.touchscreen.tap(target.x, target.y);
      await page.evaluate(() => (window as unknown as Record<string, Promise<number>>).benchShown);
    });
    const tapToPaintMs = await page.evaluate(
      () => (window as unknown as Record<string, Promise<number>>).benchTiming,
    );
    await release();

    if (round < 0) continue;
    rounds.push({ ...tapWindow(events, SHOWN_MARK), tapToPaintMs: tapToPaintMs ?? NaN });
    process.stdout.write('.');
  }
  process.stdout.write('\n');
  bare.push(await bareTapMs(browser, THROTTLING));
} finally {
  await browser.close();
  await server.stop();
}

const COLUMNS: [keyof Round, string][] = [
  ['taskMs', 'main-thread tasks'],
  ['scriptMs', 'of which script'],
  ['styleLayoutMs', 'style and layout'],
  ['paintMs', 'paint'],
  ['tapToPaintMs', 'tap to paint'],
];
console.log(
  `Tap on Present to the sheet showing it, ${rounds.length} rounds, CPU ${THROTTLING}x slower` +
    `${process.env.WEB_DIST ? ` (WEB_DIST=${process.env.WEB_DIST})` : ''}, load average ` +
    `${loadBefore.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)}:\n`,
);
printTable(
  ['ms', 'median', 'p95', 'min', 'max'],
  COLUMNS.map(([key, name]) => {
    const values = rounds.map((round) => round[key]);
    return [
      name,
      ...[
        percentile(values, 50),
        percentile(values, 95),
        Math.min(...values),
        Math.max(...values),
      ].map((value) => value.toFixed(1)),
    ];
  }),
);
const median = percentile(
  rounds.map((round) => round.taskMs),
  50,
);
const [bareBefore, bareAfter] = bare.map((ms) => ms.toFixed(1));
console.log(
  `\nThe same tap on a bare page (the sheet's button and count alone, bare-tap.ts): ${bareBefore} ms before, ` +
    `${bareAfter} ms after: what a tap costs this machine now, whatever the page.`,
);
const verdict = median <= BUDGET_MS ? 'within' : 'over';
console.log(
  `\nMedian main-thread work ${median.toFixed(1)} ms: ${verdict} the budget of ${BUDGET_MS} ms.`,
);
process.exitCode = median <= BUDGET_MS ? 0 : 1;

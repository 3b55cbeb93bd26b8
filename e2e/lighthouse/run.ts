// `npm run test:lighthouse` (after `npm run build`): Lighthouse's default mobile profile
// (simulated slow 4G and a 4x slower CPU) on the landing page, signed out, and on a group page
// and the groups screen (with "My week"), signed in. Fails when a page's performance is under its
// budget (landing page 95, group page and groups screen 90) or accessibility under 100
// (docs/product.md#performance-budgets), or when any run of a page shifts its layout by more
// than 0.1 (CLS): a median hides the one run in five where content jumped.
//
// Debian's Chromium runs headless with a remote debugging port; Lighthouse drives it through
// that port, so its runs share the browser's cookies: the group page is audited signed in.
// Scores vary from run to run (more so on a busy machine: simulated throttling scales the CPU
// time it observes), so each page is audited LIGHTHOUSE_RUNS times (5 by default) and the
// median run counts.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { seedGroup, signUp } from './seed.ts';
import { startServer } from './server.ts';

// The landing page is light (no session, no data), so its budget is higher than the group page's.
const BUDGETS = {
  'landing page': { performance: 0.95, accessibility: 1 },
  'group page': { performance: 0.9, accessibility: 1 },
  // Where a signed-in user lands: the lists and "My week" (docs/product.md#my-week).
  'groups screen': { performance: 0.9, accessibility: 1 },
} as const;
type Page = keyof typeof BUDGETS;
/** Cumulative layout shift allowed in every run (Google's "good"). */
const MAX_LAYOUT_SHIFT = 0.1;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
// LIGHTHOUSE_PAGE=landing, =group or =groups audits that page only (to try a change quickly).
const ONLY = process.env.LIGHTHOUSE_PAGE;
const started = Date.now();
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3400);
const debuggingPort = port + 1;

const reportDir = path.resolve(import.meta.dirname, '../../test-results/lighthouse');

interface Audit {
  page: Page;
  /** Lighthouse's full result, written to test-results/lighthouse/ for a closer look. */
  report: string;
  /** Lighthouse could not audit the page (its NO_NAVSTART now and then, say). */
  failed: boolean;
  performance: number;
  accessibility: number;
  /** Cumulative layout shift of the run. */
  layoutShift: number;
  metrics: string;
  failures: string[];
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

async function audit(page: Page, url: string): Promise<Audit> {
  const result = await lighthouse(url, {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
  // LIGHTHOUSE_TRACES=1 keeps each run's trace (what the simulation started from) beside the
  // reports, to see which tasks and requests came before the largest paint.
  if (process.env.LIGHTHOUSE_TRACES) {
    await mkdir(reportDir, { recursive: true });
    const file = `${page.replace(/\W+/g, '-')}-${Date.now()}.trace.json`;
    await writeFile(path.join(reportDir, file), JSON.stringify(result.artifacts.Trace));
  }
  const { categories, audits } = result.lhr;
  const metric = (id: string) => `${id} ${audits[id]?.displayValue ?? '?'}`;
  // What cost points, so a failing run says what to fix.
  const failures = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  return {
    page,
    report: result.report as string,
    failed: result.lhr.runtimeError !== undefined,
    performance: categories.performance?.score ?? 0,
    accessibility: categories.accessibility?.score ?? 0,
    layoutShift: audits['cumulative-layout-shift']?.numericValue ?? 0,
    // A run that failed (a page that never painted, say) scores 0: say why.
    metrics: result.lhr.runtimeError
      ? `run failed: ${result.lhr.runtimeError.code}`
      : METRICS.map(metric).join(', '),
    failures,
  };
}

const passes = (a: Audit & { shifts: number[] }) =>
  a.performance >= BUDGETS[a.page].performance &&
  a.accessibility >= BUDGETS[a.page].accessibility &&
  a.shifts.every((shift) => shift <= MAX_LAYOUT_SHIFT);

const budgetOf = (page: Page) =>
  `budget: performance ≥ ${BUDGETS[page].performance * 100}, accessibility ${BUDGETS[page].accessibility * 100}, CLS ≤ ${MAX_LAYOUT_SHIFT} in every run`;

/**
 * Audits a page RUNS times; the run with the median performance score counts. Runs Lighthouse
 * itself failed are left out of the median (and reported), unless every run failed.
 */
async function medianOf(
  page: Page,
  url: string,
): Promise<Audit & { scores: number[]; shifts: number[] }> {
  const runs: Audit[] = [];
  for (let i = 1; i <= RUNS; i += 1) {
    const run = await audit(page, url);
    console.log(`  ${page}, run ${i}: ${format(run)}`);
    runs.push(run);
  }
  const scores = runs.map((run) => Math.round(run.performance * 100));
  const shifts = runs.filter((run) => !run.failed).map((run) => run.layoutShift);
  const audited = runs.filter((run) => !run.failed);
  const sorted = (audited.length > 0 ? audited : runs).sort(
    (a, b) => a.performance - b.performance,
  );
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error(`No Lighthouse run of the ${page}.`);
  return { ...median, scores, shifts };
}

function format(a: Audit): string {
  const score = (value: number) => String(Math.round(value * 100));
  return `performance ${score(a.performance)}, accessibility ${score(a.accessibility)} (${a.metrics})`;
}

const server = await startServer(port);
const profile = await mkdtemp(path.join(os.tmpdir(), 'turnout-lighthouse-'));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [`--remote-debugging-port=${debuggingPort}`, '--disable-gpu', '--no-first-run'],
  baseURL: server.url,
});

let results: Awaited<ReturnType<typeof medianOf>>[] = [];
try {
  console.log('Lighthouse, mobile profile with simulated throttling:');
  // Signed out first: the landing page is what a visitor sees.
  if (!ONLY || ONLY === 'landing') results.push(await medianOf('landing page', `${server.url}/`));

  // Then signed in, in the same browser, so Lighthouse's tab carries the session cookie.
  if (!ONLY || ONLY === 'group' || ONLY === 'groups') {
    await signUp(browser.request, 'Ada Lovelace');
    const group = await seedGroup(browser.request, server.url);
    if (ONLY !== 'groups') {
      results.push(await medianOf('group page', `${server.url}/groups/${group.id}`));
    }
    if (ONLY !== 'group') results.push(await medianOf('groups screen', `${server.url}/groups`));
  }
} finally {
  await browser.close();
  await server.stop();
  await rm(profile, { recursive: true, force: true });
}

console.log(`\nMedian of ${RUNS} runs:`);
await mkdir(reportDir, { recursive: true });
for (const result of results) {
  await writeFile(path.join(reportDir, `${result.page.replace(/\W+/g, '-')}.json`), result.report);
  const verdict = passes(result) ? '✓' : '✗';
  console.log(`${verdict} ${result.page} (${budgetOf(result.page)}): ${format(result)}`);
  const failed = result.scores.includes(0) ? ' (0: Lighthouse failed that run)' : '';
  console.log(`    performance per run: ${result.scores.join(', ')}${failed}`);
  const shifts = result.shifts.map((shift) => shift.toFixed(3)).join(', ');
  console.log(`    CLS per run: ${shifts}`);
  if (!passes(result)) console.log(`    costing points: ${result.failures.join(', ')}`);
}
console.log(`Took ${Math.round((Date.now() - started) / 1000)} s.`);
results = results.filter((result) => !passes(result));
process.exitCode = results.length > 0 ? 1 : 0;

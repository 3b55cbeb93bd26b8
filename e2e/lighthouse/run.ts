// `npm run test:lighthouse` (after `npm run build`): Lighthouse's default mobile profile
// (simulated slow 4G and a 4x slower CPU) on the landing page, signed out, and on a group page,
// signed in. Fails when performance is under 90 or accessibility under 100 (issue 7).
//
// Debian's Chromium runs headless with a remote debugging port; Lighthouse drives it through
// that port, so its runs share the browser's cookies: the group page is audited signed in.
// Scores on a busy machine vary from run to run: a page that misses a threshold gets up to
// three runs, and its best one counts.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { seedGroup, signUp } from './seed.ts';
import { startServer } from './server.ts';

const THRESHOLDS = { performance: 0.9, accessibility: 1 } as const;
const MAX_RUNS = 3;
/** No retry starts after this, so the whole check stays within about 90 s. */
const RETRY_DEADLINE_MS = 65_000;
const started = Date.now();
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3400);
const debuggingPort = port + 1;

const reportDir = path.resolve(import.meta.dirname, '../../test-results/lighthouse');

interface Audit {
  page: string;
  /** Lighthouse's full result, written to test-results/lighthouse/ for a closer look. */
  report: string;
  performance: number;
  accessibility: number;
  metrics: string;
  failures: string[];
}

async function audit(page: string, url: string): Promise<Audit> {
  const result = await lighthouse(url, {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
  const { categories, audits } = result.lhr;
  const metric = (id: string) => `${id} ${audits[id]?.displayValue ?? '?'}`;
  // What cost points, so a failing run says what to fix.
  const failures = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  return {
    page,
    report: result.report as string,
    performance: categories.performance?.score ?? 0,
    accessibility: categories.accessibility?.score ?? 0,
    metrics: ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']
      .map(metric)
      .join(', '),
    failures,
  };
}

const passes = (a: Audit) =>
  a.performance >= THRESHOLDS.performance && a.accessibility >= THRESHOLDS.accessibility;

/** Audits a page up to MAX_RUNS times until it passes; the best run counts. */
async function bestOf(page: string, url: string): Promise<Audit & { runs: number }> {
  let best: Audit | undefined;
  let runs = 0;
  while (runs < MAX_RUNS && !(best && passes(best))) {
    if (best && Date.now() - started > RETRY_DEADLINE_MS) break;
    runs += 1;
    const run = await audit(page, url);
    console.log(`  ${page}, run ${runs}: ${format(run)}`);
    if (!best || run.performance + run.accessibility > best.performance + best.accessibility) {
      best = run;
    }
  }
  return { ...best!, runs };
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

let results: Awaited<ReturnType<typeof bestOf>>[] = [];
try {
  console.log('Lighthouse, mobile profile with simulated throttling:');
  // Signed out first: the landing page is what a visitor sees.
  results.push(await bestOf('landing page', `${server.url}/`));

  // Then signed in, in the same browser, so Lighthouse's tab carries the session cookie.
  await signUp(browser.request, 'Ada Lovelace');
  const group = await seedGroup(browser.request, server.url);
  results.push(await bestOf('group page', `${server.url}/groups/${group.id}`));
} finally {
  await browser.close();
  await server.stop();
  await rm(profile, { recursive: true, force: true });
}

console.log(`\nBest runs (thresholds: performance 90, accessibility 100):`);
await mkdir(reportDir, { recursive: true });
for (const result of results) {
  await writeFile(path.join(reportDir, `${result.page.replace(/\W+/g, '-')}.json`), result.report);
  const verdict = passes(result) ? '✓' : '✗';
  console.log(`${verdict} ${result.page}: ${format(result)}; best of ${result.runs}`);
  if (!passes(result)) console.log(`    costing points: ${result.failures.join(', ')}`);
}
console.log(`Took ${Math.round((Date.now() - started) / 1000)} s.`);
results = results.filter((result) => !passes(result));
process.exitCode = results.length > 0 ? 1 : 0;

// scratch probe: layer tree and a detailed trace of one scrolled round
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { seedGroup, signUp } from '../e2e/lighthouse/seed.ts';
import { season } from './grid-season.ts';

const url = process.env.BENCH_SERVER_URL!;
const CSS = process.env.PROBE_CSS ?? '';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-gpu', '--no-first-run'] });
const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: url, serviceWorkers: 'block' });
await signUp(context.request, 'Carla Coach');
const group = await seedGroup(context.request, url);
const data = season();
await context.route('**/api/groups/*/statistics/grid?**', (r) => r.fulfill({ json: data.grid }));
await context.route('**/api/groups/*/statistics?**', (r) => r.fulfill({ json: data.statistics }));

const VARIANTS: Record<string, string> = JSON.parse(process.env.PROBE_VARIANTS ?? '{"base":""}');
const REPEAT = Number(process.env.PROBE_REPEAT ?? 2);
const CATS = process.env.PROBE_CATS ?? 'toplevel,devtools.timeline,blink,v8.execute';
const results: Record<string, Record<string, number>[]> = {};
for (let rep = 0; rep < REPEAT; rep++) for (const [name, css] of Object.entries(VARIANTS)) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`/groups/${group.id}/statistics`);
  await page.getByRole('button', { name: 'Show the season grid' }).click();
  await page.getByTestId('season-grid').waitFor();
  if (css.startsWith('js:')) await page.evaluate(css.slice(3));
  else if (css) await page.addStyleTag({ content: css });
  const region = page.getByRole('region', { name: 'Each person’s answer and record per training day' });
  await region.scrollIntoViewIfNeeded();
  const box = (await region.boundingBox())!;
  if (rep === 0) console.log(name, 'table', await page.getByTestId('season-grid').evaluate((t) => `${t.scrollWidth}x${t.scrollHeight}`));
  await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 200));
  await page.waitForTimeout(500);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events: any[] = [];
  cdp.on('Tracing.dataCollected', ({ value }: any) => events.push(...value));
  await cdp.send('Tracing.start', { categories: CATS, transferMode: 'ReportEvents' });
  for (const [dx, dy] of [[0, 120], [120, 0], [0, -120], [-120, 0]] as const) {
    for (let s = 0; s < 12; s++) { await page.mouse.wheel(dx, dy); await page.waitForTimeout(16); }
  }
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.end');
  await done;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  if (process.env.PROBE_OUT) writeFileSync(`${process.env.PROBE_OUT}-${name}-${rep}.json`, JSON.stringify({ traceEvents: events }));
  (results[name] ??= []).push(summarise(events));
  await page.close();
}
for (const [name, rows] of Object.entries(results)) for (const r of rows) console.log(name.padEnd(12), Object.entries(r).map(([k, v]) => `${k} ${Math.round(v)}`).join(' | '));
await browser.close();

function summarise(events: any[]): Record<string, number> {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const main = mains.find((m) => events.some((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'EventDispatch'))!;
  const th = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X').sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const out: Record<string, number> = { over50: 0, longest: 0, busy: 0 };
  const stack: { e: any; ch: number }[] = [];
  const self = new Map<string, number>();
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.e.ts + (stack.at(-1)!.e.dur ?? 0) <= until) {
      const { e, ch } = stack.pop()!;
      self.set(e.name, (self.get(e.name) ?? 0) + ((e.tdur ?? e.dur ?? 0) * 4) / 1000 - ch);
      if (stack.length) stack.at(-1)!.ch += ((e.tdur ?? e.dur ?? 0) * 4) / 1000;
      else { const d = ((e.tdur ?? e.dur ?? 0) * 4) / 1000; out.busy += d; if (d > 50) out.over50++; out.longest = Math.max(out.longest, d); }
    }
  };
  for (const e of th) { close(e.ts); stack.push({ e, ch: 0 }); }
  close(Infinity);
  for (const k of ['HitTest', 'Paint', 'PrePaint', 'CullRectUpdate', 'Layerize', 'PaintArtifactCompositor::Update', 'UpdateLayoutTree', 'Layout', 'FunctionCall']) out[k] = self.get(k) ?? 0;
  return out;
}

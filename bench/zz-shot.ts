import { chromium } from '@playwright/test';
import { seedGroup, signUp } from '/work/wt/grid/e2e/lighthouse/seed.ts';
import { season } from '/work/wt/grid/bench/grid-season.ts';
const url = 'http://127.0.0.1:4640';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const scheme of (process.env.SCHEMES ?? 'light').split(',')) {
const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: url, serviceWorkers: 'block', colorScheme: scheme as 'light' });
await signUp(context.request, 'Carla Coach');
const group = await seedGroup(context.request, url);
const data = season();
await context.route('**/api/groups/*/statistics/grid?**', (r) => r.fulfill({ json: data.grid }));
await context.route('**/api/groups/*/statistics?**', (r) => r.fulfill({ json: data.statistics }));
const page = await context.newPage();
await page.goto(`/groups/${group.id}/statistics`);
await page.getByRole('button', { name: 'Show the season grid' }).click();
const grid = page.getByTestId('season-grid');
await grid.waitFor();
console.log(await grid.evaluate((t) => {
  const r = (t as HTMLTableElement).rows;
  const w = (el: Element) => Math.round(el.getBoundingClientRect().width);
  return JSON.stringify({ table: t.scrollWidth, head: [...r[0]!.cells].slice(0, 4).map(w), row: [...r[1]!.cells].slice(0, 5).map(w), rowh: Math.round(r[1]!.getBoundingClientRect().height), headh: Math.round(r[0]!.getBoundingClientRect().height), span: [...r[1]!.cells].slice(2,5).map((c)=>c.firstElementChild ? w(c.firstElementChild) : 0) });
}));
const region = page.getByRole('region', { name: 'Each person’s answer and record per training day' });
await region.scrollIntoViewIfNeeded();
await page.screenshot({ path: `/tmp/gp/shot-${scheme}.png` });
await region.evaluate((n) => n.scrollBy(1500, 200));
await page.screenshot({ path: `/tmp/gp/shot-${scheme}-scrolled.png` });
if (process.env.SNAP) console.log((await grid.ariaSnapshot()).split('\n').slice(0, 30).join('\n'));
await context.close();
}
await browser.close();

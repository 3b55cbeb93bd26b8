// Spike (b), not for merge: the group screen's frame as HTML, to measure what painting it before
// the scripts run is worth. Renders the built app (MUI, emotion) in Chromium with the attendance
// request held back, so the frame is what a server could render from the group alone: app bar
// with the group's name, details card, calendar skeleton, the day sheet with its date. Its DOM
// and emotion's rules go into a copy of dist/index.html, over the page until the live day sheet
// mounts (day-sheet.tsx). The app still starts with createRoot: a real hydration does at least
// the same render work, so this is the best case for prerendering.
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, devices } from '@playwright/test';
import { seedGroup, signUp } from './seed.ts';
import { startServer } from './server.ts';

const out = process.env.FRAME_DIST ?? '/tmp/uispike-dist-b';
const dist = path.resolve(import.meta.dirname, '../../packages/web/dist');
const server = await startServer(Number(process.env.PORT ?? 3110));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: server.url });
  await signUp(context.request, 'Ada Lovelace');
  const group = await seedGroup(context.request, server.url);
  const page = await context.newPage();
  await page.route(/\/attendance\?/, () => undefined); // never answered
  await page.goto(`/groups/${group.id}`);
  await page.getByRole('region', { name: 'Selected day' }).waitFor().catch(() => undefined);
  await page.getByRole('status', { name: /loading/i }).first().waitFor();
  await page.waitForTimeout(1000);
  const { html, css } = await page.evaluate(() => ({
    html: document.getElementById('root')!.innerHTML,
    css: [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .filter((rule) => !rule.startsWith('@font-face'))
      .join('\n'),
  }));
  await cp(dist, out, { recursive: true, force: true });
  const index = path.join(out, 'index.html');
  const frame =
    `<style>${css}</style><div id="prerendered-frame" aria-hidden="true" ` +
    `style="position:fixed;inset:0;z-index:2000;background:#f2f2f2;overflow:hidden">${html}</div>`;
  const source = await readFile(index, 'utf8');
  const page2 = Buffer.from(source.replace('<body>', `<body>${frame}`));
  await writeFile(index, page2);
  // The server sends the precompressed copies as they are: they must match the new index.html.
  await writeFile(index + '.gz', gzipSync(page2, { level: 9 }));
  await writeFile(index + '.br', brotliCompressSync(page2));
  console.log(`Frame: ${html.length} characters of HTML, ${css.length} of CSS, in ${index}`);
} finally {
  await browser.close();
  await server.stop();
}

// The interaction benchmark's yardstick: the same tap, watched and measured the same way, on a
// bare page (the day sheet's Present button and count, whose click presses the one and raises the
// other). It is what a tap costs this machine at this moment whatever the app does: input
// routing, the frame, and the benchmark's own watching. The shared machines we measure on change
// speed by half between hours (docs/performance.md#marking-a-day), so the app's figure is printed
// with this one beside it.
import type { Browser } from '@playwright/test';
import { devices } from '@playwright/test';
import { watchForPresent } from './tap-watch.ts';
import { tapWindow, traceDuring } from './trace-window.ts';

const MARK = 'bare-tap-shown';
const PAGE = `<!doctype html><meta name="viewport" content="width=device-width">
<section aria-label="Selected day" style="padding: 300px 20px">
  <div role="group" aria-label="My attendance"><button aria-pressed="false">Present</button></div>
  <p data-testid="count-present">1</p>
</section>
<script>
  const present = document.querySelector('button');
  const count = document.querySelector('p');
  present.onclick = () => {
    present.setAttribute('aria-pressed', 'true');
    count.textContent = String(Number(count.textContent) + 1);
  };
</script>`;

/** The median task time of `rounds` taps on the bare page, with the CPU slowed `throttling`x. */
export async function bareTapMs(browser: Browser, throttling: number, rounds = 15) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    const page = await context.newPage();
    await page.setContent(PAGE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling });
    const button = page.getByRole('button', { name: 'Present' });
    const count = page.getByTestId('count-present');
    const figures: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      await button.evaluate((element) => element.setAttribute('aria-pressed', 'false'));
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      const expectedCount = Number(await count.textContent()) + 1;
      const target = await page.evaluate(watchForPresent, { expectedCount, mark: MARK });
      const events = await traceDuring(cdp, async () => {
        await page.touchscreen.tap(target.x, target.y);
        await page.evaluate(
          () => (window as unknown as Record<string, Promise<number>>).benchShown,
        );
      });
      // Its Event Timing watch ends a moment later; it is let finish, as the app's rounds do.
      await page.evaluate(() => (window as unknown as Record<string, Promise<number>>).benchTiming);
      figures.push(tapWindow(events, MARK).taskMs);
    }
    figures.sort((a, b) => a - b);
    return figures[Math.floor(figures.length / 2)]!;
  } finally {
    await context.close();
  }
}

// The interaction benchmark's yardstick: the same tap, measured the same way, on a bare page (one
// button whose click sets aria-pressed and a count). It is what a tap costs this machine at this
// moment whatever the app does: input routing, the frame, and the benchmark's own watching. The
// shared machines we measure on change speed by half between hours (docs/performance.md), so the
// app's figure is printed with this one beside it.
import type { Browser } from '@playwright/test';
import { devices } from '@playwright/test';
import { tapWindow, traceDuring } from './trace-window.ts';

const MARK = 'bare-tap-shown';
const PAGE = `<!doctype html><meta name="viewport" content="width=device-width">
<div style="padding: 300px 20px"><button id="present" aria-pressed="false">Present</button>
<span id="count">1</span></div>
<script>
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
    const figures: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      await page
        .locator('#present')
        .evaluate((button) => button.setAttribute('aria-pressed', 'false'));
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      const box = (await page.locator('#present').boundingBox())!;
      // Marked in the first frame that shows the press, as the benchmark marks the app's.
      await page.evaluate((mark) => {
        const button = document.getElementById('present')!;
        const shown = new Promise((resolve) => {
          const frame = () => {
            if (button.getAttribute('aria-pressed') !== 'true') return requestAnimationFrame(frame);
            performance.mark(mark);
            const channel = new MessageChannel();
            channel.port1.onmessage = resolve;
            channel.port2.postMessage(null);
          };
          requestAnimationFrame(frame);
        });
        (window as unknown as Record<string, Promise<unknown>>).bareShown = shown;
      }, MARK);
      const events = await traceDuring(cdp, async () => {
        await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
        await page.evaluate(
          () => (window as unknown as Record<string, Promise<unknown>>).bareShown,
        );
      });
      figures.push(tapWindow(events, MARK).taskMs);
    }
    figures.sort((a, b) => a - b);
    return figures[Math.floor(figures.length / 2)]!;
  } finally {
    await context.close();
  }
}

import { dayCell, dayUrl } from './support/calendar.ts';
import { expect, signUpViaApi, test } from './support/fixtures.ts';
import { createGroupViaApi, uniqueName } from './support/groups.ts';

// On a slow connection (400 kbps, 400 ms) the group page shows its frame and calendar skeleton at
// once, headed by the selected day's date, while the scripts and the data are still on their
// way, and never the start-up spinner (docs/decisions/011-front-end-start-up.md).

test.slow();
// A first visit: nothing cached, no service worker answering from its cache.
test.use({ serviceWorkers: 'block' });

const DAY = '2027-03-15';
const DAY_NAME = 'Montag, 15. März 2027';
const KBPS_400 = (400 * 1000) / 8;

test('a group page on a slow connection shows its frame and skeleton long before the data', async ({
  page,
}) => {
  await signUpViaApi(page);
  const group = await createGroupViaApi(page, { name: uniqueName('Choir') });

  // Every frame until the calendar has its data: was the spinner or its "Turnout" on screen?
  await page.addInitScript(() => {
    const seen = ((window as unknown as { spinnerSeen: string[] }).spinnerSeen = [] as string[]);
    const look = () => {
      for (const selector of ['.boot-spinner', '.boot-name', '[role="progressbar"]']) {
        const element = document.querySelector(selector);
        if (element?.checkVisibility() && !seen.includes(selector)) seen.push(selector);
      }
      if (!document.querySelector('[data-day][aria-label*="2027"]')) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: KBPS_400,
    uploadThroughput: KBPS_400,
  });

  const started = Date.now();
  await page.goto(dayUrl(group.id, DAY), { waitUntil: 'commit' });
  const frame = page.locator('.boot-frame');
  await expect(frame).toBeVisible();
  await expect(frame.locator('.boot-days i')).toHaveCount(35);
  await expect(page.locator('.boot-spinner')).toBeHidden();
  // The day sheet's date is in the frame from the start (the largest text of the first screen),
  // where the sheet will head it: the configured locale's words (de by default).
  const frameDate = frame.locator('.boot-date');
  await expect(frameDate).toHaveText(DAY_NAME);
  const frameDateBox = await frameDate.boundingBox();
  const frameShown = Date.now() - started;

  await expect(dayCell(page, DAY)).toBeVisible({ timeout: 60_000 });
  const dataShown = Date.now() - started;

  // The frame comes with the page itself (a round trip or two); the data takes the scripts'
  // download on top, seconds at this speed.
  expect(frameShown).toBeLessThan(2_500);
  expect(dataShown - frameShown).toBeGreaterThan(1_500);
  expect(
    await page.evaluate(() => (window as unknown as { spinnerSeen: string[] }).spinnerSeen),
  ).toEqual([]);
  await expect(page.getByRole('banner')).toContainText(group.name);
  // When the screen takes over, its date sits where the frame's was.
  const sheetDate = await page.getByRole('button', { name: DAY_NAME, exact: true }).boundingBox();
  const middle = (box: typeof sheetDate) => box!.y + box!.height / 2;
  expect(Math.abs(middle(sheetDate) - middle(frameDateBox))).toBeLessThan(4);
});

import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import {
  clubFor,
  contrast,
  DESKTOP,
  expectWeekFits,
  pageAt,
  PHONE_320,
  pixelAt,
} from './support/layouts.ts';

// The groups screen's My week (docs/product.md#my-week) at the sizes of e2e/support/layouts.ts:
// it keeps its place while it loads, and reads clearly in dark mode.

test.slow();

/**
 * The groups screen does not shift while it loads (docs/performance.md, front end): the week
 * keeps its place from its loading state to its days, and the lists never show where the week,
 * arriving later, would push them down. Layout shifts as the browser counts them (CLS), with
 * the week's answer held back a while, then the groups' answer.
 */
async function layoutShiftWhileLoading(page: Page, slow: 'week' | 'groups') {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const path = slow === 'week' ? '**/api/attendance/week?**' : '**/api/groups';
  await page.route(path, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/groups');
  const week = page.getByRole('region', { name: 'My week' });
  await expect(week).toBeVisible({ timeout: 20_000 });
  const loadingTop = (await week.boundingBox())!.y;
  await expect(week.getByRole('listitem')).toHaveCount(2, { timeout: 20_000 });
  await expect(page.getByRole('region', { name: "Groups you're a member of" })).toBeVisible();
  expect((await week.boundingBox())!.y, 'the week where its loading state was').toBe(loadingTop);
  // Let the browser report the last frames' shifts.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
  );
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  expect(
    shifts.reduce((sum, value) => sum + value, 0),
    `layout shifts (${slow} late)`,
  ).toBeLessThan(0.01);
}

test.describe('the groups screen keeps its place while My week loads', () => {
  for (const size of [PHONE_320, DESKTOP]) {
    test(`on a ${size.name}`, async ({ browser, baseURL }) => {
      const { page, errors, close } = await pageAt(browser, baseURL!, size);
      await clubFor(page, baseURL!);
      // Once seen, the font's files are at hand: what is measured is the screen's own layout.
      // (A first visit still reflows as a weight swaps in: docs/performance.md "Front end".)
      await page.goto('/groups');
      await expect(page.getByRole('region', { name: 'My week' }).getByRole('listitem')).toHaveCount(
        2,
        { timeout: 20_000 },
      );
      await layoutShiftWhileLoading(page, 'week');
      await page.unrouteAll();
      await layoutShiftWhileLoading(page, 'groups');
      expect(errors).toEqual([]);
      await close();
    });
  }
});

test('My week in dark mode: group names and counts read clearly on their cards', async ({
  browser,
  baseURL,
}) => {
  const { page, errors, close } = await pageAt(browser, baseURL!, DESKTOP, true);
  await clubFor(page, baseURL!);
  await expectWeekFits(page);
  const day = page.getByRole('region', { name: 'My week' }).getByRole('listitem').first();
  const box = (await day.boundingBox())!;
  const card = await pixelAt(page, box.x + box.width - 3, box.y + box.height / 2);
  for (const text of [day.getByRole('link'), day.getByText(/present, .* away/)]) {
    const colour = await text.evaluate((node) =>
      getComputedStyle(node.querySelector('span') ?? node)
        .color.match(/[\d.]+/g)!
        .slice(0, 3)
        .map(Number),
    );
    expect.soft(contrast(colour, card), 'text against its card').toBeGreaterThanOrEqual(4.5);
  }
  expect(errors).toEqual([]);
  await close();
});

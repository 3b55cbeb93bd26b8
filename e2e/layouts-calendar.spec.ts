import type { Locator, Page } from '@playwright/test';
import { dayCell, daySheet } from './support/calendar.ts';
import { germanDayTitle, weekDay } from './support/days.ts';
import { expect, test } from './support/fixtures.ts';
import {
  clubFor,
  DESKTOP,
  expectNoSidewaysScroll,
  expectWeekFits,
  fits,
  LANDSCAPE,
  LATER,
  openGroup,
  pageAt,
  PHONE_320,
  SAM_NOTE,
  THURSDAY,
  ZOOM_200,
} from './support/layouts.ts';

// A group's screen at the sizes of e2e/support/layouts.ts: nothing wider than the screen (its
// menu, day sheet and several-days dialog, and My week), the calendar in reach under the day
// sheet, whole names, answers and notes, and the counts clear of the training underline.

test.slow();

/** The group screen, its menu, the day sheet and the several-days dialog fit the screen. */
async function expectEverythingFits(page: Page, groupId: string) {
  await openGroup(page, groupId);
  await expectNoSidewaysScroll(page, 'the group screen and its day sheet');

  await page.getByRole('button', { name: 'Group menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Mute notifications' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the group menu open');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await daySheet(page).getByRole('button', { name: 'Answer several days' }).click();
  const dialog = page.getByRole('dialog', { name: 'Answer several days' });
  await expect(dialog.getByLabel('Until')).toBeVisible();
  await expectNoSidewaysScroll(page, 'the several-days dialog open');
  // The form keeps the dialog's side padding, and each date shows whole.
  const box = (await dialog.boundingBox())!;
  for (const field of [
    dialog.getByText('Answer', { exact: true }),
    dialog.getByLabel('From'),
    dialog.getByLabel('Until'),
  ]) {
    const part = (await field.boundingBox())!;
    expect(part.x - box.x, 'room left of the form').toBeGreaterThanOrEqual(16);
    expect(
      box.x + box.width - (part.x + part.width),
      'room right of the form',
    ).toBeGreaterThanOrEqual(16);
  }
  for (const date of [dialog.getByLabel('From'), dialog.getByLabel('Until')]) {
    expect(await date.evaluate((input) => input.scrollWidth <= input.clientWidth)).toBe(true);
  }
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Under the collapsed day sheet at least a whole week of the calendar shows, and a day two weeks
 * on is reached by scrolling and chosen with a tap.
 */
async function expectCalendarInReach(page: Page) {
  const band = await page.evaluate(() => {
    const calendar = document.querySelector('[role="group"][aria-label="Calendar"]')!;
    const weekdays = calendar.parentElement!.querySelector('[class*="sticky"]')!;
    const sheet = document.querySelector('[aria-label="Selected day"]')!;
    return sheet.getBoundingClientRect().top - weekdays.getBoundingClientRect().bottom;
  });
  expect(band, 'calendar height between the weekday row and the sheet').toBeGreaterThanOrEqual(52);
  await dayCell(page, LATER).click();
  await expect(
    daySheet(page).getByRole('button', { name: germanDayTitle(weekDay(14)) }),
  ).toBeVisible();
}

/** Whether every word of each element's text sits on one line (none broken in the middle). */
function wordsWhole(elements: Locator): Promise<boolean[]> {
  return elements.evaluateAll((nodes) =>
    nodes.map((node) => {
      const text = node.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) return false;
      const content = text.textContent ?? '';
      const range = document.createRange();
      for (const match of content.matchAll(/\S+/g)) {
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) return false;
      }
      return true;
    }),
  );
}

/**
 * How many pixels inside an element's box are drawn in a colour near `rgb` (a screenshot of the
 * box, read back through a canvas in the page).
 */
async function pixelsNear(
  page: Page,
  box: { x: number; y: number; width: number; height: number },
  rgb: number[],
) {
  const png = await page.screenshot({ clip: box });
  return page.evaluate(
    async ({ data, rgb: [r, g, b] }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, image.width, image.height).data;
      let count = 0;
      for (let i = 0; i < pixels.length; i += 4) {
        const distance = Math.hypot(pixels[i]! - r!, pixels[i + 1]! - g!, pixels[i + 2]! - b!);
        if (distance < 60) count += 1;
      }
      return count;
    },
    { data: png.toString('base64'), rgb },
  );
}

/** The day cell's count of who comes: at least 12 px, and no accent underline through it. */
async function expectCountClear(page: Page) {
  const cell = dayCell(page, THURSDAY);
  await cell.scrollIntoViewIfNeeded();
  const tally = cell.locator('.tally');
  await expect(tally).toBeVisible();
  const size = await tally.evaluate((node) => parseFloat(getComputedStyle(node).fontSize));
  expect.soft(size, 'font size of the count').toBeGreaterThanOrEqual(12);
  const box = (await tally.boundingBox())!;
  // The training underline is drawn in the accent colour (#f37022 in the light theme).
  expect(await pixelsNear(page, box, [243, 112, 34]), 'underline pixels over the count').toBe(0);
}

test.describe('at each size nothing is wider than the screen', () => {
  for (const size of [PHONE_320, LANDSCAPE, ZOOM_200, DESKTOP]) {
    test(`on a ${size.name}`, async ({ browser, baseURL }) => {
      const { page, errors, close } = await pageAt(browser, baseURL!, size);
      const group = await clubFor(page, baseURL!);
      await expectEverythingFits(page, group.id);
      await expectWeekFits(page);
      expect(errors).toEqual([]);
      await close();
    });
  }
});

for (const size of [LANDSCAPE, ZOOM_200]) {
  test(`on a ${size.name} the calendar stays in reach under the day sheet`, async ({
    browser,
    baseURL,
  }) => {
    const { page, errors, close } = await pageAt(browser, baseURL!, size);
    const group = await clubFor(page, baseURL!);
    await openGroup(page, group.id);
    await expectCalendarInReach(page);
    expect(errors).toEqual([]);
    await close();
  });
}

test('the desktop day panel shows whole names, notes and answers; counts clear the underline', async ({
  browser,
  baseURL,
}) => {
  const { page, errors, close } = await pageAt(browser, baseURL!, DESKTOP);
  const group = await clubFor(page, baseURL!);
  await openGroup(page, group.id);
  const sheet = daySheet(page);
  const names = sheet.getByRole('listitem').locator('[class*="_name_"]');
  await expect(names.filter({ hasText: 'Featherstonehaugh' })).toBeVisible();
  expect.soft(await wordsWhole(names), 'names on the panel, each word whole').not.toContain(false);
  for (const state of ['Away', 'Undecided', 'Present']) {
    const button = sheet
      .getByRole('group', { name: 'My attendance' })
      .getByRole('button', { name: state });
    expect.soft(await fits(button), `"${state}" whole on its button`).toBe(true);
  }
  expect.soft(await fits(sheet.getByRole('button', { name: SAM_NOTE })), 'a note whole').toBe(true);
  await expectCountClear(page);
  expect(errors).toEqual([]);
  await close();
});

test('on a 320 px phone the answers and the counts are whole', async ({ browser, baseURL }) => {
  const { page, errors, close } = await pageAt(browser, baseURL!, PHONE_320);
  const group = await clubFor(page, baseURL!);
  await openGroup(page, group.id);
  for (const state of ['Away', 'Undecided', 'Present']) {
    const button = daySheet(page)
      .getByRole('group', { name: 'My attendance' })
      .getByRole('button', { name: state });
    expect.soft(await fits(button), `"${state}" whole on its button`).toBe(true);
  }
  await expectCountClear(page);
  expect(errors).toEqual([]);
  await close();
});

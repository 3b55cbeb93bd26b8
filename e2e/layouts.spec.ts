import type { Browser, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { dayCell, daySheet, dayUrl } from './support/calendar.ts';
import { germanDayTitle, MONDAY, weekDay } from './support/days.ts';
import { expect, newUser, signUpViaApi, test } from './support/fixtures.ts';
import { createGroupViaApi, joinViaApi, uniqueName } from './support/groups.ts';
import { answer, apiMember } from './support/members.ts';
import { setScheduleViaApi } from './support/season.ts';

// The screens of a club's week at the sizes people use them: a 320 px phone, a phone held
// sideways (844×390), a desktop window at 200 % zoom (1280×800 seen as 640×400 CSS pixels at
// twice the density) and a desktop window (1280×800), light and dark. Each check is what a
// person sees: nothing wider than the screen, the calendar in reach under the day sheet, whole
// names and words, counts clear of the training underline, a switch's thumb and a focus ring that
// show where they should.

test.slow();

// MONDAY (e2e/support/days.ts) is a training day, the selected one.
const THURSDAY = weekDay(3); // a training day with one member coming
const LATER = weekDay(14); // two weeks on, out of sight under a short window's sheet
const SAM_NOTE = 'Sick, sorry everyone — hopefully back next week';

interface Size {
  name: string;
  options: BrowserContextOptions;
}

const PHONE_320: Size = {
  name: '320 px phone',
  options: {
    viewport: { width: 320, height: 640 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  },
};
const LANDSCAPE: Size = {
  name: 'phone held sideways',
  options: {
    viewport: { width: 844, height: 390 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  },
};
// Browser zoom: the same window, half as many CSS pixels, each drawn twice as large.
const ZOOM_200: Size = {
  name: '1280×800 at 200 % zoom',
  options: { viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
};
const DESKTOP: Size = {
  name: 'desktop window',
  options: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
};

/**
 * A club on the API: a coach's group training on Mondays and Thursdays, members with long names
 * and notes answering the Monday, one member coming on the Thursday; the page's user (a new
 * account) joins it.
 */
async function clubFor(page: Page, baseURL: string) {
  await signUpViaApi(page, newUser('Ines Viewer'));
  const owner = await page.context().browser()!.newContext({ baseURL });
  const ownerPage = await owner.newPage();
  await signUpViaApi(ownerPage, newUser('Coach Carla Christiansen'));
  const group = await createGroupViaApi(ownerPage, {
    name: uniqueName('Kletterteam'),
    location: 'Boulderhalle Nord',
  });
  await setScheduleViaApi(ownerPage, group.id, {
    trainingDays: [
      { weekday: 1, time: '18:30', place: 'Halle 2' },
      { weekday: 4, time: '19:00', place: null },
    ],
    cancelledDates: [],
  });
  const code = group.inviteCode!;
  await joinViaApi(page, code);
  const max = await apiMember(baseURL, 'Maximilian Schwarzenberger-Hohenlohe', code);
  const bart = await apiMember(baseURL, 'Bartholomew Featherstonehaugh', code);
  const sam = await apiMember(baseURL, 'Sam Small', code);
  await answer(max, group.id, MONDAY, 'present', 'Ich komme etwas später');
  await answer(bart, group.id, MONDAY, 'present');
  await answer(sam, group.id, MONDAY, 'away', SAM_NOTE);
  await answer(bart, group.id, THURSDAY, 'present');
  await Promise.all([max, bart, sam].map((member) => member.api.dispose()));
  await owner.close();
  return group;
}

/** A signed-in member's page at a size, with the console watched as for the default page. */
async function pageAt(browser: Browser, baseURL: string, size: Size, dark = false) {
  const context = await browser.newContext({
    ...size.options,
    baseURL,
    locale: 'en-US',
    colorScheme: dark ? 'dark' : 'light',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

/** Nothing is wider than the screen: a wider page scrolls sideways, or a phone zooms out. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const width = page.viewportSize()!.width;
  const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(scrollWidth, `page width with ${what}`).toBeLessThanOrEqual(width);
}

async function openGroup(page: Page, groupId: string) {
  await page.goto(dayUrl(groupId, MONDAY));
  await expect(page.getByRole('group', { name: 'Calendar' })).toBeVisible({ timeout: 20_000 });
  await expect(daySheet(page).getByTestId('count-present')).toHaveText('2');
}

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

/** Whether an element's content fits it (nothing clipped or cut with an ellipsis). */
function fits(element: Locator): Promise<boolean> {
  return element.evaluate((node) => node.scrollWidth <= node.clientWidth);
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

/** The colour of one pixel at a point of the page, as drawn. */
async function pixelAt(page: Page, x: number, y: number): Promise<number[]> {
  const png = await page.screenshot({
    clip: { x: Math.floor(x), y: Math.floor(y), width: 1, height: 1 },
  });
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b];
  }, png.toString('base64'));
}

/** WCAG's contrast ratio of two colours. */
function contrast(a: number[], b: number[]): number {
  const luminance = (rgb: number[]) => {
    const [r = 0, g = 0, bl = 0] = rgb
      .map((part) => part / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
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

/**
 * The groups screen with "My week" (docs/product.md#my-week): the club's two trainings of the
 * coming seven days, nothing wider than the screen, each answer button whole, and on a wide
 * window the week beside the groups list.
 */
async function expectWeekFits(page: Page) {
  await page.goto('/groups');
  const week = page.getByRole('region', { name: 'My week' });
  await expect(week.getByRole('listitem')).toHaveCount(2, { timeout: 20_000 });
  await expectNoSidewaysScroll(page, 'My week');
  for (const button of await week.getByRole('button').all()) {
    expect.soft(await fits(button), `"${await button.textContent()}" whole`).toBe(true);
  }
  const list = page.getByRole('region', { name: "Groups you're a member of" });
  const [weekBox, listBox] = [(await week.boundingBox())!, (await list.boundingBox())!];
  if (page.viewportSize()!.width >= 1000) {
    expect(weekBox.x + weekBox.width, 'the week beside the list').toBeLessThanOrEqual(listBox.x);
  } else {
    expect(weekBox.y + weekBox.height, 'the week above the list').toBeLessThanOrEqual(listBox.y);
  }
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

// A single date's own rules in the Edit Group dialog (docs/decisions/045-training-limit-and-waitlist.md):
// the listed date with its rules, and the row that sets them, whole at each size, light and dark.
test.describe('the training days’ single-date rules fit', () => {
  for (const [size, dark] of [
    [PHONE_320, false],
    [LANDSCAPE, true],
    [ZOOM_200, false],
    [DESKTOP, true],
  ] as const) {
    test(`on a ${size.name} (${dark ? 'dark' : 'light'})`, async ({ browser, baseURL }) => {
      const { page, errors, close } = await pageAt(browser, baseURL!, size, dark);
      await signUpViaApi(page, newUser('Coach Carla Christiansen-Featherstonehaugh'));
      const group = await createGroupViaApi(page, { name: uniqueName('Kletterteam') });
      await setScheduleViaApi(page, group.id, {
        trainingDays: [{ weekday: 4, time: '19:00', place: 'Boulderhalle Nord', limit: 12 }],
        cancelledDates: [],
        dayRules: [{ day: THURSDAY, end: '20:30', limit: 8, deadlineHours: 24 }],
      });
      await page.goto(dayUrl(group.id, THURSDAY));
      await page.getByRole('button', { name: 'Group menu' }).click({ timeout: 20_000 });
      await page.getByRole('menuitem', { name: 'Edit group' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Group' });
      const rules = dialog.getByRole('group', { name: 'Days with their own rules' });
      const add = rules.getByRole('button', { name: 'Add a day with its own rules' });
      await add.scrollIntoViewIfNeeded();
      await expect(rules.getByRole('listitem')).toContainText('at most 8');
      await expectNoSidewaysScroll(page, 'the single-date rules');
      const box = (await rules.boundingBox())!;
      for (const control of [
        rules.getByLabel('Date with its own rules'),
        rules.getByLabel('End on this date'),
        rules.getByLabel('Most people present on this date'),
        rules.getByLabel('Answers close how many hours before the start on this date'),
        add,
        rules.getByRole('button', { name: /^Remove the own rules of / }),
      ]) {
        const part = (await control.boundingBox())!;
        expect(part.x, 'a control starts inside its section').toBeGreaterThanOrEqual(box.x - 1);
        expect(part.x + part.width, 'a control ends inside its section').toBeLessThanOrEqual(
          box.x + box.width + 1,
        );
      }
      // The date shows whole in its field.
      expect(
        await rules
          .getByLabel('Date with its own rules')
          .evaluate((input) => input.scrollWidth <= input.clientWidth),
      ).toBe(true);
      // By keyboard: from the last rule to the button, Enter on it sets the rules (no date yet:
      // it asks for one first).
      await rules.getByLabel('Answers close how many hours before the start on this date').focus();
      await page.keyboard.press('Tab');
      await expect(add).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(rules.getByLabel('Date with its own rules')).toHaveAccessibleDescription(
        'Choose a date first.',
      );
      await expectNoAxeViolations(page, `the single-date rules on a ${size.name}`);
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

test.describe('in dark mode', () => {
  test("an off switch's thumb stands out from its track and the card", async ({
    browser,
    baseURL,
  }) => {
    const { page, errors, close } = await pageAt(browser, baseURL!, DESKTOP, true);
    await clubFor(page, baseURL!);
    await page.goto('/settings');
    const reminder = page.getByRole('switch', { name: /Remind me the evening/ });
    await expect(reminder).not.toBeChecked({ timeout: 20_000 });
    // The switch draws a track and a thumb beside the (invisible) checkbox.
    const parts = await reminder.evaluate((input) => {
      const rect = (element: Element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x, y, width, height };
      };
      const [track, thumb] = [
        input.nextElementSibling!,
        input.nextElementSibling!.nextElementSibling!,
      ];
      return { track: rect(track), thumb: rect(thumb) };
    });
    const { track, thumb } = parts;
    const thumbColour = await pixelAt(page, thumb.x + thumb.width / 2, thumb.y + thumb.height / 2);
    // The track's far end, which the thumb of an off switch leaves free.
    const trackColour = await pixelAt(page, track.x + track.width - 3, track.y + track.height / 2);
    // The card just above the thumb, outside the track.
    const cardColour = await pixelAt(page, thumb.x + thumb.width / 2, thumb.y - 4);
    expect
      .soft(contrast(thumbColour, trackColour), 'thumb against track')
      .toBeGreaterThanOrEqual(3);
    expect(contrast(thumbColour, cardColour), 'thumb against the card').toBeGreaterThanOrEqual(3);
    expect(errors).toEqual([]);
    await close();
  });

  test('a dialog and its first field get no outline of their own', async ({ browser, baseURL }) => {
    const { page, errors, close } = await pageAt(browser, baseURL!, DESKTOP, true);
    await page.goto('/');
    // A few seconds on the page first, as a person takes: the app loads the next screens'
    // code and styles in the background, so the dialog's stylesheets arrive in another order
    // than when it opens at once (the order once decided which outline won).
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3_000);
    await page.getByRole('button', { name: 'Log In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log In' });
    const email = dialog.getByLabel('E-mail');
    await expect(email).toBeFocused();
    const outline = (element: Locator) =>
      element.evaluate((node) => {
        const style = getComputedStyle(node);
        return style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
      });
    expect.soft(await outline(dialog), 'the dialog’s outline').toBe(0);
    expect(await outline(email), 'the focused field’s outline').toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});

test("the password field's eye button has its focus ring centred in the field's end", async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Log In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log In' });
  await dialog.getByLabel('Password', { exact: true }).focus();
  await page.keyboard.press('Tab');
  const eye = dialog.getByRole('button', { name: 'Show password' });
  await expect(eye).toBeFocused();
  const geometry = await eye.evaluate((button) => {
    const style = getComputedStyle(button);
    const ring = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
    const b = button.getBoundingClientRect();
    // The field's outlined box: the nearest ancestor with a border.
    let box: Element = button.parentElement!;
    while (getComputedStyle(box).borderTopStyle === 'none') box = box.parentElement!;
    const f = box.getBoundingClientRect();
    const outer = {
      left: b.left - ring,
      right: b.right + ring,
      top: b.top - ring,
      bottom: b.bottom + ring,
    };
    return {
      visible: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      centre: [
        (outer.left + outer.right) / 2 - (b.left + b.right) / 2,
        (outer.top + outer.bottom) / 2 - (b.top + b.bottom) / 2,
      ],
      gaps: { top: outer.top - f.top, bottom: f.bottom - outer.bottom, end: f.right - outer.right },
    };
  });
  expect(geometry.visible).toBe(true);
  expect(geometry.centre).toEqual([0, 0]);
  // As far from the field's border at its end as above and below.
  expect(Math.abs(geometry.gaps.end - geometry.gaps.top)).toBeLessThanOrEqual(1.5);
  expect(Math.abs(geometry.gaps.bottom - geometry.gaps.top)).toBeLessThanOrEqual(1.5);
});

/**
 * The statistics screen (docs/product.md#statistics) of a coach, the page's user, whose members
 * answered the Monday and Thursday: the chart, its table and the figures.
 */
async function coachClub(page: Page, baseURL: string) {
  await signUpViaApi(page, newUser('Coach Constanze Übermorgen-Fischer'));
  const group = await createGroupViaApi(page, { name: uniqueName('Ruderclub') });
  await setScheduleViaApi(page, group.id, {
    trainingDays: [
      { weekday: 1, time: '18:30', place: 'Halle 2' },
      { weekday: 4, time: '19:00', place: null },
    ],
    cancelledDates: [],
  });
  const code = group.inviteCode!;
  const max = await apiMember(baseURL, 'Maximilian Schwarzenberger-Hohenlohe', code);
  const sam = await apiMember(baseURL, 'Sam Small', code);
  await answer(max, group.id, MONDAY, 'present');
  await answer(sam, group.id, MONDAY, 'away');
  await answer(max, group.id, THURSDAY, 'present');
  await Promise.all([max, sam].map((member) => member.api.dispose()));
  return group;
}

async function openStatistics(page: Page, groupId: string, language: 'en' | 'de' = 'en') {
  const words =
    language === 'en'
      ? {
          period: 'Period',
          range: 'Chosen dates',
          from: 'From',
          to: 'To',
          chart: 'Attendance per week',
        }
      : {
          period: 'Zeitraum',
          range: 'Gewählte Daten',
          from: 'Von',
          to: 'Bis',
          chart: 'Anwesenheit pro Woche',
        };
  await page.goto(`/groups/${groupId}/statistics`);
  await chooseRange(page, words);
}

async function chooseRange(
  page: Page,
  words: { period: string; range: string; from: string; to: string; chart: string },
) {
  await page.getByRole('combobox', { name: words.period }).click();
  await page.getByRole('option', { name: words.range }).click();
  await page.getByRole('textbox', { name: words.from, exact: true }).fill(MONDAY);
  await page.getByRole('textbox', { name: words.to, exact: true }).fill(LATER);
  await expect(page.getByRole('figure', { name: words.chart })).toBeVisible();
}

test.describe('the statistics screen', () => {
  for (const size of [PHONE_320, LANDSCAPE, ZOOM_200, DESKTOP]) {
    for (const dark of [false, true]) {
      test(`fits a ${size.name}${dark ? ' in dark mode' : ''}, its lines drawn in the kit's colours`, async ({
        browser,
        baseURL,
      }) => {
        const { page, errors, close } = await pageAt(browser, baseURL!, size, dark);
        const group = await coachClub(page, baseURL!);
        await openStatistics(page, group.id);
        await expectNoSidewaysScroll(page, 'the statistics screen');
        const chart = page.getByRole('figure', { name: 'Attendance per week' });
        const chartBox = (await chart.boundingBox())!;
        expect(chartBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);
        // The lines stand out from the chart's card, whichever the theme.
        const colours = await chart.evaluate((figure) => {
          const path = figure.querySelector('svg[data-testid="weekly-chart"] path')!;
          return {
            line: getComputedStyle(path).stroke,
            card: getComputedStyle(figure).backgroundColor,
          };
        });
        expect(colours.line).not.toBe(colours.card);
        // The legend and the axis labels keep a readable size however narrow the chart.
        const legend = chart.getByText('Said present', { exact: true });
        const size12 = await legend.evaluate((node) => parseFloat(getComputedStyle(node).fontSize));
        expect(size12).toBeGreaterThanOrEqual(12);
        await page.getByRole('button', { name: 'Export' }).click();
        await expect(page.getByRole('dialog', { name: 'Export the record' })).toBeVisible();
        await expectNoSidewaysScroll(page, 'the export dialog open');
        await page.keyboard.press('Escape');
        expect(errors).toEqual([]);
        await close();
      });
    }
  }

  test('is reached and worked by keyboard, in German too', async ({ browser, baseURL }) => {
    const { page, errors, close } = await pageAt(browser, baseURL!, DESKTOP);
    const group = await coachClub(page, baseURL!);
    await page.goto(`/groups/${group.id}`);
    await page.getByRole('button', { name: 'Group menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Statistics' })).toBeVisible();
    // The menu's items by arrow keys, then Enter on Statistics.
    for (let step = 0; step < 10; step++) {
      if (
        await page
          .getByRole('menuitem', { name: 'Statistics' })
          .evaluate((n) => n === document.activeElement)
      )
        break;
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/groups/${group.id}/statistics$`));
    await chooseRange(page, {
      period: 'Period',
      range: 'Chosen dates',
      from: 'From',
      to: 'To',
      chart: 'Attendance per week',
    });
    // The tables' scrolling regions take focus, so a keyboard can scroll them.
    const people = page.getByRole('region', { name: 'Figures per person' });
    await people.focus();
    await expect(people).toBeFocused();
    // The season grid, shown and sorted by keyboard.
    await page.getByRole('button', { name: 'Show the season grid' }).focus();
    await page.keyboard.press('Enter');
    const grid = page.getByTestId('season-grid');
    await expect(grid).toBeVisible();
    await grid.getByRole('button', { name: 'By attendance' }).focus();
    await page.keyboard.press('Enter');
    await expect(grid.getByRole('columnheader', { name: 'By attendance' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // Names stay in view while the grid scrolls sideways.
    const region = page.getByRole('region', {
      name: 'Each person’s answer and record per training day',
    });
    await region.evaluate((node) => node.scrollBy(2000, 0));
    const name = grid.getByRole('rowheader', { name: /Sam Small/ });
    const regionBox = (await region.boundingBox())!;
    const nameBox = (await name.boundingBox())!;
    expect(nameBox.x).toBeGreaterThanOrEqual(regionBox.x - 1);
    // And the dates, one sticky header row, while it scrolls down; in a readable size.
    await region.evaluate((node) => node.scrollBy(0, 2000));
    const dayHead = grid.getByRole('columnheader').nth(2);
    expect((await dayHead.boundingBox())!.y).toBeGreaterThanOrEqual(regionBox.y - 1);
    const headSize = await dayHead.evaluate((node) => parseFloat(getComputedStyle(node).fontSize));
    expect(headSize).toBeGreaterThanOrEqual(12);

    await page.request.put('/api/account/language', {
      data: { language: 'de', chosen: true },
      headers: { 'x-turnout-csrf': '1' },
    });
    await openStatistics(page, group.id, 'de');
    await expect(page.getByRole('table', { name: 'Zahlen pro Person' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the statistics screen in German');
    expect(errors).toEqual([]);
    await close();
  });
});

import type { Browser, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { daySheet, dayUrl } from './calendar.ts';
import { MONDAY, weekDay } from './days.ts';
import { expect, newUser, signUpViaApi } from './fixtures.ts';
import { createGroupViaApi, joinViaApi, uniqueName } from './groups.ts';
import { answer, apiMember } from './members.ts';
import { setScheduleViaApi } from './season.ts';

// The layouts journeys (e2e/layouts-*.spec.ts) check the screens of a club's week at the sizes
// people use them: a 320 px phone, a phone held sideways (844×390), a desktop window at 200 %
// zoom (1280×800 seen as 640×400 CSS pixels at twice the density) and a desktop window
// (1280×800), light and dark. Each check is what a person sees: nothing wider than the screen,
// the calendar in reach under the day sheet, whole names and words, counts clear of the training
// underline, a switch's thumb and a focus ring that show where they should. Here: the sizes, the
// club they look at, and the measures more than one of them takes.

// MONDAY (e2e/support/days.ts) is a training day, the selected one.
export const THURSDAY = weekDay(3); // a training day with one member coming
export const LATER = weekDay(14); // two weeks on, out of sight under a short window's sheet
export const SAM_NOTE = 'Sick, sorry everyone — hopefully back next week';

export interface Size {
  name: string;
  options: BrowserContextOptions;
}

export const PHONE_320: Size = {
  name: '320 px phone',
  options: {
    viewport: { width: 320, height: 640 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  },
};
export const LANDSCAPE: Size = {
  name: 'phone held sideways',
  options: {
    viewport: { width: 844, height: 390 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  },
};
// Browser zoom: the same window, half as many CSS pixels, each drawn twice as large.
export const ZOOM_200: Size = {
  name: '1280×800 at 200 % zoom',
  options: { viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
};
export const DESKTOP: Size = {
  name: 'desktop window',
  options: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
};

/**
 * A club on the API: a coach's group training on Mondays and Thursdays, members with long names
 * and notes answering the Monday, one member coming on the Thursday; the page's user (a new
 * account) joins it.
 */
export async function clubFor(page: Page, baseURL: string) {
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
export async function pageAt(browser: Browser, baseURL: string, size: Size, dark = false) {
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
export async function expectNoSidewaysScroll(page: Page, what: string) {
  const width = page.viewportSize()!.width;
  const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(scrollWidth, `page width with ${what}`).toBeLessThanOrEqual(width);
}

export async function openGroup(page: Page, groupId: string) {
  await page.goto(dayUrl(groupId, MONDAY));
  await expect(page.getByRole('group', { name: 'Calendar' })).toBeVisible({ timeout: 20_000 });
  await expect(daySheet(page).getByTestId('count-present')).toHaveText('2');
}

/** Whether an element's content fits it (nothing clipped or cut with an ellipsis). */
export function fits(element: Locator): Promise<boolean> {
  return element.evaluate((node) => node.scrollWidth <= node.clientWidth);
}

/** The colour of one pixel at a point of the page, as drawn. */
export async function pixelAt(page: Page, x: number, y: number): Promise<number[]> {
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
export function contrast(a: number[], b: number[]): number {
  const luminance = (rgb: number[]) => {
    const [r = 0, g = 0, bl = 0] = rgb
      .map((part) => part / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * The groups screen with "My week" (docs/product.md#my-week): the club's two trainings of the
 * coming seven days, nothing wider than the screen, each answer button whole, and on a wide
 * window the week beside the groups list.
 */
export async function expectWeekFits(page: Page) {
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

import type { Locator, Page } from '@playwright/test';
import { dayCell, dayUrl, daySheet } from './support/calendar.ts';
import { expect, newUser, signUpViaApi } from './support/fixtures.ts';
import { createGroupViaApi, uniqueName } from './support/groups.ts';
import { answer, apiMember, leave, type ApiMember } from './support/members.ts';
import { test } from './support/people.ts';
import {
  germanDayTitle,
  germanMonthTitle,
  longestGermanDay,
  MONDAY,
  MONTH_FIRST,
  MONTH_LAST,
  weekDay,
} from './support/days.ts';

// Who is coming, at a glance: the day cells count the group's answers, the day sheet lists every
// member with whole names and notes under them, and the day's controls fit a 320 px phone.

test.slow();

const DAY = MONDAY;
const DAY_TITLE = germanDayTitle(DAY);
const LONG_NAME = 'Annabella Schwarzenberger-Oppenheimer';
const NOTE = 'Coming straight from work, so I will be there around half past seven at the earliest';

/** Ada (the page) owns a group; `names` join it through the API. */
async function groupOf(page: Page, baseURL: string, names: string[]) {
  await signUpViaApi(page, newUser('Ada Lovelace'));
  const group = await createGroupViaApi(page, { name: uniqueName('Climbing Crew') });
  const members: ApiMember[] = [];
  for (const name of names) members.push(await apiMember(baseURL, name, group.inviteCode!));
  return { group, members };
}

async function rightEdge(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box.x + box.width;
}

test('each day cell says how many come and whether some will not', async ({ page, baseURL }) => {
  const { group, members } = await groupOf(page, baseURL!, ['Grace Hopper', 'Ben Ito', 'Cy Ro']);
  const [grace, ben, cy] = members as [ApiMember, ApiMember, ApiMember];
  await answer(grace, group.id, DAY, 'present');
  await answer(ben, group.id, DAY, 'present');
  await answer(cy, group.id, DAY, 'away');
  await answer(cy, group.id, weekDay(1), 'away');

  await page.goto(dayUrl(group.id, DAY));
  const cell = dayCell(page, DAY);
  await expect(cell).toHaveAccessibleName(`${DAY_TITLE}, 2 present, 1 away`);
  await expect(cell.locator('.tally')).toHaveAttribute('data-present', '2');
  await expect(cell.locator('.mark')).toHaveAttribute('data-away', '1');
  await expect(dayCell(page, weekDay(1))).toHaveAccessibleName(
    `${germanDayTitle(weekDay(1))}, 0 present, 1 away`,
  );
  await expect(dayCell(page, weekDay(1)).locator('.tally')).toHaveCount(0);

  // My own answer joins the count, and the cell still says which one is mine.
  await daySheet(page).getByRole('button', { name: 'Present', exact: true }).click();
  await expect(cell).toHaveAccessibleName(`${DAY_TITLE}, my answer: Present, 3 present, 1 away`);
  await expect(cell.locator('.tally')).toHaveAttribute('data-present', '3');
});

test('the day sheet lists every member, whole names, notes under the name', async ({
  page,
  baseURL,
}) => {
  const names = [LONG_NAME, ...Array.from({ length: 13 }, (_, index) => `Member ${index + 1}`)];
  const { group, members } = await groupOf(page, baseURL!, names);
  await answer(members[0]!, group.id, DAY, 'present', NOTE);

  await page.goto(dayUrl(group.id, DAY));
  const sheet = daySheet(page);
  const undecided = sheet.getByRole('region', { name: 'Undecided', exact: true });
  await expect(sheet.getByTestId('count-undecided')).toHaveText('14');
  await expect(undecided.getByRole('listitem')).toHaveCount(14);
  // The last of them can be scrolled to inside the sheet.
  const last = undecided.getByText('Member 9', { exact: true });
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();

  const present = sheet.getByRole('region', { name: 'Present', exact: true });
  const name = present.getByText(LONG_NAME, { exact: true });
  await name.scrollIntoViewIfNeeded();
  await expect(name).toBeInViewport({ ratio: 1 });
  expect(await rightEdge(name)).toBeLessThanOrEqual(await rightEdge(present));
  // The note is there without a tap, on one line; a tap shows all of it.
  const note = present.getByRole('button', { name: NOTE });
  await expect(note).toBeVisible();
  await expect(note).toHaveAttribute('aria-expanded', 'false');
  const oneLine = (await note.boundingBox())!.height;
  await note.click();
  await expect(note).toHaveAttribute('aria-expanded', 'true');
  expect((await note.boundingBox())!.height).toBeGreaterThan(oneLine * 1.5);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
});

test('the calendar opens with the month title and the whole week in sight', async ({
  page,
  baseURL,
}) => {
  const { group } = await groupOf(page, baseURL!, []);
  await page.goto(dayUrl(group.id, weekDay(9)));
  await expect(dayCell(page, weekDay(9))).toBeInViewport({ ratio: 1 });
  const title = page.getByRole('heading', { name: germanMonthTitle(weekDay(9)) });
  // Above the phone's sheet; a desktop window has the day beside the calendar.
  const sheet = (await daySheet(page).boundingBox())!;
  const bottom = sheet.x > 0 ? page.viewportSize()!.height : sheet.y;
  const cell = (await dayCell(page, weekDay(9)).boundingBox())!;
  expect(cell.y + cell.height).toBeLessThanOrEqual(bottom);
  // The title is not under the sticky weekday row.
  const titleBox = (await title.boundingBox())!;
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.textContent ?? '',
    { x: titleBox.x + 4, y: titleBox.y + titleBox.height / 2 },
  );
  expect(hit).toContain(germanMonthTitle(weekDay(9)));
});

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 568 } });
  // A 320 px phone is a touch phone: its sheet is the touch one.
  test.skip(({ hasTouch }) => !hasTouch, 'phones only');

  test('the date, the answers and the note button fit, and three weeks show', async ({
    page,
    baseURL,
  }) => {
    const { group } = await groupOf(page, baseURL!, []);
    // The longest German weekday and month name.
    const longest = longestGermanDay();
    await page.goto(dayUrl(group.id, longest));
    const sheet = daySheet(page);
    const date = sheet.getByRole('button', { name: germanDayTitle(longest) });
    await expect(date).toBeVisible();
    expect(await rightEdge(date)).toBeLessThanOrEqual(320);
    const text = date.locator('span').first();
    expect(await text.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    for (const label of ['Away', 'Undecided', 'Present']) {
      const button = sheet.getByRole('button', { name: label, exact: true });
      expect(await rightEdge(button)).toBeLessThanOrEqual(320);
    }
    await sheet.getByRole('button', { name: 'Present', exact: true }).click();
    const noteButton = sheet.getByRole('button', { name: 'Add note' });
    await expect(noteButton).toBeEnabled();
    expect(await rightEdge(noteButton)).toBeLessThanOrEqual(320);

    // At least three week rows between the weekday row and the collapsed sheet.
    const cell = (await dayCell(page, longest).boundingBox())!;
    const sheetTop = (await sheet.boundingBox())!.y;
    const weekdays = (await page.locator('[data-weekdays]').boundingBox())!;
    const weekdayRowBottom = weekdays.y + weekdays.height;
    expect(sheetTop - weekdayRowBottom).toBeGreaterThanOrEqual(3 * cell.height);
  });
});

test('the inbox shows the note, how long ago, and who left', async ({ page, baseURL }) => {
  const { group, members } = await groupOf(page, baseURL!, ['Ben Ito']);
  const ben = members[0]!;
  await answer(ben, group.id, DAY, 'present', 'Bringing the rope');

  await page.goto('/notifications');
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Ben Ito will attend');
  await expect(cards.first()).toContainText('Note: Bringing the rope');
  await expect(cards.first()).toContainText(`${DAY_TITLE} · jetzt`);

  // Ben leaves: the owner is told, and the old card no longer stands as it was.
  await leave(ben, group.id);
  await page.reload();
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('Ben Ito left the group');
  await expect(cards.nth(1)).toContainText('Ben Ito has since left the group');
  await expect(cards.nth(1)).not.toContainText('Note:');
});

test('an answer shows "Saving…" until the server confirms it', async ({ page, baseURL }) => {
  const { group } = await groupOf(page, baseURL!, []);
  await page.goto(dayUrl(group.id, DAY));
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/attendance', async (route) => {
    if (route.request().method() === 'PUT') await held;
    await route.continue();
  });
  const status = daySheet(page).getByRole('status');
  await expect(status).toHaveText('');
  await daySheet(page).getByRole('button', { name: 'Present', exact: true }).click();
  await expect(status).toHaveText('Saving…');
  release();
  await expect(status).toHaveText('');
  await expect(dayCell(page, DAY)).toHaveAccessibleName(
    `${DAY_TITLE}, my answer: Present, 1 present, 0 away`,
  );
});

test('offline: a slim bar under the top bar, and an answer waits on the device until online', async ({
  page,
  context,
  baseURL,
}) => {
  const { group } = await groupOf(page, baseURL!, []);
  // As an installed app is: its service worker holds the code the screens load later.
  await page.goto(dayUrl(group.id, DAY));
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(dayCell(page, DAY)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  const bar = page.getByRole('status').filter({ hasText: /offline/ });
  await expect(bar).toBeVisible();
  const barBox = (await bar.boundingBox())!;
  const topBar = (await page.getByRole('banner').boundingBox())!;
  // Under the top bar, not over its title and back button; slim.
  expect(barBox.y).toBeGreaterThanOrEqual(topBar.y + topBar.height - 1);
  expect(barBox.height).toBeLessThanOrEqual(48);
  await expect(page.getByRole('button', { name: 'Back' })).toBeInViewport();

  // The answer is kept on the device, not refused (docs/product.md#offline), and sent once back.
  await daySheet(page).getByRole('button', { name: 'Present', exact: true }).click();
  await expect(daySheet(page).getByText('Waiting to send')).toBeVisible();
  await expect(page.getByText(`Your attendance for ${DAY_TITLE} was not saved.`)).toHaveCount(0);
  await expect(
    daySheet(page).getByRole('button', { name: 'Present', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  await context.setOffline(false);
  await expect(bar).toBeHidden();
  await expect(daySheet(page).getByText('Waiting to send')).toHaveCount(0);
  await expect(dayCell(page, DAY)).toHaveAccessibleName(
    `${DAY_TITLE}, my answer: Present, 1 present, 0 away`,
  );
});

test('keyboard focus shows on the account button and on cards', async ({ page, baseURL }) => {
  await groupOf(page, baseURL!, []);
  await page.goto('/groups');
  const card = page.getByRole('main').getByRole('link').first();
  await expect(card).toBeVisible();
  const account = page.getByRole('button', { name: 'Account' });
  for (const control of [account, card]) {
    await page.keyboard.press('Tab');
    await control.focus();
    await expect(control).toHaveCSS('outline-style', 'solid');
    await expect(control).toHaveCSS('outline-width', '2px');
  }
});

test.describe('on a desktop window', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop only');

  test('a navigation rail, and the day beside the calendar', async ({ page, baseURL }) => {
    const { group } = await groupOf(page, baseURL!, ['Grace Hopper']);
    await page.goto(dayUrl(group.id, DAY));
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const rail = (await nav.boundingBox())!;
    expect(rail).toMatchObject({ x: 0, y: 64, width: 56 });
    expect(rail.height).toBeGreaterThan(3 * 56);
    for (const name of ['Account', 'Notifications', 'Groups']) {
      await expect(nav.getByRole(name === 'Account' ? 'button' : 'link', { name })).toBeVisible();
    }

    const calendar = (await page.getByRole('group', { name: 'Calendar' }).boundingBox())!;
    const sheet = daySheet(page);
    const panel = (await sheet.boundingBox())!;
    // Side by side, the panel from the top bar to the bottom, nothing to expand.
    expect(panel.x).toBeGreaterThanOrEqual(calendar.x + calendar.width);
    expect(calendar.x).toBeGreaterThanOrEqual(56);
    expect(panel.y).toBe(64);
    expect(panel.y + panel.height).toBe(page.viewportSize()!.height);
    await expect(sheet.getByRole('button', { name: 'Expand' })).toHaveCount(0);
    await expect(sheet.getByText('Grace Hopper')).toBeInViewport();
    // The whole selected month's weeks are in sight, not four rows over a sheet.
    await expect(dayCell(page, MONTH_FIRST)).toBeInViewport();
    await expect(dayCell(page, MONTH_LAST)).toBeInViewport();
  });
});

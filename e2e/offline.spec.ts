import type { BrowserContext, Page } from '@playwright/test';
import {
  addDays,
  API_PATHS,
  isoWeekdayOf,
  notificationListResponseSchema,
  today,
  type AttendanceState,
  type Day,
} from '@turnout/domain';
import { dayCell, daySheet, dayUrl, expectDay } from './support/calendar.ts';
import { newUser, signUpViaApi } from './support/fixtures.ts';
import { createGroupViaApi, groupWithMember, uniqueName } from './support/groups.ts';
import { expect, test } from './support/people.ts';
import { setScheduleViaApi } from './support/season.ts';

// Answering without a connection (docs/product.md#offline): answers wait on the device, show as
// waiting to send, survive closing the app and are stored once when it is back; an answer the
// server refuses on arrival is told in words. And "My week" on the groups screen
// (docs/product.md#my-week).

test.slow();

const ZONE = 'Europe/Berlin';
const LABELS: Record<AttendanceState, string> = {
  away: 'Away',
  undecided: 'Undecided',
  present: 'Present',
};

/** The group screen of an installed app: its service worker holds the code, then offline. */
async function openInstalled(page: Page, groupId: string, day: string) {
  await page.goto(dayUrl(groupId, day));
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(dayCell(page, day)).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}

async function goOffline(page: Page, context: BrowserContext) {
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: /offline/ })).toBeVisible();
}

test('answers given offline wait on the device, outlive the page and are stored once', async ({
  page,
  context,
  people,
}) => {
  await signUpViaApi(page, newUser('Ada Offline'));
  const olga = await people.signedIn('Olga Owner');
  const group = await groupWithMember(olga.page, page, uniqueName('Rowing'));
  const first = addDays(today(ZONE), 2);
  const answers: [string, AttendanceState][] = [
    [first, 'present'],
    [addDays(first, 1), 'away'],
    [addDays(first, 2), 'present'],
  ];
  await openInstalled(page, group.id, first);
  await goOffline(page, context);

  const sent: string[] = [];
  for (const [day, state] of answers) {
    await dayCell(page, day).click();
    await daySheet(page).getByRole('button', { name: LABELS[state], exact: true }).click();
    await expect(daySheet(page).getByText('Waiting to send')).toBeVisible();
    await expect(dayCell(page, day)).toHaveAccessibleName(
      new RegExp(`my answer: ${LABELS[state]}, waiting to send`),
    );
  }
  // Closed while still offline: the answers wait on the device alone.
  await page.close();
  await context.setOffline(false);

  const again = await context.newPage();
  again.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/attendance')) {
      sent.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  await again.goto(dayUrl(group.id, first));
  for (const [day, state] of answers) {
    await expect(dayCell(again, day)).toHaveAccessibleName(
      new RegExp(`my answer: ${LABELS[state]}, \\d+ present`),
      { timeout: 20_000 },
    );
  }
  await expect(daySheet(again).getByText('Waiting to send')).toHaveCount(0);
  // Sent by this page, or already by the service worker's Background Sync: each with its key.
  for (const key of sent) expect(key).toMatch(/^[\w-]{8,}$/);

  // Olga sees them, each once.
  await olga.page.goto(dayUrl(group.id, first));
  await expectDay(olga.page, { away: [], undecided: ['Olga Owner'], present: ['Ada Offline'] });
  await dayCell(olga.page, addDays(first, 1)).click();
  await expectDay(olga.page, { away: ['Ada Offline'], undecided: ['Olga Owner'], present: [] });
  const inbox = await olga.page.request.get(`${API_PATHS.notifications}?limit=50`);
  const { items } = notificationListResponseSchema.parse(await inbox.json());
  expect(items.filter((item) => item.groupId === group.id)).toHaveLength(3);
});

test('an answer the server refuses on arrival is told in words, and the day shows its truth', async ({
  page,
  context,
  people,
}) => {
  await signUpViaApi(page, newUser('Ada Late'));
  const olga = await people.signedIn('Olga Owner');
  const group = await groupWithMember(olga.page, page, uniqueName('Rowing'));
  const day = today(ZONE);
  await openInstalled(page, group.id, day);
  await goOffline(page, context);
  await daySheet(page).getByRole('button', { name: 'Present', exact: true }).click();
  await expect(daySheet(page).getByText('Waiting to send')).toBeVisible();

  // Meanwhile the coach makes today a training whose answers closed a day before it starts.
  await setScheduleViaApi(olga.page, group.id, {
    trainingDays: [{ weekday: isoWeekdayOf(day), time: '23:59', place: null, deadlineHours: 24 }],
    cancelledDates: [],
  });
  await context.setOffline(false);
  await expect(
    page.getByText(
      new RegExp(`Your answer for .+ in ${group.name} was not saved when it was sent: Answers for`),
    ),
  ).toBeVisible({ timeout: 20_000 });
  await expect(
    daySheet(page).getByRole('button', { name: 'Undecided', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(daySheet(page).getByText('Waiting to send')).toHaveCount(0);
});

test('the last-seen groups, calendar, week and inbox stay readable offline', async ({
  page,
  context,
  people,
}) => {
  await signUpViaApi(page, newUser('Ada Reader'));
  const olga = await people.signedIn('Olga Owner');
  const group = await groupWithMember(olga.page, page, uniqueName('Rowing'));
  const day = today(ZONE);
  const answered = await olga.page.request.put(`/api/groups/${group.id}/attendance`, {
    data: { day, state: 'present' },
    headers: { 'x-turnout-csrf': '1' },
  });
  expect(answered.status()).toBe(200);
  await setScheduleViaApi(olga.page, group.id, {
    trainingDays: [{ weekday: isoWeekdayOf(day), time: '19:00', place: 'Boathouse' }],
    cancelledDates: [],
  });

  // Seen once online: the group, the inbox and the groups screen with its week.
  await openInstalled(page, group.id, day);
  await expect(dayCell(page, day)).toHaveAccessibleName(/1 present/);
  const bell = page.getByRole('link', { name: /^Notifications/ });
  await bell.click();
  await expect(page.getByText('Olga Owner will attend').first()).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Groups', exact: true }).first().click();
  const week = page.getByRole('region', { name: 'My week' });
  await expect(week.getByRole('listitem')).toHaveCount(1, { timeout: 20_000 });
  // The device's copy is written a moment after the data changed.
  await page.waitForTimeout(3_000);

  // Opened again without a connection: all of it reads as it was, under the offline bar.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: /offline/ })).toContainText(
    'You see what was last loaded',
  );
  await expect(week.getByRole('listitem')).toContainText(group.name);
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(group.name) })
    .last()
    .click();
  await expect(dayCell(page, day)).toHaveAccessibleName(/1 present/, { timeout: 20_000 });
  await bell.click();
  await expect(page.getByText('Olga Owner will attend').first()).toBeVisible({ timeout: 20_000 });
  await context.setOffline(false);
});

test('My week lists the next days of all my groups, answers with one tap and opens a day', async ({
  page,
  people,
}) => {
  await signUpViaApi(page, newUser('Ada Weekly'));
  const olga = await people.signedIn('Olga Owner');
  const rowing = await groupWithMember(olga.page, page, uniqueName('Rowing'));
  const chess = await createGroupViaApi(page, { name: uniqueName('Chess') });
  const start = today(ZONE);
  const [one, two, three] = [1, 2, 3].map((n) => addDays(start, n)) as [Day, Day, Day];
  await setScheduleViaApi(olga.page, rowing.id, {
    trainingDays: [
      { weekday: isoWeekdayOf(one), time: '18:30', place: 'Boathouse', end: '20:00' },
      { weekday: isoWeekdayOf(three), time: '07:00', place: null },
    ],
    cancelledDates: [],
  });
  await setScheduleViaApi(page, chess.id, {
    trainingDays: [{ weekday: isoWeekdayOf(two), time: null, place: 'Library' }],
    cancelledDates: [],
  });

  await page.goto('/groups');
  const week = page.getByRole('region', { name: 'My week' });
  const days = week.getByRole('listitem');
  await expect(days).toHaveCount(3, { timeout: 20_000 });
  await expect(days.nth(0)).toContainText(rowing.name);
  await expect(days.nth(0)).toContainText('18:30–20:00 · Boathouse');
  await expect(days.nth(1)).toContainText(chess.name);
  await expect(days.nth(2)).toContainText(rowing.name);
  await expect(days.nth(0)).toContainText('0 present, 0 away, 2 undecided');

  // On a desktop window the week sits beside the groups list.
  if (!test.info().project.use.isMobile) {
    const weekBox = (await week.boundingBox())!;
    const list = (await page.getByRole('region', { name: 'Groups you own' }).boundingBox())!;
    expect(weekBox.x + weekBox.width).toBeLessThanOrEqual(list.x);
    expect(Math.abs(weekBox.y - list.y)).toBeLessThan(120);
  }

  // One tap answers; Olga sees it.
  const saved = page.waitForResponse(
    (response) => response.url().includes('/attendance') && response.request().method() === 'PUT',
  );
  await days
    .nth(0)
    .getByRole('group', { name: /^My answer in Rowing/ })
    .getByRole('button', { name: 'Present' })
    .click();
  expect((await saved).status()).toBe(200);
  await expect(days.nth(0)).toContainText('1 present, 0 away, 1 undecided');
  await olga.page.goto(dayUrl(rowing.id, one));
  await expectDay(olga.page, { away: [], undecided: ['Olga Owner'], present: ['Ada Weekly'] });

  // By keyboard, the second day's link opens that day of the chess group.
  const link = days.nth(1).getByRole('link', { name: new RegExp(chess.name) });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/groups/${chess.id}\\?activeDay=`));
  await expect(dayCell(page, two)).toHaveAttribute('aria-pressed', 'true', { timeout: 20_000 });
});

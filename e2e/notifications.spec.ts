import type { Page } from '@playwright/test';
import {
  API_PATHS,
  CSRF_HEADER,
  activeDayParam,
  addDays,
  pathFor,
  startOfDayMs,
  today,
  type AttendanceState,
  type Day,
} from '@turnout/domain';
import { expect, newUser, signUpViaApi } from './support/fixtures.ts';
import { groupWithMember, uniqueName } from './support/groups.ts';
import { test } from './support/people.ts';

// Notification journeys (docs/product.md#notification-rules): two members of one group, each in a browser of their own. One says whether
// they will come; the other sees it live, is notified, opens the day and marks all as read.

const ZONE = 'Europe/Berlin';

/** The page's user sets their attendance for a day, as the calendar's toggle does. */
async function markDay(page: Page, groupId: string, day: Day, state: AttendanceState) {
  const response = await page.request.put(pathFor(API_PATHS.attendance, { groupId }), {
    data: { day, state },
    headers: { [CSRF_HEADER]: '1' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** docs/product.md#notifications-screen: dates in the German full format, in the configured zone. */
function germanFullDate(day: Day): string {
  return new Date(startOfDayMs(day, ZONE)).toLocaleDateString('de-DE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: ZONE,
  });
}

test("a member sees another's choice live, is notified, opens the day and marks all read", async ({
  page: ada,
  people,
}) => {
  const name = uniqueName('Climbing Crew');
  await signUpViaApi(ada, newUser('Ada Lovelace'));
  const { page: grace } = await people.signedIn('Grace Hopper');
  const group = await groupWithMember(ada, grace, name);
  const day = today(ZONE);
  const nextDay = addDays(day, 1);

  // Grace has the group's calendar open on today, with her event stream connected.
  const connected = grace.waitForResponse((response) => response.url().includes(API_PATHS.events));
  await grace.goto(`/groups/${group.id}`);
  await connected;
  const sheet = grace.getByRole('region', { name: 'Selected day' });
  await expect(sheet.getByTestId('count-present')).toHaveText('0');
  const bell = grace.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', {
    name: /^Notifications/,
  });
  await expect(bell).toHaveAccessibleName('Notifications');

  // Ada will come today: Grace's calendar, bell and app bar change without a reload.
  await markDay(ada, group.id, day, 'present');
  await expect(sheet.getByTestId('count-present')).toHaveText('1');
  await expect(sheet.getByText('Ada Lovelace')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications (1 unread)');
  // Said in a short text too, not only by the bell; Ada owns the group, and it says so (ADR 030).
  const said = `Ada Lovelace (owner) will attend ${name} on ${germanFullDate(day)}`;
  await expect(grace.getByText(said, { exact: true })).toBeVisible();
  await expect(
    grace.getByRole('link', {
      name: `New notification: ${said}`,
    }),
  ).toBeVisible();

  await markDay(ada, group.id, nextDay, 'away');
  await expect(bell).toHaveAccessibleName('Notifications (2 unread)');

  // The inbox, newest first.
  await bell.click();
  await expect(grace.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(grace.getByRole('link', { name: /New notification/ })).toBeHidden();
  const cards = grace.getByRole('list').getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('Ada Lovelace will not attendOwner');
  await expect(cards.first()).toContainText(germanFullDate(nextDay));
  await expect(cards.nth(1)).toContainText('Ada Lovelace will attend');
  await expect(cards.nth(1)).toContainText(name);
  await expect(cards.nth(1)).toContainText(germanFullDate(day));

  // Tapping a card marks it read and opens its day.
  await cards.nth(1).getByRole('button').click();
  await expect(grace).toHaveURL(
    new RegExp(`/groups/${group.id}\\?activeDay=${activeDayParam(day, ZONE)}$`),
  );
  await expect(grace.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications (1 unread)');

  // Mark all as read, after the confirmation.
  await bell.click();
  await grace.getByRole('button', { name: 'Mark all as read' }).click();
  const confirm = grace.getByRole('dialog', { name: 'Mark all as read?' });
  await confirm.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(confirm).toBeHidden();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(grace.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await expect(grace.getByText('Unread', { exact: true })).toHaveCount(0);
});

test('a member removed by the owner is sent to /groups and told why', async ({
  page: ada,
  people,
}) => {
  await signUpViaApi(ada, newUser('Ada Lovelace'));
  const { page: grace, user } = await people.signedIn('Grace Hopper');
  const group = await groupWithMember(ada, grace, uniqueName('Book Club'));
  const connected = grace.waitForResponse((response) => response.url().includes(API_PATHS.events));
  await grace.goto(`/groups/${group.id}`);
  await connected;
  await expect(grace.getByRole('heading', { level: 1, name: group.name })).toBeVisible();

  const me = await grace.request.get(API_PATHS.me);
  const { user: signedIn } = (await me.json()) as { user: { id: string; email: string } };
  expect(signedIn.email).toBe(user.email);
  const removed = await ada.request.delete(
    pathFor(API_PATHS.groupMember, { groupId: group.id, userId: signedIn.id }),
    { headers: { [CSRF_HEADER]: '1' } },
  );
  expect(removed.ok(), await removed.text()).toBe(true);

  // The message bar or the in-app notice of her inbox entry, whichever came last
  // (docs/decisions/031-removal-keeps-the-link.md).
  await expect(grace.getByText(/You were removed from .+ by its owner/).first()).toBeVisible();
  await expect(grace).toHaveURL(/\/groups$/);
});

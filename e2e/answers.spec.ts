import { API_PATHS, CSRF_HEADER, pathFor, type AttendanceState } from '@turnout/domain';
import type { Page } from '@playwright/test';
import { WHOLE_BROWSER } from './support/browser.ts';
import { dayCell, daySheet, dayUrl } from './support/calendar.ts';
import { germanShortDay, literally, weekDay } from './support/days.ts';
import { expect, signUpViaApi, test } from './support/fixtures.ts';
import { createGroupViaApi, uniqueName } from './support/groups.ts';

// A repeating answer over days already answered otherwise or noted keeps them unless the member
// replaces them (docs/decisions/032-notes-belong-to-answers.md); the group menu's Reminders hold
// the switch and the hour together and say when this device gets no notifications
// (docs/decisions/023-season-planning-screens.md).

// The reminders dialog reads the browser's notification permission, which the headless shell
// answers with "denied" before anyone was asked (support/browser.ts).
test.use(WHOLE_BROWSER);

// A Tuesday still to come and the week after it.
const FIRST = weekDay(1);
const FIRST_LOAD = { timeout: 20_000 };

async function answerViaApi(
  page: Page,
  groupId: string,
  day: string,
  state: AttendanceState,
  note?: string,
) {
  const response = await page.request.put(pathFor(API_PATHS.attendance, { groupId }), {
    data: { day, state, ...(note ? { note } : {}) },
    headers: { [CSRF_HEADER]: '1' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function openSeries(page: Page, until: string) {
  await daySheet(page).getByRole('button', { name: 'Answer several days' }).click();
  const dialog = page.getByRole('dialog', { name: 'Answer several days' });
  await dialog.getByLabel('Until').fill(until);
  return dialog;
}

test('answering several days keeps earlier answers and notes unless I replace them', async ({
  page,
}) => {
  await signUpViaApi(page);
  const group = await createGroupViaApi(page, { name: uniqueName('Rowing') });
  await answerViaApi(page, group.id, weekDay(3), 'away', 'Dentist');
  await answerViaApi(page, group.id, weekDay(5), 'present', 'Bringing the boat');
  await page.goto(dayUrl(group.id, FIRST));
  await expect(dayCell(page, weekDay(3))).toHaveAccessibleName(/my answer: Away/, FIRST_LOAD);

  const dialog = await openSeries(page, weekDay(7));
  const existing = dialog.getByRole('group', {
    name: '2 days already have another answer or a note',
  });
  await expect(existing.getByRole('listitem')).toHaveText([
    new RegExp(`^${literally(germanShortDay(weekDay(3)))}: Away\\s*Dentist$`),
    new RegExp(`^${literally(germanShortDay(weekDay(5)))}: Present\\s*Bringing the boat$`),
  ]);
  await expect(existing.getByRole('radio', { name: 'Keep them as they are' })).toBeChecked();
  await expect(dialog.getByRole('status')).toHaveText('You will be present on 5 days.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText('Your answer is saved for 5 days. 2 days kept as they were.'),
  ).toBeVisible();
  await expect(dayCell(page, weekDay(3))).toHaveAccessibleName(/my answer: Away/);
  await expect(dayCell(page, weekDay(4))).toHaveAccessibleName(/my answer: Present/);

  // The same again, replacing: the away day is present now, and its note went with it.
  const again = await openSeries(page, weekDay(7));
  await again.getByRole('radio', { name: 'Replace them with this answer' }).click();
  await expect(again.getByRole('status')).toHaveText('You will be present on 7 days.');
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(again).toBeHidden();
  await expect(dayCell(page, weekDay(3))).toHaveAccessibleName(/my answer: Present/);
  await dayCell(page, weekDay(3)).click();
  await expect(daySheet(page).getByText('Dentist')).toHaveCount(0);
  await dayCell(page, weekDay(5)).click();
  await expect(daySheet(page).getByText('Bringing the boat')).toHaveCount(0);
});

test('the group menu sets reminders and their hour in one place, and offers notifications', async ({
  page,
}) => {
  await signUpViaApi(page);
  const group = await createGroupViaApi(page, { name: uniqueName('Rowing') });
  await page.goto(dayUrl(group.id, FIRST));
  await page.getByRole('button', { name: 'Group menu' }).click(FIRST_LOAD);
  await page.getByRole('menuitem', { name: 'Reminders' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reminders' });
  const settings = dialog.getByRole('group', { name: `Reminders for ${group.name}` });
  await settings.getByLabel('Reminder time').selectOption('20');
  await settings
    .getByRole('switch', { name: 'Remind me the evening before a training day' })
    .click();
  await expect(page.getByText(`Reminders for ${group.name} are on, at 20:00.`)).toBeVisible();

  // This browser has not been asked yet: the dialog says what that means and offers to ask.
  await expect(dialog.getByText(/This device does not get notifications yet/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Turn on notifications' }).click();
  // The browser refuses (the journey grants nothing): the dialog says so instead.
  await expect(dialog.getByText(/Notifications are blocked for Turnout/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Stored: the settings page shows the same.
  await page.goto('/settings');
  const stored = page.getByRole('group', { name: `Reminders for ${group.name}` });
  await expect(stored.getByLabel('Reminder time')).toHaveValue('20', FIRST_LOAD);
  await expect(
    stored.getByRole('switch', { name: 'Remind me the evening before a training day' }),
  ).toBeChecked();
});

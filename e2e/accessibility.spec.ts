import type { Page } from '@playwright/test';
import { API_PATHS, CSRF_HEADER, pathFor, today } from '@turnout/domain';
import { expectNoAxeViolations, settled } from './support/axe.ts';
import { daySheet } from './support/calendar.ts';
import { expect, newUser, signUpViaApi } from './support/fixtures.ts';
import { createGroupViaApi, groupWithMember, uniqueName } from './support/groups.ts';
import { test } from './support/people.ts';

// axe (WCAG 2.x A and AA) finds nothing on the main screens, on desktop and phone.

test.beforeEach(() => test.slow());

async function openDialog(page: Page, name: string | RegExp) {
  const dialog = page.getByRole('dialog', { name });
  await settled(dialog);
  return dialog;
}

async function openFromGroupMenu(page: Page, item: string, dialogName = item) {
  await page.getByRole('button', { name: 'Group menu' }).click();
  await settled(page.getByRole('menu'));
  await page.getByRole('menuitem', { name: item }).click();
  return openDialog(page, dialogName);
}

test('the visitor screens: landing page, its dialogs and the information pages', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await expectNoAxeViolations(page, 'the landing page');

  await page.getByRole('button', { name: 'Log In' }).click();
  const logIn = await openDialog(page, 'Log In');
  await expectNoAxeViolations(page, 'the Log In dialog');
  await logIn.getByRole('button', { name: 'Close' }).click();
  await expect(logIn).toBeHidden();

  await page.getByRole('button', { name: 'Sign Up' }).click();
  const signUp = await openDialog(page, 'Sign Up');
  // The validation messages are part of the dialog a person sees.
  await signUp.getByRole('textbox', { name: 'Name' }).focus();
  await signUp.getByRole('textbox', { name: 'E-mail' }).focus();
  await expect(signUp.getByText("Name can't be empty")).toBeVisible();
  await expectNoAxeViolations(page, 'the Sign Up dialog');
  await signUp.getByRole('button', { name: 'Close' }).click();
  await expect(signUp).toBeHidden();

  await page.getByRole('button', { name: 'Pre Release' }).click();
  await openDialog(page, 'Pre Release');
  await expectNoAxeViolations(page, 'the Pre Release notice');

  for (const path of ['/about', '/privacy', '/join', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, path);
  }
});

test('the groups list, empty and with a group, and the Create Group dialog', async ({ page }) => {
  await signUpViaApi(page, newUser('Ada Lovelace'));
  await page.goto('/groups');
  // The first visit installs the service worker too: slow on a busy machine.
  await expect(page.getByRole('button', { name: 'Create', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(/create your first group/i)).toBeVisible();
  await expectNoAxeViolations(page, 'the empty groups list');

  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const create = await openDialog(page, 'Create Group');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create.getByText('group name is required')).toBeVisible();
  await expectNoAxeViolations(page, 'the Create Group dialog');
  await create.getByRole('textbox', { name: 'Name' }).fill(uniqueName('Climbing Crew'));
  await create.getByRole('textbox', { name: 'Location' }).fill('Boulderhalle Nord');
  await create.getByRole('button', { name: 'Create' }).click();

  const invite = await openDialog(page, 'Invite');
  await expectNoAxeViolations(page, 'the Invite dialog');
  await invite.getByRole('button', { name: 'Close' }).last().click();
  await expect(invite).toBeHidden();

  await page.goto('/groups');
  await expect(page.getByText('Boulderhalle Nord')).toBeVisible();
  await expectNoAxeViolations(page, 'the groups list with a group');

  await page.getByRole('button', { name: /^Account/ }).click();
  await settled(page.getByRole('navigation', { name: 'Account menu' }));
  await expectNoAxeViolations(page, 'the account drawer');
});

test('the group screen with its calendar, day sheet, members and notes', async ({
  page,
  people,
}) => {
  await signUpViaApi(page, newUser('Ada Lovelace'));
  const grace = await people.signedIn('Grace Hopper');
  const group = await groupWithMember(page, grace.page, uniqueName('Climbing Crew'));
  const day = today('Europe/Berlin');
  const attendance = pathFor(API_PATHS.attendance, { groupId: group.id });
  const marked = await grace.page.request.put(attendance, {
    data: { day, state: 'present', note: 'Bringing the rope' },
    headers: { [CSRF_HEADER]: '1' },
  });
  expect(marked.ok(), await marked.text()).toBe(true);

  await page.goto(`/groups/${group.id}`);
  // The calendar replaces its skeleton once the attendance has loaded (slow on a busy machine).
  await expect(page.getByRole('group', { name: 'Calendar' })).toBeVisible({ timeout: 20_000 });
  const sheet = daySheet(page);
  await expect(sheet.getByTestId('count-present')).toHaveText('1');
  await expect(sheet.getByText('Grace Hopper')).toBeVisible();
  await expectNoAxeViolations(page, 'the group screen');

  // A desktop window shows the day beside the calendar, whole; a phone's sheet opens first.
  if (test.info().project.name === 'phone') {
    await sheet.getByRole('button', { name: 'Expand' }).click();
    await expect(sheet.getByRole('button', { name: 'Collapse' })).toBeVisible();
  }
  await sheet.getByRole('button', { name: 'Present', exact: true }).click();
  await expect(sheet.getByTestId('count-present')).toHaveText('2');
  await expectNoAxeViolations(page, 'the open day sheet');

  await sheet.getByRole('button', { name: 'Add note' }).click();
  await openDialog(page, /^Note for /);
  await expectNoAxeViolations(page, 'the note dialog');
  await page.keyboard.press('Escape');

  await openFromGroupMenu(page, 'Members');
  await expectNoAxeViolations(page, 'the Members dialog');
  await page.keyboard.press('Escape');
  await openFromGroupMenu(page, 'Invite');
  await expectNoAxeViolations(page, 'the Invite dialog of an existing group');
});

test('the join page of an invite link, for a visitor and for someone signed in', async ({
  page,
  people,
}) => {
  await signUpViaApi(page, newUser('Ada Lovelace'));
  const group = await createGroupViaApi(page, { name: uniqueName('Choir'), location: 'Aula' });
  const invite = `/join/${group.inviteCode}`;

  const visitor = await people.visitor();
  await visitor.page.goto(invite);
  await expect(visitor.page.getByRole('heading', { name: group.name })).toBeVisible();
  await expectNoAxeViolations(visitor.page, 'the join page for a visitor');

  const grace = await people.signedIn('Grace Hopper');
  await grace.page.goto(invite);
  await expect(grace.page.getByRole('button', { name: 'Join' })).toBeVisible();
  await expectNoAxeViolations(grace.page, 'the join page');
});

test('the notifications inbox, empty and with a notification', async ({ page, people }) => {
  await signUpViaApi(page, newUser('Ada Lovelace'));
  await page.goto('/notifications');
  await expect(page.getByText("You don't have any notifications yet.")).toBeVisible();
  await expectNoAxeViolations(page, 'the empty notifications inbox');

  const grace = await people.signedIn('Grace Hopper');
  const group = await groupWithMember(page, grace.page, uniqueName('Choir'));
  const marked = await grace.page.request.put(
    pathFor(API_PATHS.attendance, { groupId: group.id }),
    { data: { day: today('Europe/Berlin'), state: 'away' }, headers: { [CSRF_HEADER]: '1' } },
  );
  expect(marked.ok(), await marked.text()).toBe(true);
  await page.reload();
  await expect(page.getByText(/Grace Hopper/)).toBeVisible();
  await expectNoAxeViolations(page, 'the notifications inbox');

  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'the settings page');
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'the about page, signed in');
});

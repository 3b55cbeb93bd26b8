import { readFile } from 'node:fs/promises';
import { request, type APIRequestContext, type Page } from '@playwright/test';
import { API_PATHS, CSRF_HEADER, pathFor, today, type Day } from '@turnout/domain';
import { expect, signUpViaApi, newUser, test } from './support/fixtures.ts';
import { createGroupViaApi, uniqueName } from './support/groups.ts';

// Calendar feeds and the CSV export: a link copied in the app is fetched as a calendar app
// would (no cookie), a reset link is refused at once, and a downloaded CSV reads back.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

let calendarApp: APIRequestContext;
test.beforeEach(async ({ baseURL }) => {
  // A separate client with no cookies: the link is the only credential.
  calendarApp = await request.newContext({ baseURL });
});
test.afterEach(() => calendarApp.dispose());

async function setDay(page: Page, groupId: string, day: Day, state: 'present' | 'away') {
  const response = await page.request.put(pathFor(API_PATHS.attendance, { groupId }), {
    data: { day, state },
    headers: { [CSRF_HEADER]: '1' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

const fetchFeed = (link: string) => calendarApp.get(new URL(link).pathname);

test('a member copies the group feed link, a calendar app reads it; a reset link is refused', async ({
  page,
}) => {
  const user = await signUpViaApi(page, newUser('Ada Lovelace'));
  const name = uniqueName('Climbing Crew');
  const group = await createGroupViaApi(page, { name, location: 'Boulderhalle Nord' });
  await setDay(page, group.id, today('Europe/Berlin'), 'present');

  await page.goto(`/groups/${group.id}`);
  await page.getByRole('button', { name: 'Group menu' }).click();
  await page.getByRole('menuitem', { name: 'Calendar and export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Calendar and export' });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const field = dialog.getByRole('textbox', { name: 'Feed link' });
  await expect(field).toHaveValue(/\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);
  const link = await field.inputValue();
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Feed link was copied to the clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(dialog.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
    'href',
    link.replace(/^https?:/, 'webcal:'),
  );
  await expect(dialog.getByText(/Google Calendar:/)).toBeVisible();

  const feed = await fetchFeed(link);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await feed.text();
  expect(text).toContain(`SUMMARY:${name}: 1 present`);
  expect(text).toContain(`DESCRIPTION:Present: ${user.name}`);

  await dialog.getByRole('button', { name: 'Reset link' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reset link?' });
  await confirm.getByRole('button', { name: 'Reset link' }).click();
  await expect(page.getByText('The old link no longer works.')).toBeVisible();
  await expect(field).not.toHaveValue(link);
  const fresh = await field.inputValue();
  expect((await fetchFeed(link)).status()).toBe(404);
  expect((await fetchFeed(fresh)).status()).toBe(200);
});

test('the personal feed in settings lists my days', async ({ page }) => {
  await signUpViaApi(page, newUser('Grace Hopper'));
  const name = uniqueName('Choir');
  const group = await createGroupViaApi(page, { name });
  await setDay(page, group.id, today('Europe/Berlin'), 'present');

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Calendar feed' });
  await section.getByRole('button', { name: 'Create link' }).click();
  const link = await section.getByRole('textbox', { name: 'Feed link' }).inputValue();
  const text = await (await fetchFeed(link)).text();
  expect(text).toContain(`SUMMARY:${name}`);
  expect(text).toContain('Nobody else has said they are coming yet.');

  // Back later: the link is not shown again (only its hash is kept), but it can be reset.
  await page.reload();
  await expect(section.getByText('You have a feed link.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Reset link' })).toBeVisible();
});

test('a member downloads the month as CSV and reads it back', async ({ page }) => {
  const user = await signUpViaApi(page, newUser('Ada Lovelace'));
  const group = await createGroupViaApi(page, { name: uniqueName('Rowing') });
  const day = today('Europe/Berlin');
  await setDay(page, group.id, day, 'present');

  await page.goto(`/groups/${group.id}`);
  await page.getByRole('button', { name: 'Group menu' }).click();
  await page.getByRole('menuitem', { name: 'Calendar and export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Calendar and export' });
  const from = `${day.slice(0, 8)}01`;
  await expect(dialog.getByLabel('From')).toHaveValue(from);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download days' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^turnout-attendance-.+\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, row] = bytes
    .toString('utf8')
    .slice(1)
    .split('\r\n')
    .map((line) => line.split(';'));
  expect(header![0]).toBe('Name');
  expect(header![1]).toBe(from);
  expect(row![0]).toBe(user.name);
  expect(row![header!.indexOf(day)]).toBe('present');

  // More than a year is refused before anything is asked of the server.
  await dialog.getByLabel('To').fill(`${Number(day.slice(0, 4)) + 2}-01-01`);
  await expect(dialog.getByText('The interval can span at most 366 days.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Download days' })).toBeDisabled();
});

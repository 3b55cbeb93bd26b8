import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { API_PATHS, CSRF_HEADER, pathFor } from '@turnout/domain';
import { daysFromToday } from '@turnout/domain/testing';
import { expect, newUser, signUpViaApi } from './support/fixtures.ts';
import { groupWithMember, uniqueName } from './support/groups.ts';
import { linkPath, mailTo } from './support/mailbox.ts';
import { test } from './support/people.ts';

// The account lifecycle: a forgotten password through the delivered mail, each change on
// /profile, deletion as another member sees it, and the export's contents.

test.beforeEach(() => test.slow());

async function openProfile(page: Page) {
  await page.goto('/profile');
  // The screen loads lazily; two cores shared with the server can take a while.
  await expect(page.getByRole('heading', { name: 'Display name' })).toBeVisible({
    timeout: 20_000,
  });
}

test('a forgotten password: the mailed link sets a new one and signs this browser in', async ({
  page,
  people,
}) => {
  const user = await signUpViaApi((await people.visitor()).page, newUser('Rosa Franklin'));
  await page.goto('/');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page
    .getByRole('dialog', { name: 'Log In' })
    .getByRole('button', { name: 'Forgot password?' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Reset password' });
  await dialog.getByLabel('E-mail').fill(user.email);
  await dialog.getByRole('button', { name: 'Send link' }).click();
  await expect(
    dialog.getByText('If an account exists for this address, we sent a link.'),
  ).toBeVisible();

  const mail = await mailTo(user.email);
  expect(mail.subject).toBe('Reset your Turnout password');
  // The token rides in the fragment, which the browser never sends to the server (ADR 030).
  const link = linkPath(mail, '/reset-password#');
  await page.goto(link);
  await page.getByLabel('New password').fill('12345');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password must have at least 6 characters')).toBeVisible();
  await page.getByLabel('New password').fill('a brand new secret');
  await page.getByRole('button', { name: 'Set new password' }).click();

  await expect(page).toHaveURL(/\/groups$/);
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByText(user.email)).toBeVisible();
  // The link worked once: opened again, it says so before anything is typed, and a new one
  // can be asked for right there.
  await page.goto(link);
  await expect(page.getByText('This link has already been used or has expired.')).toBeVisible();
  await expect(page.getByLabel('New password')).toHaveCount(0);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(
    page.getByText('If an account exists for this address, we sent a link.'),
  ).toBeVisible();
  const second = await mailTo(user.email, 1);
  expect(linkPath(second, '/reset-password#')).not.toBe(link);
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('the reset request is confirmed, and a used link says so at once, in German', async ({
    page,
    people,
  }) => {
    const user = await signUpViaApi((await people.visitor()).page, newUser('Lise Meitner'));
    await page.goto('/');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page
      .getByRole('dialog', { name: 'Anmelden' })
      .getByRole('button', { name: 'Passwort vergessen?' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Passwort zurücksetzen' });
    await dialog.getByLabel('E-Mail').fill(user.email);
    await dialog.getByRole('button', { name: 'Link senden' }).click();
    await expect(
      dialog.getByText(
        'Falls es zu dieser Adresse ein Konto gibt, haben wir dir einen Link geschickt.',
      ),
    ).toBeVisible();

    const link = linkPath(await mailTo(user.email), '/reset-password#');
    const used = await page.request.post(API_PATHS.passwordReset, {
      data: { token: link.split('#')[1], password: 'a brand new secret' },
      headers: { [CSRF_HEADER]: '1' },
    });
    expect(used.status()).toBe(200);
    await page.context().clearCookies();
    await page.goto(link);
    await expect(
      page.getByText('Dieser Link wurde schon benutzt oder ist abgelaufen.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Link senden' })).toBeVisible();
  });
});

test('profile changes: name, e-mail by link, password, and devices', async ({ page, people }) => {
  const user = await signUpViaApi(page, newUser('Lise Meitner'));
  const laptop = await people.visitor();
  const logIn = await laptop.page.request.post(API_PATHS.logIn, {
    data: { email: user.email, password: user.password },
    headers: { [CSRF_HEADER]: '1' },
  });
  expect(logIn.status()).toBe(200);
  await openProfile(page);

  await page.getByRole('textbox', { name: 'Display name' }).fill('Lise M.');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name was changed.')).toBeVisible();
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await expect(page.getByRole('presentation').getByText('Lise M.')).toBeVisible();
  await page.keyboard.press('Escape');

  const newEmail = `lise-${Date.now()}@example.org`;
  await page.getByLabel('New e-mail address').fill(newEmail);
  const emailSection = page.getByRole('region', { name: 'E-mail address' });
  await emailSection.getByLabel('Current password').fill(user.password);
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(
    page.getByText(`We sent a confirmation link to ${newEmail}.`, { exact: false }),
  ).toBeVisible();
  const confirm = await mailTo(newEmail);
  await page.goto(linkPath(confirm, '/confirm-email#'));
  await page.getByRole('button', { name: 'Confirm e-mail address' }).click();
  await expect(page.getByText(`Your e-mail address is now ${newEmail}.`)).toBeVisible();
  const notice = await mailTo(user.email);
  expect(notice.subject).toBe('Your Turnout e-mail address was changed');
  expect(notice.text).toContain(newEmail);

  await openProfile(page);
  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByText(/This device/)).toBeVisible();

  const passwordSection = page.getByRole('region', { name: 'Password' });
  await passwordSection.getByLabel('Current password').fill('wrong one');
  await passwordSection.getByLabel('New password').fill('another good secret');
  await passwordSection.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordSection.getByText('Wrong password!')).toBeVisible();
  await passwordSection.getByLabel('Current password').fill(user.password);
  await passwordSection.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Your password was changed. Other devices are signed out.'),
  ).toBeVisible();
  // The other device is signed out; this one stays.
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await laptop.page.goto('/groups');
  await expect(laptop.page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Display name' })).toBeVisible();

  // A new device signs in, and is signed out from here.
  const phone = await people.visitor();
  await phone.page.request.post(API_PATHS.logIn, {
    data: { email: newEmail, password: 'another good secret' },
    headers: { [CSRF_HEADER]: '1' },
  });
  await page.reload();
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  const me = await phone.page.request.get(API_PATHS.me);
  expect(me.status()).toBe(401);
});

test('a deleted account leaves the group before the other member’s eyes', async ({
  page,
  people,
}) => {
  await signUpViaApi(page, newUser('Ada Owner'));
  const grace = await people.signedIn('Grace Member');
  const name = uniqueName('Rowing');
  const group = await groupWithMember(page, grace.page, name);

  await grace.page.goto(`/groups/${group.id}`);
  await grace.page.getByRole('button', { name: 'Group menu' }).click();
  await grace.page.getByRole('menuitem', { name: 'Members' }).click();
  const members = grace.page.getByRole('dialog', { name: 'Members' });
  await expect(members.getByText('Ada Owner')).toBeVisible();

  await openProfile(page);
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByText('Deleting a group deletes it for all its members')).toBeVisible();
  await dialog.getByLabel(`What happens to ${name}`).click();
  await page.getByRole('option', { name: 'Hand over to Grace Member' }).click();
  await expect(dialog.getByText('Deleting a group deletes it for all its members')).toBeHidden();
  await dialog.getByLabel('Current password').fill('correct horse');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();

  // Live, without a reload: Ada is gone and Grace owns the group.
  await expect(members.getByText('Ada Owner')).toBeHidden();
  await expect(members.getByText('You are the owner of this group.')).toBeVisible();
  const gone = await page.request.get(pathFor(API_PATHS.group, { groupId: group.id }));
  expect(gone.status()).toBe(401);
});

test('export my data downloads one JSON file with everything stored about me', async ({
  page,
  people,
}) => {
  const user = await signUpViaApi(page, newUser('Emmy Noether'));
  const owner = await people.signedIn('Club Owner');
  const name = uniqueName('Chess');
  const group = await groupWithMember(owner.page, page, name);
  // Days still to come: a member's own past day is closed (CONTRIBUTING.md "Tests and the calendar").
  const away = daysFromToday(30);
  const present = daysFromToday(31);
  const put = await page.request.put(pathFor(API_PATHS.attendance, { groupId: group.id }), {
    data: { day: away, state: 'away', note: 'Family visit' },
    headers: { [CSRF_HEADER]: '1' },
  });
  expect(put.status()).toBeLessThan(300);
  await owner.page.request.put(pathFor(API_PATHS.attendance, { groupId: group.id }), {
    data: { day: present, state: 'present' },
    headers: { [CSRF_HEADER]: '1' },
  });

  await openProfile(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^turnout-export-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(await readFile((await file.path())!, 'utf8'));
  expect(data.profile).toMatchObject({ displayName: 'Emmy Noether', email: user.email });
  expect(data.memberships).toMatchObject([{ groupName: name, role: 'member' }]);
  expect(data.attendance).toMatchObject([{ day: away, attendance: 'away', note: 'Family visit' }]);
  expect(data.notifications).toMatchObject([{ groupName: name, from: 'Club Owner', day: present }]);
});

test('a pending e-mail change is cancelled from the profile, and its link stops working', async ({
  page,
}) => {
  const user = await signUpViaApi(page, newUser('Chien-Shiung Wu'));
  await openProfile(page);
  const newEmail = `wu-${Date.now()}@example.org`;
  const emailSection = page.getByRole('region', { name: 'E-mail address' });
  await emailSection.getByLabel('New e-mail address').fill(newEmail);
  await emailSection.getByLabel('Current password').fill(user.password);
  await emailSection.getByRole('button', { name: 'Send confirmation link' }).click();
  const pending = emailSection.getByRole('status').filter({ hasText: newEmail });
  await expect(pending).toBeVisible();

  await pending.getByRole('button', { name: 'Cancel change' }).click();
  await expect(
    page.getByText('The change was cancelled. The link in the mail no longer works.'),
  ).toBeVisible();
  await expect(pending).toBeHidden();
  // Still gone after a reload: the server forgot it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Display name' })).toBeVisible();
  await expect(page.getByText(`We sent a confirmation link to ${newEmail}.`)).toBeHidden();

  const confirm = await mailTo(newEmail);
  await page.goto(linkPath(confirm, '/confirm-email#'));
  await page.getByRole('button', { name: 'Confirm e-mail address' }).click();
  await expect(
    page.getByText('This link is invalid or has expired. Please ask for a new one.'),
  ).toBeVisible();
  await openProfile(page);
  await expect(page.getByText(`Your current address is ${user.email}.`)).toBeVisible();
});

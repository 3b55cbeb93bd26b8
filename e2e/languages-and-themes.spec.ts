import type { Page } from '@playwright/test';
import { expectNoAxeViolations, settled } from './support/axe.ts';
import { expect, newUser, test } from './support/fixtures.ts';
import { uniqueName } from './support/groups.ts';

// The main path (sign up, create a group, mark a day, see it) with a German browser, in German,
// and in dark mode, where axe finds nothing (docs/decisions/024-languages-and-themes.md).

test.beforeEach(() => test.slow());

interface Words {
  signUp: string;
  name: string;
  email: string;
  password: string;
  groups: string;
  create: string;
  createGroup: string;
  location: string;
  invite: string;
  close: string;
  selectedDay: string;
  present: string;
}

const GERMAN: Words = {
  signUp: 'Registrieren',
  name: 'Name',
  email: 'E-Mail',
  password: 'Passwort',
  groups: 'Gruppen',
  create: 'Erstellen',
  createGroup: 'Gruppe erstellen',
  location: 'Ort',
  invite: 'Einladen',
  close: 'Schließen',
  selectedDay: 'Ausgewählter Tag',
  present: 'Dabei',
};

const ENGLISH: Words = {
  signUp: 'Sign Up',
  name: 'Name',
  email: 'E-mail',
  password: 'Password',
  groups: 'Groups',
  create: 'Create',
  createGroup: 'Create Group',
  location: 'Location',
  invite: 'Invite',
  close: 'Close',
  selectedDay: 'Selected day',
  present: 'Present',
};

async function mainPath(page: Page, words: Words, check: (screen: string) => Promise<void>) {
  const user = newUser('Ada Lovelace');
  await page.goto('/');
  await page.getByRole('button', { name: words.signUp }).click();
  const signUp = page.getByRole('dialog', { name: words.signUp });
  await settled(signUp);
  await check('the sign-up dialog');
  await signUp.getByLabel(words.name).fill(user.name);
  await signUp.getByLabel(words.email).fill(user.email);
  await signUp.getByLabel(words.password, { exact: true }).fill(user.password);
  await signUp.getByRole('button', { name: words.signUp }).click();

  await expect(page.getByRole('heading', { name: words.groups })).toBeVisible({ timeout: 20_000 });
  await check('the empty groups list');
  await page.getByRole('button', { name: words.create, exact: true }).click();
  const create = page.getByRole('dialog', { name: words.createGroup });
  await settled(create);
  const groupName = uniqueName('Kletterteam');
  await create.getByRole('textbox', { name: words.name }).fill(groupName);
  await create.getByRole('textbox', { name: words.location }).fill('Boulderhalle Nord');
  await create.getByRole('button', { name: words.create }).click();
  // The group's page and its Invite dialog load on first use: slow on a busy machine.
  const invite = page.getByRole('dialog', { name: words.invite });
  await expect(invite).toBeVisible({ timeout: 20_000 });
  await settled(invite);
  await invite.getByRole('button', { name: words.close }).first().click();
  await expect(invite).toBeHidden();

  const sheet = page.getByRole('region', { name: words.selectedDay });
  await expect(sheet).toBeVisible({ timeout: 20_000 });
  const present = sheet.getByRole('button', { name: words.present, exact: true });
  const saved = page.waitForResponse(
    (response) => response.url().includes('/attendance') && response.request().method() === 'PUT',
  );
  await present.click();
  expect((await saved).status()).toBe(200);
  await expect(present).toHaveAttribute('aria-pressed', 'true');
  const column = sheet.getByRole('region', { name: words.present, exact: true });
  await expect(column.getByText(user.name)).toBeVisible();
  await check('the group page with a marked day');
  return { user, groupName };
}

test.describe('with a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('the main path is in German, and the account keeps the language', async ({ page }) => {
    await mainPath(page, GERMAN, async () => undefined);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // The account took the browser's language at sign-up: push messages and mails follow it.
    const me = await page.request.get('/api/auth/me');
    expect((await me.json()).user).toMatchObject({ language: 'de', languageChosen: false });
    // The server answers in German too.
    const refused = await page.request.get('/api/groups/00000000-0000-4000-8000-000000000000');
    expect((await refused.json()).error.message).toBe(
      'Diese Gruppe gibt es nicht, oder du hast keinen Zugriff darauf.',
    );
  });
});

/** The relative luminance (0 black, 1 white) of the body's background colour. */
function backgroundLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const [r = 0, g = 0, b = 0] = (
      getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []
    )
      .slice(0, 3)
      .map((part) => Number(part) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  });
}

test.describe('in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('the main path is dark and axe finds nothing', async ({ page }) => {
    await mainPath(page, ENGLISH, async (screen) => {
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      // Dark indeed: the page's background (the kit's --color-bg in the dark theme) is dark.
      await expect.poll(() => backgroundLuminance(page), { message: screen }).toBeLessThan(0.2);
      await expectNoAxeViolations(page, `${screen} in dark mode`);
    });
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#121212');
  });
});

test('settings switch the language and the theme', async ({ page }) => {
  const { user } = await mainPath(page, ENGLISH, async () => undefined);
  await page.goto('/settings');
  await page.getByRole('group', { name: 'Language' }).getByLabel('Deutsch').check();
  await expect(page.getByRole('heading', { name: 'Sprache' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sprache' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('group', { name: 'Design' }).getByLabel('Dunkel').check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const me = await page.request.get('/api/auth/me');
  expect((await me.json()).user).toMatchObject({ email: user.email, language: 'de' });
});

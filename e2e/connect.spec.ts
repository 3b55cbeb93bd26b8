import { request } from '@playwright/test';
import { API_PATHS } from '@turnout/domain';
import { expect, newUser, signUpViaApi, test } from './support/fixtures.ts';
import { createGroupViaApi, uniqueName } from './support/groups.ts';
import { linkPath, mailTo } from './support/mailbox.ts';

// Connecting Turnout (docs/product.md#connect-it): a coach invites people by e-mail from the
// Invite dialog and the mails arrive with the group's link; a member makes an API token on the
// profile, a script uses it, and revoking it stops it; in German, the same screens speak German.

test.beforeEach(() => test.slow());
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('the owner invites two people by e-mail; each mail carries the group link', async ({
  page,
}) => {
  const owner = await signUpViaApi(page, newUser('Grace Hopper'));
  const name = uniqueName('Rowing Club');
  const group = await createGroupViaApi(page, { name });
  const [ana, ben] = [`ana-${Date.now()}@example.org`, `ben-${Date.now()}@example.org`];

  await page.goto(`/groups/${group.id}#share`);
  const dialog = page.getByRole('dialog', { name: 'Invite' });
  const form = dialog.getByRole('form', { name: 'Invite by e-mail' });
  await form.getByRole('textbox', { name: 'E-mail addresses' }).fill(`${ana},\n${ben}`);
  await form.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByText('Sent 2 invitations.')).toBeVisible();

  for (const address of [ana, ben]) {
    const mail = await mailTo(address);
    expect(mail.subject).toBe(`${owner.name} invites you to ${name} on Turnout`);
    const link = linkPath(mail, '/join/');
    expect(link).toMatch(/^\/join\/[A-Z0-9]+$/);
  }
  // A wrong address is named, and nothing else is sent.
  await form.getByRole('textbox', { name: 'E-mail addresses' }).fill('not-an-address');
  await form.getByRole('button', { name: 'Send invitations' }).click();
  await expect(form.getByText('not-an-address is not an e-mail address.')).toBeVisible();
});

test('a member makes a read token, a script reads with it, and revoking it stops it', async ({
  page,
  baseURL,
}) => {
  await signUpViaApi(page, newUser('Katherine Johnson'));
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'API tokens' });
  await expect(section).toBeVisible({ timeout: 20_000 });
  await section.getByRole('textbox', { name: 'Token name' }).fill('Club dashboard');
  await section.getByRole('button', { name: 'Create token' }).click();
  const field = section.getByRole('textbox', { name: 'New token' });
  await expect(field).toHaveValue(/^tnt_[A-Za-z0-9_-]{43}$/);
  const secret = await field.inputValue();
  await section.getByRole('button', { name: 'Copy' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  const list = section.getByRole('list', { name: 'Your API tokens' });
  await expect(list.getByText('Club dashboard')).toBeVisible();
  await expect(list.getByText('Never used')).toBeVisible();

  // A script: no cookie, the token as bearer.
  const script = await request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${secret}` },
  });
  const me = await script.get(API_PATHS.me);
  expect(me.status()).toBe(200);
  expect(
    await script.post(API_PATHS.groups, { data: { name: 'Nope' } }).then((r) => r.status()),
  ).toBe(403);

  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Your API tokens' }).getByText(/^Last used/),
  ).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Revoke Club dashboard' }).click();
  await expect(page.getByText('The token no longer works.')).toBeVisible();
  expect((await script.get(API_PATHS.me)).status()).toBe(401);
  await script.dispose();
});

test('on a 320 px phone the owner adds a webhook, sends a test and reads the delivery log', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signUpViaApi(page, newUser('Mary Jackson'));
  const group = await createGroupViaApi(page, { name: uniqueName('Chess Club') });
  await page.goto(`/groups/${group.id}`);
  await page.getByRole('button', { name: 'Group menu' }).click();
  await page.getByRole('menuitem', { name: 'Integrations' }).click();
  const dialog = page.getByRole('dialog', { name: 'Integrations' });
  await expect(dialog.getByText('This group sends no webhooks.')).toBeVisible({ timeout: 20_000 });

  // A host that resolves nowhere: the delivery fails and waits for another attempt.
  await dialog
    .getByRole('textbox', { name: 'Webhook address' })
    .fill('https://hooks.turnout-e2e.invalid/receive');
  await dialog.getByRole('button', { name: 'Add webhook' }).click();
  const secret = dialog.getByRole('textbox', { name: 'whsec' });
  await expect(secret).toHaveValue(/^whsec_/);
  const list = dialog.getByRole('list', { name: 'Webhooks of this group' });
  await list.getByRole('button', { name: 'Send a test to hooks.turnout-e2e.invalid' }).click();
  await expect(page.getByText('A test is on its way.')).toBeVisible();
  const log = dialog.getByRole('list', { name: 'Delivery log of hooks.turnout-e2e.invalid' });
  await expect(log.getByText(/^Test · (Waiting for another attempt|Failed) · /)).toBeVisible({
    timeout: 20_000,
  });
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(width).toBeLessThanOrEqual(320);
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('the API tokens and the Integrations dialog speak German', async ({ page }) => {
    await signUpViaApi(page, newUser('Emmy Noether'));
    const group = await createGroupViaApi(page, { name: uniqueName('Schachclub') });
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'API-Tokens' });
    await expect(section).toBeVisible({ timeout: 20_000 });
    await expect(section.getByText('Du hast keine API-Tokens.')).toBeVisible();
    await section.getByRole('textbox', { name: 'Name des Tokens' }).fill('Vereinsseite');
    await section.getByRole('button', { name: 'Token erstellen' }).click();
    await expect(section.getByRole('textbox', { name: 'Neuer Token' })).toHaveValue(/^tnt_/);
    await expect(
      section.getByRole('list', { name: 'Deine API-Tokens' }).getByText('Noch nie benutzt'),
    ).toBeVisible();

    await page.goto(`/groups/${group.id}`);
    await page.getByRole('button', { name: 'Gruppenmenü' }).click();
    await page.getByRole('menuitem', { name: 'Integrationen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Integrationen' });
    await expect(dialog.getByText('Diese Gruppe sendet keine Webhooks.')).toBeVisible({
      timeout: 20_000,
    });
    await expect(dialog.getByRole('textbox', { name: 'Webhook-Adresse' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Webhook hinzufügen' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Öffentliche Ansicht' })).toBeVisible();
  });
});

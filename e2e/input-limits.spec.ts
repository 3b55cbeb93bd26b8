import { expect, newUser, test } from './support/fixtures.ts';

// The forms know the domain's limits and say so at the field; what the server refuses anyway
// is shown in words (docs/decisions: input limits and write limits).

test('a 2,000-character name is refused at the field, and a short one signs up', async ({
  page,
}) => {
  const user = newUser('Grace Hopper');
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign Up' });
  const submit = dialog.getByRole('button', { name: 'Sign Up' });
  const name = dialog.getByLabel('Name');

  await name.fill('N'.repeat(2000));
  await dialog.getByLabel('E-mail').fill(user.email);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await expect(dialog.getByText('Name must have at most 80 characters')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(submit).toBeDisabled();

  await name.fill(user.name);
  await expect(dialog.getByText('Name must have at most 80 characters')).toBeHidden();
  await submit.click();
  await expect(page).toHaveURL(/\/groups$/);
  await expect(page.getByRole('heading', { name: 'Groups' })).toBeVisible();
});

test("a log-in the server refuses as too long is explained in the server's words", async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Log In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log In' });
  // Log-in has no client-side rules (spec), so this reaches the server.
  await dialog.getByLabel('E-mail').fill(`${'a'.repeat(300)}@example.org`);
  await dialog.getByLabel('Password', { exact: true }).fill('whatever1');
  await dialog.getByRole('button', { name: 'Log In' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('E-mail must have at most 254 characters');
  await expect(alert).not.toContainText('error occured');
});

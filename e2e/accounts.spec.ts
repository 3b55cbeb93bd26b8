import { expect, newUser, signUpViaApi, test } from './support/fixtures.ts';
import { DISABLED_USER } from './support/seed-data.ts';

test.describe('visitor', () => {
  test('sees the landing page with Log In and Sign Up', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign Up' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pre Release' })).toBeVisible();
  });

  // Being signed out is no error: the start-up's "who am I" answers a visitor 200, so no failed
  // load reaches the console (the journeys otherwise let 4xx loads pass as the API's answers).
  test('opens the app signed out without a failed request in the console', async ({ page }) => {
    const failed: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') failed.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    for (const path of ['/', '/groups', '/notifications']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    }
    expect(failed).toEqual([]);
  });

  test('signs up and lands on /groups', async ({ page }) => {
    const user = newUser('Grace Hopper');
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign Up' });
    await dialog.getByLabel('Name').fill(user.name);
    await dialog.getByLabel('E-mail').fill(user.email);
    await dialog.getByLabel('Password', { exact: true }).fill(user.password);
    await dialog.getByRole('button', { name: 'Sign Up' }).click();

    // The start-up read the log-in marker and took it out of the address.
    await expect(page).toHaveURL(/\/groups$/);
    await expect(page.getByRole('heading', { name: 'Groups' })).toBeVisible();
    await page.getByRole('button', { name: 'Account' }).click();
    await expect(page.getByText(user.name)).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();
  });

  test('gets the sign-up validation messages when leaving a field', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign Up' });
    const submit = dialog.getByRole('button', { name: 'Sign Up' });
    await expect(submit).toBeDisabled();

    await dialog.getByLabel('Name').focus();
    await dialog.getByLabel('E-mail').focus();
    await expect(dialog.getByText("Name can't be empty")).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).focus();
    await expect(dialog.getByText("E-mail can't be empty")).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).fill('12345');
    await dialog.getByLabel('Name').focus();
    await expect(dialog.getByText('Password must have at least 6 characters')).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).fill('');
    await dialog.getByLabel('Name').focus();
    await expect(dialog.getByText("Password can't be empty")).toBeVisible();

    await dialog.getByLabel('Name').fill('Ada');
    await dialog.getByLabel('E-mail').fill('ada@example.org');
    await dialog.getByLabel('Password', { exact: true }).fill('123456');
    await dialog.getByLabel('Name').focus();
    await expect(submit).toBeEnabled();
    await expect(dialog.getByRole('link', { name: /privacy/i })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  test('reads the Pre Release notice and dismisses it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Pre Release' }).click();
    const notice = page.getByRole('dialog');
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link').first()).toBeVisible();
    await expect(notice.locator('a[href*="reason=join-android-testing-program"]')).toHaveCount(1);
    await notice.getByRole('button', { name: 'Understood' }).click();
    await expect(notice).toBeHidden();
  });
});

test.describe('log-in errors', () => {
  const cases = [
    { title: 'missing e-mail', email: '', message: 'Missing e-mail address!' },
    { title: 'invalid e-mail', email: 'not-an-address', message: 'Invalid e-mail address!' },
    {
      title: 'unknown account',
      email: 'nobody-here@example.org',
      message: 'An account with this address does not exist!',
    },
    {
      title: 'disabled account',
      email: DISABLED_USER.email,
      password: DISABLED_USER.password,
      message: 'This account is disabled! Please contact customers upport.',
    },
  ];
  for (const { title, email, password, message } of cases) {
    test(`shows "${message}" for ${title}`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Log In' }).click();
      const dialog = page.getByRole('dialog', { name: 'Log In' });
      await dialog.getByLabel('E-mail').fill(email);
      await dialog.getByLabel('Password', { exact: true }).fill(password ?? 'whatever1');
      await dialog.getByRole('button', { name: 'Log In' }).click();
      await expect(page.getByText(message)).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Log In' })).toBeEnabled();
    });
  }

  test('shows "Wrong password!" for a wrong password', async ({ page, browser }) => {
    const user = newUser();
    const other = await browser.newPage();
    await signUpViaApi(other, user);
    await other.close();

    await page.goto('/');
    await page.getByRole('button', { name: 'Log In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log In' });
    await dialog.getByLabel('E-mail').fill(user.email);
    await dialog.getByLabel('Password', { exact: true }).fill('not the password');
    await dialog.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Wrong password!')).toBeVisible();
  });
});

test.describe('signed-in user', () => {
  test('logs in, never sees the landing page again, and logs out', async ({ page, browser }) => {
    const user = newUser('Katherine Johnson');
    const other = await browser.newPage();
    await signUpViaApi(other, user);
    await other.close();

    await page.goto('/');
    await page.getByRole('button', { name: 'Log In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log In' });
    await dialog.getByLabel('E-mail').fill(user.email);
    await dialog.getByLabel('Password', { exact: true }).fill(user.password);
    await dialog.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('heading', { name: 'Groups' })).toBeVisible();
    await expect(page).toHaveURL(/\/groups$/);

    // A reload of a signed-in page must not flash the landing page's Log In button.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const buttons = [...document.querySelectorAll('button')];
        if (buttons.some((b) => b.textContent?.trim() === 'Log In')) {
          (window as unknown as { sawLanding: boolean }).sawLanding = true;
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Groups' })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { sawLanding?: boolean }).sawLanding),
    ).toBeFalsy();

    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(page).not.toHaveURL(/pageReloadedAfterLogin/);
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(401);
  });

  test('a tab whose session was logged out in another tab goes to the landing page', async ({
    page,
  }) => {
    await signUpViaApi(page);
    const other = await page.context().newPage();
    // The second tab's live stream is open (it starts once the first screen is up).
    const streaming = other.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/events',
    );
    await other.goto('/groups');
    await expect(other.getByRole('heading', { name: 'Groups' })).toBeVisible();
    await streaming;

    await page.goto('/groups');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();

    // The server ends the other tab's stream with the session; its reconnect is refused, the
    // session check says nobody is signed in, and the tab reloads as after a log-out.
    await expect(other.getByRole('button', { name: 'Log In' })).toBeVisible({ timeout: 15_000 });
    await other.close();
  });

  test('closing the log-in dialog clears it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Log In' }).click();
    let dialog = page.getByRole('dialog', { name: 'Log In' });
    await dialog.getByLabel('E-mail').fill('someone@example.org');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Log In' }).click();
    dialog = page.getByRole('dialog', { name: 'Log In' });
    await expect(dialog.getByLabel('E-mail')).toHaveValue('');
  });

  test('toggles password visibility', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Log In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log In' });
    const password = dialog.getByLabel('Password', { exact: true });
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await dialog.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
  });
});

test.describe('routes', () => {
  test('an unknown path shows a not-found page', async ({ page }) => {
    await page.goto('/no-such-place');
    await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
  });

  test('About shows the version and Privacy what Turnout stores', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByText('0.7.2')).toBeVisible();
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { name: /privacy/i })).toBeVisible();
    await expect(page.getByText(/attendance/i).first()).toBeVisible();
  });
});

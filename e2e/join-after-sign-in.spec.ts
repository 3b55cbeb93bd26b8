import type { Browser, BrowserContextOptions, Locator, Page, TestInfo } from '@playwright/test';
import { API_PATHS, CSRF_HEADER, type Group } from '@turnout/domain';
import { expect, newUser, signUpViaApi, test, type TestUser } from './support/fixtures.ts';
import { createGroupViaApi, uniqueName } from './support/groups.ts';

// A visitor who opens an invite link, presses Sign Up or Log In there and signs in lands in the
// group, every time (docs/product.md#join-screen): the join that follows the reload is never
// answered with "You are already a member". The join and the screen's own membership check race
// on a slow phone, so each journey runs the flow ten times in a row with the CPU slowed 4×, each
// run in a fresh context of the phone it was seen on (390×844, touch). It is in the phone
// project's list only: on the desktop it would run the same code in a bigger window.

const RUNS = 10;
const CPU_SLOWDOWN = 4;

test.describe.configure({ timeout: 120_000 });
test.skip(({ isMobile }) => !isMobile, 'runs in the phone project');

/** A phone as a fresh visitor has it; no service worker (each run is a first visit). */
function deviceOf(testInfo: TestInfo): BrowserContextOptions {
  const { userAgent, deviceScaleFactor, isMobile, hasTouch, locale, baseURL } =
    testInfo.project.use;
  return {
    viewport: { width: 390, height: 844 },
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    locale,
    baseURL,
    serviceWorkers: 'block',
  };
}

/**
 * One visitor: opens the link, presses `button` and signs in through `fill`; the run ends on the
 * group screen (passes) or on the join screen's already-member answer (fails at once).
 */
async function visitorSignsInFromLink(
  browser: Browser,
  testInfo: TestInfo,
  group: Group,
  button: 'Sign Up' | 'Log In',
  fill: (dialog: Locator) => Promise<void>,
  run: number,
) {
  const context = await browser.newContext(deviceOf(testInfo));
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    await page.goto(`/join/${group.inviteCode}`);
    await expect(page.getByRole('heading', { name: group.name })).toBeVisible();
    await page.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog', { name: button });
    await fill(dialog);
    await dialog.getByRole('button', { name: button }).click();

    // The page reloads signed in on the join screen and the join continues by itself.
    const groupHeading = page.getByRole('heading', { level: 1, name: group.name });
    const alreadyMember = page.getByText(`You are already a member of ${group.name}.`);
    await expect(groupHeading.or(alreadyMember)).toBeVisible({ timeout: 20_000 });
    expect(
      await alreadyMember.isVisible(),
      `run ${run}: the join after ${button} ended at "already a member"`,
    ).toBe(false);
    await expect(page).toHaveURL(new RegExp(`/groups/${group.id}$`));
    expect(errors, `run ${run}: uncaught errors`).toEqual([]);
  } finally {
    await context.close();
  }
}

async function groupOfAda(page: Page): Promise<Group> {
  await signUpViaApi(page, newUser('Ada Lovelace'));
  return createGroupViaApi(page, { name: uniqueName('Rowing Club') });
}

test('ten visitors in a row sign up from an invite link on a slow phone and land in the group', async ({
  page,
  browser,
}, testInfo) => {
  const group = await groupOfAda(page);
  for (let run = 1; run <= RUNS; run++) {
    const user = newUser(`Visitor ${run}`);
    await visitorSignsInFromLink(
      browser,
      testInfo,
      group,
      'Sign Up',
      async (dialog) => {
        await dialog.getByLabel('Name').fill(user.name);
        await dialog.getByLabel('E-mail').fill(user.email);
        await dialog.getByLabel('Password', { exact: true }).fill(user.password);
      },
      run,
    );
  }
  const members = await page.request.get(`/api/groups/${group.id}/members`);
  expect((await members.json()).members).toHaveLength(RUNS + 1);
});

test('ten visitors in a row log in from an invite link on a slow phone and land in the group', async ({
  page,
  browser,
  playwright,
}, testInfo) => {
  const group = await groupOfAda(page);
  // The accounts exist already (made through the API, signed out of the browser).
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const users: TestUser[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const user = newUser(`Member ${run}`);
    const response = await api.post(API_PATHS.signUp, {
      data: { name: user.name, email: user.email, password: user.password },
      headers: { [CSRF_HEADER]: '1' },
    });
    expect(response.status(), await response.text()).toBe(201);
    users.push(user);
  }
  await api.dispose();

  for (const [index, user] of users.entries()) {
    await visitorSignsInFromLink(
      browser,
      testInfo,
      group,
      'Log In',
      async (dialog) => {
        await dialog.getByLabel('E-mail').fill(user.email);
        await dialog.getByLabel('Password', { exact: true }).fill(user.password);
      },
      index + 1,
    );
  }
});

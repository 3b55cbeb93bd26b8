import { request as apiRequest } from '@playwright/test';
import { API_PATHS, CSRF_HEADER, pathFor, today } from '@turnout/domain';
import { expect, newUser, signUpViaApi, test } from './support/fixtures.ts';
import { createGroupViaApi, uniqueName } from './support/groups.ts';
import { buildShellBundle, openShell, SHELL } from './support/shell-bundle.ts';

// The web build as the Android shell runs it (support/shell-bundle.ts): pages on the shell's own
// origin, the server elsewhere, a bearer session, API calls through native HTTP, and the event
// stream through the browser's own fetch with real CORS.

const ZONE = 'Europe/Berlin';

test.describe.configure({ mode: 'serial' });

let dist: string;
let api: string;

test.beforeAll(async ({ baseURL }, testInfo) => {
  testInfo.setTimeout(180_000);
  api = new URL(baseURL!).origin;
  dist = buildShellBundle(api, `shell-dist-${new URL(api).port}`);
});

test('the shell sees another member’s change arrive without a reload', async ({ page }) => {
  // Grace signs up from the shell: a native client gets a bearer token, not a cookie.
  const grace = await apiRequest.newContext({ baseURL: api });
  const signUp = await grace.post(API_PATHS.signUp, {
    data: { ...newUser('Grace Hopper'), client: 'native' },
    headers: { [CSRF_HEADER]: '1' },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const { sessionToken } = (await signUp.json()) as { sessionToken: string };
  expect(sessionToken).toBeTruthy();

  // Ada, in a browser of her own, makes a group; Grace joins with her token.
  await signUpViaApi(page, newUser('Ada Lovelace'));
  const name = uniqueName('Rowing Club');
  const group = await createGroupViaApi(page, { name, location: 'Bootshaus' });
  const joined = await grace.post(pathFor(API_PATHS.join, { inviteCode: group.inviteCode! }), {
    headers: { authorization: `Bearer ${sessionToken}` },
  });
  expect(joined.ok(), await joined.text()).toBe(true);

  // The shell's server is elsewhere; here it is on loopback, which Chromium asks to allow.
  const shell = await page
    .context()
    .browser()!
    .newPage({ permissions: ['local-network-access'] });
  await openShell(shell, { dist, api, sessionToken });
  const errors: string[] = [];
  shell.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  shell.on('pageerror', (error) => errors.push(error.message));
  const stream = shell.waitForResponse(
    (response) => response.url().startsWith(`${api}${API_PATHS.events}`) && response.ok(),
  );
  await shell.goto(`${SHELL}/groups/${group.id}`);
  await expect(shell.getByRole('heading', { level: 1, name })).toBeVisible();
  const opened = await stream;
  expect(await opened.request().headerValue('authorization')).toBe(`Bearer ${sessionToken}`);
  expect(await opened.request().headerValue('origin')).toBe(SHELL);
  expect(await opened.headerValue('access-control-allow-origin')).toBe(SHELL);

  const sheet = shell.getByRole('region', { name: 'Selected day' });
  await expect(sheet.getByTestId('count-present')).toHaveText('0');
  const marked = await page.request.put(pathFor(API_PATHS.attendance, { groupId: group.id }), {
    data: { day: today(ZONE), state: 'present' },
    headers: { [CSRF_HEADER]: '1' },
  });
  expect(marked.ok(), await marked.text()).toBe(true);
  await expect(sheet.getByTestId('count-present')).toHaveText('1');
  await expect(sheet.getByText('Ada Lovelace')).toBeVisible();
  expect(errors, 'console errors in the shell').toEqual([]);
  await shell.close();
  await grace.dispose();
});

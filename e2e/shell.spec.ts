import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { request as apiRequest, type Page, type Route } from '@playwright/test';
import { API_PATHS, CSRF_HEADER, pathFor, today } from '@turnout/domain';
import { expect, newUser, signUpViaApi, test } from './support/fixtures.ts';
import { createGroupViaApi, uniqueName } from './support/groups.ts';

// The web build as the Android shell runs it: its pages on https://localhost (the shell's own
// origin), the server elsewhere (VITE_API_ORIGIN), a bearer session in the WebView's storage,
// and the platform flag the shell injects. API calls go through the shell's native HTTP, which
// ignores CORS: here the test passes them on. The event stream does not: it goes from the page
// to the server through the browser's own fetch, with real CORS, as in the shell.

const SHELL = 'https://localhost';
const root = fileURLToPath(new URL('..', import.meta.url));
const ZONE = 'Europe/Berlin';

test.describe.configure({ mode: 'serial' });

let dist: string;
let api: string;

test.beforeAll(async ({ baseURL }, testInfo) => {
  testInfo.setTimeout(180_000);
  api = new URL(baseURL!).origin;
  dist = path.join(root, 'test-results', `shell-dist-${new URL(api).port}`);
  execFileSync(
    path.join(root, 'node_modules/.bin/vite'),
    ['build', 'packages/web', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: root, env: { ...process.env, VITE_API_ORIGIN: api }, stdio: 'inherit' },
  );
});

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/** The shell's bundled pages: files from the build, index.html for every route. */
async function serveBundle(route: Route) {
  const { pathname } = new URL(route.request().url());
  const file = path.join(dist, pathname);
  const found = file.startsWith(dist) && path.extname(file) !== '';
  const body = await readFile(found ? file : path.join(dist, 'index.html')).catch(() => null);
  if (!body) return route.fulfill({ status: 404 });
  await route.fulfill({
    body,
    contentType: TYPES[found ? path.extname(file) : '.html'] ?? 'application/octet-stream',
  });
}

/** Native HTTP: the request reaches the server as it is, and the answer the page as it is. */
async function nativeHttp(route: Route) {
  const request = route.request();
  if (request.method() === 'OPTIONS') {
    return route.fulfill({
      status: 204,
      headers: {
        'access-control-allow-origin': SHELL,
        'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
        'access-control-allow-headers': '*, authorization',
      },
    });
  }
  const response = await route.fetch({ headers: { ...request.headers(), origin: '' } });
  await route.fulfill({
    response,
    headers: { ...response.headers(), 'access-control-allow-origin': SHELL },
  });
}

async function openShell(page: Page, sessionToken: string) {
  await page.addInitScript((token) => {
    // What the Android shell injects before any script of the app runs.
    (window as unknown as { androidBridge: object }).androidBridge = { postMessage() {} };
    localStorage.setItem('turnout.sessionToken', token);
  }, sessionToken);
  await page.route(`${SHELL}/**`, serveBundle);
  await page.route((url) => url.origin === api && url.pathname !== API_PATHS.events, nativeHttp);
}

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
  await openShell(shell, sessionToken);
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

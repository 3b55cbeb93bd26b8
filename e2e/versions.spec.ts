import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FUNCTION_NAMES, functionPath } from '@turnout/domain';
import { expect, test } from './support/fixtures.ts';

// Client-version journeys (docs/product.md#client-version). The update dialogs depend on the server's configuration, so those tests
// start a server of their own (same build, own data directory and port) configured with a
// newer latest version or a narrower compatible range than this client's 0.7.2.

const MAIN = fileURLToPath(new URL('../packages/server/src/main.ts', import.meta.url));
const compatibilityPath = functionPath(FUNCTION_NAMES.systemClientCompatibility);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface ConfiguredServer {
  url: string;
  stop(): Promise<void>;
}

async function startServer(env: Record<string, string>): Promise<ConfiguredServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'turnout-e2e-versions-'));
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}.`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error('The server did not start within 90 s.');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

test.describe('a client older than the latest version', () => {
  let server: ConfiguredServer;
  test.beforeAll(async () => {
    // A fresh embedded database is created and migrated first; give a busy machine time.
    test.setTimeout(120_000);
    server = await startServer({
      LATEST_CLIENT_VERSION: '0.8.0',
      COMPATIBLE_CLIENT_VERSIONS: '>=0.7.0',
    });
  });
  test.afterAll(() => server?.stop());

  test('sees the update nudge and continues with Not Now', async ({ page }) => {
    await page.goto(`${server.url}/`);
    const dialog = page.getByRole('dialog', { name: 'Update available' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Don't miss out on our latest features and improvements!");
    await dialog.getByRole('button', { name: 'Not Now' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('dialog', { name: 'Log In' })).toBeVisible();
  });

  test('is not nudged right after the reload that follows a log-in', async ({ page }) => {
    const checked = page.waitForResponse((response) => response.url().endsWith(compatibilityPath));
    await page.goto(`${server.url}/groups?pageReloadedAfterLogin=true`);
    // Read once at start-up and taken out of the address; the version check still knows.
    await expect(page).not.toHaveURL(/pageReloadedAfterLogin/);
    expect((await checked).status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Update available' })).toHaveCount(0);
  });
});

test.describe('a client outside the compatible versions', () => {
  let server: ConfiguredServer;
  test.beforeAll(async () => {
    // A fresh embedded database is created and migrated first; give a busy machine time.
    test.setTimeout(120_000);
    server = await startServer({
      LATEST_CLIENT_VERSION: '0.8.0',
      COMPATIBLE_CLIENT_VERSIONS: '>=0.8.0',
    });
  });
  test.afterAll(() => server?.stop());

  test('is blocked by "Updated required" with Refresh to Update', async ({ page }) => {
    // Two full page loads on a server of its own.
    test.slow();
    await page.goto(`${server.url}/`);
    const dialog = page.getByRole('dialog', { name: 'Updated required' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Your app version is outdated!');
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Refresh to Update' }).click();
    await reloaded;
    // Still this old build after the reload, so still blocked.
    await expect(page.getByRole('dialog', { name: 'Updated required' })).toBeVisible();
  });
});

test.describe('an old Android WebView', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 10; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/90.0.4430.91 Mobile Safari/537.36',
  });

  test('sees the compatibility fallback screen instead of the app', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'WebView version not compatible!' }),
    ).toBeVisible();
    await expect(page.getByText(/update Android System WebView/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log In' })).toHaveCount(0);
    await expect(page.locator('#root')).toHaveCount(0);
  });
});

test.describe('the installable app', () => {
  test('opens offline after a first visit and continues when the network returns', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    // The service worker has precached the shell once it is active.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    await context.setOffline(true);
    await page.reload();
    await expect(
      page.getByText('Failed to get document because the client is offline.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log In' })).toHaveCount(0);

    await context.setOffline(false);
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  });

  test('links the web app manifest', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await request.get(href ?? '')).json();
    expect(manifest).toMatchObject({
      name: 'Turnout',
      theme_color: '#246ab3',
      background_color: '#f2f2f2',
      display: 'standalone',
    });
    const sw = await request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['cache-control']).toBe('no-cache');
  });
});

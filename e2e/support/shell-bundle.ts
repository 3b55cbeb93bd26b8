import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, Route } from '@playwright/test';
import { API_PATHS } from '@turnout/domain';

// The web build as the Android shell runs it: its pages on https://localhost (the shell's own
// origin), the server elsewhere (VITE_API_ORIGIN), a bearer session in the WebView's storage,
// and the platform flag the shell injects. API calls go through the shell's native HTTP, which
// ignores CORS: here page.route passes them on. The event stream does not: it goes from the page
// to the server through the browser's own fetch, with real CORS, as in the shell.
// Used by the shell's journey (shell.spec.ts) and its start-up benchmark (bench/shell-start.ts).

export const SHELL = 'https://localhost';
const root = fileURLToPath(new URL('../..', import.meta.url));

/** Builds the web app for a shell whose server is `api`, into test-results/; returns the folder. */
export function buildShellBundle(api: string, name: string): string {
  const dist = path.join(root, 'test-results', name);
  execFileSync(
    path.join(root, 'node_modules/.bin/vite'),
    ['build', 'packages/web', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: root, env: { ...process.env, VITE_API_ORIGIN: api }, stdio: 'inherit' },
  );
  return dist;
}

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
async function serveBundle(dist: string, route: Route) {
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

/**
 * Native HTTP: the request reaches the server as it is, and the answer the page as it is.
 * `delay` (the benchmark's mobile network) is awaited with the answer in hand, before the page
 * gets it.
 */
async function nativeHttp(route: Route, delay?: (bytes: number) => Promise<void>) {
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
  await delay?.((await response.body()).length);
  await route.fulfill({
    response,
    headers: { ...response.headers(), 'access-control-allow-origin': SHELL },
  });
}

interface ShellOptions {
  dist: string;
  api: string;
  sessionToken: string;
  /** Holds each API answer back, as a network would (bench/shell-start.ts). */
  apiDelay?: (bytes: number) => Promise<void>;
}

/** Makes `page` the shell: its flag and session, its bundled pages, its native HTTP. */
export async function openShell(page: Page, { dist, api, sessionToken, apiDelay }: ShellOptions) {
  await page.addInitScript((token) => {
    // What the Android shell injects before any script of the app runs.
    (window as unknown as { androidBridge: object }).androidBridge = { postMessage() {} };
    localStorage.setItem('turnout.sessionToken', token);
  }, sessionToken);
  await page.route(`${SHELL}/**`, (route) => serveBundle(dist, route));
  await page.route(
    (url) => url.origin === api && url.pathname !== API_PATHS.events,
    (route) => nativeHttp(route, apiDelay),
  );
}

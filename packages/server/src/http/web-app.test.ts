import { statSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { formatFullDay, today } from '@turnout/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../test/app.ts';

// The test app serves src/test/fixtures/web-dist, shaped like a Vite build.
const BR_COPY = path.resolve(
  import.meta.dirname,
  '../test/fixtures/web-dist/assets/index-Bx7f3k2A.js.br',
);
describe('serving the web app', () => {
  const t = useTestApp();

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url, headers });

  it('serves index.html at / for revalidation on every visit', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    '/groups',
    '/groups/3f1c?activeDay=1700000000000',
    '/join/ABCDEFGHIJKLMNOPQRSTUVWX',
    '/reset-password/some-token',
    '/confirm-email/some-token',
    '/groups/',
    '/Groups',
    '/privacy',
    '/imprint',
    // Near /api, and still a page.
    '/groups/api',
  ])('answers the app route %s with index.html (history fallback)', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('marks a group’s page so its first paint is the group’s frame, and no other page', async () => {
    for (const url of ['/groups/3f1c', '/groups/3f1c?activeDay=1700000000000']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<html lang="en" class="boot-group">');
      expect(res.body).toContain('<div id="root">');
    }
    for (const url of ['/', '/groups', '/groups?x=1', '/notifications']) {
      expect((await get(url)).body, url).toContain('<html lang="en">');
    }
  });

  it('writes the selected day’s date into a group page’s frame, in the configured words', async () => {
    // 1700000000000 is 14 November 2023, 23:13 in Europe/Berlin (the default zone, locale de).
    const chosen = await get('/groups/3f1c?activeDay=1700000000000');
    expect(chosen.body).toContain('<p class="boot-date">Dienstag, 14. November 2023</p>');
    const now = today('Europe/Berlin');
    for (const url of ['/groups/3f1c', '/groups/3f1c?activeDay=not-a-day']) {
      const body = (await get(url)).body;
      expect(body, url).toContain(
        `<p class="boot-date boot-today">${formatFullDay(now, 'de')}</p>`,
      );
    }
    // Other pages keep the frame's empty date (it is hidden there).
    expect((await get('/groups')).body).toContain('<p class="boot-date"></p>');
  });

  it('has the groups screen’s requests and code fetched with the page, signed in only', async () => {
    const week = `/api/attendance/week?from=${today('Europe/Berlin')}`;
    const preloads = (body: string) =>
      [...body.matchAll(/<link rel="(?:module)?preload"[^>]*>/g)].map((match) => match[0]);
    const session =
      '<link rel="preload" href="/api/auth/session" as="fetch" crossorigin="anonymous" />';
    for (const cookie of ['turnout_session=abc', 'theme=x; __Host-turnout_session=abc']) {
      for (const url of ['/groups', '/groups/', '/groups?x=1']) {
        const res = await get(url, { cookie });
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        // The fixture's build manifest: the route's chunks (not the entry, which the page
        // loads anyway), the texts in the browser's language and the route's prefetch (each
        // module once), and their styles; no font files.
        expect(preloads(res.body), url).toEqual([
          session,
          '<link rel="preload" href="/api/groups" as="fetch" crossorigin="anonymous" />',
          `<link rel="preload" href="${week}" as="fetch" crossorigin="anonymous" />`,
          '<link rel="modulepreload" crossorigin href="/assets/groups-AAAA.js" />',
          '<link rel="modulepreload" crossorigin href="/assets/screens-BBBB.js" />',
          '<link rel="modulepreload" crossorigin href="/assets/en-DDDD.js" />',
          '<link rel="modulepreload" crossorigin href="/assets/screen-texts-FFFF.js" />',
          '<link rel="modulepreload" crossorigin href="/assets/screens-GGGG.js" />',
          '<link rel="modulepreload" crossorigin href="/assets/domain-texts-JJJJ.js" />',
          '<link rel="modulepreload" crossorigin href="/assets/prefetch-groups-screen-KKKK.js" />',
          '<link rel="preload" href="/assets/screens-CCCC.css" as="style" />',
        ]);
      }
    }
    // A German browser gets the German texts, and no English ones.
    const german = preloads(
      (await get('/groups', { cookie: 'turnout_session=abc', 'accept-language': 'de-AT,en' })).body,
    ).join('\n');
    expect(german).toContain('href="/assets/de-EEEE.js"');
    expect(german).toContain('href="/assets/screens-HHHH.js"');
    expect(german).not.toMatch(/en-DDDD|screens-GGGG/);
    // No session: the requests would be refused. Another page: it asks for other things.
    expect(preloads((await get('/groups')).body)).toEqual([session]);
    for (const url of ['/groups/3f1c', '/notifications', '/']) {
      const res = await get(url, { cookie: 'turnout_session=abc' });
      expect(preloads(res.body), url).toEqual([session]);
    }
  });

  it('finds in the web app’s index.html the marks it writes the group frame into', async () => {
    const html = await readFile(
      path.resolve(import.meta.dirname, '../../../web/index.html'),
      'utf8',
    );
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<p class="boot-date"></p>');
    // The groups screen's preloads follow this one.
    expect(html).toContain(
      '<link rel="preload" href="/api/auth/session" as="fetch" crossorigin="anonymous" />',
    );
  });

  it.each(['/metrics', '/no/such/page', '/apiary', '/%61piary/x', '/groups/g1/extra', '/debug'])(
    'answers %s, which is no route of the app, with a 404 page',
    async (url) => {
      const res = await get(url, { 'accept-language': 'de' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).not.toContain('<div id="root">');
      expect(res.body).toContain('<html lang="de">');
      expect(res.body).toContain('<h1>Seite nicht gefunden</h1>');
      expect(res.body).toContain('<a href="/">Zu Turnout</a>');
    },
  );

  it('serves the debug routes as pages only while DEBUG is on', async () => {
    const debug = await createTestApp({ env: { DEBUG: 'true' } });
    try {
      const res = await debug.request({ method: 'GET', url: '/debug/theme' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
    } finally {
      await debug.close();
    }
  });

  // A file name can be 255 bytes at most (NAME_MAX): a longer segment is no file, so the page
  // answers it (the app's own not-found page), and a longer file-like segment is a plain 404.
  it('answers an overlong path segment as it answers any unknown path', async () => {
    const page = await get(`/groups/${'g'.repeat(300)}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const file = await get(`/assets/${'a'.repeat(300)}.js`);
    expect(file.statusCode).toBe(404);
    expect(file.body).not.toContain('<div id="root">');
  });

  // Whether a path is the API's is decided on the path as the router reads it (decoded, its
  // slashes folded) and without regard to case: however /api is spelled, the answer is the
  // API's JSON 404, never the web app's page. The API's routes themselves are lower case only.
  it.each([
    '/api/x',
    '/%61pi/x',
    '/%61%70%69/x',
    '/api%2Fx',
    '//api/x',
    '/API/x',
    '/Api',
    '/./api/x',
  ])('answers the unknown API path %s with the JSON 404, not the page', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().error.code).toBe('not-found');
    expect(res.body).not.toContain('<div id="root">');
  });

  it('answers an encoded spelling of an API route from that route', async () => {
    const res = await get('/%61pi/health');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('caches hashed assets for a year', async () => {
    const res = await get('/assets/index-Bx7f3k2A.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates other files such as the manifest', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with 404, not with the page', async () => {
    const res = await get('/assets/index-missing.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('compresses what the client accepts compressed', async () => {
    const res = await get('/assets/index-Bx7f3k2A.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('turnout test fixture bundle');
  });

  it("sends the build's precompressed copy as it is, when there is one", async () => {
    // The fixture has a .br copy beside the bundle, and no .gz one (that is compressed above).
    const res = await get('/assets/index-Bx7f3k2A.js', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-length']).toBe(String(statSync(BR_COPY).size));
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain(
      'turnout test fixture bundle',
    );
  });

  it('sends a Content-Security-Policy the app can run under, and other security headers', async () => {
    const res = await get('/groups');
    const csp = String(res.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "worker-src 'self'",
      "manifest-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    // Served over plain http here: no upgrade, no HSTS (they would break local use).
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the API its security headers too', async () => {
    const res = await get('/api/health');
    expect(res.headers['content-security-policy']).toBeDefined();
  });
});

describe('serving the web app over https', () => {
  it('adds HSTS and upgrades insecure requests', async () => {
    const t = await createTestApp({ env: { PUBLIC_URL: 'https://turnout.example' } });
    const res = await t.request({ method: 'GET', url: '/' });
    await t.close();
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});

describe('before the web app is built', () => {
  it('tells to run npm run build', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'turnout-no-dist-'));
    const t = await createTestApp({ env: { WEB_DIST: path.join(empty, 'dist') } });
    const res = await t.request({ method: 'GET', url: '/groups' });
    const api = await t.request({ method: 'GET', url: '/api/health' });
    await t.close();
    await rm(empty, { recursive: true });

    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('npm run build');
    expect(api.statusCode).toBe(200);
  });
});

// A build leaves dotfiles next to the app (Vite's .vite/manifest.json lists every chunk); they
// are for the build, not for visitors, and get what any unknown path gets.
describe('dotfiles in the web app folder', () => {
  it('are never served', async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'turnout-dotfiles-'));
    await mkdir(path.join(dist, '.vite'));
    await writeFile(path.join(dist, 'index.html'), '<div id="root"></div>');
    await writeFile(path.join(dist, '.vite', 'manifest.json'), '{"secret":"chunk list"}');
    await writeFile(path.join(dist, '.env'), 'DATABASE_URL=postgres://user:pw@db/turnout');
    const t = await createTestApp({ env: { WEB_DIST: dist } });
    try {
      const unknown = await t.request({ method: 'GET', url: '/no-such-file.json' });
      expect(unknown.statusCode).toBe(404);
      for (const url of ['/.vite/manifest.json', '/%2Evite/manifest.json', '/.env', '/.vite/']) {
        const res = await t.request({ method: 'GET', url });
        expect(res.body, url).not.toContain('chunk list');
        expect(res.body, url).not.toContain('postgres://');
        if (url !== '/.vite/') expect(res.statusCode, url).toBe(unknown.statusCode);
        if (url !== '/.vite/') expect(res.json().error.code, url).toBe(unknown.json().error.code);
      }
    } finally {
      await t.close();
      await rm(dist, { recursive: true, force: true });
    }
  });
});

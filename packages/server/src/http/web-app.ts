import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  formatFullDay,
  matchesWebRoute,
  PRODUCT_NAME,
  selectedDayOf,
  SESSION_COOKIE,
  today,
  WEB_DEBUG_ROUTES,
  WEB_PAGE_ROUTES,
} from '@turnout/domain';
import { requestLanguage, textsIn } from '../i18n/i18n.ts';
import { escapeHtml } from './html.ts';
import { groupsScreenPreloads } from './start-up-preloads.ts';

// Serves the built web app (packages/web/dist). Vite puts content-hashed files under assets/,
// so those may be cached forever; everything else (index.html, the service worker, the
// manifest) must be revalidated or a deploy would not reach returning visitors.

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** The longest file name a file system allows (NAME_MAX), in bytes. */
const NAME_MAX = 255;

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // malformed escapes: @fastify/static answers those itself
  }
}

/** A segment longer than any file name: no file can answer the path. */
function hasOverlongSegment(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return pathname.split('/').some((segment) => Buffer.byteLength(decoded(segment)) > NAME_MAX);
}

/** A group's page: its first paint is the group's frame instead of the spinner. */
const GROUP_PAGE = /^\/groups\/[^/?#]+/;
const HTML_OPENING = '<html lang="en">';
const BOOT_DATE = '<p class="boot-date"></p>';
/** The groups screen, where a signed-in user lands. */
const GROUPS_SCREEN = /^\/groups\/?(\?|$)/;
/** The last of the start-up preloads in index.html: the groups screen's come after it. */
const SESSION_PRELOAD =
  '<link rel="preload" href="/api/auth/session" as="fetch" crossorigin="anonymous" />';

/** Where dates are told: the configured APP_LOCALE and APP_TIME_ZONE. */
export interface DateSettings {
  locale: string;
  timeZone: string;
}

/**
 * The start-up frame's date: the day the group screen will select, in the app's words, coloured
 * as today when it is.
 */
function bootDate(url: string, dates: DateSettings): string {
  const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  const day = selectedDayOf(query, dates.timeZone);
  const now = today(dates.timeZone);
  const text = escapeHtml(formatFullDay(day, dates.locale));
  return `<p class="boot-date${day === now ? ' boot-today' : ''}">${text}</p>`;
}

/**
 * Paths of the API, which never get the web app's page or files. Decided on the path as a
 * router or file system may read it: decoded (`/%61pi`, `/api%2Fx`), its slashes folded and its
 * dot segments resolved (`//api`, `/./api`), and without regard to case (`/API`). The API's
 * routes are lower case only, so such a spelling reaches no route: it gets the API's JSON 404.
 */
export function isApiPath(url: string): boolean {
  const pathname = path.posix.normalize(decoded(url.split('?')[0] ?? '')).toLowerCase();
  return pathname === '/api' || pathname === '/api/' || pathname.startsWith('/api/');
}

/** The route @fastify/static answers every other path with (its `wildcard` route). */
const STATIC_FILES_ROUTE = '/*';

export async function registerWebApp(
  app: FastifyInstance,
  options: { webDist: string; dates: DateSettings; debug: boolean },
) {
  const assetsDir = path.join(options.webDist, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: options.webDist,
    // The dist folder may appear only after the server started (a build in another terminal);
    // until then sendPage() explains what to do, which beats a start-up warning.
    suppressWarning: true,
    // The build writes .br and .gz copies (packages/web/precompress.ts): sent as they are, at
    // no compression cost per request; @fastify/compress leaves an encoded reply alone.
    preCompressed: true,
    // The build's own files (.vite/manifest.json) are not for visitors: a dotfile is unknown
    // like any missing path. /.well-known/ answers come from routes (features/app-links).
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
    },
  });

  // An API path the static files' route took (`//api/x`, which it would answer 403) is an
  // unknown API path: the not-found handler answers the API's 404.
  // An overlong segment @fastify/static answers 403 too (its spelling check meets
  // ENAMETOOLONG); it is an unknown path like any other: the page, or a 404.
  app.addHook('onRequest', async (request, reply) => {
    const api = isApiPath(request.url);
    if (api && request.routeOptions.url === STATIC_FILES_ROUTE) return reply.callNotFound();
    if (!api && hasOverlongSegment(request.url)) return reply.callNotFound();
  });

  // The manifest in the browser's language, as far as it goes: its description and lang (the
  // name is Turnout in every language). Browsers fetch it without cookies: Accept-Language.
  const manifestFile = path.join(options.webDist, 'manifest.webmanifest');
  app.get('/manifest.webmanifest', async (request, reply) => {
    if (!existsSync(manifestFile)) return reply.callNotFound();
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, unknown>;
    const language = requestLanguage(request);
    const description = textsIn(language)('manifest.description');
    return reply
      .header('cache-control', REVALIDATE)
      .header('vary', 'accept-language')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify({ ...manifest, lang: language, description }));
  });

  const indexFile = path.join(options.webDist, 'index.html');
  const pageRoutes = options.debug ? [...WEB_PAGE_ROUTES, ...WEB_DEBUG_ROUTES] : WEB_PAGE_ROUTES;
  return {
    /**
     * History fallback: a page URL the server has no file for gets index.html, and the app's
     * router shows the page (or its own not-found page). Only for GET/HEAD outside /api, and
     * not for paths that look like files: a missing script must not come back as HTML.
     */
    wantsPage(request: FastifyRequest): boolean {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      if (isApiPath(request.url)) return false;
      const lastSegment = request.url.split('?')[0]!.split('/').pop() ?? '';
      return !lastSegment.includes('.');
    },
    async sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
      // Only the app's routes get the app: any other path (/metrics, /wp-login) is not a page
      // of Turnout, and a crawler or monitor must see a 404, not a 200 with the app.
      if (!matchesWebRoute(request.url.split('?')[0]!, pageRoutes)) {
        return sendNotFoundPage(request, reply);
      }
      if (!existsSync(indexFile)) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send(
            `The web app has not been built yet (no ${indexFile}).\n` +
              'Run `npm run build` (or `npm start`, which builds first), then reload.\n',
          );
      }
      reply.header('cache-control', REVALIDATE);
      // Only with a session (either cookie name ends in it): a visitor would be refused them.
      if (GROUPS_SCREEN.test(request.url) && request.headers.cookie?.includes(SESSION_COOKIE)) {
        const html = await readFile(indexFile, 'utf8');
        return reply
          .type('text/html; charset=utf-8')
          .send(
            html.replace(
              SESSION_PRELOAD,
              SESSION_PRELOAD +
                (await groupsScreenPreloads(
                  options.webDist,
                  html,
                  options.dates.timeZone,
                  requestLanguage(request),
                )),
            ),
          );
      }
      if (!GROUP_PAGE.test(request.url)) return reply.sendFile('index.html');
      // index.html shows the group's frame and skeleton (not the spinner) under this class, at
      // once, while the scripts are still on their way, with the selected day's date where the
      // day sheet will head it (docs/decisions/011-front-end-start-up.md). The date is the only
      // thing written in, and it comes from the URL and the clock: nothing about any group.
      const html = await readFile(indexFile, 'utf8');
      return reply
        .type('text/html; charset=utf-8')
        .send(
          html
            .replace(HTML_OPENING, '<html lang="en" class="boot-group">')
            .replace(BOOT_DATE, bootDate(request.url, options.dates)),
        );
    },
  };
}

/** A small page of its own (no scripts), in the request's language, with a way to the start. */
function sendNotFoundPage(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const language = requestLanguage(request);
  const t = textsIn(language);
  const title = escapeHtml(t('notFoundPage.title'));
  const html = `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${title} – ${PRODUCT_NAME}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5}a{color:inherit}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeHtml(t('notFoundPage.text'))}</p>
<p><a href="/">${escapeHtml(t('notFoundPage.home'))}</a></p>
</main>
</body>
</html>
`;
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { CSRF_HEADER, FUNCTION_HEADERS, FUNCTIONS_PATH } from '@turnout/domain';
import { sessionCookieName, type Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/api-error.ts';
import { hasBearerToken } from '../../http/csrf.ts';
import { sendNotFound } from '../../http/error-handler.ts';
import { registerAuth } from '../../http/auth.ts';
import type { SessionCache } from '../../http/session-cache.ts';
import { createFunctionRegistry, type FunctionRegistry } from './parts/registry.ts';

// The callable-function protocol (docs/product.md#callable-functions): POST /functions/{name} with `{ "data": … }`,
// answered `{ "result": … }`; errors are the app's `{ "error": { "code", "message" } }` with the
// status of docs/product.md#error-shape-and-http-statuses (error-handler.ts). Malformed JSON (400), other content types (415) and
// oversize bodies (413) are refused by the app-wide parser before a function runs.

interface FunctionRoutesOptions {
  db: Database;
  sessions: SessionCache;
  config: Config;
  /** Tests pass their own functions; the server offers createFunctionRegistry(config). */
  functions?: FunctionRegistry;
}

export const functionRoutes: FastifyPluginAsync<FunctionRoutesOptions> = async (app, options) => {
  const functions = options.functions ?? createFunctionRegistry(options.config);

  // A web session cookie identifies the caller only together with the CSRF header (as on /api):
  // a foreign page can make the browser send the cookie, never the header. Bearer tokens
  // (native shells) need no such proof.
  const cookieName = sessionCookieName(options.config);
  app.addHook('onRequest', async (request) => {
    if (!hasBearerToken(request) && !request.headers[CSRF_HEADER] && request.cookies) {
      delete request.cookies[cookieName];
    }
  });
  registerAuth(app, {
    db: options.db,
    sessions: options.sessions,
    idleTimeoutMs: options.config.sessionIdleTimeoutMs,
    cookieName,
  });
  // Answers are per caller and per moment: no browser, proxy or service worker keeps them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post<{ Params: { name: string } }>(`${FUNCTIONS_PATH}/:name`, async (request) => {
    const { name } = request.params;
    const run = Object.hasOwn(functions, name) ? functions[name] : undefined;
    if (!run) throw new ApiError('not-found', { key: 'errors.noFunction', values: { name } });
    const body: unknown = request.body;
    if (!isJsonObject(body) || !Object.hasOwn(body, 'data')) {
      throw new ApiError('invalid-argument', { key: 'errors.functionData' });
    }
    const result = await run({
      data: body.data,
      user: request.auth?.user ?? null,
      messagingInstanceToken: header(request, FUNCTION_HEADERS.messagingInstanceToken),
      appCheckToken: header(request, FUNCTION_HEADERS.appCheckToken),
    });
    // JSON has no undefined; a function that returns nothing answers null.
    return { result: result ?? null };
  });

  // Anything else under /functions is an API miss, never the web app's page.
  app.all(FUNCTIONS_PATH, sendNotFound);
  app.all(`${FUNCTIONS_PATH}/*`, sendNotFound);
};

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

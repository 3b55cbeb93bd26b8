import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { isHttps, sessionCookieName, type Config } from './config.ts';
import type { Database } from './db/client.ts';
import { authRoutes } from './features/auth/routes.ts';
import { apiTokenRoutes } from './features/api-tokens/routes.ts';
import { webhookRoutes } from './features/webhooks/routes.ts';
import { publicEmbedRoutes, publicViewRoutes } from './features/public-view/routes.ts';
import { attendanceRoutes } from './features/attendance/routes.ts';
import { appLinkRoutes } from './features/app-links/routes.ts';
import { registerAuth } from './http/auth.ts';
import { apiTokenScopeCheck } from './http/api-tokens.ts';
import { registerReadYourWrites } from './http/read-routing.ts';
import { databaseRateLimitStore } from './http/rate-limit-store.ts';
import { clientConfigRoutes } from './features/client-config/routes.ts';
import { coachingRoutes } from './features/coaching/routes.ts';
import { recordRoutes } from './features/record/routes.ts';
import { groupRoutes } from './features/groups/routes.ts';
import { memberRoutes } from './features/members/routes.ts';
import { functionRoutes } from './features/functions/routes.ts';
import { healthRoutes, type Readiness } from './features/health/routes.ts';
import { inviteRoutes } from './features/invites/routes.ts';
import { eventRoutes } from './live-events/routes.ts';
import { feedApiRoutes, feedRoutes } from './features/feeds/routes.ts';
import { statisticsRoutes } from './features/statistics/routes.ts';
import { notificationRoutes } from './features/notifications/routes.ts';
import { seasonRoutes } from './features/season/routes.ts';
import { accountRoutes } from './features/account/routes.ts';
import { pushRoutes } from './features/push/routes.ts';
import { answerLinkRoutes, answerPageRoutes } from './features/answer-links/routes.ts';
import { registerMetrics } from './metrics.ts';
import { startServices, type TestingOptions } from './services.ts';
import { csrfCheck } from './http/csrf.ts';
import { handleError, registerErrorHandling, sendNotFound } from './http/error-handler.ts';
import { registerJsonParser } from './http/json.ts';
import { withRequestRedaction } from './http/request-log.ts';
import { registerSecurityHeaders, type SecurityHeaders } from './http/security-headers.ts';
import { registerWebApp } from './http/web-app.ts';
import { registerOpenApi } from './http/openapi.ts';
import { openApiEndpoints } from '@turnout/domain';
import { route } from './http/route.ts';
import { serializerCompiler } from './http/serializer.ts';

// Builds the whole app without listening (main.ts listens; tests call app.inject()).

export interface AppOptions {
  config: Config;
  db: Database;
  /** Fastify's logger option; main.ts passes pino settings, tests usually nothing (silent). */
  logger?: FastifyServerOptions['logger'];
  /** Test-only switches (services.ts); production never sets them. */
  testing?: TestingOptions;
  /** The process's life for the readiness check (main.ts moves it on); ready when not given. */
  readiness?: Readiness;
}

/** Bodies are small JSON documents; anything larger is a mistake or an attack. */
export const BODY_LIMIT = 64 * 1024;

export async function buildApp({
  config,
  db,
  logger = false,
  testing,
  readiness = { state: 'ready' },
}: AppOptions): Promise<FastifyInstance> {
  // Set once the plugin is registered below; a malformed URL's answer gets them through this.
  let securityHeaders: SecurityHeaders = () => {};
  const app = Fastify({
    logger: withRequestRedaction(logger),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Time to receive a whole request; a client that trickles bytes is cut off.
    requestTimeout: 30_000,
    // Errors before routing (a malformed URL) pass no hook: their answer gets the security
    // headers here, and is never cached.
    frameworkErrors: (error, request, reply) => {
      securityHeaders(request, reply);
      reply.header('cache-control', 'no-store');
      return handleError(error, request, reply, BODY_LIMIT);
    },
    // While closing, a request on a connection still open is answered by its route, not a
    // blanket 503: the readiness check then says `stopping` (features/health/routes.ts).
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, { bodyLimit: BODY_LIMIT });
  registerJsonParser(app);

  securityHeaders = await registerSecurityHeaders(app, { https: isHttps(config) });
  // Bodies above syncThreshold are compressed through a stream each (a compression context and
  // pipeline per response). The plugin's default on two cores, 8 KB, sent every calendar read
  // (20–90 KB) that way, for about 1–1.5 ms more CPU per read than compressing it inline, which
  // takes well under a millisecond at that size (npm run bench:load).
  await app.register(compress, { syncThreshold: 128 * 1024 });
  await app.register(cookie);
  // Only the routes that ask for it are limited (log-in, sign-up; see accounts/rate-limit.ts),
  // counting in the database so the limits hold across instances. When the count cannot be
  // had, the attempt goes on: without the database it fails anyway, with the route's own error.
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    skipOnError: true,
  });
  const { realtime, push, sessions, mail, webhooks, answerTokens } = await startServices(app, {
    db,
    config,
    testing,
  });
  registerMetrics(app, { config, db, services: { realtime, push } });
  const lookup = { db, sessions, idleTimeoutMs: config.sessionIdleTimeoutMs };

  await registerOpenApi(app);
  await app.register(async (api) => {
    // Before anything else of a route, so a forged request is refused before it is looked at.
    api.addHook('onRequest', csrfCheck({ publicUrl: config.publicUrl }));
    // API answers are per user and per moment; no browser, proxy or service worker keeps them.
    api.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
    registerAuth(api, { ...lookup, cookieName: sessionCookieName(config) });
    registerReadYourWrites(api, db, { secure: isHttps(config) });
    // What a personal API token may reach (docs/decisions/041-api-tokens.md).
    api.addHook('onRequest', apiTokenScopeCheck);
    await api.register(healthRoutes, { db, nativePush: push.nativeStatus, readiness });
    await api.register(clientConfigRoutes, { config });
    await api.register(authRoutes, { db, config, sessions, realtime, mail });
    await api.register(accountRoutes, { db, config, realtime, mail, sessions, push });
    await api.register(groupRoutes, { db, config, realtime });
    await api.register(memberRoutes, { db, config, realtime, push, webhooks });
    await api.register(inviteRoutes, { db, config, realtime, mail, webhooks });
    await api.register(attendanceRoutes, { db, config, realtime, push, webhooks });
    await api.register(coachingRoutes, { db, config, realtime, push, webhooks });
    await api.register(recordRoutes, { db, config, realtime });
    await api.register(eventRoutes, { realtime, lookup });
    await api.register(notificationRoutes, { db, config, realtime });
    await api.register(seasonRoutes, { db, config, realtime, push, webhooks });
    await api.register(pushRoutes, { db, push });
    const answering = { db, config, realtime, push, webhooks, answerTokens };
    await api.register(answerLinkRoutes, answering);
    await api.register(feedApiRoutes, { db, config });
    await api.register(statisticsRoutes, { db, config });
    await api.register(apiTokenRoutes, { db });
    await api.register(webhookRoutes, { db, config, webhooks });
    await api.register(publicViewRoutes, { db, config });
    // Public and the same for everyone until the next release: cacheable.
    route(api, openApiEndpoints.document, {}, async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return app.swagger() as unknown as Record<string, unknown>;
    });
  });

  await app.register(functionRoutes, { db, config, sessions }).register(appLinkRoutes, config);
  await app.register(feedRoutes, { db, config });
  await app.register(answerPageRoutes, { db, config, realtime, push, webhooks, answerTokens });
  await app.register(publicEmbedRoutes, { db, config });
  const webApp = await registerWebApp(app, {
    webDist: config.webDist,
    dates: { locale: config.locale, timeZone: config.timeZone },
    debug: config.debug,
  });
  app.setNotFoundHandler((request, reply) =>
    webApp.wantsPage(request) ? webApp.sendPage(request, reply) : sendNotFound(request, reply),
  );
  return app;
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveEventEndpoints } from '@turnout/domain';
import { route } from '../http/route.ts';
import type { Realtime } from './realtime.ts';
import { requireSession, requireSignedIn, type SessionLookup } from '../http/auth.ts';
import { watchSessionEnd } from './session-end.ts';

// GET /api/events: the signed-in user's live events as Server-Sent Events (realtime/). A client
// that reconnects sends the last id it saw as the Last-Event-ID header (EventSource does this on
// its own) or, when it opens a new connection itself, as ?lastEventId=; the app's first
// connection sends the id its start-up read was current to (GET /api/auth/session), so changes made
// while it started are caught up too. A bad id gets a resync (an over-long one a 400).

/**
 * The native shells' own origins (Capacitor's iOS and Android WebViews). Their app sends its
 * other requests through native HTTP, but a stream must come through the WebView's fetch, which
 * is cross-origin: this route alone grants them CORS, for a bearer token and Last-Event-ID and
 * never with cookies (docs/native.md).
 */
export const SHELL_ORIGINS = ['capacitor://localhost', 'https://localhost'];

// Written out rather than @fastify/cors: the plugin answers preflights through a catch-all
// OPTIONS route for every path, where this is one route's two headers.
function allowShellOrigin(request: FastifyRequest, reply: FastifyReply): boolean {
  reply.header('vary', 'Origin');
  const origin = request.headers.origin;
  if (origin === undefined || !SHELL_ORIGINS.includes(origin)) return false;
  reply.header('access-control-allow-origin', origin);
  return true;
}

export const eventRoutes: FastifyPluginAsyncZod<{
  realtime: Realtime;
  lookup: SessionLookup;
}> = async (app, { realtime, lookup }) => {
  // The preflight of a shell's request: a GET with the bearer token and Last-Event-ID.
  route(app, liveEventEndpoints.preflight, {}, async (request, reply) => {
    if (allowShellOrigin(request, reply)) {
      reply.header('access-control-allow-methods', 'GET');
      reply.header('access-control-allow-headers', 'Authorization, Last-Event-ID');
      reply.header('access-control-max-age', '600');
    }
    return reply.code(204).send();
  });

  route(
    app,
    liveEventEndpoints.stream,
    {
      // The origin first: a shell must be able to read a refusal (401) too.
      onRequest: [async (request, reply) => void allowShellOrigin(request, reply), requireSignedIn],
    },
    async (request, reply) => {
      const session = requireSession(request);
      const { user, sessionId } = session;
      const header = request.headers['last-event-id'];
      const lastEventId = (Array.isArray(header) ? header[0] : header) ?? request.query.lastEventId;
      // From here on the response is ours: Fastify's serializers and onSend hooks are skipped,
      // so the headers set so far (security headers) are copied over.
      reply.hijack();
      const headers = Object.entries(reply.getHeaders()).filter(
        (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
      );
      reply.raw.writeHead(200, {
        ...Object.fromEntries(headers),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // Nginx and similar proxies would otherwise hold events back in a buffer.
        'x-accel-buffering': 'no',
      });
      const owner = { userId: user.id, sessionId };
      // Expiry and the idle timeout end the session without a notification: the stream watches.
      const stopWatching = watchSessionEnd({
        session,
        lookup,
        log: request.log,
        onEnded: () => realtime.endStreamsOf(`s:${sessionId}`),
      });
      reply.raw.on('close', stopWatching);
      await realtime.openStream(owner, reply.raw, lastEventId?.trim() || undefined);
    },
  );
};

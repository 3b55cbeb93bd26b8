import cors from '@fastify/cors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@turnout/domain';
import { z } from 'zod';
import type { Realtime } from '../../realtime/realtime.ts';
import { requireSession, requireSignedIn } from '../accounts/auth.ts';

// GET /api/events: the signed-in user's live events as Server-Sent Events (realtime/). A client
// that reconnects sends the last id it saw as the Last-Event-ID header (EventSource does this on
// its own) or, when it opens a new connection itself, as ?lastEventId=.
const eventsQuerySchema = z.object({ lastEventId: z.string().max(32).optional() });

/**
 * The native shells' own origins (Capacitor's iOS and Android WebViews). Their app sends its
 * other requests through native HTTP, but a stream must come through the WebView's fetch, which
 * is cross-origin: this route alone grants them CORS, for a bearer token and Last-Event-ID and
 * never with cookies (docs/native.md).
 */
export const SHELL_ORIGINS = ['capacitor://localhost', 'https://localhost'];

export const eventRoutes: FastifyPluginAsyncZod<{ realtime: Realtime }> = async (
  app,
  { realtime },
) => {
  // The plugin answers preflights in a hook for every OPTIONS request of this scope; anything
  // but the events path is left to the not-found handler, as without the plugin.
  await app.register(cors, {
    delegator: (request, callback) =>
      callback(
        null,
        request.url.split('?')[0] === API_PATHS.events
          ? {
              origin: SHELL_ORIGINS,
              methods: ['GET'],
              allowedHeaders: ['Authorization', 'Last-Event-ID'],
              credentials: false,
              maxAge: 600,
            }
          : { origin: false },
      ),
  });
  app.get(
    API_PATHS.events,
    { onRequest: requireSignedIn, schema: { querystring: eventsQuerySchema } },
    async (request, reply) => {
      const { user, sessionId } = requireSession(request);
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
      await realtime.openStream(owner, reply.raw, lastEventId?.trim() || undefined);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@turnout/domain';
import { z } from 'zod';
import type { Realtime } from '../../realtime/realtime.ts';
import { requireSession, requireSignedIn, type SessionLookup } from '../accounts/auth.ts';
import { watchSessionEnd } from './session-end.ts';

// GET /api/events: the signed-in user's live events as Server-Sent Events (realtime/). A client
// that reconnects sends the last id it saw as the Last-Event-ID header (EventSource does this on
// its own) or, when it opens a new connection itself, as ?lastEventId=.
const eventsQuerySchema = z.object({ lastEventId: z.string().max(32).optional() });

export const eventRoutes: FastifyPluginAsyncZod<{
  realtime: Realtime;
  lookup: SessionLookup;
}> = async (app, { realtime, lookup }) => {
  app.get(
    API_PATHS.events,
    { onRequest: requireSignedIn, schema: { querystring: eventsQuerySchema } },
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

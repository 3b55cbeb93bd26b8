import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';

// The signed-in user's live events as Server-Sent Events (domain events.ts).
export const liveEventEndpoints = {
  stream: endpoint({
    method: 'GET',
    path: '/api/events',
    summary:
      'A text/event-stream of the events of my groups; resumes after Last-Event-ID (header or query).',
    access: 'signed-in',
    query: z.object({ lastEventId: z.optional(z.string().check(z.maxLength(32))) }),
    responses: { 200: z.string() },
    produces: 'text/event-stream',
  }),
  preflight: endpoint({
    method: 'OPTIONS',
    path: '/api/events',
    summary: "The CORS preflight of a native shell's stream request (its own origins only).",
    access: 'public',
    responses: { 204: z.undefined() },
  }),
} as const;

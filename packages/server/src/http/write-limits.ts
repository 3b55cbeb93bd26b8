import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WriteRateLimitConfig } from '../config.ts';
import { ApiError } from './api-error.ts';
import { requireUser } from './auth.ts';

// Writes that reach other people (a day's change fills every member's inbox and phone) or that
// leave rows behind (groups, invite links) are limited per user, so a script cannot flood a
// group. The limits are far above what a person does by hand (docs/decisions: write limits).
// They count in the database like the log-in limits (rate-limit-store.ts), so they hold across
// instances, and only requests that passed validation count: a refused body costs nothing.

export type WriteKind = 'attendance' | 'groups' | 'invites';

/** A preHandler for a route whose writes count against the signed-in user's `kind` limit. */
export function writeLimit(app: FastifyInstance, kind: WriteKind, limits: WriteRateLimitConfig) {
  const limiter = app.createRateLimit({
    max: limits[kind],
    timeWindow: limits.windowMs,
    keyGenerator: (request) => `write:${kind}:${requireUser(request).id}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    requireUser(request); // answer a visitor 401, not a count
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    // The wait in whole minutes, rounded up: "Please wait 1 minute", "Please wait 3 minutes".
    const minutes = Math.max(1, Math.ceil(result.ttlInSeconds / 60));
    throw new ApiError('resource-exhausted', {
      key: `errors.writeLimits.${kind}`,
      values: { count: minutes },
    });
  };
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WriteRateLimitConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { ApiError } from './api-error.ts';
import { requireUser } from './auth.ts';
import { spendAllowance, WRITE_LIMIT_PREFIX } from './rate-limit-store.ts';

// Writes that reach other people (a day's change fills every member's inbox and phone) or that
// leave rows behind (groups, invite links) are limited per user, so a script cannot flood a
// group. The limits are far above what a person does by hand (docs/decisions: write limits).
// They count in the database like the log-in limits (rate-limit-store.ts), so they hold across
// instances, and only requests that passed validation count: a refused body costs nothing.
// The account export, a heavy read, is limited the same way
// (docs/decisions/029-answer-window.md).

export type WriteKind = 'attendance' | 'groups' | 'invites' | 'exports';

/** A preHandler for a route whose writes count against the signed-in user's `kind` limit. */
export function writeLimit(app: FastifyInstance, kind: WriteKind, limits: WriteRateLimitConfig) {
  const limiter = app.createRateLimit({
    max: limits[kind],
    timeWindow: limits.windowMs,
    keyGenerator: (request) => `${WRITE_LIMIT_PREFIX}${kind}:${requireUser(request).id}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    requireUser(request); // answer a visitor 401, not a count
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    writeLimitExhausted(reply, kind, result.ttlInSeconds);
  };
}

/**
 * A preHandler counting the days a request answers (one for a single day, every day of a
 * repeating answer) against the user's allowance of days per window, beside the count of
 * requests: a year's answer is one request but 366 days written
 * (docs/decisions/029-answer-window.md). A request that does not fit adds nothing.
 */
export function dayWriteLimit<R extends FastifyRequest>(
  db: Database,
  limits: WriteRateLimitConfig,
  daysOf: (request: R) => number,
) {
  return async (request: R, reply: FastifyReply) => {
    const user = requireUser(request);
    const { allowed, ttl } = await spendAllowance(
      db,
      `${WRITE_LIMIT_PREFIX}attendance-days:${user.id}`,
      {
        amount: daysOf(request),
        max: limits.attendanceDays,
        windowMs: limits.windowMs,
      },
    );
    if (!allowed) writeLimitExhausted(reply, 'attendance', Math.ceil(ttl / 1000));
  };
}

/** The 429 of a write limit, with the wait in `retry-after` (also attendance/parts/admission.ts). */
export function writeLimitExhausted(
  reply: { header(name: string, value: string): unknown },
  kind: WriteKind,
  ttlInSeconds: number,
): never {
  reply.header('retry-after', String(ttlInSeconds));
  // The wait in whole minutes, rounded up: "Please wait 1 minute", "Please wait 3 minutes".
  const minutes = Math.max(1, Math.ceil(ttlInSeconds / 60));
  throw new ApiError('resource-exhausted', {
    key: `errors.writeLimits.${kind}`,
    values: { count: minutes },
  });
}

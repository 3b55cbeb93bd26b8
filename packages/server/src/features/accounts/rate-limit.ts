import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeEmail } from '@turnout/domain';
import type { Config } from '../../config.ts';
import { ApiError } from '../../http/api-error.ts';

// Log-in and sign-up are limited twice: per e-mail address (guessing one account's password)
// and per client address (spraying many accounts). The per-client limit is loose on purpose:
// a whole club may sign up together behind one Wi-Fi. Both routes share the counters.
// Counters live in the database (http/rate-limit-store.ts): every instance draws from the same.

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** `prefix` keeps another route's counters apart (password reset counts on its own). */
export function authRateLimits(app: FastifyInstance, limits: Config['authRateLimit'], prefix = '') {
  const common = { timeWindow: limits.windowMs };
  const perClient = app.createRateLimit({
    ...common,
    max: limits.perClient,
    keyGenerator: (request) => `${prefix}client:${normalizeIP(request.ip)}`,
  });
  const perEmail = app.createRateLimit({
    ...common,
    max: limits.perEmail,
    keyGenerator: (request) => `${prefix}email:${emailOf(request)}`,
  });
  return {
    /** onRequest: counts every attempt, even ones with a body we refuse. */
    perClient: (request: FastifyRequest, reply: FastifyReply) => enforce(perClient, request, reply),
    /** preHandler: needs the validated body. */
    perEmail: async (request: FastifyRequest, reply: FastifyReply) => {
      if (emailOf(request) !== '') await enforce(perEmail, request, reply);
    },
  };
}

/**
 * A hook counting requests under `key`, `max` per `windowMs`; the
 * e-mail change counts per account and per recipient with it (features/profile/routes.ts).
 */
export function countedBy(
  app: FastifyInstance,
  options: { max: number; windowMs: number; key: (request: FastifyRequest) => string },
) {
  const limiter = app.createRateLimit({
    max: options.max,
    timeWindow: options.windowMs,
    keyGenerator: options.key,
  });
  return (request: FastifyRequest, reply: FastifyReply) => enforce(limiter, request, reply);
}

function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? normalizeEmail(body.email) : '';
}

async function enforce(limiter: Limiter, request: FastifyRequest, reply: FastifyReply) {
  const result = await limiter(request);
  if (result.isAllowed || !result.isExceeded) return;
  reply.header('retry-after', String(result.ttlInSeconds));
  const minutes = Math.max(1, Math.ceil(result.ttlInSeconds / 60));
  throw new ApiError('resource-exhausted', {
    key: 'errors.tooManyAttempts',
    values: { count: minutes },
  });
}

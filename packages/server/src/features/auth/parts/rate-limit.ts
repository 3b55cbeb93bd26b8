import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeEmail } from '@turnout/domain';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { ApiError } from '../../../http/api-error.ts';
import { hashSessionToken } from '../../../http/tokens.ts';
import { findKnownClient } from '../data.ts';
import { rememberClient } from '../mutations.ts';

// Log-in and sign-up are limited twice: per e-mail address (guessing one account's password)
// and per client address (spraying many accounts). The per-client limit is loose on purpose:
// a whole club may sign up together behind one Wi-Fi. Both routes share the counters.
// Counters live in the database (http/rate-limit-store.ts): every instance draws from the same.
// A browser that signed in to the account before (its client cookie, ADR 028) counts apart, with
// a small allowance of its own, so strangers using up the address's attempts do not lock its
// owner out.

/** Attempts per window a known client keeps for its account's address, whatever strangers did. */
export const KNOWN_CLIENT_ALLOWANCE = 5;

/** The cookie that marks a browser that signed in before; `__Host-` with https, like sessions. */
export function clientCookieName(secure: boolean): string {
  return secure ? '__Host-turnout_client' : 'turnout_client';
}

/** How the per-address limit recognises a known client (left out: every client counts alike). */
export interface KnownClients {
  db: Database;
  cookieName: string;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** `prefix` keeps another route's counters apart (password reset counts on its own). */
export function authRateLimits(
  app: FastifyInstance,
  limits: Config['authRateLimit'],
  prefix = '',
  known?: KnownClients,
) {
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
  const knownIds = new WeakMap<FastifyRequest, string>();
  const perKnownClient = app.createRateLimit({
    ...common,
    max: KNOWN_CLIENT_ALLOWANCE,
    keyGenerator: (request) => `${prefix}known:${knownIds.get(request)}`,
  });
  return {
    /** onRequest: counts every attempt, even ones with a body we refuse. */
    perClient: (request: FastifyRequest, reply: FastifyReply) => enforce(perClient, request, reply),
    /** preHandler: needs the validated body. */
    perEmail: async (request: FastifyRequest, reply: FastifyReply) => {
      const email = emailOf(request);
      if (email === '') return;
      const token = known && request.cookies[known.cookieName];
      const id = token && (await findKnownClient(known.db, hashSessionToken(token), email));
      if (!id) return enforce(perEmail, request, reply);
      knownIds.set(request, id);
      await enforce(perKnownClient, request, reply);
    },
  };
}

/**
 * A hook counting requests under `key`, `max` per `windowMs`; the
 * e-mail change counts per account and per recipient with it (features/account/routes.ts).
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

/** A year: long enough to outlast any lock-out, short enough to be forgotten on old devices. */
const CLIENT_COOKIE_MS = 365 * 24 * 60 * 60 * 1000;

/** After a web sign-in: the browser gets (or keeps) its client cookie for this account. */
export async function rememberThisClient(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { userId: string; secure: boolean },
): Promise<void> {
  const name = clientCookieName(options.secure);
  const token = await rememberClient(db, options.userId, request.cookies[name]);
  if (!token) return;
  reply.setCookie(name, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: options.secure,
    expires: new Date(Date.now() + CLIENT_COOKIE_MS),
  });
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

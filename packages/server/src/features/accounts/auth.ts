import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@turnout/domain';
import type { Database } from '../../db/client.ts';
import { unauthenticated } from '../../http/api-error.ts';
import { hasBearerToken } from '../../http/csrf.ts';
import { findActiveSession, type ActiveSession } from './data.ts';
import { markSessionSeen } from './mutations.ts';
import type { SessionCache } from './session-cache.ts';
import { hashSessionToken } from './tokens.ts';

// Resolves who is calling, once per /api request: from `Authorization: Bearer <token>` (native
// shells) or else the session cookie (web). Routes read `request.auth`, or call requireUser().

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's live session; null without one, when expired, or when disabled. */
    auth: ActiveSession | null;
  }
}

// last_seen_at is informative; writing it at most this often keeps reads free of writes.
const SEEN_RESOLUTION_MS = 60 * 60 * 1000;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function registerAuth(
  app: FastifyInstance,
  options: { db: Database; sessions: SessionCache },
): void {
  const { db, sessions } = options;
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const token = readSessionToken(request);
    // No credentials, no database round trip (health checks, the landing page's config).
    if (!token) return;
    const now = new Date();
    const sessionId = hashSessionToken(token);
    let session = await sessions.find(sessionId, now, () => findActiveSession(db, sessionId, now));
    if (!session) return;
    if (now.getTime() - session.lastSeenAt.getTime() > SEEN_RESOLUTION_MS) {
      await markSessionSeen(db, session.sessionId, now);
      sessions.update((session = { ...session, lastSeenAt: now }));
    }
    request.auth = session;
  });
}

/**
 * The token the request presents, if it has the shape of one. A request with a bearer header
 * is judged by that header alone: it skipped the CSRF check, so its cookie must not count.
 */
export function readSessionToken(request: FastifyRequest): string | undefined {
  const token = hasBearerToken(request)
    ? request.headers.authorization!.replace(/^Bearer\s+/i, '').trim()
    : request.cookies[SESSION_COOKIE];
  return token && TOKEN_SHAPE.test(token) ? token : undefined;
}

export function requireSession(request: FastifyRequest): ActiveSession {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

export function requireUser(request: FastifyRequest): ActiveSession['user'] {
  return requireSession(request).user;
}

/**
 * For a route's onRequest: answers a visitor 401 before the body and parameters are validated,
 * so they learn only that they must sign in.
 */
export async function requireSignedIn(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  options: { expiresAt: Date; secure: boolean },
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: options.secure,
    expires: options.expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, options: { secure: boolean }): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: options.secure,
  });
}

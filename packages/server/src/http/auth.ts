import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { unauthenticated } from './api-error.ts';
import { findApiTokenCaller, isApiToken } from './api-tokens.ts';
import { hasBearerToken } from './csrf.ts';
import type { SessionCache } from './session-cache.ts';
import { findActiveSession, markSessionSeen, type ActiveSession } from './session-store.ts';
import { hashSessionToken } from './tokens.ts';

// Resolves who is calling, once per /api request: from `Authorization: Bearer <token>` (native
// shells) or else the session cookie (web). Routes read `request.auth`, or call requireUser().

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's live session; null without one, when expired, or when disabled. */
    auth: ActiveSession | null;
  }
}

// last_seen_at decides the idle timeout; writing it at most this often (and at most a tenth of
// the timeout) keeps reads free of writes while the timeout stays accurate to that tenth.
const SEEN_RESOLUTION_MS = 60 * 60 * 1000;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface SessionLookup {
  db: Database;
  sessions: SessionCache;
  /** Config.sessionIdleTimeoutMs. */
  idleTimeoutMs: number;
}

export function registerAuth(
  app: FastifyInstance,
  options: SessionLookup & { cookieName: string },
): void {
  const { db, sessions, idleTimeoutMs, cookieName } = options;
  const seenResolutionMs = Math.min(SEEN_RESOLUTION_MS, idleTimeoutMs / 10);
  app.decorateRequest('auth', null);
  app.decorateRequest('apiToken', null);
  app.addHook('onRequest', async (request) => {
    const bearer = readBearerApiToken(request);
    if (bearer) {
      const caller = await findApiTokenCaller(db, bearer, new Date());
      if (caller) ({ auth: request.auth, apiToken: request.apiToken } = caller);
      return;
    }
    const token = readSessionToken(request, cookieName);
    // No credentials, no database round trip (health checks, the landing page's config).
    if (!token) return;
    const now = new Date();
    let session = await findLiveSession(options, hashSessionToken(token), now);
    if (!session) return;
    if (now.getTime() - session.lastSeenAt.getTime() > seenResolutionMs) {
      await markSessionSeen(db, session.sessionId, now);
      sessions.update((session = { ...session, lastSeenAt: now }));
    }
    request.auth = session;
  });
}

/**
 * The session if it lives: not expired, used within the idle timeout, its account enabled. From
 * memory when kept (ADR 010); a kept copy that looks idle is read again, as another instance may
 * have seen the session since.
 */
export async function findLiveSession(
  lookup: SessionLookup,
  sessionId: string,
  now: Date,
): Promise<ActiveSession | undefined> {
  const { db, sessions, idleTimeoutMs } = lookup;
  const load = () => findActiveSession(db, sessionId, now, idleTimeoutMs);
  const session = await sessions.find(sessionId, now, load);
  if (!session || sessionEndsAt(session, idleTimeoutMs) > now) return session;
  sessions.forget(`s:${sessionId}`);
  return sessions.find(sessionId, now, load);
}

/** When the session ends unless it is used again: its expiry or its idle timeout. */
export function sessionEndsAt(
  session: Pick<ActiveSession, 'expiresAt' | 'lastSeenAt'>,
  idleTimeoutMs: number,
): Date {
  const idleEnd = session.lastSeenAt.getTime() + idleTimeoutMs;
  return new Date(Math.min(session.expiresAt.getTime(), idleEnd));
}

/**
 * The token the request presents, if it has the shape of one. A request with a bearer header
 * is judged by that header alone: it skipped the CSRF check, so its cookie must not count.
 */
export function readSessionToken(request: FastifyRequest, cookieName: string): string | undefined {
  const token = hasBearerToken(request)
    ? request.headers.authorization!.replace(/^Bearer\s+/i, '').trim()
    : request.cookies[cookieName];
  return token && TOKEN_SHAPE.test(token) ? token : undefined;
}

/** A personal API token in the bearer header (docs/decisions/041-api-tokens.md), if any. */
function readBearerApiToken(request: FastifyRequest): string | undefined {
  if (!hasBearerToken(request)) return undefined;
  const token = request.headers.authorization!.replace(/^Bearer\s+/i, '').trim();
  return isApiToken(token) ? token : undefined;
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

// With https the name is `__Host-`-prefixed (config.ts sessionCookieName): Secure, Path=/ and no
// Domain, as that prefix demands.
export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  options: { expiresAt: Date; secure: boolean; name: string },
): void {
  reply.setCookie(options.name, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: options.secure,
    expires: options.expiresAt,
  });
}

export function clearSessionCookie(
  reply: FastifyReply,
  options: { secure: boolean; name: string },
): void {
  reply.clearCookie(options.name, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: options.secure,
  });
}

import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { API_TOKEN_PATTERN, type ApiTokenScope } from '@turnout/domain';
import type { Database } from '../db/client.ts';
import { apiTokens } from '../db/schema-connect.ts';
import { users } from '../db/schema.ts';
import { ApiError } from './api-error.ts';
import type { ActiveSession } from './session-store.ts';
import { hashSessionToken } from './tokens.ts';

// Personal API tokens as the request plumbing sees them (docs/decisions/041-api-tokens.md): a
// bearer token of the `tnt_…` shape is looked up here instead of a session, and what it may do
// is checked before any route runs: a read token only reads, a one-group token reaches only its
// group's routes, and no token manages the account (its tokens, sessions, password, e-mail,
// deletion) or signs out, so a leaked token cannot lock its owner out or take the account over.

export interface ApiTokenAuth {
  id: string;
  scope: ApiTokenScope;
  /** Null: every group of the account. */
  groupId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The API token the request came with; null for sessions and visitors. */
    apiToken: ApiTokenAuth | null;
  }
}

/** last_used_at is written at most this often per token, so reads stay reads. */
const LAST_USED_RESOLUTION_MS = 60 * 1000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isApiToken(token: string): boolean {
  return API_TOKEN_PATTERN.test(token);
}

/** The account behind a live token (its account not disabled), as a request's caller. */
export async function findApiTokenCaller(
  db: Database,
  token: string,
  now: Date,
): Promise<{ auth: ActiveSession; apiToken: ApiTokenAuth } | undefined> {
  const [row] = await db
    .select({
      id: apiTokens.id,
      scope: apiTokens.scope,
      groupId: apiTokens.groupId,
      lastUsedAt: apiTokens.lastUsedAt,
      user: {
        id: users.id,
        displayName: users.displayName,
        email: users.email,
        language: users.language,
        languageChosen: users.languageChosen,
      },
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, hashSessionToken(token)), isNull(users.disabledAt)))
    .limit(1);
  if (!row) return undefined;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    const before = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
    await db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiTokens.id, row.id),
          or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, before)),
        ),
      );
  }
  return {
    // Not a session: its id names the token, so nothing that keys on sessions mistakes it.
    auth: {
      sessionId: `api-token:${row.id}`,
      lastSeenAt: now,
      expiresAt: FAR_FUTURE,
      user: row.user,
    },
    apiToken: { id: row.id, scope: row.scope, groupId: row.groupId },
  };
}
/** A token lasts until it is revoked. */
const FAR_FUTURE = new Date(8.64e15);

/**
 * Routes no token may call, by their template: the account's own management, signing out, the
 * device's push records and the live stream (both belong to a signed-in app).
 */
function refusedToTokens(method: string, url: string): boolean {
  if (url === '/api/account') return !SAFE_METHODS.has(method);
  return (
    url.startsWith('/api/account/') ||
    url === '/api/auth/log-out' ||
    url.startsWith('/api/push/') ||
    url === '/api/events'
  );
}

/** Group-less routes a one-group token may still call: who it belongs to. */
const OPEN_TO_GROUP_TOKENS = new Set(['/api/auth/me', '/api/auth/session']);

/** For the /api scope's onRequest, after auth: 403 for what the request's token may not do. */
export async function apiTokenScopeCheck(request: FastifyRequest): Promise<void> {
  const token = request.apiToken;
  if (!token) return;
  const url = request.routeOptions.url;
  // No route: the 404 handler answers; nothing to allow.
  if (url === undefined) return;
  if (refusedToTokens(request.method, url)) {
    throw new ApiError('permission-denied', { key: 'errors.connect.tokenNotHere' });
  }
  if (token.scope === 'read' && !SAFE_METHODS.has(request.method)) {
    throw new ApiError('permission-denied', { key: 'errors.connect.tokenReadOnly' });
  }
  if (token.groupId !== null && !OPEN_TO_GROUP_TOKENS.has(url)) {
    const params = request.params as Record<string, unknown> | undefined;
    if (params?.groupId !== token.groupId) {
      throw new ApiError('permission-denied', { key: 'errors.connect.tokenOtherGroup' });
    }
  }
}

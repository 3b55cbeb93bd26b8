import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { CSRF_HEADER } from '@turnout/domain';
import { ApiError } from './api-error.ts';

// Cookie sessions are sent by the browser on any request, including ones a foreign page
// triggers. A custom header cannot be added cross-origin without a CORS preflight, which this
// server never grants, so requiring it on every state-changing /api request stops forged
// requests. Bearer-token clients (native shells) are exempt: a foreign page cannot make the
// browser attach their token. The Origin check is a second line for browsers that send it.
//
// The check is a hook of the scope that holds the /api routes (app.ts), not a test of the URL:
// the router decodes the path, so `/%61pi/…` reaches the same route as `/api/…`, and a check
// that looked at the raw URL let it through. A hook on the routes runs however the path is
// spelled; a spelling that reaches no route (`/API`, `//api`) is a 404 and changes nothing.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function csrfCheck(options: { publicUrl: string }): onRequestAsyncHookHandler {
  return async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (hasBearerToken(request)) return;
    if (!request.headers[CSRF_HEADER]) {
      throw new ApiError('permission-denied', {
        key: 'errors.csrfHeader',
        values: { header: CSRF_HEADER },
      });
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !isOwnOrigin(origin, request, options.publicUrl)) {
      throw new ApiError('permission-denied', { key: 'errors.otherSite' });
    }
  };
}

export function hasBearerToken(request: FastifyRequest): boolean {
  return /^Bearer\s+\S/i.test(request.headers.authorization ?? '');
}

// The app's public origin, or the host the request was sent to (a dev proxy that keeps the
// Host header, or a deployment reached under a second name).
function isOwnOrigin(origin: string, request: FastifyRequest, publicUrl: string): boolean {
  return origin === publicUrl || origin === `${request.protocol}://${request.host}`;
}

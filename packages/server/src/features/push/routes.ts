import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PUSH_KINDS_OF, pushEndpoints } from '@turnout/domain';
import { ApiError } from '../../http/api-error.ts';
import { route } from '../../http/route.ts';
import { signOutPushToken, storePushToken, webSubscriptionOf } from './mutations.ts';
import { presentPushToken } from './presenters.ts';
import type { FeatureRoutes } from '../../services.ts';

// Push registration (docs/product.md#push-token-records, #push-registration, #log-out). Visitors may
// store a token too (record `anon_…`, never pushed to): the product keeps records in both states,
// so writes are limited per client address to keep anyone from filling the table.
const WRITES_PER_MINUTE = 60;

export const pushRoutes: FeatureRoutes<'db' | 'push'> = async (app, { db, push }) => {
  const limiter = app.createRateLimit({
    max: WRITES_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `push-token:${normalizeIP(request.ip)}`,
  });
  async function limitWrites(request: FastifyRequest, reply: FastifyReply) {
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new ApiError('resource-exhausted', { key: 'errors.tooManyRequests' });
  }

  route(app, pushEndpoints.vapidPublicKey, {}, async () => ({
    publicKey: (await push.vapidDetails()).publicKey,
  }));

  route(
    app,
    pushEndpoints.storeToken,
    {
      onRequest: limitWrites,
    },
    async (request) => {
      const { token, platform, kind } = request.body;
      if (kind !== undefined && !PUSH_KINDS_OF[platform].includes(kind)) {
        const expected = PUSH_KINDS_OF[platform].join(' | ');
        throw new ApiError('invalid-argument', {
          key: 'errors.pushKind',
          values: { platform, kind, expected },
        });
      }
      const subscription =
        platform === 'web' ? webSubscriptionOf(token, request.body.subscription) : undefined;
      if (platform === 'web' && !subscription) {
        throw new ApiError('invalid-argument', { key: 'errors.pushSubscription' });
      }
      // The server connects to the endpoint on every change: only a push service's will do.
      if (subscription && !push.acceptsEndpoint(subscription.endpoint)) {
        throw new ApiError('invalid-argument', { key: 'errors.pushEndpoint' });
      }
      const owner = request.auth
        ? { uid: request.auth.user.id, sessionId: request.auth.sessionId }
        : { uid: undefined };
      const row = await storePushToken(db, { ...owner, token, platform, kind, subscription });
      return { record: presentPushToken(row) };
    },
  );

  // Idempotent: log-out must not fail because the record was never stored or is gone already.
  route(
    app,
    pushEndpoints.signOutToken,
    {
      onRequest: limitWrites,
    },
    async (request, reply) => {
      await signOutPushToken(db, { uid: request.auth?.user.id, token: request.body.token });
      return reply.code(204).send();
    },
  );
};

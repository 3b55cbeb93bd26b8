import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthEndpoints } from '@turnout/domain';
import { route } from '../../http/route.ts';
import type { Database } from '../../db/client.ts';
import type { NativePushStatus } from '../push/parts/native-sender.ts';

// For load balancers and uptime checks: 200 while the database answers, 503 when it does not.
// The x-turnout-instance header names the process that answered (random, per process, so it
// tells nothing about the host), so an operator can see a load balancer spread the checks.
// `nativePush` says whether FCM and APNs pushes go out (off until their credentials are set).

export const INSTANCE_HEADER = 'x-turnout-instance';
const INSTANCE_ID = randomBytes(4).toString('hex');

/**
 * Where the process is in its life (main.ts moves it on): before listening, `starting`; after
 * SIGTERM, `stopping`. Apps built without main.ts (tests) are `ready` from the start.
 */
export interface Readiness {
  state: 'starting' | 'ready' | 'stopping';
}

export const healthRoutes: FastifyPluginAsyncZod<{
  db: Database;
  nativePush: NativePushStatus;
  readiness: Readiness;
}> = async (app, { db, nativePush, readiness }) => {
  // Liveness: the process answers. A restart would not help a database that is down, so this
  // does not ask it (docs/deploy.md#health-checks).
  route(app, healthEndpoints.live, {}, async (_request, reply) => {
    reply.header(INSTANCE_HEADER, INSTANCE_ID);
    return { status: 'ok' as const };
  });

  // Readiness: whether a load balancer should send requests here now.
  route(app, healthEndpoints.ready, {}, async (request, reply) => {
    reply.header(INSTANCE_HEADER, INSTANCE_ID);
    if (readiness.state !== 'ready') return reply.code(503).send({ status: readiness.state });
    try {
      await db.execute(sql`select 1`);
      return { status: 'ready' as const };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check: database unreachable');
      return reply.code(503).send({ status: 'degraded' });
    }
  });

  route(app, healthEndpoints.health, {}, async (request, reply) => {
    reply.header(INSTANCE_HEADER, INSTANCE_ID);
    try {
      await db.execute(sql`select 1`);
      return { status: 'ok' as const, database: 'up' as const, nativePush };
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'degraded', database: 'down', nativePush });
    }
  });
};

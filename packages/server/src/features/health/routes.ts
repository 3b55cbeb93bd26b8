import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, healthResponseSchema } from '@turnout/domain';
import type { Database } from '../../db/client.ts';
import type { NativePushStatus } from '../push/native-sender.ts';

// For load balancers and uptime checks: 200 while the database answers, 503 when it does not.
// The x-turnout-instance header names the process that answered (random, per process, so it
// tells nothing about the host), so an operator can see a load balancer spread the checks.
// `nativePush` says whether FCM and APNs pushes go out (off until their credentials are set).

export const INSTANCE_HEADER = 'x-turnout-instance';
const INSTANCE_ID = randomBytes(4).toString('hex');

export const healthRoutes: FastifyPluginAsyncZod<{
  db: Database;
  nativePush: NativePushStatus;
}> = async (app, { db, nativePush }) => {
  app.get(
    API_PATHS.health,
    { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (request, reply) => {
      reply.header(INSTANCE_HEADER, INSTANCE_ID);
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'up' as const, nativePush };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'degraded', database: 'down', nativePush });
      }
    },
  );
};

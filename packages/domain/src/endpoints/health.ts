import { z } from 'zod/mini';
import { healthResponseSchema, readinessResponseSchema } from '../api.ts';
import { endpoint } from './endpoint.ts';

// Health checks for load balancers and operators (docs/deploy.md#health-checks).
export const healthEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'The database and native push status; 503 while the database is down.',
    access: 'public',
    responses: { 200: healthResponseSchema, 503: healthResponseSchema },
  }),
  live: endpoint({
    method: 'GET',
    path: '/api/health/live',
    summary: 'Liveness: the process answers (the database is not asked).',
    access: 'public',
    responses: { 200: z.object({ status: z.literal('ok') }) },
  }),
  ready: endpoint({
    method: 'GET',
    path: '/api/health/ready',
    summary: 'Readiness: whether a load balancer should send requests here now.',
    access: 'public',
    responses: { 200: readinessResponseSchema, 503: readinessResponseSchema },
  }),
} as const;

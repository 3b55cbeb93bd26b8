import { z } from 'zod/mini';
import { clientConfigSchema } from '../api.ts';
import { endpoint } from './endpoint.ts';

export const configEndpoints = {
  read: endpoint({
    method: 'GET',
    path: '/api/config',
    summary: 'The public, non-secret configuration the web app reads at start-up.',
    access: 'public',
    responses: { 200: clientConfigSchema },
  }),
} as const;

export const openApiEndpoints = {
  document: endpoint({
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This OpenAPI 3.1 document, generated from the endpoint entries.',
    access: 'public',
    responses: { 200: z.record(z.string(), z.unknown()) },
  }),
} as const;

import { z } from 'zod/mini';
import { exportQuerySchema, feedLinkResponseSchema, feedStatusResponseSchema } from '../feeds.ts';
import { endpoint } from './endpoint.ts';
import { groupParamsSchema, noBodySchema } from './params.ts';

// A member's calendar feed links and the group's CSV export (docs/product.md#group-screen,
// #profile-and-settings). Only a link's hash is stored, so its status says whether one exists;
// the link itself is shown once, when made. The feeds themselves (/feeds/<token>.ics) are for
// calendar apps, outside /api.
export const feedEndpoints = {
  personalStatus: endpoint({
    method: 'GET',
    path: '/api/feeds/personal',
    summary: 'Whether I have a link to my personal feed (every group of mine).',
    access: 'signed-in',
    responses: { 200: feedStatusResponseSchema },
  }),
  personalLink: endpoint({
    method: 'POST',
    path: '/api/feeds/personal',
    summary: 'A new link to my personal feed; an older one stops working at once.',
    access: 'signed-in',
    body: noBodySchema,
    responses: { 200: feedLinkResponseSchema },
  }),
  groupStatus: endpoint({
    method: 'GET',
    path: '/api/groups/:groupId/feed',
    summary: "Whether I have a link to the group's feed.",
    access: 'signed-in',
    params: groupParamsSchema,
    responses: { 200: feedStatusResponseSchema },
    errors: [404],
  }),
  groupLink: endpoint({
    method: 'POST',
    path: '/api/groups/:groupId/feed',
    summary: "A new link to the group's feed; an older one stops working at once.",
    access: 'signed-in',
    params: groupParamsSchema,
    body: noBodySchema,
    responses: { 200: feedLinkResponseSchema },
    errors: [404],
  }),
  export: endpoint({
    method: 'GET',
    path: '/api/groups/:groupId/export.csv',
    summary: "The group's days from `from` to `to` (at most a year) as CSV: answers or notes.",
    access: 'signed-in',
    params: groupParamsSchema,
    query: exportQuerySchema,
    responses: { 200: z.string() },
    errors: [404],
    produces: 'text/csv',
  }),
} as const;

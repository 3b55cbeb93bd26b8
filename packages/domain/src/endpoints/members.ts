import { z } from 'zod/mini';
import { groupMembersResponseSchema, removedMembersResponseSchema } from '../groups.ts';
import { endpoint } from './endpoint.ts';
import { groupParamsSchema, noBodySchema, noContent } from './params.ts';

// A group's members (docs/product.md#groups-and-members): the list, leaving, removal and letting
// a removed account back. Every route passes the gate's role × action table
// (docs/product.md#roles-and-access).

const memberParamsSchema = z.strictObject({ groupId: z.string(), userId: z.string() });

export const memberEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/groups/:groupId/members',
    summary: 'The members with their roles, the owner first, then the coaches.',
    access: 'signed-in',
    params: groupParamsSchema,
    responses: { 200: groupMembersResponseSchema },
    errors: [403, 404],
  }),
  end: endpoint({
    method: 'DELETE',
    path: '/api/groups/:groupId/members/:userId',
    summary: 'Leave (my own id), or remove someone (the owner; a coach: plain members only).',
    access: 'signed-in',
    params: memberParamsSchema,
    body: noBodySchema,
    responses: { 204: noContent },
    errors: [403, 404, 409],
  }),
  removed: endpoint({
    method: 'GET',
    path: '/api/groups/:groupId/removed-members',
    summary: 'The accounts the group removed and has not let back (owner or coach).',
    access: 'signed-in',
    params: groupParamsSchema,
    responses: { 200: removedMembersResponseSchema },
    errors: [403, 404],
  }),
  letBack: endpoint({
    method: 'DELETE',
    path: '/api/groups/:groupId/removed-members/:userId',
    summary: 'Let a removed account join again through the link (owner or coach).',
    access: 'signed-in',
    params: memberParamsSchema,
    body: noBodySchema,
    responses: { 204: noContent },
    errors: [403, 404],
  }),
} as const;

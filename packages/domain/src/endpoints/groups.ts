import {
  createGroupInputSchema,
  groupListResponseSchema,
  groupResponseSchema,
  updateGroupInputSchema,
} from '../groups.ts';
import { endpoint } from './endpoint.ts';
import { groupParamsSchema, noBodySchema, noContent } from './params.ts';

// Groups (docs/product.md#groups-and-members); their members are in members.ts. Inside a group every route
// passes the gate's role × action table (docs/product.md#roles-and-access).

export const groupEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/groups',
    summary: 'The groups I own, listed apart from those I am a member or coach of.',
    access: 'signed-in',
    responses: { 200: groupListResponseSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/groups',
    summary: 'Create a group; I am its owner, and it has a first invite link.',
    access: 'signed-in',
    body: createGroupInputSchema,
    responses: { 201: groupResponseSchema },
  }),
  read: endpoint({
    method: 'GET',
    path: '/api/groups/:groupId',
    summary: 'The group with its members, schedule and the coaches’ day notes.',
    access: 'signed-in',
    params: groupParamsSchema,
    responses: { 200: groupResponseSchema },
    errors: [403, 404],
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/groups/:groupId',
    summary: 'Rename the group, change or clear its location and description (owner or coach).',
    access: 'signed-in',
    params: groupParamsSchema,
    body: updateGroupInputSchema,
    responses: { 200: groupResponseSchema },
    errors: [403, 404],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/groups/:groupId',
    summary: 'Delete the group with its members and days (the owner only).',
    access: 'signed-in',
    params: groupParamsSchema,
    body: noBodySchema,
    responses: { 204: noContent },
    errors: [403, 404],
  }),
} as const;

import { z } from 'zod/mini';
import {
  createGroupInputSchema,
  groupListResponseSchema,
  groupMembersResponseSchema,
  groupResponseSchema,
  removedMembersResponseSchema,
  updateGroupInputSchema,
} from '../groups.ts';
import { endpoint } from './endpoint.ts';
import { groupParamsSchema, noBodySchema, noContent } from './params.ts';

// Groups and their members (docs/product.md#groups-and-members). Inside a group every route
// passes the gate's role × action table (docs/product.md#roles-and-access).

const memberParamsSchema = z.strictObject({ groupId: z.string(), userId: z.string() });

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
  members: endpoint({
    method: 'GET',
    path: '/api/groups/:groupId/members',
    summary: 'The members with their roles, the owner first, then the coaches.',
    access: 'signed-in',
    params: groupParamsSchema,
    responses: { 200: groupMembersResponseSchema },
    errors: [403, 404],
  }),
  endMembership: endpoint({
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

import { z } from 'zod/mini';
import {
  changeInviteExpiryInputSchema,
  createInviteInputSchema,
  groupInviteResponseSchema,
  inviteListResponseSchema,
  inviteResponseSchema,
  joinResponseSchema,
} from '../invites.ts';
import { endpoint } from './endpoint.ts';
import { groupParamsSchema, noBodySchema, noContent } from './params.ts';

// Invite links and joining (docs/product.md#invite-dialog, #join-screen). A group's link is the
// owner's and the coaches' (docs/product.md#roles-and-access).

// A malformed code is answered like an unknown one (invite-not-found), so it is not checked here.
const inviteParamsSchema = z.strictObject({ inviteCode: z.string() });

export const inviteEndpoints = {
  groupLink: endpoint({
    method: 'GET',
    path: '/api/groups/:groupId/invite',
    summary: "The group's current invite link, or null (owner or coach).",
    access: 'signed-in',
    params: groupParamsSchema,
    responses: { 200: groupInviteResponseSchema },
    errors: [403, 404],
  }),
  replace: endpoint({
    method: 'POST',
    path: '/api/groups/:groupId/invite',
    summary: "Make the group's link anew; the old code stops working (owner or coach).",
    access: 'signed-in',
    params: groupParamsSchema,
    body: z.nullish(createInviteInputSchema),
    responses: { 201: groupInviteResponseSchema },
    errors: [403, 404],
  }),
  changeExpiry: endpoint({
    method: 'PATCH',
    path: '/api/groups/:groupId/invite',
    summary: 'How long the current link works, same code (owner or coach).',
    access: 'signed-in',
    params: groupParamsSchema,
    body: changeInviteExpiryInputSchema,
    responses: { 200: groupInviteResponseSchema },
    errors: [403, 404],
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/api/groups/:groupId/invite',
    summary: "Revoke the group's link (owner or coach).",
    access: 'signed-in',
    params: groupParamsSchema,
    body: noBodySchema,
    responses: { 204: noContent },
    errors: [403, 404],
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/invites',
    summary: 'The links of the groups I own.',
    access: 'signed-in',
    responses: { 200: inviteListResponseSchema },
  }),
  preview: endpoint({
    method: 'GET',
    path: '/api/invites/:inviteCode',
    summary: 'What an invite leads to, for the join screen (visitors too).',
    access: 'public',
    params: inviteParamsSchema,
    responses: { 200: inviteResponseSchema },
    errors: [404],
  }),
  join: endpoint({
    method: 'POST',
    path: '/api/invites/:inviteCode/join',
    summary: 'Join the group (201), or learn I am already in it (200).',
    access: 'signed-in',
    params: inviteParamsSchema,
    body: noBodySchema,
    responses: { 200: joinResponseSchema, 201: joinResponseSchema },
    errors: [403, 404, 409],
  }),
} as const;

import { z } from 'zod/mini';
import { muteGroupInputSchema } from '../groups.ts';
import { notificationListQuerySchema, notificationListResponseSchema } from '../notifications.ts';
import { endpoint } from './endpoint.ts';
import { groupParamsSchema, noBodySchema, noContent } from './params.ts';

// The inbox (docs/product.md, notifications) and muting a group.
export const notificationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/notifications',
    summary: 'A page of my inbox, newest first, with the unread count.',
    access: 'signed-in',
    query: notificationListQuerySchema,
    responses: { 200: notificationListResponseSchema },
  }),
  read: endpoint({
    method: 'POST',
    path: '/api/notifications/:id/read',
    summary: 'Mark one of my entries read; anyone else’s is answered as not found.',
    access: 'signed-in',
    params: z.strictObject({ id: z.string() }),
    body: noBodySchema,
    responses: { 204: noContent },
    errors: [404],
  }),
  readAll: endpoint({
    method: 'POST',
    path: '/api/notifications/read-all',
    summary: 'Mark every entry of mine read.',
    access: 'signed-in',
    body: noBodySchema,
    responses: { 204: noContent },
  }),
  mute: endpoint({
    method: 'PUT',
    path: '/api/groups/:groupId/mute',
    summary: "Mute or unmute the group's notifications for me.",
    access: 'signed-in',
    params: groupParamsSchema,
    body: muteGroupInputSchema,
    responses: { 200: z.object({ muted: z.boolean() }) },
    errors: [404],
  }),
} as const;

import { z } from 'zod/mini';
import {
  announcementInputSchema,
  answerForMemberInputSchema,
  cancellationInputSchema,
  handOverInputSchema,
  nudgeResponseSchema,
  setRoleInputSchema,
} from '../coaching.ts';
import { daySchema } from '../days.ts';
import { endpoint } from './endpoint.ts';
import { groupParamsSchema, noBodySchema, noContent } from './params.ts';

// Coaches and hand-over, and a coach's word for one training day
// (docs/decisions/043-coaches-and-the-role-gate.md, 044-nudges-announcements-cancellations.md).
// Each passes the gate's role × action table (docs/product.md#roles-and-access).

const memberParamsSchema = z.strictObject({ groupId: z.string(), userId: z.string() });
const dayParamsSchema = z.strictObject({ groupId: z.string(), day: daySchema });

export const coachingEndpoints = {
  setRole: endpoint({
    method: 'PUT',
    path: '/api/groups/:groupId/members/:userId/role',
    summary: 'The owner makes a member a coach, or takes it back.',
    access: 'signed-in',
    params: memberParamsSchema,
    body: setRoleInputSchema,
    responses: { 204: noContent },
    errors: [403, 404, 409],
  }),
  offer: endpoint({
    method: 'POST',
    path: '/api/groups/:groupId/hand-over',
    summary: 'The owner offers the group to a member or coach (inbox card and push).',
    access: 'signed-in',
    params: groupParamsSchema,
    body: handOverInputSchema,
    responses: { 204: noContent },
    errors: [403, 404, 409],
  }),
  withdrawOffer: endpoint({
    method: 'DELETE',
    path: '/api/groups/:groupId/hand-over',
    summary: "The owner withdraws the group's pending offer.",
    access: 'signed-in',
    params: groupParamsSchema,
    body: noBodySchema,
    responses: { 204: noContent },
    errors: [403, 404],
  }),
  accept: endpoint({
    method: 'POST',
    path: '/api/groups/:groupId/hand-over/accept',
    summary: 'The member the group was offered to takes it over; the old owner becomes a coach.',
    access: 'signed-in',
    params: groupParamsSchema,
    body: noBodySchema,
    responses: { 204: noContent },
    errors: [403, 404, 409],
  }),
  answerFor: endpoint({
    method: 'PUT',
    path: '/api/groups/:groupId/attendance/members/:userId',
    summary: 'The owner or a coach answers for a member (shown "set by" them).',
    access: 'signed-in',
    params: memberParamsSchema,
    body: answerForMemberInputSchema,
    responses: { 204: noContent },
    errors: [403, 404],
  }),
  nudge: endpoint({
    method: 'POST',
    path: '/api/groups/:groupId/days/:day/nudge',
    summary: 'Remind the members who have not answered the day (once per group and day).',
    access: 'signed-in',
    params: dayParamsSchema,
    body: noBodySchema,
    responses: { 200: nudgeResponseSchema },
    errors: [403, 404, 409],
  }),
  announce: endpoint({
    method: 'PUT',
    path: '/api/groups/:groupId/days/:day/announcement',
    summary: "Write or edit the day's announcement; the other members are told.",
    access: 'signed-in',
    params: dayParamsSchema,
    body: announcementInputSchema,
    responses: { 204: noContent },
    errors: [403, 404],
  }),
  withdrawAnnouncement: endpoint({
    method: 'DELETE',
    path: '/api/groups/:groupId/days/:day/announcement',
    summary: "Withdraw the day's announcement and its inbox cards.",
    access: 'signed-in',
    params: dayParamsSchema,
    body: noBodySchema,
    responses: { 204: noContent },
    errors: [403, 404],
  }),
  cancel: endpoint({
    method: 'PUT',
    path: '/api/groups/:groupId/days/:day/cancellation',
    summary: "Cancel the day's training with a reason; who said present is told.",
    access: 'signed-in',
    params: dayParamsSchema,
    body: cancellationInputSchema,
    responses: { 204: noContent },
    errors: [403, 404],
  }),
  restore: endpoint({
    method: 'DELETE',
    path: '/api/groups/:groupId/days/:day/cancellation',
    summary: 'Take a cancellation back: the day is a training day again.',
    access: 'signed-in',
    params: dayParamsSchema,
    body: noBodySchema,
    responses: { 204: noContent },
    errors: [403, 404],
  }),
} as const;

import { z } from 'zod/mini';
import { daySchema } from '../days.ts';
import {
  historyQuerySchema,
  historySchema,
  rollCallSchema,
  saveRollCallInputSchema,
} from '../record.ts';
import { endpoint } from './endpoint.ts';
import { groupParamsSchema } from './params.ts';

// The season's record (docs/decisions/049-roll-call-and-closed-days.md,
// 050-history-that-holds.md): a day's roll call and the group's history of former members.

const dayParamsSchema = z.strictObject({ groupId: z.string(), day: daySchema });

export const recordEndpoints = {
  rollCall: endpoint({
    method: 'GET',
    path: '/api/groups/:groupId/days/:day/roll-call',
    summary:
      "The day's roll call: everyone, pre-ticked from their answers until a coach saved it (a member gets their own entry).",
    access: 'signed-in',
    params: dayParamsSchema,
    responses: { 200: rollCallSchema },
    errors: [403, 404],
  }),
  saveRollCall: endpoint({
    method: 'PUT',
    path: '/api/groups/:groupId/days/:day/roll-call',
    summary: 'The owner or a coach saves who came on a day that has begun.',
    access: 'signed-in',
    params: dayParamsSchema,
    body: saveRollCallInputSchema,
    responses: { 200: rollCallSchema },
    errors: [403, 404, 409],
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/groups/:groupId/history',
    summary:
      "The group's former members with their answers from `from` to `to`, and the days' records.",
    access: 'signed-in',
    params: groupParamsSchema,
    query: historyQuerySchema,
    responses: { 200: historySchema },
    errors: [403, 404],
  }),
} as const;

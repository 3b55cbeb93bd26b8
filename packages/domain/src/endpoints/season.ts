import { reminderSettingsSchema } from '../season/reminders.ts';
import { scheduleResponseSchema, scheduleSchema } from '../season/schedule.ts';
import { endpoint } from './endpoint.ts';
import { groupParamsSchema } from './params.ts';

// Season planning (docs/decisions/022-season-planning.md): the group's training days with their
// rules (end, limit, answer deadline; ADR 045, 046) and cancelled dates.
export const seasonEndpoints = {
  schedule: endpoint({
    method: 'PUT',
    path: '/api/groups/:groupId/schedule',
    summary:
      "Replace the group's training days, their rules, single dates' own rules and the cancelled dates.",
    access: 'signed-in',
    params: groupParamsSchema,
    body: scheduleSchema,
    responses: { 200: scheduleResponseSchema },
    errors: [403, 404],
  }),
  reminders: endpoint({
    method: 'PUT',
    path: '/api/groups/:groupId/reminders',
    summary: 'My own reminders for the group: on or off, and the hour.',
    access: 'signed-in',
    params: groupParamsSchema,
    body: reminderSettingsSchema,
    responses: { 200: reminderSettingsSchema },
    errors: [404],
  }),
} as const;

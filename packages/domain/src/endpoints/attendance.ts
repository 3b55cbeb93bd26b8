import { attendanceListResponseSchema } from '../attendance-list.ts';
import {
  attendanceIntervalQuerySchema,
  idempotencyHeadersSchema,
  setAttendanceInputSchema,
  setAttendanceResponseSchema,
} from '../attendance.ts';
import { seriesInputSchema, seriesResponseSchema } from '../season/series.ts';
import { weekQuerySchema, weekResponseSchema } from '../week.ts';
import { endpoint } from './endpoint.ts';
import { groupParamsSchema } from './params.ts';

// Members' answers (docs/product.md): read the group's days, write one's own.
export const attendanceEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/groups/:groupId/attendance',
    summary: "The group's answers from `from` to `to` (both included), packed per member.",
    access: 'signed-in',
    params: groupParamsSchema,
    query: attendanceIntervalQuerySchema,
    responses: { 200: attendanceListResponseSchema },
    errors: [403, 404],
  }),
  set: endpoint({
    method: 'PUT',
    path: '/api/groups/:groupId/attendance',
    summary:
      'My own answer for one day. With an `Idempotency-Key` header (8 to 100 letters, digits, `-` ' +
      'or `_`, made by the client for this one answer), a repeat with the same key within 7 days ' +
      'writes nothing and gets the first answer again, on any instance; the same key with another ' +
      'body is refused (409). Refusals are not kept: a repeat is checked again ' +
      '(docs/decisions/055-idempotency-keys.md).',
    access: 'signed-in',
    params: groupParamsSchema,
    headers: idempotencyHeadersSchema,
    body: setAttendanceInputSchema,
    responses: { 200: setAttendanceResponseSchema },
    errors: [403, 404, 409],
  }),
  series: endpoint({
    method: 'PUT',
    path: '/api/groups/:groupId/attendance/series',
    summary:
      'My own answer for many days (a repeating answer; docs/decisions/022-season-planning.md).',
    access: 'signed-in',
    params: groupParamsSchema,
    body: seriesInputSchema,
    responses: { 200: seriesResponseSchema },
    errors: [403, 404, 409],
  }),
  week: endpoint({
    method: 'GET',
    path: '/api/attendance/week',
    summary:
      'My week: the seven days from `from` across all my groups (only groups I am a member of), ' +
      'each training day or day I answered, with my answer and the counts (docs/product.md#my-week).',
    access: 'signed-in',
    query: weekQuerySchema,
    responses: { 200: weekResponseSchema },
  }),
} as const;

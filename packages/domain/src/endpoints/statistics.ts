import { z } from 'zod/mini';
import {
  seasonGridResponseSchema,
  statisticsQuerySchema,
  statisticsResponseSchema,
  XLSX_MEDIA_TYPE,
} from '../statistics.ts';
import { endpoint } from './endpoint.ts';
import { groupParamsSchema } from './params.ts';

// A group's statistics, the coach's season grid and the record's export
// (docs/product.md#statistics, docs/decisions/051-statistics-and-the-record-export.md). The owner
// and coaches see everyone; a member sees their own row; anyone else gets the gate's 404.
export const statisticsEndpoints = {
  statistics: endpoint({
    method: 'GET',
    path: '/api/groups/:groupId/statistics',
    summary:
      "The period's figures per person, per training day and per week (a member: their own).",
    access: 'signed-in',
    params: groupParamsSchema,
    query: statisticsQuerySchema,
    responses: { 200: statisticsResponseSchema },
    errors: [404],
  }),
  grid: endpoint({
    method: 'GET',
    path: '/api/groups/:groupId/statistics/grid',
    summary: "The season grid: every person's answer and record on each training day.",
    access: 'signed-in',
    params: groupParamsSchema,
    query: statisticsQuerySchema,
    responses: { 200: seasonGridResponseSchema },
    errors: [403, 404],
  }),
  exportCsv: endpoint({
    method: 'GET',
    path: '/api/groups/:groupId/record.csv',
    summary: "The period's record as CSV: training days, a row per person, totals, in my language.",
    access: 'signed-in',
    params: groupParamsSchema,
    query: statisticsQuerySchema,
    responses: { 200: z.string() },
    errors: [404],
    produces: 'text/csv',
  }),
  exportXlsx: endpoint({
    method: 'GET',
    path: '/api/groups/:groupId/record.xlsx',
    summary: "The period's record as an Excel workbook, the same cells as the CSV.",
    access: 'signed-in',
    params: groupParamsSchema,
    query: statisticsQuerySchema,
    responses: { 200: z.string() },
    errors: [404],
    produces: XLSX_MEDIA_TYPE,
  }),
} as const;

import { getTableName, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import {
  attendances,
  dayPlaces,
  groupInvites,
  groupMembers,
  groups,
  rateLimitCounters,
  removedMemberships,
  sessions,
  users,
} from '../db/schema.ts';
import {
  appSettings,
  groupMutes,
  groupRevisions,
  notifications,
  pushTokens,
  realtimeEvents,
} from '../db/schema-delivery.ts';
import { feedEventVersions, feedTokens } from '../db/schema-feeds.ts';
import { accountTokens, knownClients, mailOutbox } from '../db/schema-accounts.ts';
import { digestSends, groupReminders, reminderJobs } from '../db/schema-season.ts';
import {
  apiTokens,
  groupPublicViews,
  inviteMailCounts,
  webhookDeliveries,
  webhooks,
} from '../db/schema-connect.ts';
import { answerSetters, handOverOffers, trainingNotes } from '../db/schema-coaching.ts';
import { answerReceipts } from '../db/schema-receipts.ts';
import { groupPeople, pastAnswers, rollCalls } from '../db/schema-record.ts';

// The export file of `npm run admin -- export` / `import`: NDJSON, one JSON document a line.
//
//   {"format":"turnout-export","version":1,"exportedAt":"…","schema":{"migrations":3,"last":"…"}}
//   {"table":"users","row":{…}}            one line per row, tables in TABLES order
//   {"end":true,"rows":{"users":2,…}}      the counts; a file without this line is incomplete
//
// Rows are PostgreSQL's own row_to_json, so every column (timestamps to the microsecond, uuid
// arrays, jsonb) comes back exactly through json_populate_recordset, on either engine.

export const EXPORT_FORMAT = 'turnout-export';
export const EXPORT_VERSION = 1;

/** Every table, parents before children, so rows can be inserted in this order. */
export const TABLES: readonly string[] = [
  users,
  sessions,
  rateLimitCounters,
  groups,
  groupMembers,
  groupInvites,
  removedMemberships,
  attendances,
  dayPlaces,
  answerSetters,
  handOverOffers,
  trainingNotes,
  groupPeople,
  rollCalls,
  pastAnswers,
  notifications,
  groupMutes,
  groupReminders,
  reminderJobs,
  digestSends,
  feedTokens,
  feedEventVersions,
  realtimeEvents,
  groupRevisions,
  pushTokens,
  appSettings,
  accountTokens,
  knownClients,
  mailOutbox,
  apiTokens,
  webhooks,
  webhookDeliveries,
  groupPublicViews,
  inviteMailCounts,
  answerReceipts,
].map((table) => getTableName(table));

/**
 * Rows the server writes for itself on first start (the generated Web Push keys): the import
 * replaces them with the exported ones rather than counting them as data in the way.
 */
export const SERVER_SETTINGS_TABLE = getTableName(appSettings);

const schemaVersionSchema = z.object({ migrations: z.number().int(), last: z.string() });
export type SchemaVersion = z.infer<typeof schemaVersionSchema>;

export const headerSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exportedAt: z.string(),
  schema: schemaVersionSchema,
});
export type ExportHeader = z.infer<typeof headerSchema>;

export const rowLineSchema = z.object({
  table: z.string(),
  row: z.record(z.string(), z.unknown()),
});

export const footerSchema = z.object({
  end: z.literal(true),
  rows: z.record(z.string(), z.number().int().nonnegative()),
});
export type RowCounts = Record<string, number>;

/** The migrations applied to the database: an export only fits a database at the same point. */
export async function readSchemaVersion(db: Database): Promise<SchemaVersion> {
  const [row] = rowsOf<{ migrations: number; last: string | null }>(
    await db.execute(sql`
      select count(*)::int as migrations,
        (select hash from drizzle.__drizzle_migrations order by created_at desc limit 1) as last
      from drizzle.__drizzle_migrations`),
  );
  return { migrations: row?.migrations ?? 0, last: row?.last ?? '' };
}

/**
 * Fails when the database has a table this file does not list: a table added to the schema
 * must be added to TABLES, or exports would silently leave its rows behind.
 */
export async function assertTablesCovered(db: Database): Promise<void> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'`),
  );
  const missing = rows.map((row) => row.name).filter((name) => !TABLES.includes(name));
  if (missing.length > 0) {
    throw new Error(`The export does not know the table(s) ${missing.join(', ')}.`);
  }
}

/** A quoted identifier for a name from TABLES (never from the file). */
export function quoted(table: string): string {
  if (!TABLES.includes(table)) throw new Error(`Unknown table ${table}`);
  return `"${table}"`;
}

/** Both drivers answer db.execute() with an object holding `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** "users: 2, groups: 1, …" for the command's output, tables without rows left out. */
export function describeCounts(counts: RowCounts): string {
  const parts = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([table, n]) => `${table}: ${n}`);
  return parts.length > 0 ? parts.join(', ') : 'no rows';
}

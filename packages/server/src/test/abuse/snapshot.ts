import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../db/client.ts';

// Every row of every table of the app's schema, in a stable order, in one round trip: compare
// the snapshots before and after a request to prove it changed nothing. The tables are read
// from the catalogue, so a table added by a later migration is watched without an edit here.

/**
 * Columns a refused or read-only request may legitimately write:
 * - sessions.last_seen_at: the auth hook notes when a session was last used (at most hourly,
 *   http/auth.ts), on any request that presents a live token, reads included.
 */
const VOLATILE_COLUMNS: Record<string, string[]> = {
  sessions: ['last_seen_at'],
};

/**
 * Tables every attempt writes, refused or not, by design: rate_limit_counters counts log-in,
 * sign-up and push-token attempts (http/rate-limit-store.ts), malformed ones included.
 */
const COUNTING_TABLES = ['rate_limit_counters'];

export type Snapshot = Record<string, unknown[]>;

export async function listTables(db: Database): Promise<string[]> {
  const result = await db.execute(sql`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`);
  return rows<{ table_name: string }>(result)
    .map((row) => row.table_name)
    .filter((table) => !COUNTING_TABLES.includes(table));
}

/** Every table's rows, for a readable difference. */
export async function snapshotDatabase(db: Database, tables: string[]): Promise<Snapshot> {
  const parts = tables.map(
    (table) => sql`select ${table}::text as table_name,
      coalesce((select jsonb_agg(r order by r::text) from ${rowsOf(table)}), '[]') as rows`,
  );
  const result = await db.execute(sql.join(parts, sql` union all `));
  return Object.fromEntries(
    rows<{ table_name: string; rows: unknown[] }>(result).map((row) => [row.table_name, row.rows]),
  );
}

/** One digest of every table's rows: cheap enough to take after every generated request. */
export async function digestDatabase(db: Database, tables: string[]): Promise<string> {
  const parts = tables.map(
    (
      table,
    ) => sql`select ${table}::text || ':' || coalesce(md5(string_agg(r::text, ',' order by r::text)), '')
      as part from ${rowsOf(table)}`,
  );
  const result = await db.execute(
    sql`select md5(string_agg(part, ';' order by part)) as digest from (${sql.join(parts, sql` union all `)}) parts`,
  );
  return rows<{ digest: string }>(result)[0]!.digest;
}

/** The table's rows as jsonb, without the volatile columns; aliased `rows (r)`. */
function rowsOf(table: string) {
  const name = sql.raw(`"${table.replaceAll('"', '""')}"`);
  const volatile = `{${(VOLATILE_COLUMNS[table] ?? []).join(',')}}`;
  return sql`(select to_jsonb(t) - ${volatile}::text[] as r from ${name} t) rows`;
}

/** Both drivers answer db.execute() with an object holding `rows`. */
function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Watches the database from now on: `assertUnchanged()` fails, showing the changed rows, when
 * anything changed since the start or since the last change it reported. Taking the changed
 * state as the new baseline lets shrinking and later checks be judged on their own.
 */
export async function watchDatabase(db: Database) {
  const tables = await listTables(db);
  let before = await snapshotDatabase(db, tables);
  let digest = await digestDatabase(db, tables);
  return {
    tables,
    async assertUnchanged(): Promise<void> {
      const now = await digestDatabase(db, tables);
      if (now === digest) return;
      const [was, after] = [before, await snapshotDatabase(db, tables)];
      [before, digest] = [after, now];
      expect(after, 'the database changed').toEqual(was);
    },
  };
}

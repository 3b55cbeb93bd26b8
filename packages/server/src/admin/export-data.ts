import { open, rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  assertTablesCovered,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  quoted,
  readSchemaVersion,
  rowsOf,
  TABLES,
  type ExportHeader,
  type RowCounts,
} from './transfer-format.ts';

// `npm run admin -- export <file>`: every row of every table into a new NDJSON file (see
// transfer-format.ts). One read-only repeatable-read transaction gives a consistent snapshot
// even while servers keep writing to a PostgreSQL server; rows are read through a cursor in
// batches, so a large table never sits in memory whole.

const BATCH = 500;

export class ExportError extends Error {}

export async function exportDatabase(db: Database, file: string): Promise<RowCounts> {
  await assertTablesCovered(db);
  // 'wx': never overwrite an earlier export. 0600: the file holds password and session hashes.
  const handle = await open(file, 'wx', 0o600).catch((error: NodeJS.ErrnoException) => {
    throw new ExportError(
      error.code === 'EEXIST'
        ? `${file} exists already; choose another file name.`
        : `Cannot create ${file}: ${error.message}`,
    );
  });
  let complete = false;
  try {
    const counts = await db.transaction(
      async (tx) => {
        const header: ExportHeader = {
          format: EXPORT_FORMAT,
          version: EXPORT_VERSION,
          exportedAt: new Date().toISOString(),
          schema: await readSchemaVersion(tx),
        };
        await handle.write(`${JSON.stringify(header)}\n`);
        const counts: RowCounts = {};
        for (const table of TABLES) {
          counts[table] = await writeTable(tx, table, (lines) => handle.write(lines));
        }
        await handle.write(`${JSON.stringify({ end: true, rows: counts })}\n`);
        return counts;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    await handle.sync();
    complete = true;
    return counts;
  } finally {
    await handle.close();
    if (!complete) await rm(file, { force: true });
  }
}

async function writeTable(
  tx: Database,
  table: string,
  write: (lines: string) => Promise<unknown>,
): Promise<number> {
  const prefix = `{"table":${JSON.stringify(table)},"row":`;
  await tx.execute(
    sql.raw(
      `declare export_rows no scroll cursor for select row_to_json(t)::text as row from ${quoted(table)} t`,
    ),
  );
  let count = 0;
  for (;;) {
    const rows = rowsOf<{ row: string }>(
      await tx.execute(sql.raw(`fetch ${BATCH} from export_rows`)),
    );
    if (rows.length === 0) break;
    await write(rows.map((r) => `${prefix}${r.row}}\n`).join(''));
    count += rows.length;
  }
  await tx.execute(sql.raw('close export_rows'));
  return count;
}

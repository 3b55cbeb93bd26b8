import { readFile } from 'node:fs/promises';
import type { Database } from '../db/client.ts';
import { readSchemaVersion } from './transfer-format.ts';

// Admin commands other than `migrate` work on the database as it is and never change its
// schema: an operator running `list-users` must not migrate a production database as a side
// effect. A database behind (or ahead of) this Turnout's migrations is refused with a message.

const JOURNAL = new URL('../../drizzle/meta/_journal.json', import.meta.url);

/** What is wrong with the database's schema for this version, or undefined when it matches. */
export async function schemaProblem(db: Database): Promise<string | undefined> {
  const journal = JSON.parse(await readFile(JOURNAL, 'utf8')) as { entries: unknown[] };
  const expected = journal.entries.length;
  const applied = await readSchemaVersion(db).then(
    (version) => version.migrations,
    () => 0, // no migrations table: a database Turnout never migrated
  );
  if (applied < expected) {
    return (
      `The database is older than this Turnout (${applied} of ${expected} migrations applied). ` +
      'Run `npm run admin -- migrate` first (starting the server migrates too).'
    );
  }
  if (applied > expected) {
    return (
      `The database is newer than this Turnout (${applied} migrations applied, this version ` +
      `knows ${expected}). Use the Turnout version that wrote it.`
    );
  }
  return undefined;
}

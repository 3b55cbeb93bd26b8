import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';

// The migration that adds the push record's kind runs on databases that already hold records:
// it must fill the kind from the platform (the generated NOT NULL column alone would fail).

const folder = fileURLToPath(new URL('../../drizzle/', import.meta.url));
const migrations = readdirSync(folder)
  .filter((name) => name.endsWith('.sql'))
  .sort();

async function run(db: PGlite, file: string) {
  for (const statement of readFileSync(folder + file, 'utf8').split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}

describe('migration push_token_kind', () => {
  const db = new PGlite();
  afterAll(() => db.close());

  it('gives existing records the kind of their platform', async () => {
    const index = migrations.findIndex((name) => name.endsWith('_push_token_kind.sql'));
    for (const file of migrations.slice(0, index)) await run(db, file);
    await db.exec(`
      insert into push_tokens (id, fcm_token, token_hash, platform, is_signed_in)
      values ('anon_A', 'w', 'A', 'web', false), ('anon_B', 'a', 'B', 'android', false),
             ('anon_C', 'i', 'C', 'ios', false)`);
    await run(db, migrations[index]!);
    const rows = await db.query<{ platform: string; kind: string }>(
      'select platform, kind from push_tokens order by id',
    );
    expect(rows.rows).toEqual([
      { platform: 'web', kind: 'webpush' },
      { platform: 'android', kind: 'fcm' },
      { platform: 'ios', kind: 'apns' },
    ]);
    await expect(
      db.exec(`insert into push_tokens (id, fcm_token, token_hash, platform, kind, is_signed_in)
               values ('anon_D', 'x', 'D', 'android', 'apns', false)`),
    ).rejects.toThrow(/push_tokens_kind_check/);
  });
});

import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { schemaProblem } from './schema-check.ts';
import { readSchemaVersion } from './transfer-format.ts';

// Admin commands other than `migrate` never migrate: on a database an older Turnout wrote they
// stop with a message instead of changing its schema.
const CLI = path.resolve(import.meta.dirname, 'cli.ts');
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function freshDataDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'turnout-schema-check-'));
  dirs.push(dir);
  return dir;
}

function runCli(dataDir: string, ...args: string[]) {
  return promisify(execFile)(process.execPath, [CLI, ...args], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe('admin commands on an unmigrated database', { timeout: 60_000 }, () => {
  it('refuse with a clear message and leave the schema as it was; migrate then lets them run', async () => {
    const dataDir = await freshDataDir();
    const refused = await runCli(dataDir, 'list-users');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('The database is older than this Turnout (0 of ');
    expect(refused.stderr).toContain('Run `npm run admin -- migrate` first');

    const database = await openDatabase(parseConfig({ DATA_DIR: dataDir }));
    try {
      await expect(readSchemaVersion(database.db)).rejects.toThrow();
      expect(await schemaProblem(database.db)).toMatch(/^The database is older/);
    } finally {
      await database.close();
    }

    expect((await runCli(dataDir, 'migrate')).code).toBe(0);
    const listed = await runCli(dataDir, 'list-users');
    expect(listed).toMatchObject({ code: 0, stdout: expect.stringContaining('0 accounts.') });
  });
});

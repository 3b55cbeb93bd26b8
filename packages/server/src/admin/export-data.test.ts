import { readFile, stat } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { TABLES } from './transfer-format.ts';
import { admin, useExportedInstallation } from './export-import-test-setup.ts';

// What an export writes, and where it will not write.

describe('admin export and import', () => {
  const exported = useExportedInstallation();

  it('writes a versioned file only its owner can read, with every table and an end line', async () => {
    expect((await stat(exported.exportFile)).mode & 0o777).toBe(0o600);
    const lines = (await readFile(exported.exportFile, 'utf8')).trim().split('\n');
    expect(JSON.parse(lines[0]!)).toMatchObject({
      format: 'turnout-export',
      version: 1,
      schema: { migrations: expect.any(Number), last: expect.any(String) },
    });
    const end = JSON.parse(lines.at(-1)!);
    expect(Object.keys(end.rows)).toEqual(TABLES);
    expect(end.rows).toMatchObject({
      users: 3,
      sessions: 3,
      groups: 1,
      group_members: 2,
      group_invites: 1,
      removed_memberships: 1,
      attendances: 1,
      // Anna's of Ben's answer and of Cleo's removal; Cleo's of her removal.
      notifications: 3,
      push_tokens: 1,
      app_settings: 1,
    });
    expect(end.rows.realtime_events).toBeGreaterThan(0);
  });

  it('refuses to overwrite an existing file', async () => {
    expect(await admin(exported.source.db, 'export', exported.exportFile)).toEqual({
      code: 1,
      out: '',
      err: `${exported.exportFile} exists already; choose another file name.`,
    });
  });
});

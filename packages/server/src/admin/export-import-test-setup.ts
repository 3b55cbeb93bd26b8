import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { API_PATHS, pathFor } from '@turnout/domain';
import { movedOn } from '@turnout/domain/testing';
import type { Database } from '../db/client.ts';
import { createTestApp, type TestApp, type TestRequest } from '../test/app.ts';
import { useForTests } from '../test/use-for-tests.ts';
import { runAdminCommand } from './commands.ts';

// Moving an installation: data made through the API on one database, exported, imported into
// a new database (embedded, and a PostgreSQL server when TEST_DATABASE_URL is set), and used
// there through the API again. The export's tests and the import's start from the same data.

/**
 * The export tests' dates as written, moved on to days still to come (CONTRIBUTING.md "Tests and
 * the calendar"): a member's own past day is closed.
 */
export const later = movedOn('2027-04-13');
export const DAY = later('2027-04-13');
export const PASSWORD = 'export import passphrase';

export interface Account {
  email: string;
  token: string;
  id: string;
}

export interface ExportedInstallation {
  /** The app the data was made through, still open on its database. */
  source: TestApp;
  /** A folder of its own for the tests' files, removed after them. */
  dir: string;
  exportFile: string;
  /** The group's owner. */
  anna: Account;
  /** A member with attendance and a push record. */
  ben: Account;
  groupId: string;
  vapidPublicKey: string;
}

export async function admin(db: Database, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCommand(db, args, {
    log: (line) => out.push(line),
    error: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/**
 * An installation with data in every table, exported, for the tests of the enclosing describe
 * block (useForTests).
 */
export function useExportedInstallation(): ExportedInstallation {
  return useForTests(exportInstallation, closeInstallation);
}

async function closeInstallation({ source, dir }: Pick<ExportedInstallation, 'source' | 'dir'>) {
  await source.close();
  await rm(dir, { recursive: true, force: true });
}

async function exportInstallation(): Promise<ExportedInstallation> {
  const source = await createTestApp();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'turnout-export-'));
  try {
    return await fillAndExport(source, dir);
  } catch (error) {
    // useForTests closes only what it was given, so a set-up that fails half-way closes itself.
    await closeInstallation({ source, dir });
    throw error;
  }
}

async function fillAndExport(source: TestApp, dir: string): Promise<ExportedInstallation> {
  const exportFile = path.join(dir, 'turnout.ndjson');

  /** A request to the source app that must answer `status`. */
  async function succeed(status: number, request: TestRequest) {
    const res = await source.request(request);
    expect(res.statusCode, res.body).toBe(status);
    return res;
  }

  async function signUp(name: string): Promise<Account> {
    const email = `${name.toLowerCase()}-${randomBytes(4).toString('hex')}@example.com`;
    const res = await succeed(201, {
      method: 'POST',
      url: API_PATHS.signUp,
      body: { name, email, password: PASSWORD, client: 'native' },
    });
    const body: { user: { id: string }; sessionToken: string } = res.json();
    return { email, token: body.sessionToken, id: body.user.id };
  }

  // Everything through the API: accounts, a group, an invite, a join, attendance (which
  // writes the owner's inbox entry and a live event), a mute, a removal, a push record, the VAPID
  // keys.
  const anna = await signUp('Anna');
  const ben = await signUp('Ben');
  const body = { name: 'Choir', location: 'Hall' };
  const created = await succeed(201, { method: 'POST', url: API_PATHS.groups, body, as: anna });
  const groupId: string = created.json().id;
  const inviteCode: string = created.json().inviteCode;
  await succeed(201, { method: 'POST', url: pathFor(API_PATHS.join, { inviteCode }), as: ben });
  await succeed(200, {
    method: 'PUT',
    url: pathFor(API_PATHS.attendance, { groupId }),
    body: { day: DAY, state: 'present', note: 'with cake' },
    as: ben,
  });
  await succeed(200, {
    method: 'PUT',
    url: pathFor(API_PATHS.groupMute, { groupId }),
    body: { muted: true },
    as: ben,
  });
  // A removal: the remembered removal and the removed member's own inbox entry, whose foreign
  // key is a generated column (docs/decisions/031-removal-keeps-the-link.md).
  const cleo = await signUp('Cleo');
  await succeed(201, { method: 'POST', url: pathFor(API_PATHS.join, { inviteCode }), as: cleo });
  await succeed(204, {
    method: 'DELETE',
    url: pathFor(API_PATHS.groupMember, { groupId, userId: cleo.id }),
    as: anna,
  });
  await succeed(200, {
    method: 'PUT',
    url: API_PATHS.pushTokens,
    body: { token: 'ben-android-token', platform: 'android' },
    as: ben,
  });
  const key = await source.request({ method: 'GET', url: API_PATHS.pushVapidPublicKey });
  const vapidPublicKey: string = key.json().publicKey;
  expect(vapidPublicKey).toBeTruthy();

  const result = await admin(source.db, 'export', exportFile);
  expect(result.err).toBe('');
  expect(result.code).toBe(0);
  return { source, dir, exportFile, anna, ben, groupId, vapidPublicKey };
}

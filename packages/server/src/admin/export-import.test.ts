import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  CSRF_HEADER,
  pathFor,
  toDay,
  unpackAttendanceList,
  type AttendanceListResponse,
  type GroupListResponse,
  type NotificationListResponse,
} from '@turnout/domain';
import { buildApp } from '../app.ts';
import {
  createPool,
  pgliteDatabase,
  postgresDatabase,
  type Database,
  type DatabaseHandle,
} from '../db/client.ts';
import { users } from '../db/schema.ts';
import { createTestApp, testConfig, type TestApp, type TestRequest } from '../test/app.ts';
import { adminQuery, databaseUrl } from '../test/postgres-admin.ts';
import { runAdminCommand } from './commands.ts';
import { TABLES } from './transfer-format.ts';

// Moving an installation: data made through the API on one database, exported, imported into
// a new database (embedded, and a PostgreSQL server when TEST_DATABASE_URL is set), and used
// there through the API again.

const DAY = toDay('2026-04-14');
const LATER_DAY = toDay('2026-04-15');
const PASSWORD = 'export import passphrase';

interface Target {
  name: string;
  /** A new, migrated, empty database. */
  open(): Promise<DatabaseHandle>;
}

const targets: Target[] = [
  {
    name: 'embedded PGlite',
    open: async () => {
      const handle = pgliteDatabase(await PGlite.create());
      await handle.migrate();
      return handle;
    },
  },
];
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  targets.push({
    name: 'PostgreSQL server',
    open: async () => {
      const name = `turnout_import_${randomBytes(6).toString('hex')}`;
      await adminQuery(serverUrl, `create database "${name}"`);
      const handle = postgresDatabase(createPool(databaseUrl(serverUrl, name)));
      await handle.migrate();
      return {
        ...handle,
        close: async () => {
          await handle.close();
          await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
        },
      };
    },
  });
}

async function admin(db: Database, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCommand(db, args, {
    log: (line) => out.push(line),
    error: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** The row lines of an export, sorted: two exports with equal lines hold equal data. */
async function rowLines(file: string): Promise<string[]> {
  const lines = (await readFile(file, 'utf8')).trim().split('\n');
  return lines.slice(1, -1).sort();
}

async function countUsers(db: Database): Promise<number> {
  return (await db.select().from(users)).length;
}

describe('admin export and import', () => {
  let source: TestApp;
  let dir: string;
  let exportFile: string;
  let anna: { email: string; token: string; id: string };
  let ben: { email: string; token: string; id: string };
  let groupId: string;
  let vapidPublicKey: string;

  /** A request to the source app that must answer `status`. */
  async function succeed(status: number, request: TestRequest) {
    const res = await source.request(request);
    expect(res.statusCode, res.body).toBe(status);
    return res;
  }

  async function signUp(name: string) {
    const email = `${name.toLowerCase()}-${randomBytes(4).toString('hex')}@example.com`;
    const res = await succeed(201, {
      method: 'POST',
      url: API_PATHS.signUp,
      body: { name, email, password: PASSWORD, client: 'native' },
    });
    const body: { user: { id: string }; sessionToken: string } = res.json();
    return { email, token: body.sessionToken, id: body.user.id };
  }

  beforeAll(async () => {
    source = await createTestApp();
    dir = await mkdtemp(path.join(os.tmpdir(), 'turnout-export-'));
    exportFile = path.join(dir, 'turnout.ndjson');

    // Everything through the API: accounts, a group, an invite, a join, attendance (which
    // writes the owner's inbox entry and a live event), a mute, a push record, the VAPID keys.
    anna = await signUp('Anna');
    ben = await signUp('Ben');
    const body = { name: 'Choir', location: 'Hall' };
    const created = await succeed(201, { method: 'POST', url: API_PATHS.groups, body, as: anna });
    groupId = created.json().id;
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
      url: API_PATHS.pushTokens,
      body: { token: 'ben-android-token', platform: 'android' },
      as: ben,
    });
    const key = await source.request({ method: 'GET', url: API_PATHS.pushVapidPublicKey });
    vapidPublicKey = key.json().publicKey;
    expect(vapidPublicKey).toBeTruthy();

    const result = await admin(source.db, 'export', exportFile);
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
  });
  afterAll(async () => {
    await source.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('writes a versioned file only its owner can read, with every table and an end line', async () => {
    expect((await stat(exportFile)).mode & 0o777).toBe(0o600);
    const lines = (await readFile(exportFile, 'utf8')).trim().split('\n');
    expect(JSON.parse(lines[0]!)).toMatchObject({
      format: 'turnout-export',
      version: 1,
      schema: { migrations: expect.any(Number), last: expect.any(String) },
    });
    const end = JSON.parse(lines.at(-1)!);
    expect(Object.keys(end.rows)).toEqual(TABLES);
    expect(end.rows).toMatchObject({
      users: 2,
      sessions: 2,
      groups: 1,
      group_members: 2,
      group_invites: 1,
      attendances: 1,
      notifications: 1,
      push_tokens: 1,
      app_settings: 1,
    });
    expect(end.rows.realtime_events).toBeGreaterThan(0);
  });

  it('refuses to overwrite an existing file', async () => {
    expect(await admin(source.db, 'export', exportFile)).toEqual({
      code: 1,
      out: '',
      err: `${exportFile} exists already; choose another file name.`,
    });
  });

  describe.each(targets)('into a new $name database', ({ open }) => {
    let target: DatabaseHandle;
    beforeAll(async () => {
      target = await open();
    });
    afterAll(() => target.close());

    it('imports everything, after which members carry on as before', async () => {
      // A server started on the new database once already generated its own Web Push keys.
      const before = await buildApp({ config: testConfig(), db: target.db });
      await before.inject({ method: 'GET', url: API_PATHS.pushVapidPublicKey });
      await before.close();

      const result = await admin(target.db, 'import', exportFile);
      expect(result.err).toBe('');
      expect(result.code).toBe(0);
      expect(result.out).toMatch(
        /^Imported users: 2, sessions: 2, rate_limit_counters: \d+, groups: 1, .* from .*\.$/,
      );

      // Row for row the same data: an export of the new database has the same lines.
      const again = path.join(dir, `again-${randomBytes(4).toString('hex')}.ndjson`);
      expect((await admin(target.db, 'export', again)).code).toBe(0);
      expect(await rowLines(again)).toEqual(await rowLines(exportFile));

      const app = await buildApp({ config: testConfig(), db: target.db });
      try {
        const get = (url: string, as: { token: string }) =>
          app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${as.token}` } });

        // Sessions came along: Anna is still signed in; Ben logs in with his password.
        expect((await get(API_PATHS.me, anna)).json()).toMatchObject({ user: { id: anna.id } });
        const logIn = await app.inject({
          method: 'POST',
          url: API_PATHS.logIn,
          headers: { [CSRF_HEADER]: '1' },
          payload: { email: ben.email, password: PASSWORD, client: 'native' },
        });
        expect(logIn.statusCode, logIn.body).toBe(200);
        const benNow = { token: logIn.json().sessionToken as string };

        const groupList: GroupListResponse = (await get(API_PATHS.groups, benNow)).json();
        expect(groupList.member).toMatchObject([{ id: groupId, name: 'Choir', memberCount: 2 }]);
        const interval = `?from=${DAY}&to=${LATER_DAY}`;
        const days: AttendanceListResponse = (
          await get(`${pathFor(API_PATHS.attendance, { groupId })}${interval}`, benNow)
        ).json();
        expect(unpackAttendanceList(days)).toMatchObject([
          { userId: ben.id, day: DAY, attendance: true, note: 'with cake' },
        ]);
        const inbox: NotificationListResponse = (await get(API_PATHS.notifications, anna)).json();
        expect(inbox).toMatchObject({ unreadCount: 1, items: [{ groupId, isRead: false }] });
        const key = await get(API_PATHS.pushVapidPublicKey, anna);
        expect(key.json().publicKey).toBe(vapidPublicKey);

        // New rows get new ids after the imported ones (the live event's identity sequence).
        const change = await app.inject({
          method: 'PUT',
          url: pathFor(API_PATHS.attendance, { groupId }),
          headers: { authorization: `Bearer ${benNow.token}` },
          payload: { day: LATER_DAY, state: 'away' },
        });
        expect(change.statusCode, change.body).toBe(200);
        expect((await get(API_PATHS.notifications, anna)).json().unreadCount).toBe(2);
      } finally {
        await app.close();
      }
    });

    it('refuses a database that is not empty, and changes nothing', async () => {
      const result = await admin(target.db, 'import', exportFile);
      expect(result.code).toBe(1);
      expect(result.err).toBe(
        'The database is not empty (the table users has rows). Import only into a new, empty ' +
          'database: a new DATA_DIR, or a newly created PostgreSQL database.',
      );
      expect(await countUsers(target.db)).toBe(2);
    });
  });

  describe('refuses a broken file and writes nothing', () => {
    let target: DatabaseHandle;
    beforeAll(async () => {
      target = await targets[0]!.open();
    });
    afterAll(() => target.close());

    async function importText(text: string) {
      const file = path.join(dir, `broken-${randomBytes(4).toString('hex')}.ndjson`);
      await writeFile(file, text);
      const result = await admin(target.db, 'import', file);
      expect(result.code).toBe(1);
      expect(await countUsers(target.db)).toBe(0);
      return result.err;
    }

    it('without its end line (a cut-off copy)', async () => {
      const lines = (await readFile(exportFile, 'utf8')).trim().split('\n');
      expect(await importText(lines.slice(0, -1).join('\n'))).toBe(
        'The file ends before its end line: it is incomplete.',
      );
    });

    it('from another schema version', async () => {
      const [header, ...rest] = (await readFile(exportFile, 'utf8')).split('\n');
      const older = JSON.parse(header!);
      older.schema.migrations -= 1;
      expect(await importText([JSON.stringify(older), ...rest].join('\n'))).toMatch(
        /was exported by another Turnout version \(its database had \d+ migrations, this one has \d+\): export and import with the same version\.$/,
      );
    });

    it('that is not an export at all', async () => {
      expect(await importText('name,email\n')).toMatch(/is not a Turnout export/);
    });

    it('with a row of an unknown table', async () => {
      const lines = (await readFile(exportFile, 'utf8')).trim().split('\n');
      lines.splice(1, 0, '{"table":"secrets","row":{}}');
      expect(await importText(lines.join('\n'))).toBe(
        'Line 2 of the file: unknown table secrets. Nothing was imported.',
      );
    });
  });
});

import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
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
import { testConfig } from '../test/app.ts';
import { adminQuery, databaseUrl } from '../test/postgres-admin.ts';
import {
  admin,
  DAY,
  later,
  PASSWORD,
  useExportedInstallation,
} from './export-import-test-setup.ts';

// Importing an export into a new database, and refusing a database or a file it must not use.

const LATER_DAY = toDay(later('2027-04-14'));

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

/** The row lines of an export, sorted: two exports with equal lines hold equal data. */
async function rowLines(file: string): Promise<string[]> {
  const lines = (await readFile(file, 'utf8')).trim().split('\n');
  return lines.slice(1, -1).sort();
}

async function countUsers(db: Database): Promise<number> {
  return (await db.select().from(users)).length;
}

describe('admin export and import', () => {
  const exported = useExportedInstallation();

  describe.each(targets)('into a new $name database', ({ open }) => {
    let target: DatabaseHandle;
    beforeAll(async () => {
      target = await open();
    });
    afterAll(() => target.close());

    it('imports everything, after which members carry on as before', async () => {
      const { anna, ben, groupId, vapidPublicKey } = exported;
      // A server started on the new database once already generated its own Web Push keys.
      const before = await buildApp({ config: testConfig(), db: target.db });
      await before.inject({ method: 'GET', url: API_PATHS.pushVapidPublicKey });
      await before.close();

      const result = await admin(target.db, 'import', exported.exportFile);
      expect(result.err).toBe('');
      expect(result.code).toBe(0);
      expect(result.out).toMatch(
        /^Imported users: 3, sessions: 3, rate_limit_counters: \d+, groups: 1, .* from .*\.$/,
      );

      // Row for row the same data: an export of the new database has the same lines.
      const again = path.join(exported.dir, `again-${randomBytes(4).toString('hex')}.ndjson`);
      expect((await admin(target.db, 'export', again)).code).toBe(0);
      expect(await rowLines(again)).toEqual(await rowLines(exported.exportFile));

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
        // Ben's answer and Cleo's removal.
        expect(inbox).toMatchObject({
          unreadCount: 2,
          items: [
            { groupId, isRead: false, context: { kind: 'removed' } },
            { groupId, isRead: false },
          ],
        });
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
        expect((await get(API_PATHS.notifications, anna)).json().unreadCount).toBe(3);
      } finally {
        await app.close();
      }
    });

    it('refuses a database that is not empty, and changes nothing', async () => {
      const result = await admin(target.db, 'import', exported.exportFile);
      expect(result.code).toBe(1);
      expect(result.err).toBe(
        'The database is not empty (the table users has rows). Import only into a new, empty ' +
          'database: a new DATA_DIR, or a newly created PostgreSQL database.',
      );
      expect(await countUsers(target.db)).toBe(3);
    });
  });

  describe('refuses a broken file and writes nothing', () => {
    let target: DatabaseHandle;
    beforeAll(async () => {
      target = await targets[0]!.open();
    });
    afterAll(() => target.close());

    async function importText(text: string) {
      const file = path.join(exported.dir, `broken-${randomBytes(4).toString('hex')}.ndjson`);
      await writeFile(file, text);
      const result = await admin(target.db, 'import', file);
      expect(result.code).toBe(1);
      expect(await countUsers(target.db)).toBe(0);
      return result.err;
    }

    it('without its end line (a cut-off copy)', async () => {
      const lines = (await readFile(exported.exportFile, 'utf8')).trim().split('\n');
      expect(await importText(lines.slice(0, -1).join('\n'))).toBe(
        'The file ends before its end line: it is incomplete.',
      );
    });

    it('from another schema version', async () => {
      const [header, ...rest] = (await readFile(exported.exportFile, 'utf8')).split('\n');
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
      const lines = (await readFile(exported.exportFile, 'utf8')).trim().split('\n');
      lines.splice(1, 0, '{"table":"secrets","row":{}}');
      expect(await importText(lines.join('\n'))).toBe(
        'Line 2 of the file: unknown table secrets. Nothing was imported.',
      );
    });
  });
});

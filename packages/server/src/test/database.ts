import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { createPool, pgliteDatabase, postgresDatabase, type DatabaseHandle } from '../db/client.ts';
import { migratePglite } from '../db/migrate.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';

// A fresh, migrated database for each test app: a copy of the template that global-setup.ts
// prepared. PGlite by default; a new database on the TEST_DATABASE_URL server when
// TEST_DB=postgres, dropped again on close.

export function createTestDatabase(): Promise<DatabaseHandle> {
  return process.env.TEST_DB === 'postgres' ? createPostgresDatabase() : createPgliteDatabase();
}

let pgliteTemplate: Promise<Blob> | undefined;
let pgliteParts: Promise<PgliteParts> | undefined;

async function createPgliteDatabase(): Promise<DatabaseHandle> {
  pgliteTemplate ??= loadPgliteTemplate();
  pgliteParts ??= loadPgliteParts();
  const { pgliteWasmModule, fsBundle } = await pgliteParts;
  return pgliteDatabase(
    await PGlite.create({ loadDataDir: await pgliteTemplate, pgliteWasmModule, fsBundle }),
  );
}

interface PgliteParts {
  pgliteWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

// PGlite compiles its 9 MB WebAssembly module and reads its file bundle for every instance
// unless given them: about two thirds of a test database's start. Compiled once per worker,
// an instance starts in a third of the time (docs/decisions/066-ci-under-fifteen-minutes.md).
async function loadPgliteParts(): Promise<PgliteParts> {
  const require = createRequire(import.meta.url);
  const [wasm, data] = await Promise.all([
    readFile(require.resolve('@electric-sql/pglite/pglite.wasm')),
    readFile(require.resolve('@electric-sql/pglite/pglite.data')),
  ]);
  return { pgliteWasmModule: await wasmApi.compile(wasm), fsBundle: new Blob([data]) };
}

// Node's global WebAssembly object; the server's type libraries (es2023, node) declare only its
// types, not the value.
const wasmApi = (
  globalThis as unknown as {
    WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> };
  }
).WebAssembly;

async function loadPgliteTemplate(): Promise<Blob> {
  const file = inject('pgliteTemplate');
  if (file) return new Blob([await readFile(file)]);
  // Run without the global setup (another config): migrate one here instead.
  const client = await PGlite.create();
  await migratePglite(client);
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}

async function createPostgresDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!serverUrl || !template) {
    throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL and the global setup');
  }
  const name = `turnout_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database "${name}" template "${template}"`);
  const handle = postgresDatabase(createPool(databaseUrl(serverUrl, name)));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

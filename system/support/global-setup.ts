import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../packages/server/src/db/client.ts';

// Creating and migrating a PGlite database takes many seconds on a busy machine; copying a
// migrated one takes well under one. Made once per run, copied by every PGlite test
// (backends.ts), and started from by the real server process like any existing data directory.

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory holding a migrated PGlite database (DATA_DIR layout). */
    pgliteTemplateDir: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'turnout-system-template-'));
  const database = await openDatabase({ databaseUrl: undefined, dataDir: dir });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplateDir', dir);
  return () => rm(dir, { recursive: true, force: true });
}

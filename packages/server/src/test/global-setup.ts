import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratePglite, migratePostgres } from '../db/migrate.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';

// Migrates a template database once per run; test files copy it (database.ts). Creating and
// migrating takes seconds, a copy well under one.

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a dump of a migrated PGlite data directory. */
    pgliteTemplate: string;
    /** Name of a migrated database on the TEST_DATABASE_URL server. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB === 'postgres' || process.env.TEST_DB === 'postgres') {
    return setupPostgresTemplate(project);
  }
  return setupPgliteTemplate(project);
}

async function setupPgliteTemplate(project: TestProject) {
  const client = await PGlite.create();
  await migratePglite(client);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'turnout-test-'));
  const file = path.join(dir, 'template.tar');
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}

async function setupPostgresTemplate(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (postgres://…)');
  const name = `turnout_template_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database "${name}"`);
  const pool = new pg.Pool({ connectionString: databaseUrl(adminUrl, name), max: 1 });
  try {
    await migratePostgres(pool);
  } finally {
    await pool.end();
  }
  project.provide('postgresTemplate', name);
  return () => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
}

import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { onCleanup } from './cleanup.ts';
import { startPostgresServer, type PostgresServer } from './postgres-server.ts';
import { startTurnout, type TurnoutOptions } from './turnout-process.ts';

// The two storage back-ends a fault test runs on. Each test gets a fresh data directory (PGlite)
// or a fresh database on this file's private PostgreSQL cluster, and a way to start Turnout on
// it again after a crash.

export type BackendName = 'PGlite' | 'PostgreSQL';
export const BACKENDS: BackendName[] = ['PGlite', 'PostgreSQL'];

let cluster: Promise<PostgresServer> | undefined;

/** This test file's private PostgreSQL cluster, started on first use and removed at exit. */
export function privateCluster(): Promise<PostgresServer> {
  cluster ??= startPostgresServer();
  return cluster;
}

export async function destroyPrivateCluster(): Promise<void> {
  const started = cluster;
  cluster = undefined;
  await (await started)?.destroy();
}

/** Fresh storage on `backend`; returns the options that point Turnout at it. */
export async function freshStorage(
  backend: BackendName,
): Promise<Pick<TurnoutOptions, 'dataDir' | 'databaseUrl'>> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'turnout-system-'));
  onCleanup(() => rm(dataDir, { recursive: true, force: true }));
  if (backend === 'PGlite') {
    await cp(inject('pgliteTemplateDir'), dataDir, { recursive: true });
    return { dataDir };
  }
  const pg = await privateCluster();
  const databaseUrl = await pg.createDatabase(`turnout_${randomUUID().replaceAll('-', '')}`);
  return { dataDir, databaseUrl };
}

/** startTurnout, stopped (SIGKILL if it will not stop) when the test ends. */
export async function startTurnoutForTest(options: TurnoutOptions) {
  const server = await startTurnout(options);
  // A server that exited on its own with an error crashed: show why with the test's failure.
  void server.exited.then(({ code }) => {
    if (code !== null && code !== 0) {
      console.error(`Turnout (pid ${server.pid}) exited with ${code}:\n${server.output()}`);
    }
  });
  onCleanup(() => server.stop(5000));
  return server;
}

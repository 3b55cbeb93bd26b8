import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './free-port.ts';

// A private, throw-away PostgreSQL cluster for the system tests: initdb into a temporary
// directory, listen on a free loopback port, and let the test stop, crash and restart it. The
// fault tests need a server they may take down, never the shared one CI starts for `npm test`.

const run = promisify(execFile);
const POSTGRES_ROOT = '/usr/lib/postgresql';
const SYSTEM_USER = 'postgres';

export interface PostgresServer {
  /** Superuser URL of the `postgres` database, e.g. postgres://postgres@127.0.0.1:41234/postgres */
  url: string;
  port: number;
  dataDir: string;
  /** Creates an empty database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Starts the (stopped) server again on the same port and data. */
  start(): Promise<void>;
  /**
   * Stops the server. `fast` (default) is an orderly shutdown that ends open sessions with
   * 57P01 admin_shutdown; `immediate` is a crash: no checkpoint, WAL recovery on the next start.
   */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** stop() then start(). */
  restart(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Stops the server if it runs and deletes its data directory. Safe to call twice. */
  destroy(): Promise<void>;
  /** The server's log so far (for failure messages). */
  log(): Promise<string>;
}

/** Finds the newest installed PostgreSQL's bin directory, or explains what to install. */
export function postgresBinDir(): string {
  const versions = existsSync(POSTGRES_ROOT)
    ? readdirSync(POSTGRES_ROOT)
        .filter((name) => existsSync(path.join(POSTGRES_ROOT, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (!newest) {
    throw new Error(
      `No PostgreSQL server binaries in ${POSTGRES_ROOT}/*/bin. ` +
        'Install the Debian package `postgresql` (apt-get install -y postgresql).',
    );
  }
  return path.join(POSTGRES_ROOT, newest, 'bin');
}

export interface PostgresServerOptions {
  /**
   * A streaming replica of this (running) server: its data directory is a base backup of the
   * primary's (pg_basebackup -R), and it follows the primary's WAL (docs/scaling.md).
   */
  replicaOf?: Pick<PostgresServer, 'port'>;
  /** More `-c name=value` server settings. */
  settings?: readonly string[];
}

export async function startPostgresServer(
  options: PostgresServerOptions = {},
): Promise<PostgresServer> {
  const bin = postgresBinDir();
  const asRoot = process.getuid?.() === 0;
  // PostgreSQL refuses to run as root: run its tools as the `postgres` system user then.
  const tool = (name: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', SYSTEM_USER, '--', path.join(bin, name), ...args])
      : run(path.join(bin, name), args);
  const toolSync = (name: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', SYSTEM_USER, '--', path.join(bin, name), ...args])
      : execFileSync(path.join(bin, name), args);

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'turnout-system-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', SYSTEM_USER], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', SYSTEM_USER], { encoding: 'utf8' }).trim());
    await chown(dataDir, uid, gid);
  }
  const logFile = path.join(dataDir, 'server.log');
  const clusterDir = path.join(dataDir, 'cluster');
  const port = await freePort();
  if (options.replicaOf) {
    const from = ['-h', '127.0.0.1', '-p', String(options.replicaOf.port), '-U', 'postgres'];
    await tool('pg_basebackup', [
      ...from,
      '-D',
      clusterDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
      '--no-sync',
    ]);
  } else {
    await tool('initdb', ['-D', clusterDir, '--auth=trust', '-U', 'postgres', '--no-sync']);
  }

  const serverOptions = [
    `-p ${port}`,
    `-k ${dataDir}`,
    '-c listen_addresses=127.0.0.1',
    // The durability the tests rely on: a commit is on disk before PostgreSQL acknowledges it.
    '-c fsync=on',
    '-c synchronous_commit=on',
    ...(options.settings ?? []).map((setting) => `-c ${setting}`),
  ].join(' ');
  let running = false;
  let destroyed = false;

  async function start(): Promise<void> {
    try {
      await tool('pg_ctl', ['-D', clusterDir, '-o', serverOptions, '-l', logFile, '-w', 'start']);
    } catch (error) {
      throw new Error(`PostgreSQL did not start: ${String(error)}\n${await log()}`, {
        cause: error,
      });
    }
    running = true;
  }

  async function stop(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    if (!running) return;
    await tool('pg_ctl', ['-D', clusterDir, '-m', mode, '-w', 'stop']);
    running = false;
  }

  async function log(): Promise<string> {
    return readFile(logFile, 'utf8').catch(() => '');
  }

  // A test that dies half-way must not leave a postmaster behind.
  const stopOnExit = () => {
    if (!running) return;
    try {
      toolSync('pg_ctl', ['-D', clusterDir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // already gone
    }
  };
  process.once('exit', stopOnExit);

  await start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;

  return {
    url,
    port,
    dataDir: clusterDir,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`create database "${name}"`);
      } finally {
        await client.end();
      }
      const databaseUrl = new URL(url);
      databaseUrl.pathname = `/${name}`;
      return databaseUrl.href;
    },
    start,
    stop,
    async restart(mode) {
      await stop(mode);
      await start();
    },
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      process.removeListener('exit', stopOnExit);
      await stop('immediate').catch(() => {});
      await rm(dataDir, { recursive: true, force: true });
    },
    log,
  };
}

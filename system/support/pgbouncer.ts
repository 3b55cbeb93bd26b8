import { spawn, type ChildProcess } from 'node:child_process';
import { chown, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';
import { pollUntil } from './poll.ts';
import net from 'node:net';
import pg from 'pg';

// Debian's pgbouncer in front of a test PostgreSQL server, in transaction mode (docs/scaling.md):
// each transaction gets any of a few server connections, so nothing may rely on session state.
// Its own process and generated configuration; run as the `postgres` system user when we are
// root (pgbouncer refuses root).

const PGBOUNCER = process.env.PGBOUNCER_PATH ?? '/usr/sbin/pgbouncer';

export interface Pgbouncer {
  port: number;
  /** The URL of `database` on the upstream server, through the pooler. */
  urlFor(databaseUrl: string): string;
  /**
   * The same database through the pooler in session mode (`<name>_session`): for LISTEN, which
   * then follows the pooler to whichever server it points at.
   */
  sessionUrlFor(databaseUrl: string): string;
  /**
   * The [databases] file pgbouncer.ini includes, and its lines with @HOST@ and @PORT@: what a
   * failover follower rewrites before a RELOAD (scripts/pgbouncer-follow-primary.sh).
   */
  databasesFile: string;
  databasesTemplate(): string;
  /** The admin console (RELOAD, SHOW …). */
  adminUrl: string;
  stop(): Promise<void>;
  log(): Promise<string>;
  /** An admin console command (`SHOW POOLS`, …) as rows, for failure messages. */
  admin(command: string): Promise<Record<string, unknown>[]>;
}

export async function startPgbouncer(options: {
  upstreamPort: number;
  /** Server connections per database and user: few, so transactions share them. */
  poolSize?: number;
  /** Databases also offered in session mode, as `<name>_session` (sessionUrlFor). */
  sessionDatabases?: readonly string[];
}): Promise<Pgbouncer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'turnout-pgbouncer-'));
  const port = await freePort();
  const logFile = path.join(dir, 'pgbouncer.log');
  // [databases] lives in a file of its own that pgbouncer.ini includes: what a failover
  // follower rewrites (scripts/pgbouncer-follow-primary.sh).
  const databasesFile = path.join(dir, 'databases.ini');
  const databases = (host: string, port: string) =>
    [
      '[databases]',
      ...(options.sessionDatabases ?? []).map(
        (name) => `${name}_session = host=${host} port=${port} dbname=${name} pool_mode=session`,
      ),
      `* = host=${host} port=${port}`,
    ].join('\n');
  const ini = () =>
    [
      `%include ${databasesFile}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      `unix_socket_dir = ${dir}`,
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'users.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${options.poolSize ?? 4}`,
      'max_client_conn = 2000',
      `logfile = ${logFile}`,
      // node-postgres sends these at connect; pgbouncer passes them on instead of refusing them.
      'ignore_startup_parameters = extra_float_digits,options',
      // After a login to the server failed (the primary died), pgbouncer refuses clients for
      // this long before it tries again, also once it points at the new primary (default 15 s).
      'server_login_retry = 1',
      'admin_users = postgres',
    ].join('\n');
  await writeFile(databasesFile, `${databases('127.0.0.1', String(options.upstreamPort))}\n`);
  await writeFile(path.join(dir, 'pgbouncer.ini'), `${ini()}\n`);
  await writeFile(path.join(dir, 'users.txt'), '"postgres" ""\n');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    for (const name of ['', 'pgbouncer.ini', 'databases.ini', 'users.txt'])
      await chown(path.join(dir, name), uid, gid);
  }
  const args = [path.join(dir, 'pgbouncer.ini')];
  const child: ChildProcess = asRoot
    ? spawn('runuser', ['-u', 'postgres', '--', PGBOUNCER, ...args], { stdio: 'ignore' })
    : spawn(PGBOUNCER, args, { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  await pollUntil('pgbouncer to listen', () => canConnect(port), { timeoutMs: 15_000 });
  return {
    port,
    urlFor(databaseUrl) {
      const url = new URL(databaseUrl);
      url.port = String(port);
      return url.href;
    },
    sessionUrlFor(databaseUrl) {
      const url = new URL(databaseUrl);
      url.port = String(port);
      url.pathname = `${url.pathname}_session`;
      return url.href;
    },
    databasesFile,
    databasesTemplate: () => databases('@HOST@', '@PORT@'),
    adminUrl: `postgres://postgres@127.0.0.1:${port}/pgbouncer`,
    admin: (command) => adminCommand(port, command),
    async stop() {
      process.removeListener('exit', killOnExit);
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
    log: () => readFile(logFile, 'utf8').catch(() => ''),
  };
}

async function adminCommand(port: number, command: string) {
  const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'pgbouncer' });
  await admin.connect();
  try {
    return (await admin.query(command)).rows as Record<string, unknown>[];
  } finally {
    await admin.end();
  }
}

function canConnect(port: number): Promise<true | undefined> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(undefined));
  });
}

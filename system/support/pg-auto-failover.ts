import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmod, chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './free-port.ts';
import { pollUntil } from './poll.ts';
import { postgresBinDir } from './postgres-server.ts';

// Debian's pg_auto_failover (docs/scaling.md, "Failover"): a pg_autoctl monitor and pg_autoctl
// nodes on loopback, each `pg_autoctl create … --run` in its own process group, run as the
// `postgres` system user (pg_autoctl refuses root), data under one temporary directory.

const run = promisify(execFile);

export interface AutoFailoverNode {
  name: string;
  port: number;
  pgdata: string;
  /** The node's machine dies: its pg_autoctl keeper and its postgres are SIGKILLed. */
  kill(): Promise<void>;
}

export interface AutoFailoverCluster {
  monitorUrl: string;
  addNode(name: string): Promise<AutoFailoverNode>;
  /** The port of the node the monitor has as the writable primary, if any (WRITABLE_STATES). */
  primaryPort(): Promise<number | undefined>;
  /** `pg_autoctl show state`, for failure messages. */
  state(): Promise<string>;
  destroy(): Promise<void>;
}

const asPostgres = (env: Record<string, string>, command: string, args: string[]) => [
  '-u',
  'postgres',
  '--',
  'env',
  ...Object.entries(env).map(([key, value]) => `${key}=${value}`),
  command,
  ...args,
];

/**
 * pg_auto_failover's timeouts, cut down for a test: a node is unhealthy after 3 s instead of 20,
 * and the standby takes writes 8 s after the failover starts instead of 30. Their order is kept:
 * a primary cut off from the monitor and the standby stops taking writes after
 * network_partition_timeout (5 s here, 20 by default), before the standby is let take them
 * (primary_demote_timeout), so there are never two primaries (docs/scaling.md, "Failover").
 */
const QUICK_MONITOR_SETTINGS = [
  'pgautofailover.health_check_period = 1000',
  'pgautofailover.health_check_timeout = 1000',
  'pgautofailover.health_check_max_retries = 1',
  'pgautofailover.health_check_retry_delay = 500',
  'pgautofailover.node_considered_unhealthy_timeout = 3000',
  'pgautofailover.primary_demote_timeout = 8000',
];
const QUICK_NETWORK_PARTITION_TIMEOUT_S = '5';

/** A node is the primary while both its reported and its goal state are one of these. */
export const WRITABLE_STATES = [
  'single',
  'wait_primary',
  'primary',
  'join_primary',
  'apply_settings',
];

export async function startAutoFailoverCluster({
  timeouts = 'quick',
}: {
  /** 'default': pg_auto_failover's own (a failover then takes about a minute). */
  timeouts?: 'quick' | 'default';
} = {}): Promise<AutoFailoverCluster> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'turnout-pgaf-'));
  await chmod(root, 0o755);
  await chown(root, ...(await postgresIds()));
  const pgctl = path.join(postgresBinDir(), 'pg_ctl');
  const env = {
    HOME: root,
    XDG_CONFIG_HOME: path.join(root, 'config'),
    XDG_DATA_HOME: path.join(root, 'data'),
    XDG_RUNTIME_DIR: path.join(root, 'run'),
    PGHOST: '127.0.0.1',
  };
  const children: ChildProcess[] = [];
  const logs: string[] = [];
  const start = (args: string[]) => {
    const child = spawn('runuser', asPostgres(env, 'pg_autoctl', args), {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => {
      logs.push(chunk.toString());
      if (process.env.SYSTEM_VERBOSE === '1') process.stderr.write(chunk);
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    children.push(child);
    return child;
  };
  const common = ['--hostname', '127.0.0.1', '--auth', 'trust', '--no-ssl', '--pgctl', pgctl];

  const monitorPort = await freePort();
  start([
    'create',
    'monitor',
    '--pgdata',
    path.join(root, 'monitor'),
    '--pgport',
    String(monitorPort),
    ...common,
    '--run',
  ]);
  const monitorUrl = `postgres://autoctl_node@127.0.0.1:${monitorPort}/pg_auto_failover?sslmode=disable`;
  await pollUntil(
    'the pg_auto_failover monitor',
    async () => {
      try {
        await query(monitorUrl, 'select 1 from pgautofailover.node limit 1');
        return true;
      } catch {
        return undefined;
      }
    },
    { timeoutMs: 60_000 },
  );
  const admin = `postgres://postgres@127.0.0.1:${monitorPort}/pg_auto_failover?sslmode=disable`;
  if (timeouts === 'quick') {
    for (const setting of QUICK_MONITOR_SETTINGS) {
      await query(admin, `alter system set ${setting}`);
    }
    await query(admin, 'select pg_reload_conf()');
  }

  const cluster: AutoFailoverCluster = {
    monitorUrl,
    async addNode(name) {
      const port = await freePort();
      const pgdata = path.join(root, name);
      const child = start([
        'create',
        'postgres',
        '--pgdata',
        pgdata,
        '--pgport',
        String(port),
        '--name',
        name,
        ...common,
        '--monitor',
        monitorUrl,
        '--replication-quorum',
        'true',
        '--run',
      ]);
      await pollUntil(
        `pg_auto_failover node ${name}`,
        async () => {
          const rows = await query(
            monitorUrl,
            `select reportedstate, goalstate from pgautofailover.node where nodename = '${name}'`,
          ).catch(() => []);
          const row = rows[0];
          return row &&
            row.reportedstate === row.goalstate &&
            (row.goalstate === 'primary' ||
              row.goalstate === 'secondary' ||
              row.goalstate === 'single')
            ? true
            : undefined;
        },
        { timeoutMs: 90_000 },
      );
      if (timeouts === 'quick') {
        // The running keeper rewrites its configuration file now and then: a read that meets
        // it half written fails, and is tried again.
        await pollUntil(
          `node ${name}'s network_partition_timeout`,
          () =>
            run(
              'runuser',
              asPostgres(env, 'pg_autoctl', [
                'config',
                'set',
                '--pgdata',
                pgdata,
                'timeout.network_partition_timeout',
                QUICK_NETWORK_PARTITION_TIMEOUT_S,
              ]),
            ).then(() => true),
          { timeoutMs: 20_000, intervalMs: 300 },
        );
      }
      return {
        name,
        port,
        pgdata,
        async kill() {
          const postmaster = Number(
            (await readFile(path.join(pgdata, 'postmaster.pid'), 'utf8')).split('\n')[0],
          );
          try {
            process.kill(-child.pid!, 'SIGKILL');
          } catch {
            /* gone */
          }
          try {
            process.kill(postmaster, 'SIGKILL');
          } catch {
            /* gone */
          }
        },
      };
    },
    async primaryPort() {
      const rows = await query(
        monitorUrl,
        `select nodeport from pgautofailover.node
          where reportedstate in (${inList}) and goalstate in (${inList})`,
      ).catch(() => []);
      return rows.length === 1 ? Number(rows[0]!.nodeport) : undefined;
    },
    async state() {
      try {
        const { stdout } = await run(
          'runuser',
          asPostgres(env, 'pg_autoctl', ['show', 'state', '--monitor', monitorUrl]),
        );
        return stdout;
      } catch (error) {
        return String(error);
      }
    },
    async destroy() {
      for (const child of children.reverse()) {
        try {
          process.kill(-child.pid!, 'SIGTERM');
        } catch {
          /* gone */
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 2000));
      for (const child of children) {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          /* gone */
        }
      }
      // Postgres servers pg_autoctl started outlive a SIGKILLed keeper: stop them too.
      await run('bash', [
        '-c',
        `for f in ${root}/*/postmaster.pid; do [ -f "$f" ] && kill -9 $(head -1 "$f") 2>/dev/null; done; true`,
      ]);
      await rm(root, { recursive: true, force: true });
      if (process.env.SYSTEM_VERBOSE === '1') console.log(logs.join(''));
    },
  };
  return cluster;
}

const inList = WRITABLE_STATES.map((state) => `'${state}'`).join(',');

async function postgresIds(): Promise<[number, number]> {
  const { stdout } = await run('id', ['postgres']);
  const uid = Number(/uid=(\d+)/.exec(stdout)![1]);
  const gid = Number(/gid=(\d+)/.exec(stdout)![1]);
  return [uid, gid];
}

export async function query(url: string, text: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

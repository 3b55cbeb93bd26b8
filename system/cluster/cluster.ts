import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { API_PATHS } from '@turnout/domain';
import { freePort } from '../support/free-port.ts';
import { pollUntil } from '../support/poll.ts';
import { startPostgresServer, type PostgresServer } from '../support/postgres-server.ts';
import { startPgbouncer } from '../support/pgbouncer.ts';
import { startTurnout, type TurnoutProcess } from '../support/turnout-process.ts';
import {
  nginxBinary,
  nginxConfig,
  startNginx,
  upstreamConfig,
  type NginxProcess,
} from './nginx.ts';

// Turnout scaled out, as docs/deploy.md describes it: a PostgreSQL server, the migrations run
// once, two Turnout processes on the same DATABASE_URL, and nginx in front balancing between
// them. DATABASE_URL goes through pgbouncer in transaction mode (docs/scaling.md), LISTEN
// direct (DATABASE_LISTEN_URL); CLUSTER_POOLER=none connects the instances directly. Besides the balanced address, nginx offers one address per instance (same settings,
// a single-server upstream), so a test can put one person on each instance and still go
// through the proxy.

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const ADMIN_CLI = path.join(repoRoot, 'packages/server/src/admin/cli.ts');

export interface ClusterOptions {
  /** nginx's balanced port (default: a free one). */
  port?: number;
  /** nginx's per-instance ports, A then B (default: free ones). */
  instancePorts?: [number, number];
  /** Serve the real web build (packages/web/dist) rather than the server's test fixture. */
  realWebBuild?: boolean;
  /** Copy the servers' output to ours. */
  echo?: boolean;
  /** pgbouncer between the instances and PostgreSQL (default unless CLUSTER_POOLER=none). */
  pooler?: boolean;
}

export interface Cluster {
  /** nginx, balancing over both instances: http://127.0.0.1:<port>. Also PUBLIC_URL. */
  url: string;
  /** Through nginx to one instance each: [A, B]. */
  viaNginxTo: [string, string];
  /** The instances themselves, without nginx: [A, B]. */
  instances: [TurnoutProcess, TurnoutProcess];
  postgres: PostgresServer;
  nginx: NginxProcess;
  stop(): Promise<void>;
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  nginxBinary(); // fail before starting anything when nginx is missing
  const cleanups: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    while (cleanups.length > 0) await cleanups.pop()!().catch(() => {});
  };
  try {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'turnout-cluster-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const postgres = await startPostgresServer();
    cleanups.push(() => postgres.destroy());
    const databaseUrl = await postgres.createDatabase('turnout');

    // Once, before any instance starts, as a deployment would (`npm run admin -- migrate`).
    await run(process.execPath, [ADMIN_CLI, 'migrate'], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    });

    let poolerEnv: Record<string, string> = {};
    let instanceDatabaseUrl = databaseUrl;
    if (options.pooler ?? process.env.CLUSTER_POOLER !== 'none') {
      const pooler = await startPgbouncer({ upstreamPort: postgres.port });
      cleanups.push(() => pooler.stop());
      instanceDatabaseUrl = pooler.urlFor(databaseUrl);
      poolerEnv = { DATABASE_LISTEN_URL: databaseUrl, DATABASE_PREPARED_STATEMENTS: 'false' };
    }

    const [port, portA, portB] = await Promise.all([
      options.port ?? freePort(),
      options.instancePorts?.[0] ?? freePort(),
      options.instancePorts?.[1] ?? freePort(),
    ]);
    const url = `http://127.0.0.1:${port}`;
    const env = {
      PUBLIC_URL: url,
      // nginx connects from loopback; its X-Forwarded-* headers are believed from there only.
      TRUST_PROXY: '127.0.0.1',
      ...poolerEnv,
    };
    const start = () =>
      startTurnout({
        databaseUrl: instanceDatabaseUrl,
        realWebBuild: options.realWebBuild,
        echo: options.echo,
        env,
      });
    const instances = await Promise.all([start(), start()]);
    for (const instance of instances) cleanups.push(() => instance.stop());
    const [a, b] = instances.map((instance) => `127.0.0.1:${instance.port}`) as [string, string];

    const nginx = await startNginx(
      dir,
      nginxConfig({
        dir,
        upstreams: [
          upstreamConfig('turnout', [a, b]),
          upstreamConfig('turnout_a', [a]),
          upstreamConfig('turnout_b', [b]),
        ],
        sites: [
          { listen: `127.0.0.1:${port}`, upstream: 'turnout' },
          { listen: `127.0.0.1:${portA}`, upstream: 'turnout_a' },
          { listen: `127.0.0.1:${portB}`, upstream: 'turnout_b' },
        ],
      }),
    );
    cleanups.push(() => nginx.stop());
    const viaNginxTo: [string, string] = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
    for (const address of [url, ...viaNginxTo]) await waitForHealth(address);

    return {
      url,
      viaNginxTo,
      instances: instances as [TurnoutProcess, TurnoutProcess],
      postgres,
      nginx,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function waitForHealth(baseUrl: string): Promise<void> {
  await pollUntil(
    `${baseUrl}${API_PATHS.health}`,
    async () => {
      const res = await fetch(`${baseUrl}${API_PATHS.health}`);
      await res.arrayBuffer();
      return res.ok ? true : undefined;
    },
    { timeoutMs: 15_000 },
  );
}

import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { API_PATHS } from '@turnout/domain';
import { freePort } from './free-port.ts';

// The Turnout server as production runs it: `node packages/server/src/main.ts` in its own
// process, configured only through the environment, on loopback. System tests and benchmarks
// start it here so they can signal, kill and restart it like an operator or a crash would.

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const MAIN = `${repoRoot}packages/server/src/main.ts`;
/** A stand-in web build (index.html only): enough for the server to start and serve the shell. */
export const FIXTURE_WEB_DIST = `${repoRoot}packages/server/src/test/fixtures/web-dist`;

export interface TurnoutOptions {
  /** PGlite's data directory (created if missing); unused when databaseUrl is set. */
  dataDir?: string;
  /** A PostgreSQL database; without it the server uses PGlite in dataDir. */
  databaseUrl?: string;
  /** Reuse a port, e.g. to restart "the same server" for clients that reconnect. */
  port?: number;
  /** The real web build (packages/web/dist) instead of the fixture. */
  realWebBuild?: boolean;
  /** More environment variables (they win over the defaults above). */
  env?: Record<string, string>;
  /** Copy the server's stdout/stderr to ours (also on with SYSTEM_VERBOSE=1). */
  echo?: boolean;
  /** How long to wait for GET /api/health to answer 200. */
  startTimeoutMs?: number;
  /** Another way to start it (an unpacked release's bin/turnout) instead of this checkout's main.ts. */
  launch?: { command: string; args: string[]; cwd: string };
}

export interface TurnoutExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface TurnoutProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** Sends a signal (SIGTERM to shut down, SIGKILL to crash). */
  signal(name: NodeJS.Signals): void;
  /** Resolves when the process has exited (never rejects). */
  exited: Promise<TurnoutExit>;
  /** True once the process has exited. */
  hasExited(): boolean;
  /** What the server printed so far (stdout and stderr interleaved). */
  output(): string;
  /** SIGTERM, then SIGKILL if it has not exited within `graceMs`. Safe to call after exit. */
  stop(graceMs?: number): Promise<TurnoutExit>;
}

export async function startTurnout(options: TurnoutOptions = {}): Promise<TurnoutProcess> {
  if (!options.dataDir && !options.databaseUrl) {
    throw new Error('startTurnout needs a dataDir (PGlite) or a databaseUrl (PostgreSQL)');
  }
  const port = options.port ?? (await freePort());
  const echo = options.echo ?? process.env.SYSTEM_VERBOSE === '1';
  const launch = options.launch ?? { command: process.execPath, args: [MAIN], cwd: repoRoot };
  const child = spawn(launch.command, launch.args, {
    cwd: launch.cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir ?? '',
      DATABASE_URL: options.databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      // Write loads here mark a day every few milliseconds as one member: far past the per-user
      // limits a person never meets (http/write-limits.ts), which are not what these test.
      WRITE_LIMIT_ATTENDANCE: '100000000',
      WRITE_LIMIT_GROUPS: '100000000',
      ...(options.realWebBuild ? {} : { WEB_DIST: FIXTURE_WEB_DIST }),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    // Enough for a failure message, bounded for a 10-minute soak.
    if (output.length > 200_000) output = output.slice(-100_000);
    if (echo) process.stderr.write(chunk);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);

  let exit: TurnoutExit | undefined;
  const exited = new Promise<TurnoutExit>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      resolve(exit);
    });
  });
  // Whatever happens to the test, its servers do not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.removeListener('exit', killOnExit));

  const url = `http://127.0.0.1:${port}`;
  const server: TurnoutProcess = {
    url,
    port,
    pid: child.pid!,
    child,
    signal: (name) => void child.kill(name),
    exited,
    hasExited: () => exit !== undefined,
    output: () => output,
    async stop(graceMs = 10_000) {
      if (exit) return exit;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };

  try {
    await waitForHealth(server, options.startTimeoutMs ?? 60_000);
  } catch (error) {
    await server.stop(2000);
    throw error;
  }
  return server;
}

async function waitForHealth(server: TurnoutProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.hasExited()) {
      const { code, signal } = await server.exited;
      throw new Error(
        `Turnout exited during start-up (code ${code}, signal ${signal}):\n${server.output()}`,
      );
    }
    try {
      const res = await fetch(`${server.url}${API_PATHS.health}`, {
        signal: AbortSignal.timeout(5000),
      });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      throw new Error(
        `Turnout did not answer ${API_PATHS.health} within ${timeoutMs} ms:\n${server.output()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

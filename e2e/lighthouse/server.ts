import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { API_PATHS } from '@turnout/domain';

// The built server on a fresh data directory, as the browser journeys run it (start-server.ts),
// but as a child process of this script so it can be stopped when the audit is done.

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

export async function startServer(
  port: number,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const child = spawn(process.execPath, ['e2e/support/start-server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      E2E_DATA_DIR: path.join(repoRoot, `test-results/lighthouse-data-${port}`),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}.`);
    const healthy = await fetch(url + API_PATHS.health).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('The server did not answer /api/health within 60 s.');
}

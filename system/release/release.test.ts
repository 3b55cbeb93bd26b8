import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API_PATHS } from '@turnout/domain';
import {
  apiRequest,
  createGroup,
  FIRST_ANSWERABLE_DAY,
  changeAttendance,
  signUpMember,
} from '../support/api.ts';
import {
  BACKENDS,
  destroyPrivateCluster,
  privateCluster,
  startTurnoutForTest,
} from '../support/backends.ts';
import { onCleanup } from '../support/cleanup.ts';

// npm run release (docs/deploy.md#a-release-without-docker): the archive, unpacked into an
// empty folder far from this checkout, starts with bin/turnout on PGlite and on PostgreSQL, and
// serves the web app and the API: a sign-up and a marked day over HTTP. The Dockerfile runs the
// same steps (no Docker engine runs these tests). The web build is reused when SKIP_WEB_BUILD=1.

const run = promisify(execFile);
let workDir = '';
let releaseDir = '';
let version = '';

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'turnout-release-test-'));
  // As `npm run release` runs it, into a folder of the test's own.
  const out = path.join(workDir, 'out');
  await run(process.execPath, ['scripts/release/release.ts', '--out', out], {
    env: { ...process.env, SKIP_WEB_BUILD: process.env.SKIP_WEB_BUILD ?? '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  version = (JSON.parse(await readFile('package.json', 'utf8')) as { version: string }).version;
  const name = `turnout-${version}`;
  const file = path.join(out, `${name}.tar.gz`);
  expect(await readdir(out)).toEqual([`${name}.tar.gz`]);
  const unpacked = path.join(workDir, 'unpacked');
  await run('mkdir', [unpacked]);
  await run('tar', ['-xzf', file, '-C', unpacked]);
  releaseDir = path.join(unpacked, name);
}, 300_000);

afterAll(async () => {
  await destroyPrivateCluster();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('the release archive', () => {
  test('holds the app, the server, production dependencies only and a start script', async () => {
    const manifest = JSON.parse(await readFile(path.join(releaseDir, 'package.json'), 'utf8'));
    const rootManifest = JSON.parse(await readFile('package.json', 'utf8'));
    expect(manifest).toMatchObject({ version: rootManifest.version, license: 'AGPL-3.0-or-later' });
    for (const file of [
      'bin/turnout',
      'bin/pgbouncer-follow-primary',
      'LICENSE',
      '.env.example',
      'CHANGELOG.md',
      'packages/web/dist/index.html',
      'packages/server/src/main.ts',
      'packages/server/drizzle/meta/_journal.json',
      'node_modules/fastify/package.json',
      'node_modules/@electric-sql/pglite/package.json',
    ]) {
      expect(existsSync(path.join(releaseDir, file)), file).toBe(true);
    }
    const modules = await readdir(path.join(releaseDir, 'node_modules'));
    for (const devOnly of ['vitest', 'typescript', 'drizzle-kit', 'react', 'vite', 'eslint']) {
      expect(modules, devOnly).not.toContain(devOnly);
    }
    expect(existsSync(path.join(releaseDir, 'packages/server/src/test'))).toBe(false);
    const serverFiles = await readdir(path.join(releaseDir, 'packages/server/src'), {
      recursive: true,
    });
    expect(serverFiles.filter((f) => f.endsWith('.test.ts'))).toEqual([]);
  });

  test('refuses to start on a Node older than 24, saying so', async () => {
    const failed = await run(path.join(releaseDir, 'bin/turnout'), [], {
      env: { PATH: process.env.PATH, NODE: '/nonexistent/node' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toContain('Turnout needs Node.js 24 or newer');
  });

  describe.each(BACKENDS)('started on %s', (backend) => {
    test('serves the web app, and a member signs up and marks a day over HTTP', async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'turnout-release-data-'));
      onCleanup(() => rm(dataDir, { recursive: true, force: true }));
      const databaseUrl =
        backend === 'PostgreSQL'
          ? await (await privateCluster()).createDatabase(`turnout_release_${Date.now()}`)
          : undefined;
      const server = await startTurnoutForTest({
        dataDir,
        databaseUrl,
        realWebBuild: true,
        launch: { command: path.join(releaseDir, 'bin/turnout'), args: [], cwd: dataDir },
        // bin/turnout runs the Node running this test. NODE is set explicitly: npm run sets it
        // to the Node that runs npm, which may be older than the one the project brings.
        env: { NODE: process.execPath },
      });

      const ready = await fetch(`${server.url}${API_PATHS.healthReady}`);
      expect(ready.status).toBe(200);
      const page = await fetch(`${server.url}/groups`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      const config = await apiRequest<{ publicUrl: string }>(server.url, {
        path: API_PATHS.config,
      });
      expect(config.status).toBe(200);

      const member = await signUpMember(server.url, 'release');
      const groupId = await createGroup(server.url, member, 'Release group');
      const marked = await changeAttendance(
        server.url,
        member,
        groupId,
        FIRST_ANSWERABLE_DAY,
        'present',
      );
      expect(marked.status).toBe(200);

      expect(await server.stop()).toEqual({ code: 0, signal: null });
    });
  });
});

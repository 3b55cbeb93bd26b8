import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { productionPackages } from './production-packages.ts';

// npm run release: turnout-<version>.tar.gz, a folder that runs on its own with Node 24 (docs/
// decisions/034-release-and-node.md): the built web app, the server and domain sources (Node
// runs the TypeScript as it is, ADR 001), their production dependencies only, copied from this
// checkout's node_modules as package-lock.json resolves them (so the release runs exactly what
// the tests ran), and bin/turnout. Native parts (argon2) are this machine's: build the release
// on the platform it will run on (the Dockerfile does).
//
//   node scripts/release/release.ts [--out <folder>]     (SKIP_WEB_BUILD=1: reuse a build)

const root = fileURLToPath(new URL('../../', import.meta.url));
const rootPackage = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
  version: string;
  license: string;
  engines: Record<string, string>;
  description: string;
};

export interface Release {
  file: string;
  name: string;
}

/** A test file or helper: not shipped. */
function isTestOnly(file: string): boolean {
  const base = path.basename(file);
  return (
    /\.test\.tsx?$/.test(base) ||
    base === 'vitest.config.ts' ||
    base === 'drizzle.config.ts' ||
    base === 'tsconfig.json' ||
    file.split(path.sep).some((part) => part === 'test' || part === 'testing')
  );
}

export async function buildRelease(outDir: string): Promise<Release> {
  const webDist = path.join(root, 'packages/web/dist');
  if (!(process.env.SKIP_WEB_BUILD && existsSync(path.join(webDist, 'index.html')))) {
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }
  const name = `turnout-${rootPackage.version}`;
  const stage = await mkdtemp(path.join(os.tmpdir(), 'turnout-release-'));
  const top = path.join(stage, name);
  try {
    const copy = (from: string, to = from, filter?: (src: string) => boolean) =>
      cp(path.join(root, from), path.join(top, to), { recursive: true, filter });
    const sources = (src: string) => !isTestOnly(path.relative(root, src));
    for (const workspace of ['packages/domain', 'packages/server']) {
      await copy(`${workspace}/package.json`);
      await copy(`${workspace}/src`, `${workspace}/src`, sources);
    }
    await copy('packages/server/drizzle');
    await copy('packages/web/dist');
    for (const file of ['LICENSE', 'README.md', 'CHANGELOG.md', 'SECURITY.md', '.env.example']) {
      await copy(file);
    }
    await copy('docs/deploy.md');
    for (const dir of await productionPackages(root, ['packages/server', 'packages/domain'])) {
      // A package's own nested node_modules come along only where they are resolved too.
      await cp(path.join(root, dir), path.join(top, dir), {
        recursive: true,
        filter: (src) => path.relative(path.join(root, dir), src) !== 'node_modules',
      });
    }
    // The workspace link the server imports the domain through.
    await mkdir(path.join(top, 'node_modules/@turnout'), { recursive: true });
    await symlink('../../packages/domain', path.join(top, 'node_modules/@turnout/domain'));
    await mkdir(path.join(top, 'bin'));
    await cp(path.join(root, 'scripts/release/start.sh'), path.join(top, 'bin/turnout'));
    await chmod(path.join(top, 'bin/turnout'), 0o755);
    // Keeps pgbouncer on pg_auto_failover's primary (docs/deploy.md#failover-with-pg_auto_failover).
    const follower = path.join(top, 'bin/pgbouncer-follow-primary');
    await cp(path.join(root, 'scripts/pgbouncer-follow-primary.sh'), follower);
    await chmod(follower, 0o755);
    // The version's one source in the release too (the domain's CLIENT_VERSION reads it).
    const manifest = {
      name: 'turnout',
      version: rootPackage.version,
      description: rootPackage.description,
      private: true,
      license: rootPackage.license,
      type: 'module',
      engines: rootPackage.engines,
      scripts: { start: 'bin/turnout', admin: 'bin/turnout admin' },
    };
    await writeFile(path.join(top, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);

    await mkdir(outDir, { recursive: true });
    const file = path.join(outDir, `${name}.tar.gz`);
    execFileSync('tar', ['-czf', file, '--owner=0', '--group=0', '-C', stage, name]);
    return { file, name };
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--out');
  const out = at > 0 ? path.resolve(process.argv[at + 1]!) : root;
  const { file } = await buildRelease(out);
  console.log(`Release written: ${path.relative(process.cwd(), file) || file}`);
}

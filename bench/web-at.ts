import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The web app as built at another commit, for a benchmark that compares the screen of that
// commit with this tree's in the same run (bench/grid-scroll.ts's BENCH_BASELINE): the commit's
// packages/web and packages/domain from `git archive`, built with this tree's node_modules into
// a folder the server serves as WEB_DIST. Kept per commit under the system's temp folder.

const repoRoot = path.resolve(import.meta.dirname, '..');

/** The built web app of `ref` (a branch, tag or commit); returns its dist folder. */
export function webDistAt(ref: string): { commit: string; dist: string } {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const base = path.join(os.tmpdir(), `turnout-web-${commit.slice(0, 12)}`);
  const dist = path.join(base, 'dist');
  if (existsSync(path.join(dist, 'index.html'))) return { commit, dist };
  rmSync(base, { recursive: true, force: true });
  const source = path.join(base, 'src');
  mkdirSync(source, { recursive: true });
  const archive = execFileSync(
    'git',
    ['archive', commit, 'package.json', 'tsconfig.base.json', 'packages/web', 'packages/domain'],
    { cwd: repoRoot, maxBuffer: 1 << 30 },
  );
  execFileSync('tar', ['-x', '-C', source], { input: archive });
  // This tree's dependencies (the workspace link @turnout/domain resolves to this tree's domain).
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(source, 'node_modules'));
  execFileSync(path.join(repoRoot, 'node_modules/.bin/vite'), ['build', '--outDir', dist], {
    cwd: path.join(source, 'packages/web'),
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PATH: `${path.join(repoRoot, 'node_modules/.bin')}:${process.env.PATH}`,
    },
  });
  return { commit, dist };
}

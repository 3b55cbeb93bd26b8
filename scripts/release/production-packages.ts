import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

// The installed packages a set of workspaces needs at run time, as package-lock.json resolves
// them (Node's lookup: the package's own node_modules, then each parent's, then the root's):
// dependencies, the optional ones installed here (a native binding for this platform), and
// required peers. Development dependencies are never followed.

interface LockEntry {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  link?: boolean;
  resolved?: string;
}

export async function productionPackages(root: string, workspaces: string[]): Promise<string[]> {
  const lock = JSON.parse(await readFile(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const entries = lock.packages;
  const resolve = (name: string, from: string): string | undefined => {
    let base = from;
    for (;;) {
      const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
      if (entries[candidate]) return candidate;
      if (!base) return undefined;
      const nested = base.lastIndexOf('/node_modules/');
      base = nested >= 0 ? base.slice(0, nested) : '';
    }
  };
  const found = new Set<string>();
  const visit = (from: string) => {
    const entry = entries[from];
    if (!entry) throw new Error(`package-lock.json has no entry ${from}`);
    const wanted: [string, boolean][] = [
      ...Object.keys(entry.dependencies ?? {}).map((n) => [n, true] as [string, boolean]),
      ...Object.keys(entry.optionalDependencies ?? {}).map((n) => [n, false] as [string, boolean]),
      // Optional peers only work with a package someone chose; when it is a dependency
      // elsewhere, that path brings it.
      ...Object.keys(entry.peerDependencies ?? {})
        .filter((n) => !entry.peerDependenciesMeta?.[n]?.optional)
        .map((n) => [n, true] as [string, boolean]),
    ];
    for (const [name, required] of wanted) {
      const at = resolve(name, from);
      if (!at || !existsSync(path.join(root, at))) {
        if (required) throw new Error(`${from} needs ${name}, which is not installed`);
        continue;
      }
      const target = entries[at]!.link ? entries[at]!.resolved! : at;
      if (entries[at]!.link) continue; // a workspace: shipped as sources, linked by the caller
      if (found.has(target)) continue;
      found.add(target);
      visit(target);
    }
  };
  for (const workspace of workspaces) visit(workspace);
  return [...found].sort();
}

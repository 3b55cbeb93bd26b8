import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';

// Import loops between the repository's own files, `import type` included: eslint's
// import-x/no-cycle skips type-only imports (it has no option to follow them), yet a loop of
// types ties two modules together just the same (import-cycles.test.ts).

const SOURCE = /^(packages\/[^/]+\/src|scripts|e2e|system|bench)\/.*\.tsx?$/;

/** The repository's TypeScript files (tracked, still present). */
export function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
    .split('\0')
    .filter((path) => SOURCE.test(path) && existsSync(path));
}

/** Each file's relative imports (static, type-only, dynamic, re-exports) that are files here. */
export function importGraph(
  files: readonly string[],
  read: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(read(file), true, true);
    const targets = importedFiles
      .map(({ fileName }) => fileName)
      .filter((name) => name.startsWith('.'))
      .map((name) => normalize(join(dirname(file), name)))
      .filter((path) => known.has(path));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The loops: each a set of files that reach one another (Tarjan's components), sorted. */
export function importCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, sourceFiles } from './import-cycles.ts';

// No import loop between the repository's files, type-only imports included (which
// import-x/no-cycle in `npm run lint` does not follow).

const files = sourceFiles();

describe('import loops', { timeout: 30_000 }, () => {
  it('there are none, counting `import type`', () => {
    expect(importCycles(importGraph(files))).toEqual([]);
  });

  it('a type-only loop is found, though the lint rule lets it pass', async () => {
    // realtime.ts imports event-store.ts; a type import back closes a loop of types.
    const file = 'packages/server/src/live-events/event-store.ts';
    const looped = `import type { Realtime } from './realtime.ts';\n${readFileSync(file, 'utf8')}`;
    const read = (path: string) => (path === file ? looped : readFileSync(path, 'utf8'));
    expect(importCycles(importGraph(files, read))).toEqual([
      expect.arrayContaining([file, 'packages/server/src/live-events/realtime.ts']),
    ]);
    const [result] = await new ESLint().lintText(looped, { filePath: file });
    expect(result!.messages.map((message) => message.ruleId)).not.toContain('import-x/no-cycle');
  });
});

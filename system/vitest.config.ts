import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// System tests: real server processes (node packages/server/src/main.ts) on a private
// PostgreSQL cluster and PGlite data directories, killed, signalled and restarted. They are not
// part of the root `vitest run` projects; `npm run test:faults` runs them on their own, one file
// after another (they start processes and a database cluster, so running them side by side
// would only make each slower and flakier on a small machine).
const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  test: {
    name: 'system',
    dir: here,
    include: ['faults/**/*.test.ts', 'release/**/*.test.ts'],
    environment: 'node',
    globalSetup: [`${here}/support/global-setup.ts`],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A crash test leaves nothing to retry safely; a failure must be looked at.
    retry: 0,
  },
});

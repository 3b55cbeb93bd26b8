import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Scaling tests (docs/scaling.md): a primary with a streaming replica, pgbouncer in front,
// a synchronous standby promoted when the primary dies. Real PostgreSQL servers on loopback,
// started by each test; `npm run test:scaling` runs them one file after another.
const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  test: {
    name: 'scaling',
    dir: here,
    include: ['**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    retry: 0,
  },
});

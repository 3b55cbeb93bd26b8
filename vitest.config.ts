import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Every unit and integration test in one run. The server suite runs on PGlite always and again
// on a PostgreSQL server when TEST_DATABASE_URL is set (CI sets it). `npm run test:unit` runs
// with TZ=Asia/Kathmandu (+05:45) so code that forgets the configured zone fails loudly.
const postgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: './packages/server/vitest.config.ts',
        test: { name: 'server-postgres', env: { TEST_DB: 'postgres' } },
      },
    ]
  : [];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a two-core CI
    // machine, the second core idle while a file waits on its database (docs/architecture.md#tests).
    // Only the inline `repo` project below takes this; the projects loaded from their own
    // config files resolve the default (docs/decisions/066-ci-under-fifteen-minutes.md).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      'packages/domain',
      'packages/server',
      ...postgres,
      'packages/web',
      // Repository checks (the import rules); linting needs no environment.
      { test: { name: 'repo', include: ['scripts/**/*.test.ts'] } },
    ],
  },
});

import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// Server tests run in process (app.inject) on a real database: PGlite by default, a PostgreSQL
// server when TEST_DB=postgres (the root config adds that second run when TEST_DATABASE_URL is
// set). global-setup.ts migrates a template once; every test app gets a fresh copy.
const here = fileURLToPath(new URL('.', import.meta.url));

export default defineProject({
  test: {
    name: 'server',
    // Explicit, so the root config's `extends` of this file finds the tests from there too.
    dir: here,
    include: ['src/**/*.test.ts'],
    globalSetup: [`${here}/src/test/global-setup.ts`],
    setupFiles: [`${here}/src/test/setup.ts`],
    // One worker runs file after file with the modules it has loaded (Fastify, Drizzle, the
    // compiled PGlite): a fresh worker per file spent more on starting than many files on their
    // tests. Each file still makes its own apps and databases (ADR 066).
    isolate: false,
    // Vitest groups projects by this order and wants one worker count per group; the other
    // projects' files each get a fresh worker in a lane of their own.
    sequence: { groupOrder: 1 },
    env: { TZ: 'Asia/Kathmandu' },
    // Copying a database and hashing with argon2 at production cost take a moment.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from '../../e2e/support/browser.ts';
import { CLUSTER_URLS } from './journey-urls.ts';

// The browser journey across the cluster (`npm run test:cluster`): the real web build served by
// two Turnout instances on one PostgreSQL database behind nginx (start.ts), in Debian's
// Chromium's headless shell, launched as the journeys' (e2e/support/browser.ts). nginx listens
// on CLUSTER_PORT (balanced) and the next two ports (instance A, B).

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../test-results/cluster',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: CLUSTER_URLS.balanced,
    trace: 'retain-on-failure',
    launchOptions,
  },
  webServer: {
    command: 'node system/cluster/start.ts',
    cwd: '../..',
    url: `${CLUSTER_URLS.balanced}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // start.ts stops nginx, both instances and PostgreSQL on SIGTERM; a kill would strand them.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: { CLUSTER_PORT: String(CLUSTER_URLS.port) },
  },
});

import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './support/browser.ts';

// Browser journeys against the built server on a fresh data directory, in Debian's Chromium
// (support/browser.ts: its headless shell, the whole browser where a journey needs it).
// `npm run test:e2e` builds first.
const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions,
    // The journeys read the English texts whatever the machine's language; one journey runs in
    // German on purpose (languages-and-themes.spec.ts).
    locale: 'en-US',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    // On a phone the calendar, the day sheet (touch drag) and the inbox lay out differently;
    // the other journeys run the same code in a narrower window, so they run on desktop only,
    // which keeps CI well inside its time.
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions },
      testMatch: [
        'attendance.spec.ts',
        'glance.spec.ts',
        'notifications.spec.ts',
        'accessibility.spec.ts',
        'day-links.spec.ts',
        'inbox-runs.spec.ts',
        'slow-start.spec.ts',
        'season.spec.ts',
        'answers.spec.ts',
        'training.spec.ts',
        // Signing in from an invite link on a slow phone (390×844, touch), as it was seen to fail.
        'join-after-sign-in.spec.ts',
      ],
    },
  ],
  webServer: {
    command: 'node e2e/support/start-server.ts',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // One data directory per port, so two runs on different ports do not wipe each other's.
    env: { PORT: String(port), E2E_DATA_DIR: `../test-results/e2e-data-${port}` },
  },
});

import type { LaunchOptions } from '@playwright/test';

// The browsers the journeys drive: Debian's Chromium (a Playwright browser download is not
// possible here). Most journeys run in its headless shell, what Playwright runs headless with its
// own browsers: the same engine without the whole browser around it, about a quarter less time
// on the two CI cores (docs/decisions/066-ci-under-fifteen-minutes.md). The shell answers the
// Notifications API with "denied" before anyone was asked, so a journey that sees the browser's
// notification permission (the reminders dialog, the service worker's notification actions)
// runs in the whole browser: `test.use(WHOLE_BROWSER)` in its file.

const args = [
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const launchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args,
};

/** For `test.use()`: the whole browser, for a journey the headless shell cannot take. */
export const WHOLE_BROWSER = {
  launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args },
};

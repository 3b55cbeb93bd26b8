import type { Page } from '@playwright/test';

/**
 * Returns a wait for the page's network to be quiet: no request but the event stream (which
 * stays open) in flight, and none started or ended for `quietMs`. Playwright's "networkidle"
 * never comes while the stream is open.
 */
export function trackRequests(page: Page): (quietMs?: number) => Promise<void> {
  let inFlight = 0;
  let last = Date.now();
  const counted = (url: string) => !url.includes('/events');
  page.on('request', (request) => {
    if (!counted(request.url())) return;
    inFlight += 1;
    last = Date.now();
  });
  const done = (request: { url(): string }) => {
    if (!counted(request.url())) return;
    inFlight -= 1;
    last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async (quietMs = 600) => {
    while (inFlight > 0 || Date.now() - last < quietMs) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}

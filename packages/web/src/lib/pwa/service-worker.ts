// Registers the service worker that vite-plugin-pwa generates (pwa.config.ts): the app shell is
// precached so the app opens offline. Not in development (Vite serves unbundled modules) and not
// in the native shells (their files are already on the device).

const SW_URL = '/sw.js';

let registration: Promise<ServiceWorkerRegistration | undefined> = Promise.resolve(undefined);

export function registerServiceWorker(options: { native: boolean }): void {
  if (import.meta.env.DEV || options.native || !('serviceWorker' in navigator)) return;
  registration = afterLoad().then(() =>
    navigator.serviceWorker.register(SW_URL, { scope: '/' }).catch((error: unknown) => {
      console.warn('Service worker registration failed.', error);
      return undefined;
    }),
  );
}

// Precaching downloads the whole app; it waits until the page itself has loaded.
function afterLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * "Refresh to Update": fetch the newest service worker, let it take over (it skips waiting and
 * claims the page), then reload so the page runs the new build. A network failure or no new
 * worker still reloads; the server answers index.html with no-cache either way.
 */
export async function updateAndReload(options: { waitMs?: number } = {}): Promise<void> {
  const current = await registration;
  try {
    // Without an active worker yet, this page is the first install: nothing newer to wait for.
    if (current?.active) {
      await current.update();
      await waitForNewWorker(current, options.waitMs ?? 5000);
    }
  } catch {
    // Offline or the worker script failed to load: reloading is all that is left to do.
  }
  window.location.reload();
}

function waitForNewWorker(
  current: ServiceWorkerRegistration | undefined,
  waitMs: number,
): Promise<void> {
  const worker = current?.installing ?? current?.waiting;
  if (!worker) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated' || worker.state === 'redundant') {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

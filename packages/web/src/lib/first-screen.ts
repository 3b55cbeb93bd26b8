// Code that only matters once a screen is up (the toast, the version check, the offline notice)
// waits until a moment after the first one. Fetched earlier, its chunks compete with that
// screen's images, fonts and data for the network and delay its largest paint (docs/performance.md).

/** How long after the first screen the deferred code starts loading (then when idle). */
const SETTLE_MS = 1_000;

let release: () => void = () => undefined;
let shown: () => void = () => undefined;

/** Resolves a moment after the router has shown its first screen (app-router.tsx). */
export const afterFirstScreen = new Promise<void>((resolve) => (release = resolve));

/**
 * Resolves as soon as the router has shown its first screen: for what must run on every screen
 * but draws nothing there (the signed-in runtime, docs/decisions/064-groups-screen-start-up.md).
 */
export const firstScreenShown = new Promise<void>((resolve) => (shown = resolve));

/** The router has shown a screen (app-router.tsx; the tests' renderRoute, which is one). */
export function markScreenShown(): void {
  shown();
}

export function markFirstScreenShown(): void {
  markScreenShown();
  setTimeout(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(release, { timeout: 1_000 });
    else release();
  }, SETTLE_MS);
}

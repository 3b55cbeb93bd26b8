/**
 * Resolves once the browser has painted what is on its way to the screen, in the task after that
 * frame, so work the screen need not wait for (the calendar taking an answer the day sheet
 * already shows, sending it) stays out of the tap's frame (docs/performance.md#marking-a-day).
 * What is on its way includes renders in tasks already queued: TanStack Query tells React of a
 * change in a task of its own (lib/coalesced-notifications.ts), and a frame that comes before
 * that task (the browser paints soon after a tap) does not show it yet.
 * A hidden page paints no frames: there it resolves after a short timeout, so nothing waits
 * forever.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden')
      return;
    setTimeout(() =>
      requestAnimationFrame(() => {
        clearTimeout(fallback);
        setTimeout(resolve, 0);
      }),
    );
  });
}

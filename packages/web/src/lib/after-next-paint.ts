/**
 * Resolves once the browser has painted the next frame (in the task after it), so work that the
 * screen need not wait for, such as sending a change already shown optimistically, stays out of
 * the tap's frame (docs/performance.md#interaction). A hidden page paints no frames: there it
 * resolves after a short timeout instead, so nothing waits forever.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden')
      return;
    requestAnimationFrame(() => {
      clearTimeout(fallback);
      setTimeout(resolve, 0);
    });
  });
}

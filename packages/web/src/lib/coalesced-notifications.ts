import { notifyManager } from '@tanstack/react-query';

/**
 * TanStack Query tells its observers of cache changes in a task of their own, one task for each
 * batch of changes. Changes made a moment apart in one task (a mutation's state and the data its
 * callbacks write, say) are separate batches, and so separate renders of the screen before its
 * frame. Here every batch scheduled in one task runs in one later task, together, so React
 * renders them once (docs/performance.md#marking-a-day).
 */
export function coalescingScheduler(
  later: (run: () => void) => void = (run) => void setTimeout(run, 0),
): (callback: () => void) => void {
  let waiting: (() => void)[] = [];
  return (callback) => {
    waiting.push(callback);
    if (waiting.length > 1) return;
    later(() => {
      const due = waiting;
      waiting = [];
      for (const run of due) run();
    });
  };
}

let installed = false;

/** Installs the scheduler for the page's one notify manager (once; tests make many clients). */
export function coalesceQueryNotifications(): void {
  if (installed) return;
  installed = true;
  notifyManager.setScheduler(coalescingScheduler());
}

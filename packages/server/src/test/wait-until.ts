/**
 * Resolves once `poll` settles, re-polling whenever the owner calls the functions in `waiters`
 * (it does so when new data arrives). Shared by the test stream client and push endpoint.
 */
export function waitUntil<T>(
  waiters: Set<() => void>,
  poll: () => { value: T } | { error: Error } | undefined,
  timeoutMs: number,
  timeoutError: () => Error,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const outcome = poll();
      if (!outcome) return;
      cleanup();
      if ('error' in outcome) reject(outcome.error);
      else resolve(outcome.value);
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(timeoutError());
    }, timeoutMs);
    const cleanup = () => {
      clearTimeout(timer);
      waiters.delete(check);
    };
    waiters.add(check);
    check();
  });
}

import { afterEach } from 'vitest';

// Tear-down that runs whether the test passed or failed: servers stopped, clusters and data
// directories removed, in the reverse order they were made.

const pending: (() => Promise<unknown> | unknown)[] = [];

export function onCleanup(cleanup: () => Promise<unknown> | unknown): void {
  pending.push(cleanup);
}

afterEach(async () => {
  const errors: unknown[] = [];
  while (pending.length > 0) {
    try {
      await pending.pop()!();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) throw new AggregateError(errors, 'clean-up failed');
});

import { afterAll, beforeAll } from 'vitest';

/**
 * Something the tests of the enclosing describe block (or file) share: made before them and
 * closed after them. The value stands for it inside the tests and their hooks, not before.
 */
export function useForTests<T extends object>(
  create: () => Promise<T>,
  close: (value: T) => Promise<void>,
): T {
  let current: T | undefined;
  beforeAll(async () => {
    current = await create();
  });
  afterAll(async () => {
    if (current) await close(current);
  });
  return new Proxy({} as T, {
    get(_target, key) {
      if (!current) throw new Error('useForTests: this exists only while the tests run');
      return current[key as keyof T];
    },
  });
}

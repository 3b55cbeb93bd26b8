import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

// An unexpected console.error is a bug somewhere; fail the test that caused it.
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  if (calls.length > 0) {
    throw new Error(`console.error was called:\n${calls.map((c) => c.join(' ')).join('\n')}`);
  }
});

import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';

// jsdom has no scrolling; React Router's scroll restoration calls it on every navigation.
window.scrollTo = () => undefined;

// An unexpected console.error (a React warning, a route error) fails the test that caused it
// instead of scrolling past in the output (Epic Stack habit, STYLE.md). Collected rather than
// thrown, so React and the router finish what they were doing and the report shows the cause.
let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  expect(errors, 'console.error was called').toEqual([]);
});

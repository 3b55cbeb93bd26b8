import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
// Components tested on their own need the screens' texts, which the app loads with each screen.
import '../lib/i18n/screen-texts.ts';

// Lazy route modules load through Vite's transform on first use; on a busy two-core machine that
// can take longer than Testing Library's 1 s default for findBy*/waitFor.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no scrolling; React Router's scroll restoration calls it on every navigation.
window.scrollTo = () => undefined;

// An unexpected console.error (a React warning, a route error) fails the test that caused it
// instead of scrolling past in the output, where nobody reads it. Collected rather than
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

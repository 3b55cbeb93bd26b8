import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  // Without `module-sync`, `react-router` resolves to its CommonJS build while
  // `react-router/dom` loads the ESM one: two copies whose contexts cannot see each other.
  resolve: { conditions: ['module-sync', ...defaultClientConditions] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // A file's first test renders the app and loads its lazy routes through Vite's transform;
    // on a busy two-core machine that alone took over the 5 s default (the server has 30 s).
    testTimeout: 15_000,
  },
});

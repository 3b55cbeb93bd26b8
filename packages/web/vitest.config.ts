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
  },
});

import { defineConfig } from 'vitest/config';
import system from '../vitest.config.ts';

// The cluster test (`npm run test:cluster`): the system tests' settings (real processes, one
// file at a time, generous timeouts), for the files in this folder only.
export default defineConfig({
  test: { ...system.test, name: 'cluster', include: ['cluster/**/*.test.ts'] },
});

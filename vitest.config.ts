import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Migrates and seeds once a run; each file then copies that database (its own, fresh).
          globalSetup: ['tests/server/templateDb.ts'],
          // Two files at a time suits a 2-core machine.
          maxWorkers: 2,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/ui/setup.ts'],
          testTimeout: 20_000,
          // Vitest's default in a run is one worker less than the cores: one, on the 2-core CI machine.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Seeds the demo school once a run; each file's server starts on a copy.
          globalSetup: ['tests/e2e/seededData.ts'],
          // One browser and one server at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});

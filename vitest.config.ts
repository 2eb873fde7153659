import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { availableParallelism } from 'node:os';
import { useRamTempDir } from './test/helpers/ram-temp-dir.js';

useRamTempDir();

export default defineConfig({
  test: {
    // At least three workers (Vitest's default is one less than the cores): the server tests spend
    // much of their time waiting (timers, child processes, sockets), and on a two-core machine (CI)
    // one worker left a core idle (the suite took 1,488 s there; 1,035 s with three workers).
    maxWorkers: Math.max(3, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'test/server/**/*.test.ts', 'test/contract/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        // As in vite.config.ts: Lingui's plugin expands the macros and compiles the catalogs.
        plugins: [lingui({ macroTransform: true }), react()],
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test-setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});

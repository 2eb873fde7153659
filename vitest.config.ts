import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';

export default defineConfig({
  test: {
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

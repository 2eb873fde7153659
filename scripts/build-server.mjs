// Compiles the server into dist/server/main.js (one ESM file; dependencies stay in node_modules)
// and the container's health check into dist/server/healthcheck.js, and copies the committed SQL
// migrations beside them.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';

rmSync('dist/server', { recursive: true, force: true });
await build({
  entryPoints: { main: 'server/main.ts', healthcheck: 'server/healthcheck.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('server/db/migrations', 'dist/server/migrations', { recursive: true });
console.log('server built: dist/server/main.js, dist/server/healthcheck.js');

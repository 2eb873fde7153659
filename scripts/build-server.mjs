// Compiles the server into dist/server/main.js (one ESM file; dependencies stay in node_modules),
// the container's health check into dist/server/healthcheck.js and the backup and restore commands
// into dist/server/backup.js and restore.js, and copies the committed SQL migrations beside them.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';

rmSync('dist/server', { recursive: true, force: true });
await build({
  entryPoints: { main: 'server/main.ts', healthcheck: 'server/healthcheck.ts', backup: 'server/backup.ts', restore: 'server/restore.ts' },
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
console.log('server built: dist/server/main.js, healthcheck.js, backup.js, restore.js');

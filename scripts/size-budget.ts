/**
 * Size budget: the JavaScript a browser needs to render /careers (entry chunk, its static imports,
 * the careers home chunk and the English catalogs), gzip, must stay under 150 kB. Reads the Vite
 * manifest of `npm run build`. Prints the figure; exits 1 over budget.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const BUDGET_BYTES = 150 * 1000;
const dist = process.env.WEB_DIST ?? 'dist/web';
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

const needed = new Set<string>();
function add(key: string) {
  if (needed.has(key) || !manifest[key]) return;
  needed.add(key);
  for (const dep of manifest[key]!.imports ?? []) add(dep);
}

const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
if (!entry) throw new Error('no entry chunk in the manifest');
add(entry);
const routeChunks = Object.keys(manifest).filter((k) => k.endsWith('features/careers/careers-home.tsx') || /locales\/en\/(shell|careers)\.po$/.test(k));
for (const key of routeChunks) add(key);

const rows = [...needed].map((key) => {
  const bytes = gzipSync(readFileSync(join(dist, manifest[key]!.file)), { level: 9 }).length;
  return { chunk: manifest[key]!.file, gzipBytes: bytes };
});
rows.sort((a, b) => b.gzipBytes - a.gzipBytes);
const total = rows.reduce((sum, r) => sum + r.gzipBytes, 0);
for (const r of rows) console.log(`${(r.gzipBytes / 1000).toFixed(1).padStart(7)} kB  ${r.chunk}`);
console.log(`JavaScript needed for /careers: ${(total / 1000).toFixed(1)} kB gzip (budget ${BUDGET_BYTES / 1000} kB)`);
if (total > BUDGET_BYTES) {
  console.error('over the size budget');
  process.exit(1);
}

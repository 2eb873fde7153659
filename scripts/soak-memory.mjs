/**
 * Preloaded into the portal by `npm run soak` (node --expose-gc --import ./scripts/soak-memory.mjs):
 * every SOAK_SAMPLE_MS (30 s) it runs a full garbage collection and appends one JSON line to
 * SOAK_MEMORY_FILE with process.memoryUsage() right after it: heapUsed is then the live heap (what
 * is still referenced), rss what the process holds from the system. Nothing else of the portal changes.
 */
import { appendFileSync } from 'node:fs';

const file = process.env.SOAK_MEMORY_FILE;
const every = Number(process.env.SOAK_SAMPLE_MS ?? 30_000);
if (!file) throw new Error('soak-memory: SOAK_MEMORY_FILE is not set');
if (typeof globalThis.gc !== 'function') throw new Error('soak-memory: run node with --expose-gc');

const started = Date.now();
function sample() {
  const before = performance.now();
  globalThis.gc();
  const gcMs = performance.now() - before;
  const { heapUsed, heapTotal, rss, external, arrayBuffers } = process.memoryUsage();
  appendFileSync(file, `${JSON.stringify({ seconds: Math.round((Date.now() - started) / 1000), heapUsed, heapTotal, rss, external, arrayBuffers, gcMs: Math.round(gcMs) })}\n`);
}
setInterval(sample, every).unref();

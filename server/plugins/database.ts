import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { connectDatabase, pgliteDirFor, type Database } from '../db/connection.js';
import type { AppConfig } from '../config.js';
import { refreshStatistics } from '../db/statistics.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: 'pglite' | 'postgres';
    /** Runs `work` while no other instance on this database runs its own (`lock`: which work, e.g. SEED_LOCK). */
    dbAlone<T>(lock: number, work: () => Promise<T>): Promise<T>;
  }
}

/** Migrations sit beside the source in development and beside the bundle in production. */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, '../db/migrations'), join(here, 'migrations'), join(here, 'db/migrations')];
  const found = candidates.find((dir) => existsSync(join(dir, 'meta/_journal.json')));
  if (!found) throw new Error(`database migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

export default fp(async function database(app: FastifyInstance, opts: { config: AppConfig; pgliteTemplate?: Blob }) {
  const { config } = opts;
  const handle = await connectDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.dataDir.startsWith('memory://') ? config.dataDir : pgliteDirFor(config.dataDir),
    migrationsFolder: migrationsFolder(),
    pgliteTemplate: opts.pgliteTemplate,
    onIdleError: (err) => app.log.error({ err }, 'an idle database connection failed; the pool replaces it'),
  });
  // No autovacuum in the embedded database: one that already holds rows gets its planner statistics now.
  if (handle.kind === 'pglite') await refreshStatistics(handle.db);
  app.decorate('db', handle.db);
  app.decorate('dbKind', handle.kind);
  app.decorate('dbAlone', handle.alone);
  app.addHook('onClose', async () => {
    await handle.close();
  });
});

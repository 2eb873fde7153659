import { pathToFileURL } from 'node:url';
import type { Database } from '../server/db/connection.js';

/**
 * The command line of a bulk seed script: `tsx scripts/<script>.ts [count]` seeds the database of
 * DATA_DIR / DATABASE_URL. Runs only when `moduleUrl` is the script started (not when imported).
 */
export function runSeedCli(moduleUrl: string, opts: { what: string; defaultCount: number; maxCount: number; seed: (db: Database, n: number) => Promise<number> }) {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });

  async function main() {
    const n = Number(process.argv[2] ?? opts.defaultCount);
    if (!Number.isInteger(n) || n < 1 || n > opts.maxCount) throw new Error(`usage: tsx ${process.argv[1]} <number of ${opts.what}, 1 to ${opts.maxCount}>`);
    const { loadConfig } = await import('../server/config.js');
    const { connectDatabase, pgliteDirFor } = await import('../server/db/connection.js');
    const { migrationsFolder } = await import('../server/plugins/database.js');
    const config = loadConfig();
    const handle = await connectDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirFor(config.dataDir), migrationsFolder: migrationsFolder() });
    try {
      const started = Date.now();
      console.log(`${await opts.seed(handle.db, n)} ${opts.what} inserted (${handle.kind}) in ${Date.now() - started} ms`);
    } finally {
      await handle.close();
    }
  }
}

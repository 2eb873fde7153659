import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * When TEST_DATABASE_URL points at a PostgreSQL server, every test app gets a database of its
 * own there (created here, dropped on close); otherwise tests use PGlite in a temporary directory.
 */
export async function createTestDatabase(opts: { /** Durability tests: commits wait for the WAL flush (the test cluster turns that off for speed). */ durable?: boolean } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { url: '', drop: async () => {} };
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  if (opts.durable) url.searchParams.set('options', '-c synchronous_commit=on');
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

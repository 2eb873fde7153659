import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectDatabase } from '../../server/db/connection.js';
import { migrationsFolder } from '../../server/plugins/database.js';

/**
 * A migrated, empty PGlite data directory as a tarball, made once per set of migrations and
 * shared by every test process through a file in the temp directory: a test app then starts
 * from it in about a second instead of running initdb and the migrations.
 */
let cached: Promise<Blob> | undefined;

function templateFile(folder: string): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(folder).sort()) if (file.endsWith('.sql')) hash.update(readFileSync(join(folder, file)));
  hash.update(readFileSync(join(folder, 'meta/_journal.json')));
  return join(tmpdir(), `careers-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function build(file: string): Promise<Blob> {
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const dir = mkdtempSync(join(tmpdir(), 'careers-template-'));
  const handle = await connectDatabase({ databaseUrl: '', pgliteDir: join(dir, 'db'), migrationsFolder: migrationsFolder() });
  const dump = await handle.dump!();
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

export function pgliteTemplate(): Promise<Blob> {
  cached ??= build(templateFile(migrationsFolder()));
  return cached;
}

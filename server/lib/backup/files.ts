import { copyFile, link, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Runs `fn` on every item, at most `limit` at a time. */
export async function eachLimited<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * A hard link in `to` for every file in `from` (a copy where links are not possible): the files as
 * they are now, kept even if the portal deletes them a moment later. Returns how many; a missing
 * `from` is an empty directory.
 */
export async function linkFiles(from: string, to: string): Promise<number> {
  const entries = await readdir(from, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  const files = entries.filter((e) => e.isFile()).map((e) => e.name);
  await mkdir(to, { recursive: true, mode: 0o700 });
  await eachLimited(files, 16, async (name) => {
    await link(join(from, name), join(to, name)).catch(async (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return; // deleted meanwhile: not in the snapshot either
      await copyFile(join(from, name), join(to, name));
    });
  });
  return files.length;
}

/** A WAL segment file name: timeline, log and segment, 24 hexadecimal digits. */
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

/**
 * Copies a PostgreSQL data directory (the embedded database's), keeping of its write-ahead log only
 * the segments `walFrom`..`walTo` (what recovery from the last checkpoint reads; the others are
 * old or pre-allocated, often most of the directory's size).
 */
export async function copyDataDirectory(from: string, to: string, wal: { from: string; to: string }): Promise<void> {
  const files: string[] = [];
  const walk = async (dir: string) => {
    await mkdir(join(to, dir), { recursive: true, mode: 0o700 });
    for (const entry of await readdir(join(from, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) {
        if (dir === 'pg_wal' && WAL_SEGMENT.test(entry.name) && (entry.name < wal.from || entry.name > wal.to)) continue;
        if (dir === '' && entry.name.startsWith('postmaster.')) continue;
        files.push(path);
      }
    }
  };
  await walk('');
  await eachLimited(files, 16, (path) => copyFile(join(from, path), join(to, path)));
}

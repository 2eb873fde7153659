import { copyFile, link, mkdir, readdir, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, sep } from 'node:path';

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

/** A file of a first copy, as it was just before it was copied. */
export type CopiedFiles = Map<string, { mtimeMs: number; size: number }>;

/** The regular files under `root`, as paths relative to it (directories created under `to` on the way). */
async function filesUnder(root: string, to: string): Promise<string[]> {
  const files: string[] = [];
  const walk = async (dir: string) => {
    await mkdir(join(to, dir), { recursive: true, mode: 0o700 });
    for (const entry of await readdir(join(root, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile() && !(dir === '' && entry.name.startsWith('postmaster.'))) files.push(path);
    }
  };
  await walk('');
  return files;
}

/**
 * A first copy of a PostgreSQL data directory (the embedded database's) while the database keeps
 * writing: files may be torn, which `finishDataDirectoryCopy` repairs. The write-ahead log is left
 * for the second pass. Returns each file's state as it was before it was copied.
 */
export async function startDataDirectoryCopy(from: string, to: string): Promise<CopiedFiles> {
  const copied: CopiedFiles = new Map();
  const files = (await filesUnder(from, to)).filter((path) => !path.startsWith(`pg_wal${sep}`));
  await eachLimited(files, 16, async (path) => {
    const before = await stat(join(from, path)).catch(() => null);
    if (!before) return; // removed meanwhile
    await copyFile(join(from, path), join(to, path));
    copied.set(path, { mtimeMs: before.mtimeMs, size: before.size });
  });
  return copied;
}

/**
 * The second pass, while nothing writes to the database (after a checkpoint): the copy becomes
 * exact. Copied again: every file changed since it was first copied, or changed at all in the
 * second before the first pass began (file times are coarse: a write in the same tick as the first
 * look would go unnoticed), and the write-ahead log segments `wal.from`..`wal.to` (what recovery
 * from the checkpoint reads; the others are old or pre-allocated). Files gone since are removed.
 */
export async function finishDataDirectoryCopy(from: string, to: string, first: CopiedFiles, firstStartedMs: number, wal: { from: string; to: string }): Promise<number> {
  const files = await filesUnder(from, to);
  const present = new Set(files);
  let copied = 0;
  await eachLimited(files, 16, async (path) => {
    const [dir, name] = [dirname(path), basename(path)];
    if (dir === 'pg_wal' && WAL_SEGMENT.test(name) && (name < wal.from || name > wal.to)) {
      present.delete(path);
      return;
    }
    const now = await stat(join(from, path));
    const then = first.get(path);
    if (then && then.mtimeMs === now.mtimeMs && then.size === now.size && now.mtimeMs < firstStartedMs - 1000) return;
    await copyFile(join(from, path), join(to, path));
    copied++;
  });
  for (const path of first.keys()) if (!present.has(path)) await rm(join(to, path), { force: true });
  return copied;
}

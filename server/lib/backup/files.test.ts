import { mkdir, mkdtemp, readdir, readFile, rm, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { finishDataDirectoryCopy, linkFiles, startDataDirectoryCopy } from './files.js';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'careers-files-test-'));
});
afterEach(async () => rm(root, { recursive: true, force: true }));

async function tree(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const walk = async (at: string) => {
    for (const entry of await readdir(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) await walk(path);
      else out[relative(dir, path)] = (await readFile(path)).toString('hex');
    }
  };
  await walk(dir);
  return out;
}

const segment = (n: number) => n.toString(16).toUpperCase().padStart(24, '0');

describe('the two-pass copy of a data directory', () => {
  it('ends as an exact copy of the directory at the second pass, whatever changed after the first', async () => {
    const from = join(root, 'db');
    const to = join(root, 'copy');
    await mkdir(join(from, 'base', '1'), { recursive: true });
    await mkdir(join(from, 'pg_wal'), { recursive: true });
    const old = new Date(Date.now() - 60_000);
    for (const name of ['unchanged', 'rewritten', 'same-size-same-time', 'grown', 'deleted']) {
      await writeFile(join(from, 'base', '1', name), `${name} v1`);
      await utimes(join(from, 'base', '1', name), old, old);
    }
    // Written just before the first pass (its time a whole millisecond, so that it can be set back exactly).
    const recent = new Date();
    await writeFile(join(from, 'base', '1', 'recent'), 'recent v1');
    await utimes(join(from, 'base', '1', 'recent'), recent, recent);
    for (const n of [1, 2, 3, 4]) await writeFile(join(from, 'pg_wal', segment(n)), `wal ${n}`);
    await writeFile(join(from, 'postmaster.pid'), '123');

    const started = Date.now();
    const first = await startDataDirectoryCopy(from, to);
    expect([...first.keys()].some((path) => path.startsWith('pg_wal'))).toBe(false);

    // The database keeps writing between the passes.
    await writeFile(join(from, 'base', '1', 'rewritten'), 'REWRITTEN v2');
    await writeFile(join(from, 'base', '1', 'grown'), 'grown v1 and more');
    // Same size, and its time set back to what the first pass saw: only the coarse-time rule catches it.
    await writeFile(join(from, 'base', '1', 'recent'), 'RECENT v2');
    await utimes(join(from, 'base', '1', 'recent'), recent, recent);
    expect((await stat(join(from, 'base', '1', 'recent'))).mtimeMs).toBe(first.get(join('base', '1', 'recent'))!.mtimeMs);
    await unlink(join(from, 'base', '1', 'deleted'));
    await writeFile(join(from, 'base', '1', 'created'), 'created');
    await writeFile(join(from, 'pg_wal', segment(3)), 'wal 3 v2');

    await finishDataDirectoryCopy(from, to, first, started, { from: segment(2), to: segment(3) });
    const expected = await tree(from);
    delete expected['postmaster.pid'];
    delete expected[join('pg_wal', segment(1))];
    delete expected[join('pg_wal', segment(4))];
    expect(await tree(to)).toEqual(expected);
  });

  it('links the documents as they are, so that a later deletion does not reach the copy', async () => {
    await mkdir(join(root, 'documents'));
    await writeFile(join(root, 'documents', 'a'), 'A');
    await writeFile(join(root, 'documents', 'b'), 'B');
    expect(await linkFiles(join(root, 'documents'), join(root, 'staging'))).toBe(2);
    await unlink(join(root, 'documents', 'a'));
    expect(await tree(join(root, 'staging'))).toEqual({ a: Buffer.from('A').toString('hex'), b: Buffer.from('B').toString('hex') });
    expect(await linkFiles(join(root, 'nothing'), join(root, 'empty'))).toBe(0);
  });
});

import { accessSync, constants, mkdirSync, statfsSync } from 'node:fs';
import { join } from 'node:path';

/** The memory-backed file system Linux mounts on every machine, and the room the tests need on it. */
const SHARED_MEMORY = '/dev/shm';
const ROOM_NEEDED = 2 * 1024 ** 3;

/**
 * Points the temporary directory (TMPDIR, which `os.tmpdir()` and the processes started from here
 * read) at a folder in shared memory, unless TMPDIR is already set or the machine has no such
 * file system with room. The test apps' PGlite data directories, uploads and the browser's profile
 * are created there: a test app starts in about half the time (most of the rest was creating the
 * data directory's files on disk), and the tests exercise the same database and files as before.
 */
export function useRamTempDir(): void {
  if (process.env.TMPDIR) return;
  try {
    accessSync(SHARED_MEMORY, constants.W_OK);
    const { bavail, bsize } = statfsSync(SHARED_MEMORY);
    if (bavail * bsize < ROOM_NEEDED) return;
    const dir = join(SHARED_MEMORY, 'careers-tests');
    mkdirSync(dir, { recursive: true });
    process.env.TMPDIR = dir;
  } catch {
    // No shared memory here (another system): the usual temporary directory.
  }
}

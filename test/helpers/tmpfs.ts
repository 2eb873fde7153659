import { execFileSync } from 'node:child_process';
import { rmSync, statfsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Mounts a tmpfs of `size` (e.g. `2m`) on `dir`; false where mounting is not permitted (it needs root). */
export function mountTmpfs(dir: string, size: string): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

export function unmount(dir: string): void {
  execFileSync('umount', [dir], { stdio: 'pipe' });
}

/** Fills the volume of `dir` with one file, leaving `leaveBytes` free (as near as its pages allow); answers a function that makes the room again. */
export function fillVolume(dir: string, leaveBytes = 0): () => void {
  const filler = join(dir, 'filler');
  rmSync(filler, { force: true });
  const { bavail, bsize } = statfsSync(dir);
  try {
    writeFileSync(filler, Buffer.alloc(Math.max(0, bavail * bsize - leaveBytes), 1));
  } catch (err) {
    // Full before the end: the file keeps what fitted, which is what was asked for.
    if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
  }
  return () => rmSync(filler, { force: true });
}

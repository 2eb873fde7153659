import { stat, statfs } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { errorChain } from './database-errors.js';

/**
 * A write refused because the volume is full, wherever it was going: a file of ours (Node's
 * ENOSPC, or EDQUOT for a user's quota), PostgreSQL's disk_full (SQLSTATE 53100: "could not
 * extend file …", which is also how PGlite reports its data directory's volume being full), or
 * an Emscripten file-system error inside PGlite (ErrnoError, errno 51 ENOSPC or 19 EDQUOT in
 * Emscripten's numbering). The central error handler answers these 507 `storage_full`.
 */
export function isStorageFull(err: unknown): boolean {
  for (const e of errorChain(err)) {
    const { code, severity, name, errno } = e as { code?: unknown; severity?: unknown; name?: unknown; errno?: unknown };
    if (code === 'ENOSPC' || code === 'EDQUOT') return true;
    if (code === '53100' && typeof severity === 'string') return true;
    if (name === 'ErrnoError' && (errno === 51 || errno === 19)) return true;
  }
  return false;
}

const VOLUME = Symbol('storageDirectory');

/**
 * Names the directory a refused write was going to (Node's write errors carry no path), so that
 * the log can say which volume is full. Returns the error, to be thrown again.
 */
export function inDirectory<E>(err: E, dir: string): E {
  if (err && typeof err === 'object') Object.defineProperty(err, VOLUME, { value: dir, configurable: true });
  return err;
}

function directoryOf(err: unknown): string | undefined {
  for (const e of errorChain(err)) {
    const named = (e as { [VOLUME]?: string })[VOLUME];
    if (named) return named;
    // An error of a call given a path (open, mkdir, copyFile) names the file.
    const path = (e as { path?: unknown }).path;
    if (typeof path === 'string') return dirname(path);
  }
  return undefined;
}

/** The part of a logger this needs (pino's, Fastify's). */
interface Log {
  error(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

interface FullVolume {
  /** The mount point, or the name of a volume we cannot see (the database server's). */
  volume: string;
  /** Free bytes when the first write was refused; null for a volume we cannot see. */
  freeAtRefusal: number | null;
  since: number;
  refusals: number;
}

export interface FullVolumesOptions {
  /** Where the embedded database keeps its files; null when the database is a server (or in memory). */
  databaseDir: string | null;
  /** How often a full volume's free space is looked at. */
  checkEveryMs?: number;
}

/** A volume counts as having room again once this much more is free than when it filled: someone made room, not a few bytes of churn. */
export const ROOM_AGAIN_BYTES = 1024 * 1024;
/** A database server's disk cannot be looked at from here: its fullness is logged again at most this often. */
const REMOTE_RELOG_MS = 10 * 60_000;

/**
 * The volumes found full, so that the log says it once per volume (not once per refused request):
 * the first refused write logs an error naming the volume (its mount point, found by walking up
 * from the directory while the device stays the same, so the documents and the embedded database
 * on one disk make one line); later refusals on it are only counted. While a volume is full its
 * free space is looked at every few seconds (statfs); once it has room again that is logged
 * (with the number of refusals meanwhile), and filling up again logs again. The e-mail outbox and
 * any other writer call `refused(err, dir)` for a write refused outside a request; inside a
 * request the central error handler does it.
 *
 * `databaseFull` says whether the embedded database's volume is among them: PGlite hangs the
 * whole process (a busy loop in WebAssembly, the event loop blocked) when, after one refused
 * write, it has to start a new WAL segment file on a full volume, so writes are refused before
 * they reach it until the volume has room again (server/plugins/storage.ts).
 */
export class FullVolumes {
  private readonly full = new Map<string, FullVolume>();
  /** Directory → its volume's key, or the lookup in progress (concurrent refusals wait for one lookup). */
  private readonly volumes = new Map<string, Promise<{ key: string; mount: string } | null>>();
  private timer: NodeJS.Timeout | undefined;
  private readonly checkEveryMs: number;
  /** The key of the embedded database's volume, once looked up (`ready`). */
  private databaseKey: string | null = null;
  /** Resolves once the embedded database's volume is known. */
  readonly ready: Promise<void>;

  constructor(
    private readonly log: Log,
    private readonly opts: FullVolumesOptions,
  ) {
    this.checkEveryMs = opts.checkEveryMs ?? 2000;
    this.ready = opts.databaseDir
      ? this.volumeOf(resolve(opts.databaseDir)).then((found) => void (this.databaseKey = found?.key ?? null))
      : Promise.resolve();
  }

  /** Whether the embedded database's volume is known to be full (a write there was refused, and no room was made since). */
  get databaseFull(): boolean {
    return this.databaseKey !== null && this.full.has(this.databaseKey);
  }

  /** Counts a write refused without trying, because the database's volume is full (told in the "room again" line). */
  refusedBeforeTrying(): void {
    const entry = this.databaseKey === null ? undefined : this.full.get(this.databaseKey);
    if (entry) entry.refusals++;
  }

  /** Whether a volume is known to be full now (diagnostics, tests). */
  get fullVolumes(): string[] {
    return [...this.full.values()].map((v) => v.volume);
  }

  /**
   * Records a write refused for lack of space. `dir` is where it was going; by default the
   * directory the error names (see `inDirectory`), else the database's. Never throws.
   */
  refused(err: unknown, dir: string | null | undefined = directoryOf(err)): void {
    void this.record(err, dir ?? this.opts.databaseDir).catch(() => {});
  }

  private async record(err: unknown, dir: string | null): Promise<void> {
    const found = dir === null ? null : await this.volumeOf(resolve(dir));
    const key = found?.key ?? (dir === null ? 'database-server' : `dir:${dir}`);
    const known = this.full.get(key);
    if (known) {
      known.refusals++;
      return;
    }
    const volume = found?.mount ?? dir ?? 'the database server';
    const entry: FullVolume = { volume, freeAtRefusal: null, since: Date.now(), refusals: 1 };
    this.full.set(key, entry);
    const space = found ? await statfs(found.mount).catch(() => null) : null;
    if (space) entry.freeAtRefusal = space.bavail * space.bsize;
    this.log.error(
      {
        volume,
        directory: dir ?? undefined,
        ...(space ? { freeBytes: space.bavail * space.bsize, sizeBytes: space.blocks * space.bsize } : {}),
        err,
      },
      'storage full: writes to this volume are refused (507 storage_full) until room is made on it',
    );
    this.watch();
  }

  /** The mount point of `dir` (or of its nearest existing parent: the directory may not exist yet) and its device. */
  private volumeOf(dir: string): Promise<{ key: string; mount: string } | null> {
    let lookup = this.volumes.get(dir);
    if (!lookup) {
      lookup = (async () => {
        let at = dir;
        let info = await stat(at).catch(() => null);
        while (!info && dirname(at) !== at) info = await stat((at = dirname(at))).catch(() => null);
        if (!info) return null;
        for (let parent = dirname(at); parent !== at; at = parent, parent = dirname(at)) {
          const up = await stat(parent).catch(() => null);
          if (!up || up.dev !== info.dev) break;
        }
        return { key: `dev:${info.dev}`, mount: at };
      })();
      this.volumes.set(dir, lookup);
      if (this.volumes.size > 100) this.volumes.delete(this.volumes.keys().next().value!);
    }
    return lookup;
  }

  private watch() {
    if (this.timer) return;
    this.timer = setInterval(() => void this.check(), this.checkEveryMs);
    this.timer.unref();
  }

  private async check() {
    for (const [key, entry] of this.full) {
      if (entry.freeAtRefusal === null) {
        // Unseen from here: forgotten after a while, so that a disk still full is logged again then.
        if (Date.now() - entry.since >= REMOTE_RELOG_MS) this.full.delete(key);
        continue;
      }
      const space = await statfs(entry.volume).catch(() => null);
      const freeBytes = space ? space.bavail * space.bsize : 0;
      if (freeBytes < entry.freeAtRefusal + ROOM_AGAIN_BYTES) continue;
      this.full.delete(key);
      this.log.info({ volume: entry.volume, freeBytes, refusedWrites: entry.refusals }, 'storage: the volume has room again');
    }
    if (this.full.size === 0) this.close();
  }

  close(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}

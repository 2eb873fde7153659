import type { Database } from '../../db/connection.js';
import { setBounded } from '../../lib/bounded-map.js';
import { ByteBoundedCache } from '../../lib/byte-bounded-cache.js';
import type { InvalidationBus } from '../../lib/invalidation-bus.js';
import { isDatabaseUnavailable } from '../../lib/database-errors.js';
import { buildSnapshot, type BoardSnapshot } from './public-search.js';
import { closeExpiredJobs, openJobs, openJobsFingerprint } from './repo.js';

/** How long a snapshot is trusted at most: the safety net should an invalidation from another instance be lost. */
const TTL_MS = 30_000;
/** Serialized answers kept at most (one per distinct query), and as many URLs. */
export const MAX_BOARD_ANSWERS = 2_000;
/**
 * Bytes of serialized answers kept at most: an API answer is about 12 KB, a server-rendered page
 * about 40 KB (and as much again in the page's parts kept to splice its nonce in, server/plugins/spa.ts),
 * so a count alone let a crawler of distinct list URLs hold 2,000 pages, over 150 MB, per TTL.
 */
export const MAX_BOARD_BYTES = 8 * 1024 * 1024;
/**
 * The answers to searches by words (any text a client makes up: a crawler, a person typing, a flood
 * of new queries) are kept apart from the board's own pages (the list, its filters and pages, the
 * jobs, the departments), within bounds of their own: new searches push out older searches, never
 * what everyone else is reading.
 */
export const MAX_SEARCHED_ANSWERS = 2_000;
export const MAX_SEARCHED_BYTES = 4 * 1024 * 1024;
/** The bus topic of board invalidations. */
const TOPIC = 'public-board';

/**
 * The public job board in memory: a snapshot of the open jobs and the serialized answers computed
 * from it, per query key. Every administrator write invalidates it; it also expires at the earliest
 * closing moment among the open jobs (so a job leaves the board the moment it closes) and after
 * `TTL_MS` at the latest. Reloading first closes expired jobs in the database. At `TTL_MS` a cheap
 * fingerprint of the open jobs is read first: when it has not changed (no write that this instance
 * missed), the snapshot and its answers are kept for another `TTL_MS` (rebuilding 20,000 jobs took
 * seconds, every 30 s, with every search on hold meanwhile). Once connected to
 * the invalidation bus, a write through any instance invalidates the board of every instance.
 * While the database cannot be reached, an answer that would need it (a new snapshot, a search
 * by words) is the one given last for the same key, where there is one.
 */
export class PublicBoard {
  private snapshot: { board: BoardSnapshot; expiresAt: number; nextClose: number; fingerprint: string } | null = null;
  private loading: Promise<BoardSnapshot> | null = null;
  private generation = 0;
  private answers = new BoardAnswers();
  /**
   * The answers of the board before it was forgotten, kept until a new snapshot is loaded: what
   * is served while the database cannot be reached (at most MAX_BOARD_ANSWERS, and only until
   * the next successful load).
   */
  private stale = new BoardAnswers();
  private bus: InvalidationBus | null = null;
  private onPublishError: (err: unknown) => void = () => {};
  /** Whether the database must not be written to now (its volume is full): the reload then only reads. */
  private writesHeld: () => boolean = () => false;

  constructor(private readonly db: Database) {}

  /** The reload skips closing expired jobs while `check` says so (they are left out of the board by their closing moment anyway). */
  holdWritesWhile(check: () => boolean): void {
    this.writesHeld = check;
  }

  /** Connects the board to the instances' bus: invalidations are sent to, and received from, the others. */
  shareInvalidations(bus: InvalidationBus, onPublishError: (err: unknown) => void): void {
    if (this.bus) return;
    this.bus = bus;
    this.onPublishError = onPublishError;
    bus.subscribe(TOPIC, () => this.forget());
    bus.onResync(() => this.forget());
  }

  /**
   * Forgets everything, on every instance: the next read loads a new snapshot. Never fails: should
   * the message not reach the others, they fall back on the TTL (the error is reported).
   */
  async invalidate(): Promise<void> {
    this.forget();
    await this.bus?.publish(TOPIC).catch(this.onPublishError);
  }

  /** Forgets everything in this process. */
  private forget(): void {
    this.generation++;
    this.snapshot = null;
    this.loading = null;
    if (this.answers.size) this.stale = this.answers;
    this.answers = new BoardAnswers();
  }

  board(): Promise<BoardSnapshot> {
    if (this.snapshot && Date.now() < this.snapshot.expiresAt) return Promise.resolve(this.snapshot.board);
    this.loading ??= this.load();
    return this.loading;
  }

  private async load(): Promise<BoardSnapshot> {
    const generation = this.generation;
    try {
      const kept = this.snapshot;
      // Expired by age only (no job has closed since): kept when no job changed meanwhile.
      if (kept && Date.now() < kept.nextClose && (await openJobsFingerprint(this.db)) === kept.fingerprint) {
        if (generation === this.generation) kept.expiresAt = Math.min(Date.now() + TTL_MS, kept.nextClose);
        return kept.board;
      }
      if (!this.writesHeld()) await closeExpiredJobs(this.db);
      const fingerprint = await openJobsFingerprint(this.db);
      const rows = await openJobs(this.db);
      const now = Date.now();
      const nextClose = rows.reduce((min, row) => Math.min(min, row.closesAt?.getTime() ?? Infinity), Infinity);
      const board = buildSnapshot(rows, now);
      if (generation === this.generation) {
        this.answers.clear();
        this.stale.clear();
        this.snapshot = { board, expiresAt: Math.min(now + TTL_MS, nextClose), nextClose, fingerprint };
      }
      return board;
    } finally {
      if (generation === this.generation) this.loading = null;
    }
  }

  /**
   * The answer cached under `key` (serialized once, kept as bytes), or computed from the current
   * snapshot and kept. A null answer (not found) is not kept, so unknown keys cannot fill the cache.
   * With the `url` that asked for it, the answer is also found by `repeated(url)` while it holds.
   */
  async answer(key: string, compute: (board: BoardSnapshot) => string | null | Promise<string | null>, url?: string, opts: AnswerOptions = {}): Promise<Buffer | null> {
    try {
      return await this.currentAnswer(key, compute, url, opts.searched ?? false);
    } catch (err) {
      // The database cannot be reached: the answer given last for this key is better than none.
      const kept = isDatabaseUnavailable(err) ? (this.answers.get(key) ?? this.stale.get(key)) : undefined;
      if (kept === undefined) throw err;
      return kept;
    }
  }

  private async currentAnswer(key: string, compute: (board: BoardSnapshot) => string | null | Promise<string | null>, url: string | undefined, searched: boolean): Promise<Buffer | null> {
    const board = await this.board();
    const generation = this.generation;
    let value = this.answers.get(key) ?? null;
    if (value === null) {
      const text = await compute(board);
      value = text === null ? null : Buffer.from(text);
      if (value !== null && generation === this.generation) this.answers.set(key, value, searched);
    }
    if (value !== null && url !== undefined && generation === this.generation) this.answers.remember(url, key, searched);
    return value;
  }

  /** Answers held, their bytes, and URLs known, in all and for the searches by words (tests, diagnostics). */
  stats() {
    return this.answers.stats();
  }

  /** The answer last given to this exact URL, while the snapshot it came from is current. */
  repeated(url: string): Buffer | undefined {
    if (!this.snapshot || Date.now() >= this.snapshot.expiresAt) return undefined;
    return this.answers.byUrl(url);
  }
}

export interface AnswerOptions {
  /** The answer is to a search by words: kept apart, within its own bounds (MAX_SEARCHED_*). */
  searched?: boolean;
}

/** One part of the answers: the serialized answers by key, and the key of each URL that asked (a repeated URL skips parsing its query again). */
class AnswerPart {
  readonly answers: ByteBoundedCache;
  readonly keyByUrl = new Map<string, string>();
  constructor(private readonly maxAnswers: number, maxBytes: number) {
    this.answers = new ByteBoundedCache(maxAnswers, maxBytes);
  }
  remember(url: string, key: string) {
    setBounded(this.keyByUrl, url, key, this.maxAnswers);
  }
}

/** The board's answers in two parts: its own pages, and the searches by words. */
class BoardAnswers {
  private readonly board = new AnswerPart(MAX_BOARD_ANSWERS, MAX_BOARD_BYTES);
  private readonly searched = new AnswerPart(MAX_SEARCHED_ANSWERS, MAX_SEARCHED_BYTES);
  private part = (searched: boolean) => (searched ? this.searched : this.board);

  get size(): number {
    return this.board.answers.size + this.searched.answers.size;
  }
  get(key: string): Buffer | undefined {
    return this.board.answers.get(key) ?? this.searched.answers.get(key);
  }
  set(key: string, value: Buffer, searched: boolean) {
    this.part(searched).answers.set(key, value);
  }
  remember(url: string, key: string, searched: boolean) {
    this.part(searched).remember(url, key);
  }
  byUrl(url: string): Buffer | undefined {
    for (const part of [this.board, this.searched]) {
      const key = part.keyByUrl.get(url);
      if (key !== undefined) return part.answers.get(key);
    }
    return undefined;
  }
  clear() {
    for (const part of [this.board, this.searched]) {
      part.answers.clear();
      part.keyByUrl.clear();
    }
  }
  stats() {
    const of = (part: AnswerPart) => ({ answers: part.answers.size, bytes: part.answers.bytes, byUrl: part.keyByUrl.size });
    return { ...of(this.board), searched: of(this.searched) };
  }
}

const boards = new WeakMap<Database, PublicBoard>();

/** The board of one database (one app): shared by the API routes, the sitemap and the seeders. */
export function publicBoard(db: Database): PublicBoard {
  let board = boards.get(db);
  if (!board) boards.set(db, (board = new PublicBoard(db)));
  return board;
}

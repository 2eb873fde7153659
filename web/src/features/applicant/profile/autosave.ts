/**
 * The autosave queue, without React: changes are sent `delay` ms after the last one (or at once on
 * `flush`), one request at a time, and only the newest value is ever sent; a failed save keeps its
 * value for a retry. `prepare` turns a value into what may be sent: the parts it refuses are held
 * back (state `invalid` once the rest is saved) while everything else is sent, until they are
 * corrected. `halt` stops it for good (someone else saved first: nothing typed here may be sent on
 * top) until `resume`, after the page has loaded the newer version.
 */
export type SaveState<E = unknown> =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  /** Everything else is saved; some parts are held back until they are corrected. */
  | { kind: 'invalid' }
  | { kind: 'failed'; error: E };

export interface Timers {
  set: (fn: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

export interface AutosaveOptions<T, E> {
  delay: number;
  /** Sends the value; throws (the error is kept in the `failed` state) when it was not saved. */
  save: (value: T) => Promise<void>;
  onState: (state: SaveState<E>) => void;
  /**
   * What of `value` may be sent: `send` (null when it holds nothing the server does not have) and
   * whether parts were `held` back (the page shows why). Without it, every value is sent whole.
   */
  prepare?: (value: T) => Prepared<T>;
  now?: () => Date;
  timers?: Timers;
}

export interface Prepared<T> {
  send: T | null;
  held: boolean;
}

const browserTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class Autosaver<T, E = unknown> {
  private latest: { value: T } | null = null;
  private timer: unknown = null;
  private inFlight: Promise<void> | null = null;
  private stopped = false;
  private halted = false;
  /** Parts of the newest value were held back: it has not all reached the server. */
  private held = false;
  private readonly timers: Timers;

  constructor(private readonly options: AutosaveOptions<T, E>) {
    this.timers = options.timers ?? browserTimers;
  }

  /** True while something typed has not reached the server (held-back parts included). */
  get dirty(): boolean {
    return this.latest !== null || this.inFlight !== null || this.held;
  }

  /** A new value: sent after the delay, unless another change comes first. */
  change(value: T): void {
    if (this.halted) return;
    this.latest = { value };
    this.cancelTimer();
    if (!this.inFlight) this.emit({ kind: 'pending' });
    this.timer = this.timers.set(() => {
      this.timer = null;
      void this.flush();
    }, this.options.delay);
  }

  /** Sends the newest value now (blur, leaving the section, retry); resolves when all is sent or failed. */
  async flush(): Promise<void> {
    this.cancelTimer();
    while (this.inFlight) await this.inFlight;
    const next = this.latest;
    if (!next || this.halted) return;
    const { send, held } = this.options.prepare?.(next.value) ?? { send: next.value, held: false };
    this.latest = null;
    this.held = held;
    if (send === null) {
      // Nothing new for the server: the held-back parts are all that is left.
      this.emit(held ? { kind: 'invalid' } : { kind: 'idle' });
      return;
    }
    this.emit({ kind: 'saving' });
    this.inFlight = this.send(next, send);
    await this.inFlight;
  }

  /**
   * Nothing waiting, failed or typed from now on is sent, and no state is reported, until `resume`;
   * a save already under way finishes (its outcome is still reported).
   */
  halt(): void {
    this.halted = true;
    this.latest = null;
    this.cancelTimer();
  }

  /** Saves again, starting from nothing waiting (the page shows what was loaded). */
  resume(): void {
    this.halted = false;
    this.held = false;
    this.latest = null;
  }

  /** No more state updates (the page is gone); what is waiting is still sent. */
  dispose(): Promise<void> {
    this.stopped = true;
    return this.flush();
  }

  /** Sends `value`, what may be sent of `next` (kept for a retry when the save fails). */
  private async send(next: { value: T }, value: T): Promise<void> {
    try {
      await this.options.save(value);
      this.inFlight = null;
      if (this.latest) {
        // Typed while it was being sent: carry on with the newer value.
        if (this.timer === null) void this.flush();
        else this.emit({ kind: 'pending' });
      } else if (this.held) {
        this.emit({ kind: 'invalid' });
      } else {
        this.emit({ kind: 'saved', at: (this.options.now ?? (() => new Date()))() });
      }
    } catch (error) {
      this.inFlight = null;
      if (!this.halted) this.latest ??= next;
      this.emit({ kind: 'failed', error: error as E });
    }
  }

  private cancelTimer() {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
  }

  private emit(state: SaveState<E>) {
    if (!this.stopped) this.options.onState(state);
  }
}
